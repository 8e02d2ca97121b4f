import type { EntityManager } from '@mikro-orm/postgresql';

/** The ids of a page's translation group (itself included): a page shows links to all of them. */
export async function translationIds(em: EntityManager, pageId: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    'select "id" from "page" where "translation_group" = (select "translation_group" from "page" where "id" = ?)', [pageId],
  );
  return rows.map((row) => row.id);
}
