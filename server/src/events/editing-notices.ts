import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL channel of notices for the editors at work: who has a page open, and that a
 * version of it was stored. Not content events: no cache or index ever hears them, so storing
 * an unpublished version purges and reindexes nothing. The content events' LISTEN connection
 * carries them too (events/content-events.ts, subscribeEditing).
 */
export const EDITING_CHANNEL = 'blokwerk_editing';

/** What changed on one page for its editors: its presence list, or its head version. Listeners read the rest from the tables. */
export interface EditingNotice {
  kind: 'presence' | 'stored';
  pageId: number;
}

/**
 * Queues a notice in the writing transaction: every process hears it once the change commits
 * (its own included, through the LISTEN connection), never when it rolls back.
 */
export async function notifyEditors(em: EntityManager, notice: EditingNotice): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [EDITING_CHANNEL, JSON.stringify(notice)], 'run', em.getTransactionContext());
}

export function parseEditingNotice(payload: string | undefined): EditingNotice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<EditingNotice>;
    if ((notice.kind === 'presence' || notice.kind === 'stored') && Number.isInteger(notice.pageId))
      return { kind: notice.kind, pageId: notice.pageId as number };
    return undefined;
  } catch {
    return undefined;
  }
}
