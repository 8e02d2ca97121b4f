import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startEmbeddedDatabase } from '../../src/db/embedded.js';
import type { Extension } from '../../src/extensions/extension.js';
import { createLogger } from '../../src/logger.js';
import { startServer } from '../../src/server.js';
import { ADMIN_ENV } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { databaseUrl } from '../support/database-url.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { spawnServer } from '../support/spawn-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { runCli, startCli, type Site } from './backup-cli.js';
import { startPostgres15, type Postgres15 } from './postgres-15.js';
import { applyWithCv, recruitmentExtension } from './recruitment.js';
import { queryOne, storedFiles, tableRows } from './site-copy.js';

// Runs the built command (server/dist/backup/cli.js, as `npm run backup`/`restore` do) and the
// built recruitment extension: `npm run build` first (npm test does).

const PUBLIC_URL = 'https://www.example.test';
const PASSPHRASE = 'correct horse battery staple';
const PAGES = ['/', '/en', '/vacatures', '/over-ons'];

/** The demo's pages as the site renders them, a vacancy's among them. */
async function render(baseUrl: string): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  const vacancies = await (await fetch(new URL('/vacatures', baseUrl))).text();
  const vacancy = /href="(\/vacatures\/[^"]+)"/.exec(vacancies)?.[1];
  expect(vacancy).toBeDefined();
  for (const page of [...PAGES, vacancy ?? '']) {
    const response = await fetch(new URL(page, baseUrl));
    expect(response.status, page).toBe(200);
    pages[page] = await response.text();
  }
  return pages;
}

/** An empty database of the test cluster and an empty data folder: where a restore goes. */
interface Target extends Site {
  databaseUrl: string;
  database: TestDatabase;
}

/** Nothing restored, nothing staged: the database has no table and the data folder no file. */
async function expectEmpty(target: Site & { databaseUrl: string }): Promise<void> {
  expect(await queryOne<{ n: number }>(target.databaseUrl, "select count(*)::int as n from pg_tables where schemaname = 'public'")).toEqual({ n: 0 });
  expect(await storedFiles(target.dataDir)).toEqual({});
  expect(existsSync(path.join(target.dataDir, 'media', 'restore-staging'))).toBe(false);
}

