/**
 * Where a translation comes from, as SQL over a "page" row aliased `p`: the one definition of
 * "out of date" for lists (list-query.ts) and the translation status (translation-operations.ts);
 * the entity's `outOfDate` formula (entities.ts) says the same.
 */

/** The source's head is another version than the one the translation was brought up to date from. */
export const OUT_OF_DATE_SQL = (page: string) =>
  `exists (select 1 from "page" s where s."id" = ${page}."source_page_id" and s."head_version_id" is distinct from ${page}."source_version_id")`;

/** The columns a list row needs for `translationSource` and `outOfDate` (see SourceColumns). */
export const SOURCE_COLUMNS_SQL = (page: string) =>
  `${page}."source_page_id" as "sourcePageID", ${page}."source_version_id" as "sourceVersionID",
   (select s."locale" from "page" s where s."id" = ${page}."source_page_id") as "sourceLocale", ${OUT_OF_DATE_SQL(page)} as "outOfDate"`;

/** A translation's source as the API shows it. */
export interface TranslationSource {
  pageID: number;
  locale: string;
  /** The source version it was made from or last brought up to date from; null when that version is gone. */
  versionID: number | null;
}

/** What a page row holds about its source. */
export interface SourceColumns {
  sourcePageID: number | null;
  sourceLocale: string | null;
  sourceVersionID: number | null;
  outOfDate: boolean;
}

export function translationSourceOf(columns: Partial<SourceColumns>): TranslationSource | null {
  const { sourcePageID = null, sourceLocale = null, sourceVersionID = null } = columns;
  if (sourcePageID === null || sourceLocale === null) return null;
  return { pageID: sourcePageID, locale: sourceLocale, versionID: sourceVersionID };
}
