import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../../logger.js';
import { FILE_REMOVAL_LOCK } from './removal-lock.js';
import type { MediaStorage } from '../storage/storage.js';
import { tryLockFile } from './journal.js';

/** What the remover needs of a store: its bytes, whether a committed row names a key, and what else goes with a file. */
export interface JournaledStore {
  storage: MediaStorage;
  referenced(em: EntityManager, key: string): Promise<boolean>;
  /** Derived files of a removed one (an original's renditions). */
  forget?(key: string): Promise<void>;
}

export interface RemoverPass {
  removed: number;
  /** Entries whose file a row names after all (an upload of the same bytes kept it). */
  kept: number;
  /** Entries left for a later pass: their file is in use by a running transaction, or removing it failed. */
  postponed: number;
  /** A backup holds FILE_REMOVAL_LOCK: the pass stopped and left the rest queued. */
  backupRunning: boolean;
}

type Outcome = 'removed' | 'kept' | 'postponed' | 'backup' | 'done';

interface Entry {
  id: string;
  store: string;
  key: string;
}

/**
 * Works through the file journal (journal.ts): for each entry no running transaction holds,
 * the file is removed unless a committed row names it, then the entry goes — one short
 * transaction per entry, so several processes share the work (`skip locked`) and a crash in
 * between repeats at most one idempotent removal. An entry whose file is locked (a transaction
 * placing the same object) or whose removal fails is postponed: its `since` moves on, so a
 * pass never loops on it.
 */
export async function removeJournaled(em: EntityManager, storeOf: (name: string) => JournaledStore | undefined, log: Logger): Promise<RemoverPass> {
  const pass: RemoverPass = { removed: 0, kept: 0, postponed: 0, backupRunning: false };
  const [start] = await em.execute<{ now: Date }[]>('select now() as "now"');
  for (;;) {
    const outcome = await em
      .fork()
      .transactional((tx) => removeOne(tx, start?.now ?? new Date(), storeOf, log))
      .catch((error: unknown) => {
        // The database itself failed (it is down, say): the entries stay for a later pass.
        log.warn({ err: error }, 'files: the removal pass stopped; the queued removals are tried again later');
        return 'done' as const;
      });
    if (outcome === 'done') return pass;
    if (outcome === 'backup') return { ...pass, backupRunning: true };
    pass[outcome] += 1;
  }
}

async function removeOne(tx: EntityManager, start: Date, storeOf: (name: string) => JournaledStore | undefined, log: Logger): Promise<Outcome> {
  const [entry] = await tx.execute<Entry[]>(
    `select "id", "store", "key" from "file_journal" where "since" <= ? order by "since", "id" limit 1 for update skip locked`,
    [start],
  );
  if (!entry) return 'done';
  const [free] = await tx.execute<{ free: boolean }[]>('select pg_try_advisory_xact_lock_shared(?) as "free"', [FILE_REMOVAL_LOCK]);
  if (!free?.free) return 'backup';
  const store = storeOf(entry.store);
  if (!store || !(await tryLockFile(tx, entry.store, entry.key))) {
    // Not now: a transaction places this very file, or its store is not configured in this process.
    if (!store) log.warn({ store: entry.store }, 'files: a queued removal names a store this process does not know; left queued');
    await postpone(tx, entry.id);
    return 'postponed';
  }
  if (await store.referenced(tx, entry.key)) {
    await tx.execute(`delete from "file_journal" where "id" = ?`, [entry.id]);
    return 'kept';
  }
  try {
    await store.storage.remove(entry.key);
    await store.forget?.(entry.key);
  } catch (error) {
    log.warn({ err: error, store: entry.store }, 'files: removing a file failed; it is tried again later');
    await postpone(tx, entry.id);
    return 'postponed';
  }
  await tx.execute(`delete from "file_journal" where "id" = ?`, [entry.id]);
  return 'removed';
}

function postpone(tx: EntityManager, id: string) {
  return tx.execute(`update "file_journal" set "since" = clock_timestamp(), "attempts" = "attempts" + 1 where "id" = ?`, [id]);
}
