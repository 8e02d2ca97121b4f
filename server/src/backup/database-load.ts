import type { Client } from 'pg';
import type { ArchiveHeader, SequenceStates } from './archive-format.js';
import { BackupError } from './backup-error.js';
import { enabledTriggers, foreignKeys, plainIndexes, publicTables } from './catalog.js';
import { quoted } from './table-data.js';

export interface PreparedLoad {
  /** Sets the sequences, builds the indexes, then turns the foreign keys (checking every row) and the triggers back on. */
  finish(sequences: SequenceStates): Promise<void>;
}

/**
 * Readies a database migrated to the archive's level for its rows, inside the restore's
 * transaction: the tables must be the archive's; what the migrations seeded goes (the archive
 * has those rows as they were); foreign keys are dropped (the rows come table by table, and
 * `page` and `page_version` refer to each other) and user triggers turned off (search entries,
 * page counts and list generations come from the archive as they were, not recomputed). Both
 * are back before the transaction ends, as are the indexes that back no constraint, dropped
 * meanwhile. Only the table owner's rights are needed, no superuser.
 */
export async function prepareLoad(client: Client, header: ArchiveHeader): Promise<PreparedLoad> {
  const present = (await publicTables(client)).map((t) => t.name);
  const archived = header.tables.map((t) => t.name);
  const unknown = archived.filter((name) => !present.includes(name));
  const unfilled = present.filter((name) => !archived.includes(name));
  if (unknown.length || unfilled.length) {
    throw new BackupError(
      `The archive's tables are not those its migrations make here ` +
        `(${[...unknown.map((n) => `${n} only in the archive`), ...unfilled.map((n) => `${n} only here`)].join(', ')}).`,
    );
  }
  if (present.length) await client.query(`truncate table ${present.map(quoted).join(', ')}`);
  const keys = await foreignKeys(client);
  for (const key of keys) await client.query(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
  const triggers = await enabledTriggers(client);
  for (const trigger of triggers) await client.query(`alter table ${quoted(trigger.table)} disable trigger ${quoted(trigger.name)}`);
  // Built once over all rows rather than row by row (the GIN indexes above all): several times faster.
  const indexes = await plainIndexes(client);
  for (const index of indexes) await client.query(`drop index ${quoted(index.name)}`);
  return {
    async finish(sequences) {
      for (const { name, lastValue, isCalled } of sequences) {
        const {
          rows: [exists],
        } = await client.query<{ found: boolean }>(`select to_regclass($1) is not null as found`, [`public.${quoted(name)}`]);
        if (!exists?.found) throw new BackupError(`The archive's sequence ${name} is not one its migrations make here.`);
        await client.query('select setval($1::regclass, $2::bigint, $3)', [`public.${quoted(name)}`, lastValue, isCalled]);
      }
      for (const index of indexes) await client.query(index.definition);
      for (const key of keys) {
        await client.query(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`).catch((error: Error) => {
          throw new BackupError(`The archive's rows break ${key.name} (${key.table} → ${key.references}): ${error.message}.`);
        });
      }
      for (const trigger of triggers) await client.query(`alter table ${quoted(trigger.table)} enable trigger ${quoted(trigger.name)}`);
    },
  };
}
