import type { Client } from 'pg';
import type { FileStore } from './archive-format.js';

export interface StoredFile {
  store: FileStore;
  key: string;
  /** What the bytes hash to, where the rows say (a media object's key is its hash; a private file's row may not know). */
  sha256: string | undefined;
}

/** Private files of these areas are left out: `"area" <> all(…)` as SQL, for a COPY's where clause too. */
export function areasKept(client: Client, leftOut: readonly string[]): string {
  return `"area" <> all(array[${leftOut.map((area) => client.escapeLiteral(area)).join(', ')}]::text[])`;
}

/**
 * Every file the snapshot's rows name: the media library's objects (`media_file`) and the
 * private areas' files (`stored_file`), read through a cursor in the snapshot's transaction, a
 * thousand at a time, so their number does not grow memory.
 */
export async function* storedFiles(client: Client, leftOutAreas: readonly string[]): AsyncGenerator<StoredFile> {
  await client.query(`declare "backup_files" no scroll cursor for
    select null::text as "area", "hash" as "key", "hash" as "sha256" from (select distinct "hash" from "media_file") m
    union all
    select "area", "key", "sha256" from "stored_file" where ${areasKept(client, leftOutAreas)}`);
  for (;;) {
    const { rows } = await client.query<{ area: string | null; key: string; sha256: string | null }>('fetch 1000 from "backup_files"');
    if (!rows.length) break;
    for (const row of rows) {
      yield { store: row.area === null ? { kind: 'objects' } : { kind: 'private', area: row.area }, key: row.key, sha256: row.sha256 ?? undefined };
    }
  }
  await client.query('close "backup_files"');
}
