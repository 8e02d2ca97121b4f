import type { Client } from 'pg';
import { BackupError } from './backup-error.js';
import type { SequenceStates } from './archive-format.js';
import { quoted } from './table-data.js';

/** What PostgreSQL's catalog says of the `public` schema, where Blokwerk keeps everything; objects of extensions (pg_trgm) are theirs, not the site's. */
const NOT_AN_EXTENSION_MEMBER = `not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`;

export interface TableColumns {
  name: string;
  /** Every column but generated ones (PostgreSQL computes those), in their order. */
  columns: string[];
}

export async function publicTables(client: Client): Promise<TableColumns[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'p') and ${NOT_AN_EXTENSION_MEMBER}
    group by c.relname
    order by c.relname`);
  for (const { name } of rows) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new BackupError(`The table "${name}" is not one Blokwerk makes (its name); remove it or back up with pg_dump.`);
  }
  return rows;
}

/** The applied migrations, in the order applied; a database without Blokwerk's migrations table is refused. */
export async function appliedMigrations(client: Client): Promise<string[]> {
  const {
    rows: [table],
  } = await client.query<{ exists: boolean }>(`select to_regclass('public.mikro_orm_migrations') is not null as exists`);
  if (!table?.exists) throw new BackupError('This database holds no Blokwerk site (it has no migrations table).');
  const { rows } = await client.query<{ name: string }>('select "name" from "mikro_orm_migrations" order by "id"');
  return rows.map((row) => row.name);
}

/** Where each sequence of the schema stands (not part of any snapshot: a value read later is only larger, which is safe). */
export async function sequenceStates(client: Client): Promise<SequenceStates> {
  const { rows: sequences } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' and ${NOT_AN_EXTENSION_MEMBER} order by c.relname`);
  const states: SequenceStates = [];
  for (const { name } of sequences) {
    const {
      rows: [state],
    } = await client.query<{ last_value: string; is_called: boolean }>(`select "last_value"::text, "is_called" from ${quoted(name)}`);
    if (state) states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

export interface ForeignKey {
  table: string;
  name: string;
  references: string;
  definition: string;
}

export async function foreignKeys(client: Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(`
    select c.relname as table, k.conname as name, r.relname as references, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'
    order by c.relname, k.conname`);
  return rows;
}

/**
 * The schema's own objects (not an extension's), each with the statement that drops it: tables first
 * (their identity sequences, views and triggers go with them).
 */
export async function schemaObjects(client: Client): Promise<{ kind: string; name: string; drop: string }[]> {
  const { rows } = await client.query<{ kind: string; name: string; drop: string }>(`
    select * from (
    select case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end as kind, c.relname as name,
      format('drop %s if exists %I.%I cascade',
        case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end, 'public', c.relname) as drop
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${NOT_AN_EXTENSION_MEMBER}
    union all
    select 'function', c.oid::regprocedure::text, format('drop routine if exists %s cascade', c.oid::regprocedure)
    from pg_proc c join pg_namespace n on n.oid = c.pronamespace
    where n.nspname = 'public' and ${NOT_AN_EXTENSION_MEMBER}
    union all
    select 'type', c.typname, format('drop type if exists %I.%I cascade', 'public', c.typname)
    from pg_type c join pg_namespace n on n.oid = c.typnamespace
    where n.nspname = 'public' and (c.typtype in ('e', 'd') or (c.typtype = 'c' and (select relkind from pg_class where oid = c.typrelid) = 'c'))
      and ${NOT_AN_EXTENSION_MEMBER}
    ) o order by kind <> 'table', kind, name`);
  return rows;
}

/** The user triggers (not those PostgreSQL makes for constraints) that are on, per table. */
export async function enabledTriggers(client: Client): Promise<{ table: string; name: string }[]> {
  const { rows } = await client.query<{ table: string; name: string }>(`
    select c.relname as table, t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'
    order by c.relname, t.tgname`);
  return rows;
}

/** Indexes that back no constraint (those go with their constraint), each with the statement that makes it. */
export async function plainIndexes(client: Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`);
  return rows;
}
