import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { CONNECT_TIMEOUT_MS } from '../../../db/orm.js';

/**
 * The file journal (db/migrations/Migration20261127010000_file_journal.ts): how a stored file
 * follows the transaction that names it. `store` is `objects` (the media library's originals,
 * keyed by hash) or `private/<area>`.
 */
export type StoreName = 'objects' | `private/${string}`;

/** A private area's name: lower-case letters, digits, dashes (it names a folder). */
const AREA = /^[a-z][a-z0-9-]{0,39}$/;

export function privateStore(area: string): `private/${string}` {
  if (!AREA.test(area)) throw new Error(`not a private area name: ${area}`);
  return `private/${area}`;
}

/** The private area a store name names, if it is one. */
export function areaOf(store: string): string | undefined {
  const area = store.startsWith('private/') ? store.slice('private/'.length) : undefined;
  return area !== undefined && AREA.test(area) ? area : undefined;
}

/** The advisory lock of one stored file: placing, removing and the remover's check of it serialise. */
const FILE_LOCK_SPACE = 7;

/** Holds the file `store/key` until `em`'s transaction ends. */
export async function lockFile(em: EntityManager, store: StoreName, key: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, ${FILE_LOCK_SPACE}))`, [`${store}/${key}`]);
}

/** Takes the lock of `store/key` for `em`'s transaction if nobody holds it; false when someone does. */
export async function tryLockFile(em: EntityManager, store: string, key: string): Promise<boolean> {
  const [row] = await em.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtextextended(?, ${FILE_LOCK_SPACE})) as "locked"`, [
    `${store}/${key}`,
  ]);
  return row?.locked === true;
}

/**
 * Commits a journal entry on a connection of its own, outside the ORM's pool: a transaction that
 * holds a pooled connection and waits for a second one starves the pool once every connection
 * is held by such a transaction (a burst of uploads as large as the pool), until the connect
 * timeout answers 503.
 */
async function commitEntry(url: string, store: StoreName, key: string): Promise<string> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('insert into "file_journal" ("store", "key") values ($1, $2) returning "id"', [store, key]);
    const [entry] = rows;
    if (!entry) throw new Error('the file journal took no entry');
    return entry.id;
  } finally {
    await client.end();
  }
}

/**
 * Call inside the transaction that will name the file, before the file is placed. A journal
 * entry is committed on its own (on another connection), then deleted by this transaction: it
 * is gone exactly when the transaction commits, and after a rollback or a crash at any instant
 * it remains, so the remover deletes a file no row names. The file's lock, taken first and held
 * to the end, keeps the remover off the entry while the transaction runs.
 */
export async function journalPlacement(em: EntityManager, store: StoreName, key: string): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`placing ${store}/${key} needs a transaction`);
  await lockFile(em, store, key);
  const id = await commitEntry(String(em.config.get('clientUrl')), store, key);
  await em.execute(`delete from "file_journal" where "id" = ?`, [id]);
}

/**
 * Call inside the transaction that lets the files go (deletes their rows): their removal is
 * queued with it, so it happens once the transaction commits, and never if it does not. The
 * remover does it (kick it after the commit, or the next pass will).
 */
export async function journalRemoval(em: EntityManager, store: StoreName, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await em.execute(
    `insert into "file_journal" ("store", "key") values ${unique.map(() => '(?, ?)').join(', ')}`,
    unique.flatMap((key) => [store, key]),
  );
}
