import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../operations/define.js';
import { journalPlacement, journalRemoval, privateStore } from './files/journal.js';
import { mediaRuntime } from './runtime.js';
import type { ReceivedFile } from './upload/receive.js';

/**
 * Files kept out of everything public: a private area of the media storage (an extension's
 * job applications). They have no row in the media library, so no listing shows them and no
 * delivery route serves them; the bytes live beside the library's objects, not among them
 * (`BLOKWERK_DATA_DIR/media/private/<area>/`, or `private/<area>/` in the bucket). A file is
 * named by a random key of 64 hex digits, the only name that reaches the file system.
 *
 * A file follows the transaction it is put or discarded in (docs/operations.md, "Files and
 * transactions"): core records every kept file in `stored_file` (what a backup copies), a file
 * put by a transaction that does not commit is removed (after a crash too), and a discarded
 * file is removed once its transaction commits, never before.
 */
export interface PrivateFiles {
  /**
   * Moves a received upload in under a new key as part of `em`'s transaction (one is
   * required), and answers the key to store in the row that names the file.
   */
  put(em: EntityManager, file: ReceivedFile): Promise<string>;
  /**
   * As part of `em`'s transaction: these files are let go (their rows are deleted in it). They
   * are removed once it commits; call `removeDiscarded()` then, or leave it to the next pass.
   */
  discard(em: EntityManager, keys: readonly string[]): Promise<void>;
  /**
   * Removes discarded files now (after the discarding transaction committed); resolves when
   * done. A file that cannot go now (a backup is reading, the storage fails) goes on a later pass.
   */
  removeDiscarded(): Promise<void>;
  /** A path on local disk holding the file's bytes (for sending it to someone allowed to see it). */
  localFile(key: string): Promise<string>;
  exists(key: string): Promise<boolean>;
}

/** The private area `area` (lower-case letters, digits, dashes) of this server's media storage. */
export function privateFiles(services: Services, area: string): PrivateFiles {
  const store = privateStore(area);
  const runtime = mediaRuntime(services);
  const storage = runtime.privateArea(area);
  return {
    async put(em, file) {
      const key = randomBytes(32).toString('hex');
      await journalPlacement(em, store, key);
      await storage.put(file.tempPath, key);
      await em.execute(`insert into "stored_file" ("area", "key", "size", "sha256") values (?, ?, ?, ?)`, [area, key, file.size, file.sha256]);
      return key;
    },
    async discard(em, keys) {
      if (keys.length === 0) return;
      await em.execute(`delete from "stored_file" where "area" = ? and "key" in (${keys.map(() => '?').join(', ')})`, [area, ...keys]);
      await journalRemoval(em, store, keys);
    },
    async removeDiscarded() {
      await runtime.journal.pass();
    },
    localFile: (key) => storage.localFile(key),
    exists: (key) => storage.exists(key),
  };
}