describe('backup and restore', () => {
  let source: TestServer;
  let recruitment: Extension[];
  let work: string;
  let archive: string;
  let encrypted: string;
  let passphraseFile: string;
  let rows: string;
  let files: Record<string, string>;
  const targets: Target[] = [];
  const sourceSite = (): Site => ({ databaseUrl: source.database.url, dataDir: source.dataDir });

  async function emptyTarget(): Promise<Target> {
    const database = await createTestDatabase({ migrated: false });
    const target = { database, databaseUrl: database.url, dataDir: await mkdtemp(path.join(work, 'target-')) };
    targets.push(target);
    return target;
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-backup-test-'));
    // Traversable, so that as root an embedded cluster of a data folder in it lives there too (db/embedded-reach.ts), and goes with it.
    await chmod(work, 0o711);
    archive = path.join(work, 'site.tar');
    encrypted = path.join(work, 'site.tar.age');
    passphraseFile = path.join(work, 'passphrase');
    recruitment = await recruitmentExtension();
    source = await startTestServer({ ...ADMIN_ENV, BLOKWERK_SEED: 'demo', BLOKWERK_PUBLIC_URL: PUBLIC_URL }, undefined, recruitment);
    await applyWithCv(await new ApiClient(source.url).prime(), 'Sanne de Vries', 'sanne@example.test');
  });

  afterAll(async () => {
    await source.close();
    for (const target of targets) await target.database.drop();
    await rm(work, { recursive: true, force: true });
  });

  it('backs up the demo site and an application while it serves, and restores every row, every file and the pages', { timeout: 60_000 }, async () => {
    const pages = await render(source.url);
    const made = await runCli(['backup', archive], sourceSite());
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      new RegExp(
        String.raw`^backup: wrote .*site\.tar: [\d.]+ MB, \d+ tables, [\d,]+ rows \([\d.]+ MB of table data\), ` +
          String.raw`7 files of [\d.]+ MB, in [\d.]+ s \([\d.]+ MB\/s read, peak memory \d+ MB\)\n$`,
      ),
    );
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    // From here on nothing writes to the source: its rows are what the archive must hold.
    await source.server.close();
    rows = await tableRows(source.database.url);
    files = await storedFiles(source.dataDir);
    expect(Object.keys(files).filter((f) => f.startsWith('private/applications/'))).toHaveLength(2);
    expect(Object.keys(files).filter((f) => f.startsWith('objects/'))).toHaveLength(5);

    const target = await emptyTarget();
    const restored = await runCli(['restore', archive], target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^restore: restored .*: \d+ tables, [\d,]+ rows, 7 files, in /);
    expect(await tableRows(target.databaseUrl)).toBe(rows);
    expect(await storedFiles(target.dataDir)).toEqual(files);

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: target.databaseUrl,
      BLOKWERK_DATA_DIR: target.dataDir,
      LOG_LEVEL: 'silent',
      BLOKWERK_SEED: 'none',
      BLOKWERK_PUBLIC_URL: PUBLIC_URL,
    });
    const copy = await startServer(config, createLogger('silent'), recruitment);
    try {
      expect(await render(copy.url)).toEqual(pages);
    } finally {
      await copy.close();
    }
  });

  it(
    "encrypts an archive with a passphrase from a file and restores it into Debian's PostgreSQL 15; that site moves on into an embedded PostgreSQL 18",
    { timeout: 60_000 },
    async () => {
      await writeFile(passphraseFile, `${PASSPHRASE}\n`, { mode: 0o600 });
      const made = await runCli(['backup', encrypted, '--passphrase-file', passphraseFile], sourceSite());
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(/^backup: wrote .*site\.tar\.age \(encrypted\): /);
      const sealed = await readFile(encrypted);
      expect(sealed.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
      expect(sealed.includes(Buffer.from('sanne@example.test'))).toBe(false);

      let pg15: Postgres15 | undefined;
      try {
        pg15 = await startPostgres15();
        await queryOne(pg15.url, 'create database blokwerk');
        const onPg15 = { databaseUrl: databaseUrl(pg15.url, 'blokwerk'), dataDir: await mkdtemp(path.join(work, 'pg15-')) };
        const restored = await runCli(['restore', encrypted], onPg15, { BLOKWERK_BACKUP_PASSPHRASE: PASSPHRASE });
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);
        expect(await queryOne(onPg15.databaseUrl, 'show server_version_num')).toMatchObject({ server_version_num: expect.stringMatching(/^15/) });
        expect(await tableRows(onPg15.databaseUrl)).toBe(rows);
        expect(await storedFiles(onPg15.dataDir)).toEqual(files);

        // And back: a backup of the PostgreSQL 15 site, restored without DATABASE_URL (the embedded PostgreSQL, started for it).
        const again = path.join(work, 'from-pg15.tar');
        const fromPg15 = await runCli(['backup', again], onPg15);
        expect(fromPg15.stderr).toBe('');
        expect(fromPg15.code).toBe(0);
        const embeddedDir = await mkdtemp(path.join(work, 'embedded-'));
        const moved = await runCli(['restore', again], { dataDir: embeddedDir });
        expect(moved.stderr).toBe('');
        expect(moved.code).toBe(0);
        const embedded = await startEmbeddedDatabase(embeddedDir, createLogger('silent'));
        try {
          expect(await tableRows(embedded.url)).toBe(rows);
        } finally {
          await embedded.stop();
        }
        expect(await storedFiles(embeddedDir)).toEqual(files);

        // A backup while the built server runs on that data folder: a second client of the server's own cluster.
        const server = await spawnServer({ BLOKWERK_DATA_DIR: embeddedDir, DATABASE_URL: undefined });
        try {
          const whileServing = await runCli(['backup', path.join(work, 'while-serving.tar')], { dataDir: embeddedDir });
          expect(whileServing.stderr).toBe('');
          expect(whileServing.stdout).toMatch(/ 7 files of /);
        } finally {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      } finally {
        await pg15?.stop();
      }
    },
  );

  it(
    'refuses a damaged archive (a flipped byte, a cut-off end) or a wrong passphrase with a clear message, and leaves the target empty',
    { timeout: 40_000 },
    async () => {
      const bytes = await readFile(archive);
      // A byte of page_version's data: in tar, an entry's pax records (padded to 512 bytes), its own 512-byte header, then its data.
      const records = bytes.indexOf('path=tables/page_version/000000.copy.zst\n');
      const data = Math.ceil((bytes.indexOf('\n', bytes.indexOf('SCHILY.xattr.user.sha256=', records)) + 1) / 512) * 512 + 512;
      const flipped = Buffer.from(bytes);
      flipped.writeUInt8(flipped.readUInt8(data + 7) ^ 0x20, data + 7);
      const damaged = path.join(work, 'damaged.tar');
      const cases: [Buffer | undefined, string, NodeJS.ProcessEnv, string][] = [
        [flipped, damaged, {}, 'The archive is damaged: tables/page_version/000000.copy.zst does not match its checksum. Nothing was restored from it.\n'],
        [
          bytes.subarray(0, Math.floor(bytes.length * 0.9)),
          damaged,
          {},
          'The archive is damaged: it ends too early (cut off while written or copied). Nothing was restored from it.\n',
        ],
        [undefined, encrypted, {}, 'The archive is encrypted: give its passphrase with --passphrase-file <file> or BLOKWERK_BACKUP_PASSPHRASE.\n'],
        [
          undefined,
          encrypted,
          { BLOKWERK_BACKUP_PASSPHRASE: 'wrong horse battery staple' },
          'The passphrase does not open this archive: it is not the passphrase it was made with.\n',
        ],
      ];
      const target = await emptyTarget();
      for (const [content, file, env, message] of cases) {
        if (content) await writeFile(file, content);
        const refused = await runCli(['restore', file], target, env);
        expect(refused.stderr).toBe(message);
        expect(refused.code).toBe(1);
        await expectEmpty(target);
      }
    },
  );

  it('finishes, when run again, a restore whose files could not be put in place after its database part committed', { timeout: 30_000 }, async () => {
    const target = await emptyTarget();
    // Where the media objects' folders go, links to nowhere: moving them in fails after the commit.
    const prefixes = [
      ...new Set(
        Object.keys(files)
          .filter((f) => f.startsWith('objects/'))
          .map((f) => f.split('/')[1] ?? ''),
      ),
    ];
    await mkdir(path.join(target.dataDir, 'media', 'objects'), { recursive: true });
    for (const prefix of prefixes) await symlink(path.join(work, 'nowhere'), path.join(target.dataDir, 'media', 'objects', prefix));
    const cut = await runCli(['restore', archive], target);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/^The database part is restored, but its files could not be put in place \(.*\)\. Run the restore again to finish it\.\n$/);
    expect(await tableRows(target.databaseUrl)).toBe(rows);
    for (const prefix of prefixes) await rm(path.join(target.dataDir, 'media', 'objects', prefix));
    const again = await runCli(['restore', archive], target);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(/^restore: finished the interrupted restore/);
    expect(await tableRows(target.databaseUrl)).toBe(rows);
    expect(await storedFiles(target.dataDir)).toEqual(files);
    expect(existsSync(path.join(target.dataDir, 'media', 'restore-staging'))).toBe(false);
  });

  // Two restores and a killed one: four CLI processes, slow on a loaded 2-core machine.
  it('undoes, when run again, a restore killed before it committed, and restores afresh', { timeout: 60_000 }, async () => {
    const target = await emptyTarget();
    const staged = path.join(target.dataDir, 'media', 'restore-staging', 'state.json');
    const { child, done } = startCli(['restore', archive], target);
    while (!existsSync(staged)) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    const again = await runCli(['restore', archive], target);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(/^restore: restored /);
    expect(await tableRows(target.databaseUrl)).toBe(rows);
    expect(await storedFiles(target.dataDir)).toEqual(files);
  });

  it('refuses a target that is not empty; --force says what it replaces, and replaces it', { timeout: 30_000 }, async () => {
    // The site the test before restored, changed since.
    const target = targets.at(-1) as Target;
    await queryOne(target.databaseUrl, `update "page" set "title" = 'Changed after the restore'`);
    const changed = await tableRows(target.databaseUrl);
    const refused = await runCli(['restore', archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        String.raw`^The target is not empty: database \S+ on 127\.0\.0\.1:\d+ holds \d+ tables with \d+ rows \(.*page \d+.*\) and \d+ other ` +
          String.raw`objects of the public schema; 7 stored files \([\d.]+ MB\) in .*\. Restore into an empty database and data folder, or add ` +
          String.raw`--force to replace them\.\n$`,
      ),
    );
    expect(await tableRows(target.databaseUrl)).toBe(changed);

    const forced = await runCli(['restore', archive, '--force'], target);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(
      new RegExp(
        String.raw`^restore --force: replacing database \S+ on 127\.0\.0\.1:\d+: \d+ tables with \d+ rows \(.*\) and \d+ other objects of the ` +
          String.raw`public schema; 7 stored files \([\d.]+ MB\) in .*\. They are deleted in the restore's transaction`,
      ),
    );
    expect(await tableRows(target.databaseUrl)).toBe(rows);
    expect(await storedFiles(target.dataDir)).toEqual(files);
  });

  it('leaves applicants, subscribers, consent, sessions, tokens and audit out of a staging copy, and keeps the staff', { timeout: 30_000 }, async () => {
    const staging = path.join(work, 'staging.tar');
    expect((await runCli(['backup', staging, '--without-personal-data'], sourceSite())).code).toBe(0);
    expect((await readFile(staging)).includes(Buffer.from('sanne@example.test'))).toBe(false);
    const target = await emptyTarget();
    expect((await runCli(['restore', staging], target)).code).toBe(0);
    for (const table of [
      'application',
      'application_note',
      'application_submission',
      'newsletter_subscriber',
      'cookie_consent',
      'http_session',
      'login_attempt',
      'one_time_token',
      'audit_entry',
      'stored_file',
    ]) {
      expect(await queryOne(target.databaseUrl, `select count(*)::int as n from "${table}"`), table).toEqual({ n: 0 });
    }
    expect(await queryOne(target.databaseUrl, `select "email" from "app_user"`)).toEqual({ email: ADMIN_ENV.BLOKWERK_ADMIN_EMAIL });
    expect(Object.keys(await storedFiles(target.dataDir)).toSorted()).toEqual(
      Object.keys(files)
        .filter((f) => f.startsWith('objects/'))
        .toSorted(),
    );
  });

  it('refuses an archive with migrations this build does not have, before it touches the target', { timeout: 30_000 }, async () => {
    const target = await emptyTarget();
    const refused = await runCli(['restore', archive], target, { BLOKWERK_EXTENSIONS: 'none' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        String.raw`^The archive was made by a Blokwerk with migrations this one does not have: recruitment:Migration\d+_highlights, .*\. ` +
          String.raw`Restore it with that Blokwerk or a later one, with the same extensions configured \(BLOKWERK_EXTENSIONS\)\.\n$`,
      ),
    );
    await expectEmpty(target);
  });

  it('migrates an archive of an earlier level forward after its rows are in', { timeout: 30_000 }, async () => {
    // A site without the recruitment extension is one at an earlier level for this build, which has it.
    const older = await createTestDatabase();
    try {
      const olderSite = { databaseUrl: older.url, dataDir: await mkdtemp(path.join(work, 'older-')) };
      await queryOne(older.url, `insert into "tag" ("name", "private", "created_at") values ('Kept across the upgrade', false, now())`);
      const archived = path.join(work, 'older.tar');
      expect((await runCli(['backup', archived], olderSite, { BLOKWERK_EXTENSIONS: 'none' })).code).toBe(0);
      const target = await emptyTarget();
      const restored = await runCli(['restore', archived], target);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/, then migrated forward \(recruitment:Migration\d+_highlights, .*\), in /);
      expect(await queryOne(target.databaseUrl, `select "name" from "tag"`)).toEqual({ name: 'Kept across the upgrade' });
      expect(await queryOne(target.databaseUrl, `select count(*)::int as n from "mikro_orm_migrations"`)).toEqual(
        await queryOne(source.database.url, `select count(*)::int as n from "mikro_orm_migrations"`),
      );
    } finally {
      await older.drop();
    }
  });

  it('fails clearly, writing nothing, when a file its rows name is gone', { timeout: 30_000 }, async () => {
    const [object] = Object.keys(files).filter((f) => f.startsWith('objects/'));
    await rm(path.join(source.dataDir, 'media', object ?? ''));
    const failed = await runCli(['backup', path.join(work, 'incomplete.tar')], sourceSite());
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(
      `The media object ${path.basename(object ?? '')} is missing from its store, though a row names it. The backup was not written.\n`,
    );
    expect(existsSync(path.join(work, 'incomplete.tar'))).toBe(false);
  });
});
