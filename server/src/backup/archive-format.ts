import { z } from 'zod';

/**
 * A Blokwerk backup is one tar file (docs/operations.md, "Backup and restore"), entries in this
 * order: `blokwerk-backup.json` (the header), each table's COPY data as zstd parts, the
 * sequences, the stored files, and `manifest.json` last (every entry's size and SHA-256, the
 * tables' row counts). Encrypted, the whole tar is one age file.
 */
export const FORMAT_VERSION = 1;

export const HEADER_ENTRY = 'blokwerk-backup.json';
export const SEQUENCES_ENTRY = 'sequences.json';
export const MANIFEST_ENTRY = 'manifest.json';

/**
 * The pax keyword an entry's SHA-256 travels in when the writer knows it before the bytes (table
 * parts, files by their hash), so a reader checks the entry as soon as it has it. GNU tar takes
 * it for an extended attribute and lists the archive without a warning.
 */
export const SHA256_KEYWORD = 'SCHILY.xattr.user.sha256';

/** Compressed table data is cut into entries of at most this many bytes (a tar entry's size comes first, so a part is held in memory). */
export const PART_BYTES = 4 * 1024 * 1024;

/** `tables/<table>/<part>.copy.zst`: the parts of one table, concatenated, are one zstd stream of COPY text. */
export function tablePartEntry(table: string, part: number): string {
  return `tables/${table}/${String(part).padStart(6, '0')}.copy.zst`;
}

const TABLE_PART = /^tables\/([a-z_][a-z0-9_]*)\/\d{6}\.copy\.zst$/;

/** The table a part entry belongs to, or undefined for any other entry. */
export function tableOfEntry(name: string): string | undefined {
  return TABLE_PART.exec(name)?.[1];
}

/** Where a stored file lies in the store it came from: the media library's objects, or a private area. */
export type FileStore = { kind: 'objects' } | { kind: 'private'; area: string };

/** `files/objects/<sha256>` or `files/private/<area>/<key>`. */
export function fileEntry(store: FileStore, key: string): string {
  return store.kind === 'objects' ? `files/objects/${key}` : `files/private/${store.area}/${key}`;
}

const KEY = '[0-9a-f]{64}';
const OBJECT_FILE = new RegExp(`^files/objects/(${KEY})$`);
const PRIVATE_FILE = new RegExp(`^files/private/([a-z][a-z0-9-]{0,39})/(${KEY})$`);

/** The store and key a file entry names, or undefined for any other entry. */
export function fileOfEntry(name: string): { store: FileStore; key: string } | undefined {
  const object = OBJECT_FILE.exec(name);
  if (object?.[1]) return { store: { kind: 'objects' }, key: object[1] };
  const file = PRIVATE_FILE.exec(name);
  if (file?.[1] && file[2]) return { store: { kind: 'private', area: file[1] }, key: file[2] };
  return undefined;
}

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const headerSchema = z.object({
  format: z.number().int().positive(),
  createdAt: z.string(),
  /** The applied migrations (mikro_orm_migrations) of the database backed up, in the order applied. */
  migrations: z.array(z.string()),
  postgres: z.string(),
  withoutPersonalData: z.boolean(),
  /** Every table of the public schema, with the columns its data holds (generated columns are not). */
  tables: z.array(z.object({ name: identifier, columns: z.array(z.string()), leftOut: z.boolean() })),
});
export type ArchiveHeader = z.infer<typeof headerSchema>;

export const sequencesSchema = z.array(z.object({ name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }));
export type SequenceStates = z.infer<typeof sequencesSchema>;

/**
 * The manifest is JSON lines, so neither side holds it whole: one line per entry before it, in
 * order (`manifestLine`), then a last line with the number of entries and each table's rows.
 */
export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

/** An entry's manifest line: the writer writes it and the reader compares it, byte for byte. */
export function manifestLine({ name, size, sha256 }: ManifestEntry): string {
  return `${JSON.stringify({ name, size, sha256 })}\n`;
}

export const manifestEndSchema = z.object({
  end: z.literal(true),
  entries: z.number().int().nonnegative(),
  /** Rows per table whose data the archive holds. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
});
export type ManifestEnd = z.infer<typeof manifestEndSchema>;
