import { content, type ContentReader } from '@blokwerk/server/extension';

/**
 * SQL: the vacancy pages as a table `p` ("id", "title" as last saved, "locale", "created_at")
 * from one JSON parameter (vacancyPages), so that a statement on the applications joins,
 * searches and sorts by their vacancy without naming core's tables (docs/extensions.md,
 * "Reading core's content").
 */
export const VACANCY_PAGES = `jsonb_to_recordset(?::jsonb) as "p"("id" int, "title" text, "locale" text, "created_at" timestamptz)`;

/** The parameter VACANCY_PAGES reads: every vacancy page's facts (one read, however many). */
export async function vacancyPages(reader: ContentReader): Promise<string> {
  const pages = await content.all((after) => content.pageFacts(reader, { type: 'vacancy', after, limit: 1000 }));
  return JSON.stringify(pages.map(({ id, title, locale, createdAt }) => ({ id, title, locale, created_at: createdAt })));
}
