import type { EntityManager } from '@mikro-orm/postgresql';
import {
  migrateBlock,
  migrateTypeData,
  isRecord,
  migrationName,
  type CopyOutcome,
  type Direction,
  type MigrationRef,
} from '../../content-model/migrations/apply.js';
import type { ContentModel } from '../../content-model/registry.js';
import type { MigrationFailure, MigrationReport } from './migration-views.js';

/** Rows per transaction: short enough that editors' saves never wait long for a batch's locks. */
export const DEFAULT_BATCH_SIZE = 200;
const LISTED_FAILURES = 100;

/**
 * Every table holding stored blocks and typeData, in the order a run walks them. A batch is read by
 * keyset (`keys`) and written back with a patch of what changed: `{ blocks?, typeData? }`.
 */
interface Source {
  name: MigrationFailure['source'];
  from: string;
  keys: readonly string[];
  revision: string;
  blocks: string;
  typeData: string;
  update: string;
}

const draftUpdate = (table: string, keys: string) =>
  `update "${table}" set "content" = "content" || ?::jsonb where (${keys}) = (${keys.replace(/"[a-z_]+"/g, '?')})`;

const SOURCES: readonly Source[] = [
  {
    name: 'page_version',
    from: '"page_version" x join "page" p on p."id" = x."page_id"',
    keys: ['x."id"'],
    revision: 'x."revision"',
    blocks: 'x."blocks"',
    typeData: 'x."type_data"',
    update: `update "page_version"
      set "blocks" = coalesce(?::jsonb -> 'blocks', "blocks"), "type_data" = coalesce(?::jsonb -> 'typeData', "type_data") where "id" = ?`,
  },
  {
    name: 'working_draft',
    from: '"page_working_draft" x join "page" p on p."id" = x."page_id"',
    keys: ['x."page_id"', 'x."user_id"'],
    revision: 'x."base_revision"',
    blocks: `x."content" -> 'blocks'`,
    typeData: `x."content" -> 'typeData'`,
    update: draftUpdate('page_working_draft', '"page_id", "user_id"'),
  },
  {
    name: 'preview_draft',
    from: '"preview_draft" x join "page" p on p."id" = x."page_id"',
    keys: ['x."token"'],
    revision: 'null::int',
    blocks: `x."content" -> 'blocks'`,
    typeData: `x."content" -> 'typeData'`,
    update: draftUpdate('preview_draft', '"token"'),
  },
];

interface Row {
  key: unknown[];
  page_id: number;
  revision: number | null;
  page_type: string;
  blocks: unknown;
  type_data: unknown;
}

async function readBatch(em: EntityManager, source: Source, after: unknown[] | null, size: number, lock: boolean): Promise<Row[]> {
  const keys = source.keys.join(', ');
  const where = after ? `where (${keys}) > (${source.keys.map(() => '?').join(', ')})` : '';
  return em.getConnection().execute<Row[]>(
    `select jsonb_build_array(${keys}) as "key", x."page_id", ${source.revision} as "revision", p."type" as "page_type",
       ${source.blocks} as "blocks", ${source.typeData} as "type_data"
     from ${source.from} ${where} order by ${keys} limit ? ${lock ? 'for update of x' : ''}`,
    [...(after ?? []), size],
    'all',
    em.getTransactionContext(),
  );
}

export const emptyReport = (): MigrationReport => ({ rowsRead: 0, rowsChanged: 0, migrations: [], failureCount: 0, failures: [] });

/** Counts what one batch did into the run's report: per migration the rows and copies changed, and what could not be. */
class Tally {
  constructor(readonly report: MigrationReport) {}

  private rowMigrations = new Set<string>();

  startRow(): void {
    this.report.rowsRead++;
    this.rowMigrations.clear();
  }

  endRow(changed: boolean): void {
    if (changed) this.report.rowsChanged++;
    for (const name of this.rowMigrations) this.entry(name).rows++;
  }

  private entry(name: string) {
    const found = this.report.migrations.find((m) => migrationName(m) === name);
    if (found) return found;
    const [kind, type, from, , to] = name.split(' ') as [MigrationRef['kind'], string, string, string, string];
    const created = { kind, type, from: Number(from), to: Number(to), rows: 0, copies: 0 };
    this.report.migrations.push(created);
    return created;
  }

