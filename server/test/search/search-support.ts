import type { ApiClient, Envelope } from '../support/api-client.js';

export interface SearchResult {
  pageID: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
  snippet: string;
  score: number;
}
export type SearchAnswer = Envelope & { total: number; totalIsEstimate: boolean; results: SearchResult[] };
export interface IndexStatus {
  pages: number;
  bytes: number;
  lastRebuildAt: string | null;
  rebuilding: boolean;
  rebuildDone: number;
  rebuildTotal: number;
}

const richText = (html: string, key = 'b1') => ({ type: 'rich-text', key, props: { html }, anchorPoint: null, __images: {}, __files: {} });

/** Creates and publishes a page; answers its id. */
export async function publishedPage(
  admin: ApiClient,
  page: { title: string; slug: string; locale?: string; type?: string; html?: string; typeData?: Record<string, unknown> },
): Promise<number> {
  const created = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', {
    title: page.title,
    slug: page.slug,
    type: page.type ?? 'page',
    locale: page.locale ?? 'nl',
    content: page.html ? [richText(page.html)] : [],
    typeData: page.typeData ?? {},
  });
  if (created.status !== 200) throw new Error(`create ${page.slug}: ${JSON.stringify(created.body)}`);
  const published = await admin.post(`/api/blokwerk/page/${created.body.pageID}/publish`, {});
  if (published.status !== 200) throw new Error(`publish ${page.slug}: ${JSON.stringify(published.body)}`);
  return created.body.pageID;
}

export async function search(
  client: ApiClient,
  body: { term: string; locales?: string[]; pageTypes?: string[]; count?: number; offset?: number },
): Promise<SearchAnswer> {
  const answer = await client.post<SearchAnswer>('/api/blokwerk/search/search', body);
  if (answer.status !== 200) throw new Error(`search ${body.term}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const slugsOf = (answer: SearchAnswer) => answer.results.map((r) => r.slug);
