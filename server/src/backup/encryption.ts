import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { PASSPHRASE_VARIABLE } from '../modules/backups/backup-command.js';
import { BackupError } from './backup-error.js';

/**
 * An encrypted archive is an age file (age-encryption.org, the `age` tool reads it too) with a
 * passphrase stanza: scrypt derives the key, ChaCha20-Poly1305 seals every 64 KiB chunk and
 * marks the last, so a flipped byte, a cut-off end or another passphrase is refused.
 */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

/** The passphrase from `--passphrase-file` (its first line) or BLOKWERK_BACKUP_PASSPHRASE, if either is given. */
export async function givenPassphrase(file: string | undefined, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (file !== undefined) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new BackupError(`The passphrase file ${file} cannot be read (${error.code ?? error.message}).`);
    });
    const passphrase = text.split(/\r?\n/)[0] ?? '';
    if (passphrase === '') throw new BackupError(`The passphrase file ${file} is empty.`);
    return passphrase;
  }
  // An empty variable means unset, as for every other setting (config.ts).
  return env[PASSPHRASE_VARIABLE] || undefined;
}

// Node's web stream types and the DOM-flavoured ones age-encryption declares differ only in name.
const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

export async function encrypt(plain: Readable, passphrase: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  return fromWeb(await encrypter.encrypt(toWeb(plain)));
}

/** Whether the file starts as an age file does. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(AGE_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The plaintext of an age file; a wrong passphrase or a damaged header is refused before any byte comes out. */
export async function decrypt(cipher: Readable, passphrase: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    return fromWeb(await decrypter.decrypt(toWeb(cipher)));
  } catch (error) {
    cipher.destroy();
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('no identity matched')) throw new BackupError('The passphrase does not open this archive: it is not the passphrase it was made with.');
    throw new BackupError(`The archive's encryption header is damaged (${message}).`);
  }
}
