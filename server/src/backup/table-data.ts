import { once } from 'node:events';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createZstdCompress, createZstdDecompress } from 'node:zlib';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { PART_BYTES, tablePartEntry } from './archive-format.js';
import type { ArchiveWriter } from './archive-writer.js';

/** zstd's fastest regular level: COPY text shrinks several times over at about a gigabyte a second. */
const ZSTD_LEVEL = 1;

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const columnList = (columns: readonly string[]) => columns.map(quoted).join(', ');

/**
 * Streams one table's rows (COPY text of the given columns; `where` narrows them) into the
 * archive as zstd parts of about PART_BYTES; answers the number of rows and of bytes of COPY
 * text (`read.bytes` counts them as they come). At most one part is held in memory, whatever
 * the table's size.
 */
export async function backUpTable(
  client: Client,
  writer: ArchiveWriter,
  table: string,
  columns: readonly string[],
  read: { bytes: number },
  where?: string,
): Promise<{ rows: number; bytes: number }> {
  const source = where === undefined ? quoted(table) : `(select ${columnList(columns)} from ${quoted(table)} where ${where})`;
  const copy = client.query(copyTo(`copy ${source}${where === undefined ? ` (${columnList(columns)})` : ''} to stdout`));
  const compress = createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  let part = 0;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      read.bytes += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(copy, counter, compress, async (compressed: AsyncIterable<Buffer>) => {
    let held: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      await writer.addBuffer(tablePartEntry(table, part++), Buffer.concat(held, size));
      held = [];
      size = 0;
    };
    for await (const chunk of compressed) {
      held.push(chunk);
      size += chunk.length;
      if (size >= PART_BYTES) await flush();
    }
    // A table always has a last part, however small: the end of its zstd stream.
    if (size > 0 || part === 0) await flush();
  });
  return { rows: copy.rowCount, bytes };
}

/** A table being filled from its parts, in order: each part's bytes go through one zstd stream into one COPY. */
export interface TableLoad {
  add(part: Buffer): Promise<void>;
  /** Ends the COPY; answers the rows it loaded. */
  end(): Promise<number>;
  /** Cancels the COPY (PostgreSQL is told it failed), so the connection can roll back. */
  abort(): Promise<void>;
}

export function loadTable(client: Client, table: string, columns: readonly string[]): TableLoad {
  const copy = client.query(copyFrom(`copy ${quoted(table)} (${columnList(columns)}) from stdin`));
  const decompress = createZstdDecompress();
  const loaded = pipeline(decompress, copy);
  // Surfaces at the next add() or at end(), whichever comes first.
  loaded.catch(() => undefined);
  return {
    async add(part) {
      if (!decompress.write(part)) await Promise.race([once(decompress, 'drain'), loaded]);
    },
    async end() {
      decompress.end();
      await loaded;
      return copy.rowCount;
    },
    async abort() {
      const closed = copy.closed ? Promise.resolve() : once(copy, 'close');
      copy.destroy(new Error('the restore stopped'));
      await closed.catch(() => undefined);
    },
  };
}
