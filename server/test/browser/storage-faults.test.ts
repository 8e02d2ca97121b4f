import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { launchChromium, logIn, watchErrors } from '../support/browser.js';
import { MEDIA_FAULTS_UNAVAILABLE, closeFaultTest, spawnWithFaultyMedia, type FaultyMedia } from '../support/media-faults.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { png, upload } from '../media/support.js';

// The built server and admin (`npm run build`) over a media folder that is really full or
// really read-only (support/media-faults.ts: a tmpfs in a mount namespace of the server's own).

if (MEDIA_FAULTS_UNAVAILABLE) console.warn(`storage-faults.test.ts skipped: ${MEDIA_FAULTS_UNAVAILABLE}`);

const EVENTUALLY = { timeout: 15_000 };

interface Fault {
  name: string;
  make(media: FaultyMedia): Promise<void>;
  undo(media: FaultyMedia): Promise<void>;
  status: number;
  code: string;
  message: string;
}

const FAULTS: Fault[] = [
  {
    name: 'a full disk',
    make: (media) => media.fill(),
    undo: (media) => media.makeRoom(),
    status: 507,
    code: 'G_03',
    message: 'There is not enough storage space, please try again later.',
  },
  {
    name: 'a read-only media folder',
    make: (media) => media.readOnly(),
    undo: (media) => media.writable(),
    status: 503,
    code: 'G_02',
    message: 'The service is temporarily unavailable, please try again later.',
  },
];

describe.skipIf(MEDIA_FAULTS_UNAVAILABLE)('media uploads when the storage fails: the answer, the admin’s words, nothing kept', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let media: FaultyMedia;
  let browser: Browser;
  let admin: ApiClient;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-storage-faults-'));
    media = await spawnWithFaultyMedia({ ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir });
    admin = await signedIn(media.server.url, ADMIN.email, ADMIN.password);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } })).newPage();
    // The refused uploads' answers, and thumbnails that cannot be written to the faulty storage
    // (503/507 like the uploads): the browser logs those resource errors itself.
    errors = watchErrors(page, [/status of 50[37]/]);
    await page.goto(`${media.server.url}/cmsadmin/medialibrary`);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor(EVENTUALLY);
  }, 120_000);

  afterAll(() => closeFaultTest({ browser, media, database, dataDir }));

  /** What an upload leaves on disk: its object and, while it runs, its temp file (thumbnails go to renditions/ on their own time). */
  const uploadFiles = async () => (await media.files()).filter((file) => file.startsWith('objects/') || file.startsWith('tmp/'));
  const storedFiles = async () =>
    (await database.pool.query<{ file_name: string }>('select "file_name" from "media_file" order by 1')).rows.map((row) => row.file_name);
  const statusOf = (fileName: string) => page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: fileName });

  /** Uploads through the library's file input; answers the GraphQL response. */
  async function uploadInAdmin(fileName: string, bytes: Buffer) {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/blokwerk/graphql') && (response.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
    );
    await page.getByLabel('Files to upload').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: bytes });
    return answer;
  }

  for (const [index, fault] of FAULTS.entries()) {
    it(`${fault.name}: ${fault.status} ${fault.code}, Retry-After (REST, GraphQL), “try again later” in the library, none stored; in once fixed`, async () => {
      // An image of its own each time: the same bytes would be one object.
      const image = await png(64 + index, 48);
      const name = `${fault.code}.png`;
      const filesBefore = await uploadFiles();
      const rowsBefore = await storedFiles();
      await fault.make(media);
      let fixed = false;
      onTestFinished(async () => {
        if (!fixed) await fault.undo(media);
      });

      const rest = await upload(admin, '/', `rest-${name}`, image, 'image/png');
      expect([rest.status, rest.headers.get('retry-after'), rest.body.Errors]).toEqual([fault.status, '60', [{ code: fault.code, message: fault.message }]]);

      const response = await uploadInAdmin(name, image);
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect([response.status(), (await response.allHeaders())['retry-after'], body.errors?.map((e) => e.extensions?.code)]).toEqual([
        fault.status,
        '60',
        [fault.code],
      ]);
      await statusOf(name).getByText(fault.message).waitFor(EVENTUALLY);
      expect(await statusOf(name).getByText('Something went wrong').count()).toBe(0);

      // Nothing half kept: no row, no object, no leftover temp file.
      expect(await storedFiles()).toEqual(rowsBefore);
      expect(await uploadFiles()).toEqual(filesBefore);

      await fault.undo(media);
      fixed = true;
      await uploadInAdmin(name, image);
      await statusOf(name).getByText('Done').waitFor(EVENTUALLY);
      expect(await storedFiles()).toEqual([...rowsBefore, name].toSorted());
      expect(await uploadFiles()).toHaveLength(filesBefore.length + 1);
      expect(errors).toEqual([]);
    });
  }
});
