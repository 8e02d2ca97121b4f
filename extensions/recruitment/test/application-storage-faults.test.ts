import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  ADMIN,
  ADMIN_ENV,
  closeFaultTest,
  createTestDatabase,
  islandsHydrated,
  launchChromium,
  MEDIA_FAULTS_UNAVAILABLE,
  signedIn,
  spawnWithFaultyMedia,
  watchErrors,
  type FaultyMedia,
  type TestDatabase,
} from '@blokwerk/testing';
import { fillOpenApplication, PDF } from './support/applying.js';

// The open application form of the built site (`npm run build`) on a server whose media folder,
// where CVs are received and kept, is really full or really read-only (server/test/support/media-faults.ts).

if (MEDIA_FAULTS_UNAVAILABLE) console.warn(`application-storage-faults.test.ts skipped: ${MEDIA_FAULTS_UNAVAILABLE}`);

const CONTACT = { contactTelephone: '+31 30 123 45 67', contactEmail: 'banen@example.test', contactAddress: 'Stationsplein 1, Utrecht' };
const SUBMIT = '/api/blokwerk/applications/submit';
const EVENTUALLY = { timeout: 20_000 };

interface Fault {
  name: string;
  make(media: FaultyMedia): Promise<void>;
  undo(media: FaultyMedia): Promise<void>;
  status: number;
  /** What the log line says of it. */
  cause(dataDir: string): Record<string, unknown>;
}

const FAULTS: Fault[] = [
  { name: 'a full disk', make: (media) => media.fill(), undo: (media) => media.makeRoom(), status: 507, cause: () => ({ code: 'ENOSPC', syscall: 'write' }) },
  {
    name: 'a read-only media folder',
    make: (media) => media.readOnly(),
    undo: (media) => media.writable(),
    status: 503,
    cause: (dataDir) => ({ code: 'EROFS', syscall: 'open', path: expect.stringMatching(new RegExp(`^${path.join(dataDir, 'media', 'tmp')}/`)) as string }),
  },
];

/** Sends the form; answers the submission's response. */
async function send(page: Page) {
  const answer = page.waitForResponse((response) => response.url().endsWith(SUBMIT), EVENTUALLY);
  await page.getByRole('button', { name: 'Versturen' }).click();
  return answer;
}

describe.skipIf(MEDIA_FAULTS_UNAVAILABLE)('the application form when the storage fails (chromium)', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let media: FaultyMedia;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-application-faults-'));
    media = await spawnWithFaultyMedia({ ...ADMIN_ENV, DATABASE_URL: database.url, BLOKWERK_DATA_DIR: dataDir });
    const admin = await signedIn(media.server.url, ADMIN.email, ADMIN.password);
    const settings = await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Storingen BV', ...CONTACT });
    if (settings.status !== 200) throw new Error(`settings: ${JSON.stringify(settings.body)}`);
    browser = await launchChromium();
  }, 120_000);

  afterAll(() => closeFaultTest({ browser, media, database, dataDir }));

  const applications = async () => Number((await database.pool.query<{ n: string }>('select count(*) as n from "application"')).rows[0]?.n);
  /** What an application leaves on disk: its files in the private area, temp files while they arrive. */
  const applicationFiles = async () => (await media.files()).filter((file) => file.startsWith('private/') || file.startsWith('tmp/'));

  async function openForm(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(EVENTUALLY.timeout);
    // The refused post's answer: the browser logs that resource error itself.
    const errors = watchErrors(page, [/status of 50[37]/]);
    await page.goto(`${media.server.url}/solliciteren`);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await fillOpenApplication(page);
    return { page, errors };
  }

  for (const fault of FAULTS) {
    it(`${fault.name}: ${fault.status} with Retry-After, the cause logged, “Tijdelijk niet beschikbaar …”, nothing kept; sent once fixed`, async () => {
      const before = { rows: await applications(), files: await applicationFiles() };
      const { page, errors } = await openForm();
      await fault.make(media);
      let fixed = false;
      onTestFinished(async () => {
        if (!fixed) await fault.undo(media);
      });

      const logsBefore = media.server.logs.length;
      const response = await send(page);
      // (The island reads no body of such an answer, so chromium never finishes it: its headers say enough.)
      expect([response.status(), response.headers()['retry-after']]).toEqual([fault.status, '60']);
      // The log names the cause: the errno, and the file where the error names one (a failed open does, a failed write to an open file not).
      // Written before the answer, but read from the server's stdout on its own time: waited for.
      await expect
        .poll(() => media.server.logs.slice(logsBefore).find((line) => line.outage), EVENTUALLY)
        .toMatchObject({ status: fault.status, outage: { part: 'storage', ...fault.cause(dataDir) } });
      await page.getByRole('heading', { name: 'Tijdelijk niet beschikbaar' }).waitFor(EVENTUALLY);
      const text = await page.locator('.application-final').textContent();
      expect(text).toContain('Je sollicitatie is niet verstuurd');
      expect(text).toContain('Probeer het later opnieuw');
      expect(text).toContain(CONTACT.contactTelephone);
      expect(text).toContain(CONTACT.contactEmail);
      expect(await page.getByRole('heading', { name: 'Wat jammer!' }).count()).toBe(0);
      // Nothing of it kept: no row, no CV, no temp file.
      expect(await applications()).toBe(before.rows);
      expect(await applicationFiles()).toEqual(before.files);

      // Fixed: "Opnieuw proberen" sends the same form, files and all.
      await fault.undo(media);
      fixed = true;
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      expect((await send(page)).status()).toBe(200);
      await page.getByRole('heading', { name: 'Gelukt!' }).waitFor(EVENTUALLY);
      expect(await applications()).toBe(before.rows + 1);
      expect((await applicationFiles()).filter((file) => file.startsWith('private/applications/'))).toHaveLength(before.files.length + 2);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a plain form post (no script) while the disk is full is sent back with ?sollicitatie=later, not =fout', async () => {
    const page = await browser.newPage({ locale: 'nl-NL' });
    await page.goto(`${media.server.url}/solliciteren`);
    // A form of the site's own page, posted by the browser itself: it navigates, and the server answers with a redirect.
    await page.evaluate((action) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      for (const [name, type, value] of [
        ['return', 'hidden', '/solliciteren'],
        ['name', 'text', 'Jan'],
        ['cv', 'file', ''],
        ['motivation', 'file', ''],
      ]) {
        const input = document.createElement('input');
        Object.assign(input, { name, type, id: `plain-${name ?? ''}` });
        if (type !== 'file') input.value = value ?? '';
        form.append(input);
      }
      document.body.append(form);
    }, SUBMIT);
    for (const field of ['cv', 'motivation']) await page.setInputFiles(`#plain-${field}`, { name: `${field}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await media.fill();
    try {
      const redirect = page.waitForResponse((response) => response.url().endsWith(SUBMIT));
      await page.locator('form[enctype="multipart/form-data"]').evaluate((form: HTMLFormElement) => form.submit());
      expect([(await redirect).status(), (await redirect).headers().location]).toEqual([303, '/solliciteren?sollicitatie=later']);
      await page.waitForURL(/\/solliciteren\?sollicitatie=later$/);
    } finally {
      await media.makeRoom();
      await page.close();
    }
  });
});
