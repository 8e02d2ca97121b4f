import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupError } from './backup-error.js';
import { MANIFEST_ENTRY, manifestEndSchema, manifestLine, SHA256_KEYWORD, type ManifestEnd, type ManifestEntry } from './archive-format.js';
import { decrypt, isEncrypted } from './encryption.js';

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes, streamed: read them to their end once, or not at all (the reader then skips them). */
  body: AsyncIterable<Buffer>;
  /** The whole entry, checked against the SHA-256 its header carries (entries small enough to hold: table parts, the header). */
  bytes(): Promise<Buffer>;
  /** The SHA-256 of the bytes read, once `body` is read to its end. */
  sha256(): string;
}

/** The refusal of an archive that does not check out. */
export const damaged = (what: string) => new BackupError(`The archive is damaged: ${what}. Nothing was restored from it.`);

/** Why reading failed, for people: tar's and the decryption's own words say little about what to do. */
function readFailure(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end/i.test(message)) return damaged('it ends too early (cut off while written or copied)');
  return damaged(message);
}

/**
 * Reads an archive entry by entry, checking each one's SHA-256: against its header's where it
 * has one (as soon as the entry is read), and all of them against the manifest at the end. Only
 * when `entries()` has run to its end without an error is the archive whole. The lines read are
 * kept in `spoolFile`, not in memory; `read.bytes` counts the archive's bytes read so far.
 */
export async function* readArchive(
  file: string,
  passphrase: string | undefined,
  spoolFile: string,
  read: { bytes: number },
): AsyncGenerator<ArchiveEntry, ManifestEnd> {
  const encrypted = await isEncrypted(file);
  if (encrypted && passphrase === undefined) {
    throw new BackupError('The archive is encrypted: give its passphrase with --passphrase-file <file> or BLOKWERK_BACKUP_PASSPHRASE.');
  }
  const archiveBytes = createReadStream(file);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read.bytes += chunk.length;
      callback(null, chunk);
    },
  });
  archiveBytes.on('error', (error) => counter.destroy(error));
  const counted = archiveBytes.pipe(counter);
  const input =
    encrypted && passphrase !== undefined
      ? await decrypt(counted, passphrase).catch((error: unknown) => {
          archiveBytes.destroy();
          throw error;
        })
      : counted;
  const extract = tar.extract();
  const reading = pipeline(input, extract);
  reading.catch(() => undefined);
  // One iterator throughout: a second one over the same extract would never let the entry before it go.
  const entries = { [Symbol.asyncIterator]: () => iterator };
  const iterator = extract[Symbol.asyncIterator]();
  const spool = createWriteStream(spoolFile, { mode: 0o600 });
  let count = 0;
  try {
    for await (const raw of entries) {
      const { name, size } = raw.header;
      const pax = raw.header.pax as Record<string, string> | null | undefined;
      if (name === MANIFEST_ENTRY) {
        spool.end();
        await once(spool, 'close');
        const end = await checkManifest(raw as unknown as AsyncIterable<Buffer>, spoolFile, count);
        const extra = await iterator.next();
        if (!extra.done) throw damaged(`${extra.value.header.name} follows the manifest`);
        await reading;
        return end;
      }
      const expected = pax?.[SHA256_KEYWORD];
      const hash = createHash('sha256');
      let started = false;
      async function* body(): AsyncGenerator<Buffer> {
        started = true;
        try {
          for await (const chunk of raw as unknown as AsyncIterable<Buffer>) {
            hash.update(chunk);
            yield chunk;
          }
        } catch (error) {
          // Where the consumer reads an entry (a file staged), a cut-off archive shows first.
          throw readFailure(error);
        }
      }
      let digest: string | undefined;
      const finish = (hashed: Hash) => (digest ??= hashed.digest('hex'));
      const entry: ArchiveEntry = {
        name,
        size,
        body: body(),
        async bytes() {
          const parts: Buffer[] = [];
          for await (const chunk of entry.body) parts.push(chunk);
          const bytes = Buffer.concat(parts);
          if (expected !== undefined && finish(hash) !== expected) throw damaged(`${name} does not match its checksum`);
          return bytes;
        },
        sha256() {
          return finish(hash);
        },
      };
      yield entry;
      // An entry nobody read is skipped, but still counted and checked.
      if (!started) for await (const chunk of entry.body) void chunk;
      const sha256 = finish(hash);
      if (expected !== undefined && sha256 !== expected) throw damaged(`${name} does not match its checksum`);
      count++;
      if (!spool.write(manifestLine({ name, size, sha256 }))) await once(spool, 'drain');
    }
    await reading;
    throw damaged('it has no manifest (cut off while written or copied)');
  } catch (error) {
    throw readFailure(error);
  } finally {
    spool.destroy();
    extract.destroy();
    input.destroy();
    archiveBytes.destroy();
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** Compares the manifest's lines with the entries read, line by line; answers its last line. */
async function checkManifest(manifest: AsyncIterable<Buffer>, spoolFile: string, count: number): Promise<ManifestEnd> {
  const expected = createInterface({ input: createReadStream(spoolFile), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const lines = createInterface({ input: Readable.from(manifest), crlfDelay: Infinity });
  let index = 0;
  let end: ManifestEnd | undefined;
  for await (const line of lines) {
    if (index === count) {
      const parsed = manifestEndSchema.safeParse(parseJson(line));
      if (!parsed.success || parsed.data.entries !== count) throw damaged('its manifest does not list the entries it holds');
      end = parsed.data;
      index++;
      continue;
    }
    const read = await expected.next();
    if (read.done || read.value !== line) {
      const listed = parseJson(line) as Partial<ManifestEntry> | undefined;
      throw damaged(
        typeof listed?.name === 'string' ? `${listed.name} does not match its checksum in the manifest` : 'its manifest does not list the entries it holds',
      );
    }
    index++;
  }
  if (!end || index !== count + 1) throw damaged('its manifest does not list the entries it holds');
  return end;
}
