import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout } from 'node:timers/promises';
import type { Logger } from '../../logger.js';
import type { IndexStatus } from './views.js';

/** Page ids per batch: each batch is one short statement, so nothing is locked for long. */
const BATCH = 500;
/** Batches in flight at once: the documents are computed in PostgreSQL, one core per statement. */
const WORKERS = 2;
/** A rebuild whose process stopped reporting this long ago is taken over by the next request. */
const ABANDONED_AFTER = '2 minutes';
/** Longer than a search takes, even a slow one during a rebuild. */
const IN_FLIGHT_MS = 2000;

interface StatusRow {
  pages: number;
  bytes: string;
  lastRebuildAt: number | null;
  lastRebuildError: string | null;
  rebuilding: boolean;
  rebuildDone: number;
  rebuildTotal: number;
}

export async function indexStatus(em: EntityManager): Promise<IndexStatus> {
  const [row] = await em.execute<StatusRow[]>(
    `select (select count(*)::int from "search_entry" e where e."generation" = s."generation") as "pages",
       pg_total_relation_size('search_entry') as "bytes",
       extract(epoch from s."last_rebuild_at") * 1000 as "lastRebuildAt", s."last_rebuild_error" as "lastRebuildError",
       s."building_generation" is not null as "rebuilding", s."rebuild_done" as "rebuildDone", s."rebuild_total" as "rebuildTotal"
     from "search_index_state" s`,
  );
  if (!row) throw new Error('search_index_state has no row');
  return { ...row, bytes: Number(row.bytes), lastRebuildAt: row.lastRebuildAt === null ? null : new Date(Number(row.lastRebuildAt)) };
}

/**
 * Claims the next generation, unless a live rebuild runs already (in any process): answers the
 * generation to build, or undefined.
 */
export async function claimRebuild(em: EntityManager, onlyIfNeverBuilt = false): Promise<number | undefined> {
  const [claimed] = await em.execute<{ generation: number }[]>(
    `update "search_index_state" set "building_generation" = "generation" + 1, "rebuild_done" = 0,
       "rebuild_total" = (select count(*) from "page" where "published_version_id" is not null),
       "rebuild_started_at" = now(), "rebuild_heartbeat_at" = now(), "last_rebuild_error" = null
     where ("building_generation" is null or "rebuild_heartbeat_at" < now() - interval '${ABANDONED_AFTER}')
       ${onlyIfNeverBuilt ? 'and "last_rebuild_at" is null' : ''}
     returning "building_generation" as "generation"`,
  );
  return claimed?.generation;
}

/** Still ours: remove-all-pages or a takeover ends a rebuild by moving `building_generation`. */
async function progress(em: EntityManager, generation: number, added: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    `update "search_index_state" set "rebuild_done" = "rebuild_done" + ?, "rebuild_heartbeat_at" = now()
     where "building_generation" = ? returning "id"`,
    [added, generation],
  );
  return rows.length > 0;
}

/**
 * Fills `generation` from the published pages in batches by page id while the current one
 * keeps answering, then switches in one short transaction. Pages (un)published meanwhile are
 * written to both generations by the trigger; the switch reconciles what a batch read just
 * before such a change.
 */
export async function runRebuild(em: EntityManager, generation: number, log: Logger, stopping: () => boolean): Promise<void> {
  let switched: boolean;
  try {
    switched = await buildAndSwitch(em, generation, stopping);
  } catch (error) {
    // Only an unswitched generation is discarded: once switched it is the index visitors search.
    log.error({ err: error, generation }, 'search index rebuild failed');
    await em
      .execute(`update "search_index_state" set "building_generation" = null, "last_rebuild_error" = ? where "building_generation" = ?`, [
        error instanceof Error ? error.message : String(error),
        generation,
      ])
      .catch(() => undefined);
    await em.execute(`delete from "search_entry" where "generation" = ?`, [generation]).catch(() => undefined);
    return;
  }
  if (switched) await tidyAfterSwitch(em, generation, log);
  log.info({ generation, switched }, 'search index rebuilt');
}

