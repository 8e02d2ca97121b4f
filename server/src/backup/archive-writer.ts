import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { access, chmod, open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar, { type Pack } from 'tar-stream';
import { BackupError } from './backup-error.js';
import { MANIFEST_ENTRY, manifestLine, SHA256_KEYWORD, type ManifestEnd } from './archive-format.js';
import { encrypt } from './encryption.js';

/** Every entry is written private: extracted with `tar`, the files are the owner's only. */
const ENTRY_MODE = 0o600;

export interface ArchiveWriter {
  /** Bytes of the archive file written so far. */
  readonly written: number;
  /** Adds an entry held in memory, its SHA-256 in its header too. */
  addBuffer(name: string, bytes: Buffer): Promise<void>;
  /**
   * Adds an entry streamed from `source`, which must give exactly `size` bytes. With `sha256`
   * (what the bytes must hash to) it goes in the entry's header, and other bytes are refused.
   */
  addStream(name: string, size: number, source: Readable, sha256?: string): Promise<void>;
  /** Adds the manifest, ends the tar and moves the finished file to its name. */
  finish(end: Omit<ManifestEnd, 'end' | 'entries'>): Promise<void>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

/** A tar entry's writable side: tar-stream calls back once the entry is in the archive (or failed). */
function entry(pack: Pack, name: string, size: number, mtime: Date, sha256: string | undefined): { sink: ReturnType<Pack['entry']>; done: Promise<void> } {
  let sink: ReturnType<Pack['entry']> | undefined;
  const pax = sha256 === undefined ? undefined : { [SHA256_KEYWORD]: sha256 };
  const header = { name, size, mode: ENTRY_MODE, mtime, type: 'file' as const, pax };
  const done = new Promise<void>((resolve, reject) => {
    sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
  });
  if (!sink) throw new Error('tar-stream gave no entry');
  return { sink, done };
}

/** The files this process writes while it makes `file`: the archive so far and its manifest's lines. */
export function partialFiles(file: string): [archive: string, manifest: string] {
  const partial = `${file}.${process.pid}.partial`;
  return [partial, `${partial}.manifest`];
}

/**
 * Writes an archive to `file`: first to `<file>.<pid>.partial` (mode 0600), renamed to `file`
 * only once complete and on disk, so a failed or interrupted backup never leaves a file that
 * looks finished. The manifest's lines are kept in a file beside it, not in memory.
 */
export async function createArchive(file: string, passphrase: string | undefined): Promise<ArchiveWriter> {
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    throw new BackupError(`${file} already exists: choose another name or remove it first.`);
  const [partial, manifestFile] = partialFiles(file);
  const output: WriteStream = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  await once(output, 'open').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`${partial} cannot be created (${error.code ?? error.message}).`);
  });
  // The mode given to open() is narrowed by the umask, never widened; chmod makes it exact.
  await chmod(partial, 0o600);
  const manifest = createWriteStream(manifestFile, { flags: 'wx', mode: 0o600 });
  const mtime = new Date();
  const pack = tar.pack();
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      callback(null, chunk);
    },
  });
  const plain = Readable.from(pack);
  const stored = passphrase === undefined ? plain : await encrypt(plain, passphrase);
  const finished = pipeline(stored, counter, output).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`${partial} could not be written (${error.code ?? error.message}). The backup was not written.`);
  });
  // A failed write (a full disk) surfaces at the next entry or at finish; never unhandled.
  finished.catch(() => undefined);
  let entries = 0;

  const record = async (name: string, size: number, sha256: string) => {
    entries++;
    if (!manifest.write(manifestLine({ name, size, sha256 }))) await once(manifest, 'drain');
  };

  /** Writes one entry from a stream and answers its SHA-256. */
  const put = async (name: string, size: number, source: Readable, expected?: string): Promise<string> => {
    const { sink, done } = entry(pack, name, size, mtime, expected);
    const hash = createHash('sha256');
    let got = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      got += chunk.length;
      if (got > size) break;
      hash.update(chunk);
      if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), finished]);
    }
    if (got !== size) {
      source.destroy();
      throw new BackupError(`${name} changed while it was read (${got > size ? 'more' : 'fewer'} bytes than its ${size}).`);
    }
    const sha256 = hash.digest('hex');
    if (expected !== undefined && sha256 !== expected) {
      throw new BackupError(`${name}: the stored bytes do not match their SHA-256 (${expected}); the file is damaged where it is kept.`);
    }
    sink.end(null);
    await Promise.race([done, finished]);
    return sha256;
  };

  return {
    get written() {
      return written;
    },
    async addBuffer(name, bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const { sink, done } = entry(pack, name, bytes.length, mtime, sha256);
      sink.end(bytes);
      await Promise.race([done, finished]);
      await record(name, bytes.length, sha256);
    },
    async addStream(name, size, source, sha256) {
      await record(name, size, await put(name, size, source, sha256));
    },
    async finish(end) {
      manifest.end(`${JSON.stringify({ end: true, entries, ...end } satisfies ManifestEnd)}\n`);
      await once(manifest, 'close');
      const { size } = await stat(manifestFile);
      await put(MANIFEST_ENTRY, size, createReadStream(manifestFile));
      pack.finalize();
      await finished;
      // On disk before it gets its name: a crash right after the rename keeps a whole archive.
      const handle = await open(partial, 'r');
      await handle.sync().finally(() => handle.close());
      await rename(partial, file);
      await rm(manifestFile, { force: true });
    },
    async abort() {
      pack.destroy();
      output.destroy();
      manifest.destroy();
      await rm(partial, { force: true });
      await rm(manifestFile, { force: true });
    },
  };
}