  /** One copy's outcome; answers its new value, or undefined when it stays as stored. */
  copy(outcome: CopyOutcome | undefined, where: Omit<MigrationFailure, 'reason' | keyof MigrationRef>): unknown {
    if (!outcome) return undefined;
    if ('failed' in outcome) {
      this.report.failureCount++;
      if (this.report.failures.length < LISTED_FAILURES) this.report.failures.push({ ...where, ...outcome.failed, reason: outcome.reason });
      return undefined;
    }
    for (const ref of outcome.applied) {
      this.entry(migrationName(ref)).copies++;
      this.rowMigrations.add(migrationName(ref));
    }
    return outcome.value;
  }
}

/** A row's patch: the blocks and typeData that changed, or undefined when none did. */
function migrateRow(model: ContentModel, row: Row, source: Source, direction: Direction, tally: Tally): Record<string, unknown> | undefined {
  tally.startRow();
  const where = { source: source.name, pageID: row.page_id, revision: row.revision };
  const patch: Record<string, unknown> = {};
  if (Array.isArray(row.blocks)) {
    let changed = false;
    const blocks = row.blocks.map((block: unknown) => {
      const key = isRecord(block) && typeof block.key === 'string' ? block.key : null;
      const value = tally.copy(migrateBlock(model, block, direction), { ...where, blockKey: key });
      changed ||= value !== undefined;
      return value ?? block;
    });
    if (changed) patch.blocks = blocks;
  }
  const typeData = tally.copy(migrateTypeData(model, row.page_type, row.type_data, direction), { ...where, blockKey: null });
  if (typeData !== undefined) patch.typeData = typeData;
  const changed = Object.keys(patch).length > 0;
  tally.endRow(changed);
  return changed ? patch : undefined;
}

/** Where a run stands: the source it is in and the last key it did there (null: from the start). */
export interface Position {
  source: number;
  cursor: unknown[] | null;
}

/**
 * One batch from `position`: reads (and, unless `dryRun`, locks and writes) up to `size` rows,
 * counting into `report`; answers where the next batch starts, or null when every source is done.
 * Published versions that changed get their search entries again (the index's trigger only sees the page row).
 */
export async function migrateBatch(
  em: EntityManager,
  model: ContentModel,
  direction: Direction,
  position: Position,
  options: { size: number; dryRun: boolean; report: MigrationReport },
): Promise<Position | null> {
  const source = SOURCES[position.source];
  if (!source) return null;
  const rows = await readBatch(em, source, position.cursor, options.size, !options.dryRun);
  const tally = new Tally(options.report);
  const changedVersions: number[] = [];
  for (const row of rows) {
    const patch = migrateRow(model, row, source, direction, tally);
    if (!patch || options.dryRun) continue;
    const json = JSON.stringify(patch);
    const params = source.name === 'page_version' ? [json, json, ...row.key] : [json, ...row.key];
    await em.getConnection().execute(source.update, params, 'run', em.getTransactionContext());
    if (source.name === 'page_version') changedVersions.push(row.key[0] as number);
  }
  if (changedVersions.length > 0) await reindexPublished(em, changedVersions);
  const last = rows.at(-1);
  if (rows.length === options.size && last) return { source: position.source, cursor: last.key };
  return position.source + 1 < SOURCES.length ? { source: position.source + 1, cursor: null } : null;
}

/** A JSON array of ids as a set (an array parameter would be spread into a list of parameters). */
const VERSION_IDS = '(select "value"::int from jsonb_array_elements_text(?::jsonb))';

/** The search entries of pages whose published version changed, written again from `search_source` as its trigger does. */
async function reindexPublished(em: EntityManager, versionIds: number[]): Promise<void> {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  const ids = JSON.stringify(versionIds);
  await connection.execute(`delete from "search_entry" where "version_id" in ${VERSION_IDS}`, [ids], 'run', tx);
  await connection.execute(
    `insert into "search_entry"
       select g."generation", s.*, now() from "search_source" s
       cross join (select "generation" from "search_index_state"
                   union select "building_generation" from "search_index_state" where "building_generation" is not null) g
       where s."version_id" in ${VERSION_IDS}
       on conflict ("generation", "page_id") do nothing`,
    [ids],
    'run',
    tx,
  );
}

/** A dry run: every batch read, nothing written or locked. */
export async function dryRun(em: EntityManager, model: ContentModel, direction: Direction, size = DEFAULT_BATCH_SIZE): Promise<MigrationReport> {
  const report = emptyReport();
  let position: Position | null = { source: 0, cursor: null };
  while (position) position = await migrateBatch(em, model, direction, position, { size, dryRun: true, report });
  return report;
}
