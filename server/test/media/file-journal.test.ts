import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_REMOVAL_LOCK } from '../../src/modules/media/files/removal-lock.js';
import { mediaRuntime } from '../../src/modules/media/runtime.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { fileMismatches, NO_MISMATCHES } from '../support/stored-files.js';
import { useTestServer } from '../support/test-server.js';
import { API, jpeg, upload } from './support.js';

// Files follow the transaction (docs/operations.md, "Files and transactions"): a media object
// placed by a transaction that does not commit is removed, one let go is removed only once the
// deletion commits and no backup is reading, and uploads in flight live in their process's folder.

describe('media objects follow their transaction', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const pool = () => server.t.database.pool;
  const pass = () => mediaRuntime(server.t.server.services).journal.pass();
  const objectPath = (hash: string) => path.join(server.t.dataDir, 'media', 'objects', hash.slice(0, 2), hash.slice(2, 4), hash);

  it('removes the object of an upload whose transaction failed after placing it', async () => {
    const client = await admin();
    const bytes = await jpeg(31, 17);
    // Hold the row's insert: the object is in place, the transaction not yet committed.
    const blocker = await pool().connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table "media_file" in exclusive mode');
      const answer = upload(client, '/', 'held.jpg', bytes, 'image/jpeg');
      await expect
        .poll(
          async () =>
            (await pool().query(`select 1 from pg_stat_activity where "wait_event_type" = 'Lock' and "query" ilike 'insert into "media_file"%'`)).rowCount,
          { timeout: 10_000 },
        )
        .toBe(1);
      const placed = (await fileMismatches(server.t.dataDir, pool())).objectsWithoutRow;
      expect(placed).toHaveLength(1);
      // The transaction fails (as a crash or a lost connection would end it).
      await pool().query(
        `select pg_cancel_backend("pid") from pg_stat_activity where "wait_event_type" = 'Lock' and "query" ilike 'insert into "media_file"%'`,
      );
      expect((await answer).status).toBeGreaterThanOrEqual(500);
      await blocker.query('rollback');
      await pass();
      expect(existsSync(objectPath(placed[0] ?? ''))).toBe(false);
    } finally {
      blocker.release();
    }
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);
  });

  it('keeps one object of a burst of same-name uploads: the refused ones leave nothing', async () => {
    const client = await admin();
    const pictures = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(40 + i, 20)));
    const answers = await Promise.all(pictures.map((bytes) => upload(client, '/', 'burst.jpg', bytes, 'image/jpeg')));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    await pass();
    const kept = await pool().query('select "hash" from "media_file" where "file_name" = $1', ['burst.jpg']);
    expect(kept.rowCount).toBe(1);
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);
  });

  it("removes a deleted file's object only once no backup is reading, and keeps an object another row names", async () => {
    const client = await admin();
    const bytes = await jpeg(23, 29);
    const first = await upload(client, '/', 'one.jpg', bytes, 'image/jpeg');
    const second = await upload(client, '/', 'two.jpg', bytes, 'image/jpeg');
    const { hash } = first.body.file;
    expect(second.body.file.hash).toBe(hash);
    // Same bytes in two rows: deleting one keeps the object.
    expect((await client.post(`${API}/medialib/delete-file`, { id: first.body.file.id })).status).toBe(200);
    await pass();
    expect(existsSync(objectPath(hash))).toBe(true);

    const backup = await pool().connect();
    try {
      await backup.query('select pg_advisory_lock($1)', [FILE_REMOVAL_LOCK]);
      expect((await client.post(`${API}/medialib/delete-file`, { id: second.body.file.id })).status).toBe(200);
      expect(await pass()).toMatchObject({ removed: 0, backupRunning: true });
      expect(existsSync(objectPath(hash))).toBe(true);
      expect((await pool().query('select 1 from "file_journal"')).rowCount).toBe(1);
    } finally {
      await backup.query('select pg_advisory_unlock($1)', [FILE_REMOVAL_LOCK]);
      backup.release();
    }
    expect(await pass()).toMatchObject({ removed: 1, backupRunning: false });
    expect(existsSync(objectPath(hash))).toBe(false);
    expect(await fileMismatches(server.t.dataDir, pool())).toEqual(NO_MISMATCHES);
  });

  it('gives each process a temp folder and removes the folder of a process that is gone', async () => {
    const tmp = path.join(server.t.dataDir, 'media', 'tmp');
    const own = mediaRuntime(server.t.server.services).tempDir;
    expect(path.dirname(own)).toBe(tmp);
    expect(path.basename(own)).toBe(`${os.hostname()}_${process.pid}_${path.basename(own).split('_').at(-1)}`);
    // A process of this host that no longer runs (no such pid), and one whose pid was reused (another start).
    const gone = [path.join(tmp, `${os.hostname()}_4194303_1`), path.join(tmp, `${os.hostname()}_${process.pid}_1`)];
    for (const folder of gone) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'cut-off.upload'), 'half an upload');
    }
    // Another host's folder is not this host's to judge: kept until it is a day old.
    const elsewhere = path.join(tmp, 'another-host_1234_5678');
    await mkdir(elsewhere, { recursive: true });
    await writeFile(path.join(own, 'in-flight.upload'), 'arriving');
    await mediaRuntime(server.t.server.services).journal.sweepTemps();
    expect(gone.map((folder) => existsSync(folder))).toEqual([false, false]);
    expect(existsSync(elsewhere)).toBe(true);
    expect(existsSync(path.join(own, 'in-flight.upload'))).toBe(true);
  });
});
