import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What a delete without confirmation would remove (the details of its 409 V_07). */
export interface DeleteRefusal {
  pages: { pageID: number; title: string; locale: string }[];
  totalPages: number;
  /** Folders: what is inside. */
  folders: number;
  files: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The details of a delete the server wants confirmed, or null when it failed otherwise. */
export function deleteRefusalOf(error: unknown): DeleteRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const item of error.errors) {
    const details: unknown = item.extensions?.details;
    if (item.extensions?.code !== 'V_07' || !isRecord(details) || !Array.isArray(details.pages)) continue;
    const pages = details.pages.flatMap((page: unknown) =>
      isRecord(page) && typeof page.pageID === 'number' && typeof page.title === 'string' && typeof page.locale === 'string'
        ? [{ pageID: page.pageID, title: page.title, locale: page.locale }]
        : [],
    );
    return { pages, totalPages: count(details.totalPages), folders: count(details.folders), files: count(details.files) };
  }
  return null;
}