/** Answers whether `generation` became the index (false: stopped, or no longer ours). */
async function buildAndSwitch(em: EntityManager, generation: number, stopping: () => boolean): Promise<boolean> {
  // Rows of an abandoned attempt at the same generation.
  await em.execute(`delete from "search_entry" where "generation" = ?`, [generation]);
  const [range] = await em.execute<{ first: number | null; last: number | null }[]>(
    `select min("id") as "first", max("id") as "last" from "page" where "published_version_id" is not null`,
  );
  let next = range?.first ?? 0;
  const last = range?.last ?? -1;
  let ours = true;
  // Each worker takes the next range of ids until none is left (or the rebuild is no longer ours).
  const worker = async () => {
    while (ours && !stopping() && next <= last) {
      const from = next;
      next += BATCH;
      const [batch] = await em.execute<{ count: number }[]>(
        `with "added" as (
           insert into "search_entry" select ?, s.*, now() from "search_source" s where s."page_id" >= ? and s."page_id" < ?
           on conflict ("generation", "page_id") do nothing returning 1
         )
         select count(*)::int as "count" from "added"`,
        [generation, from, from + BATCH],
      );
      if (!(await progress(em, generation, batch?.count ?? 0))) ours = false;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  if (!ours || stopping()) return false;
  return em.transactional(async (tx) => {
    const [state] = await tx.execute<{ building: number | null }[]>(`select "building_generation" as "building" from "search_index_state" for update`);
    if (state?.building !== generation) return false;
    await tx.execute(
      `delete from "search_entry" e where e."generation" = ? and not exists (
         select 1 from "page" p where p."id" = e."page_id" and p."published_version_id" = e."version_id" and p."slug" = e."slug")`,
      [generation],
    );
    await tx.execute(
      `insert into "search_entry" select ?, s.*, now() from "search_source" s
       where not exists (select 1 from "search_entry" e where e."generation" = ? and e."page_id" = s."page_id")
       on conflict ("generation", "page_id") do nothing`,
      [generation, generation],
    );
    await tx.execute(
      `update "search_index_state" set "generation" = ?, "building_generation" = null, "last_rebuild_at" = now(), "rebuild_heartbeat_at" = now()
        where "id" = 1`,
      [generation],
    );
    // Gone with the switch: whoever sees the rebuild finished sees only the new generation.
    await tx.execute(`delete from "search_entry" where "generation" < ?`, [generation]);
    return true;
  });
}

/**
 * The old generation's rows out of the text indexes (until then every search of a common term
 * walks them too: three times slower), the indexes' pending entries merged, which every search
 * would scan, and fresh statistics (the planner otherwise guesses a tenth of a broad term's
 * matches). Not to wait for autovacuum. Searches that began before the switch may still read
 * the old rows, and vacuum leaves whatever a running snapshot can see: they end within a
 * second (see IN_FLIGHT_MS). A failure here costs speed until autovacuum, never the index.
 */
async function tidyAfterSwitch(em: EntityManager, generation: number, log: Logger): Promise<void> {
  await setTimeout(IN_FLIGHT_MS);
  await em
    .execute(`vacuum (analyze) "search_entry"`)
    .catch((error: unknown) => log.warn({ err: error, generation }, 'search index: vacuum after rebuild failed'));
}

/**
 * Empties the index and ends a running rebuild; pages published from now on are indexed again.
 * Truncated, so the admin screen's size drops at once (deleted rows would hold their space until
 * vacuum); the vocabularies go too, and are collected again with the pages.
 */
export async function emptyIndex(em: EntityManager): Promise<void> {
  await em.execute(`update "search_index_state" set "building_generation" = null, "rebuild_done" = 0, "rebuild_total" = 0 where "id" = 1`);
  await em.execute(`truncate "search_entry", "search_word", "search_lexeme"`);
}
