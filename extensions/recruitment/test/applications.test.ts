import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { APPLICATION_ATTEMPTS_PER_ADDRESS } from '../server/applications/operations.js';
import {
  ADMIN,
  ADMIN_ENV,
  ApiClient,
  gql,
  mailAfter,
  readOutbox,
  signedIn,
  spawnServer,
  tempUploads,
  tokenFrom,
  useTestServer,
  waitForMail,
  type Envelope,
  type SpawnedServer,
} from '@blokwerk/testing';
import { formPost, PDF, solvedBotCheck } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

const RECRUITER = 'recruiter@example.test';
const SUBMIT = '/api/blokwerk/applications/submit';
const MB = 1024 * 1024;

// ---- documents, judged by content ----

/** A little-endian record: each field at its offset, 2 or 4 bytes wide. */
function record(size: number, fields: readonly [at: number, width: 2 | 4, value: number][]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A zip of stored (uncompressed) entries: enough for a DOCX. */
function zip(entries: readonly [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const sizes = (at: number): [number, 4, number][] => [
      [at, 4, crc32(data)],
      [at + 4, 4, data.length],
      [at + 8, 4, data.length],
    ];
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], ...sizes(14), [26, 2, fileName.length]]);
    const central = record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], ...sizes(16), [28, 2, fileName.length], [42, 4, offset]]);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, centralDirectory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...parts, centralDirectory, end]);
}

const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ' +
      'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override ' +
      'PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship ' +
      'Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
  ],
  [
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document ' +
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Motivatie</w:t></w:r></w:p></w:body></w:document>',
  ],
]);
/** An OLE compound file holding a WordDocument stream (Word 97–2003). */
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1000), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(1000)]);
/** The same container holding a spreadsheet: no DOC. */
const XLS = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1000), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(1000)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(2000)]);

interface Upload {
  name: string;
  bytes: Buffer;
}

// ---- submitting ----

type Fields = Record<string, string>;

function formOf(fields: Fields, files: Partial<Record<string, Upload>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** As the island sends it: multipart, with the CSRF headers. */
async function submit(visitor: ApiClient, fields: Fields, files: Partial<Record<string, Upload>>) {
  const res = await fetch(`${visitor.baseUrl}${SUBMIT}`, { method: 'POST', body: formOf(fields, files), headers: visitor.sessionHeaders() });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const codes = (body: Envelope) => body.Errors.map((e) => `${e.code} ${e.property}`).toSorted();

const pdf = (name = 'cv.pdf'): Upload => ({ name, bytes: PDF });
const docx = (name = 'motivatie.docx'): Upload => ({ name, bytes: DOCX });

describe('open applications', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_RETENTION_INTERVAL_MS: '500' } });
  let admin: ApiClient;
  let visitor: ApiClient;
  let vacancyID = 0;
  let plainPageID = 0;

  const baseUrl = () => server.t.url;
  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const validFields = async (email: string, overrides: Fields = {}): Promise<Fields> => ({
    name: 'Sanne de Vries',
    desiredFunction: 'Embedded engineer',
    telephone: '+31 (0)6-1234 5678',
    email,
    message: 'Ik solliciteer graag.',
    consent: 'on',
    vacancyPageID: String(vacancyID),
    altcha: await solvedBotCheck(baseUrl()),
    ...overrides,
  });
  const applicationOf = async (email: string) =>
    (await query<{ id: number; cv_storage_key: string; motivation_storage_key: string }>('select * from "application" where "email" = $1', [email]))[0];
  const privateFile = (key: string) => path.join(server.t.dataDir, 'media', 'private', 'applications', key.slice(0, 2), key.slice(2, 4), key);

  beforeAll(async () => {
    admin = await signedIn(baseUrl(), ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(baseUrl()).prime();
    const settings = await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk', recruiterEmail: RECRUITER });
    if (settings.body.recruiterEmail !== RECRUITER) throw new Error(`settings not saved: ${JSON.stringify(settings.body)}`);
    vacancyID = await publishedVacancy(admin, { title: 'Embedded engineer', slug: 'embedded-engineer' });
    plainPageID = (
      await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title: 'Over ons', slug: 'over-ons', type: 'page', locale: 'nl' },
      })
    ).createPage.pageID;
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: plainPageID });
  });

  // Every test comes from 127.0.0.1: each starts with a fresh hour.
  beforeEach(async () => {
    await query('delete from "application_submission"');
  });

  it('stores a valid application privately and mails the recruiter (a link, no files) and the applicant (privacy, removal link)', async () => {
    const email = 'sanne@example.test';
    const fields = await validFields(email);
    const recruiterMail = await mailAfter(server.t.dataDir, RECRUITER, /sollicitatie/i, async () => {
      const answer = await submit(visitor, fields, { cv: pdf(), motivation: docx() });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ Success: true, Errors: [] });
    });
    const [row] = await query<{
      id: number;
      stage: string;
      locale: string;
      keep_consent_at: Date | null;
      vacancy_page_id: number;
      cv_content_type: string;
      motivation_content_type: string;
      cv_file_name: string;
      cv_size: number;
      removal_token_hash: string;
      cv_storage_key: string;
      motivation_storage_key: string;
      consent_at: Date;
    }>(`select "a".*, "s"."labels"->>'en' as "stage" from "application" "a" join "application_stage" "s" on "s"."id" = "a"."stage_id" where "email" = $1`, [
      email,
    ]);
    expect(row).toMatchObject({
      stage: 'New',
      locale: 'nl',
      keep_consent_at: null,
      vacancy_page_id: vacancyID,
      name: 'Sanne de Vries',
      telephone: '+31 (0)6-1234 5678',
      desired_function: 'Embedded engineer',
      cv_file_name: 'cv.pdf',
      cv_size: PDF.length,
      cv_content_type: 'application/pdf',
      motivation_file_name: 'motivatie.docx',
      motivation_content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(row?.consent_at).toBeInstanceOf(Date);
    // The files: in the private area, not among the library's objects, not listed by it.
    expect(existsSync(privateFile(row?.cv_storage_key ?? ''))).toBe(true);
    expect(existsSync(privateFile(row?.motivation_storage_key ?? ''))).toBe(true);
    expect(await query('select 1 from "media_file"')).toHaveLength(0);

    expect(recruiterMail.subject).toBe('Nieuwe sollicitatie: Embedded engineer');
    expect(recruiterMail.text).toContain(`/cmsadmin/applications/${row?.id}`);
    expect(recruiterMail.text).not.toContain('cv.pdf');
    const confirmation = await waitForMail(server.t.dataDir, email, /ontvangen/);
    expect(confirmation.text).toMatch(/Privacy:/);
    const token = tokenFrom(confirmation);
    expect(confirmation.text).toContain(`/sollicitatie-verwijderen?token=${token}`);
    // Only the token's hash is kept.
    expect(row?.removal_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('takes an open application (no vacancy) with a DOC', async () => {
    const email = 'open@example.test';
    const answer = await submit(visitor, await validFields(email, { vacancyPageID: '' }), {
      cv: { name: 'cv.doc', bytes: DOC },
      motivation: pdf('motivatie.pdf'),
    });
    expect(answer.status).toBe(200);
    expect(await applicationOf(email)).toMatchObject({ vacancy_page_id: null, cv_content_type: 'application/msword' });
  });

  it('refuses every empty field at once, each on its own property', async () => {
    const answer = await submit(visitor, { name: ' ', desiredFunction: '', telephone: '', email: '', message: '', consent: '', altcha: '' }, {});
    expect(answer.status).toBe(400);
    expect(codes(answer.body)).toEqual(
      [
        'V_01 consent',
        'V_01 desiredFunction',
        'V_01 email',
        'V_01 message',
        'V_01 name',
        'V_01 telephone',
        'V_04 altcha',
        'V_17 cv',
        'V_17 motivation',
      ].toSorted(),
    );
    // A file input left empty is no file.
    const emptyInput = await submit(visitor, await validFields('x@example.test'), { cv: { name: '', bytes: Buffer.alloc(0) }, motivation: docx() });
    expect(codes(emptyInput.body)).toEqual(['V_17 cv']);
  });

  it('refuses a bad e-mail address, telephone number, missing consent, a page that is no vacancy and unknown fields', async () => {
    const files = { cv: pdf(), motivation: docx() };
    const wrong = await submit(visitor, await validFields('no-address', { telephone: '06-123', consent: 'off', vacancyPageID: String(plainPageID) }), files);
    expect(wrong.status).toBe(400);
    expect(codes(wrong.body)).toEqual(['V_01 consent', 'V_02 email', 'V_12 telephone', 'V_12 vacancyPageID']);
    for (const telephone of ['abcdefghij', '0612345678901234567', '06 1234+5678']) {
      expect(codes((await submit(visitor, await validFields('t@example.test', { telephone }), files)).body)).toEqual(['V_12 telephone']);
    }
    expect(codes((await submit(visitor, await validFields('t@example.test', { vacancyPageID: 'abc' }), files)).body)).toEqual(['V_12 vacancyPageID']);
    expect(codes((await submit(visitor, await validFields('t@example.test', { admin: 'true' }), files)).body)).toEqual(['V_12 admin']);
    expect(codes((await submit(visitor, await validFields('t@example.test'), { ...files, photo: pdf() })).body)).toEqual(['V_12 photo']);
    // A JSON body cannot pass a path off as an upload.
    const forged = await visitor.post(SUBMIT, {
      ...(await validFields('t@example.test')),
      cv: { tempPath: '/etc/hostname', fileName: 'cv.pdf', size: 10 },
      motivation: 'x',
    });
    expect(forged.status).toBe(400);
    expect(codes(forged.body)).toEqual(['V_12 cv', 'V_12 motivation']);
    expect(await query('select 1 from "application" where "email" = $1', ['t@example.test'])).toHaveLength(0);
  });

  it('judges the files by content: a .exe renamed .pdf, a spreadsheet renamed .doc and an empty file are refused', async () => {
    const answer = await submit(visitor, await validFields('exe@example.test'), {
      cv: { name: 'cv.pdf', bytes: EXE },
      motivation: { name: 'motivatie.doc', bytes: XLS },
    });
    expect(answer.status).toBe(400);
    expect(codes(answer.body)).toEqual(['V_12 cv', 'V_12 motivation']);
    const empty = await submit(visitor, await validFields('exe@example.test'), { cv: { name: 'cv.pdf', bytes: Buffer.alloc(0) }, motivation: docx() });
    expect(codes(empty.body)).toEqual(['V_12 cv']);
    expect(await applicationOf('exe@example.test')).toBeUndefined();
  });

  /**
   * Streams a form of the valid fields and the given files (each `size` bytes, a PDF padded),
   * and answers what the server said once `sent` bytes went out, the rest held back: so an
   * answer proves the server did not wait for the whole body.
   */
  async function streamForm(
    email: string,
    files: readonly [name: string, size: number][],
    sent: number,
    { chunked = false } = {},
  ): Promise<{ status: number; body: Envelope; written: number; length: number } | undefined> {
    const boundary = '----blokwerk-test-boundary';
    const parts = [
      Buffer.from(
        Object.entries(await validFields(email))
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join(''),
      ),
    ];
    for (const [name, size] of files) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        PDF,
        Buffer.alloc(size - PDF.length, 0x20),
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const body = Buffer.concat(parts);
    const request = http.request(new URL(SUBMIT, baseUrl()), {
      method: 'POST',
      // Chunked: no length announced, so only what arrives can be judged.
      headers: {
        ...visitor.sessionHeaders(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? {} : { 'content-length': body.length }),
      },
    });
    const answered = new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope }));
      });
      request.on('error', reject);
    });
    let answer: { status: number; body: Envelope } | undefined;
    void answered.then(
      (a) => (answer = a),
      () => undefined,
    );
    const isAnswered = () => answer !== undefined;
    // Writing stops once the server answered (it need not read the rest).
    let written = 0;
    for (let at = 0; at < Math.min(sent, body.length) && !isAnswered(); at += 64 * 1024, written = Math.min(at, sent)) {
      if (!request.write(body.subarray(at, Math.min(at + 64 * 1024, sent))))
        await Promise.race([new Promise((resolve) => request.once('drain', resolve)), answered]);
    }
    if (sent >= body.length) request.end();
    answer ??= await Promise.race([answered, new Promise<undefined>((resolve) => setTimeout(resolve, 10_000))]);
    request.destroy();
    return answer && { ...answer, written, length: body.length };
  }

  it('refuses a huge CV: announced beyond what the form can hold, before the body is read; streamed, cut off at 5 MB, nothing kept', async () => {
    // 40 MB announced, 1 MB sent: the answer does not wait for the rest.
    const announced = await streamForm('big@example.test', [['cv', 40 * MB]], 1 * MB);
    expect(announced?.status).toBe(400);
    expect(announced && codes(announced.body)).toEqual(['ML_01 body']);
    // 18 MB: read, the CV kept to no more than its limit, and named.
    const answer = await streamForm('big@example.test', [['cv', 18 * MB]], Infinity);
    expect(answer?.status).toBe(400);
    expect(answer && codes(answer.body)).toEqual(['ML_01 cv']);
    // 40 MB sent with no length announced: answered once more came than the form can hold.
    const unannounced = await streamForm('big@example.test', [['cv', 40 * MB]], 40 * MB, { chunked: true });
    expect(unannounced && codes(unannounced.body)).toEqual(['ML_01 cv']);
    expect(unannounced?.written).toBeLessThan(40 * MB);
    await expect.poll(async () => (await tempUploads(server.t.dataDir)).length).toBe(0);
    expect(await applicationOf('big@example.test')).toBeUndefined();
  });

  it('names each file too large by its own field (ML_01 on cv and on motivation), and only those', async () => {
    const both = await streamForm(
      'both@example.test',
      [
        ['cv', 6 * MB],
        ['motivation', 6 * MB],
      ],
      Infinity,
    );
    expect(both && codes(both.body)).toEqual(['ML_01 cv', 'ML_01 motivation']);
    const one = await streamForm(
      'one@example.test',
      [
        ['cv', 1 * MB],
        ['motivation', 9 * MB],
      ],
      Infinity,
    );
    expect(one && codes(one.body)).toEqual(['ML_01 motivation']);
    await expect.poll(async () => (await tempUploads(server.t.dataDir)).length).toBe(0);
  });

  it('refuses a replayed bot-check solution (V_04), but not one whose form was refused for another field', async () => {
    const files = { cv: pdf(), motivation: docx() };
    const fields = await validFields('replay@example.test');
    // Refused for its e-mail address: the solution is not spent, the visitor corrects and sends again.
    expect(codes((await submit(visitor, { ...fields, email: 'wrong' }, files)).body)).toEqual(['V_02 email']);
    expect((await submit(visitor, fields, files)).status).toBe(200);
    const replay = await submit(visitor, { ...fields, email: 'replay-2@example.test' }, files);
    expect(replay.status).toBe(400);
    expect(codes(replay.body)).toEqual(['V_04 altcha']);
    // Tampered and foreign payloads alike.
    const payload = JSON.parse(Buffer.from(await solvedBotCheck(baseUrl()), 'base64').toString()) as { challenge: Challenge };
    payload.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 86_400;
    for (const altcha of [Buffer.from(JSON.stringify(payload)).toString('base64'), 'bm90IGpzb24=', 'x'.repeat(5000)]) {
      expect(codes((await submit(visitor, { ...fields, email: 'forged@example.test', altcha }, files)).body)).toEqual(['V_04 altcha']);
    }
    expect(await applicationOf('replay-2@example.test')).toBeUndefined();
  });

  it('refuses an expired challenge, and forgets spent solutions and old submissions once they no longer matter', async () => {
    const challenge = (await (await fetch(`${baseUrl()}/api/blokwerk/altcha/challenge`)).json()) as Challenge;
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // Signed with the server's own key, but expired a minute ago.
    const { services } = server.t.server;
    const expired = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() - 60_000),
      hmacSignatureSecret: services.secret('recruitment/altcha'),
      hmacKeySignatureSecret: services.secret('recruitment/altcha-key'),
    });
    const solution = await solveChallenge({ challenge: expired, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge: expired, solution })).toString('base64');
    expect(codes((await submit(visitor, await validFields('expired@example.test', { altcha }), { cv: pdf(), motivation: docx() })).body)).toEqual([
      'V_04 altcha',
    ]);
    // BLOKWERK_RETENTION_INTERVAL_MS is short here: the cleaning runs every half second.
    await query(`insert into "altcha_solution" values ('expired-nonce', now() - interval '1 minute'), ('live-nonce', now() + interval '1 minute')`);
    await query(`insert into "application_submission" ("ip", "at") values ('192.0.2.1', now() - interval '61 minutes'), ('192.0.2.2', now())`);
    await expect
      .poll(async () => (await query<{ nonce: string }>('select "nonce" from "altcha_solution" where "nonce" like $1', ['%-nonce'])).map((r) => r.nonce), {
        timeout: 5000,
      })
      .toEqual(['live-nonce']);
    await expect
      .poll(async () => (await query<{ ip: string }>('select "ip" from "application_submission" where "ip" like $1', ['192.0.2.%'])).map((r) => r.ip), {
        timeout: 5000,
      })
      .toEqual(['192.0.2.2']);
  });

  it("cannot be fetched by any public URL: not by the library's delivery routes with its key or hash, nor as a path", async () => {
    const email = 'private@example.test';
    expect((await submit(visitor, await validFields(email), { cv: pdf(), motivation: docx() })).status).toBe(200);
    const row = await applicationOf(email);
    const keys = [
      row?.cv_storage_key ?? '',
      row?.motivation_storage_key ?? '',
      createHash('sha256').update(PDF).digest('hex'),
      createHash('sha256').update(DOCX).digest('hex'),
    ];
    const paths = keys.flatMap((key) => [
      ...['images', 'files', 'seo', 'typeData'].map((group) => `/api/blokwerk/medialib/get-page-file/${vacancyID}/${group}/${key}/cv.pdf`),
      `/media/private/applications/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
      `/private/applications/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
      `/media/objects/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
      `/api/blokwerk/medialib/preview-image?imageID=${row?.id}`,
    ]);
    for (const url of paths) {
      const res = await fetch(`${baseUrl()}${url}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.includes(PDF.subarray(0, 20)) || body.includes(DOCX.subarray(0, 20)), url).toBe(false);
      expect(res.headers.get('content-type') ?? '', url).not.toMatch(/pdf|wordprocessing/);
    }
    // The library lists nothing of it, to its manager either.
    const listing = await admin.post<Envelope & { files: unknown[] }>('/api/blokwerk/medialib/get-dir', { path: '/' });
    expect(JSON.stringify(listing.body)).not.toContain(row?.cv_storage_key ?? 'none');
    expect(await query('select 1 from "media_file"')).toHaveLength(0);
  });

  it('removes the application and its files with the mailed link, after a page in the site’s layout that names the vacancy', async () => {
    const email = 'remove@example.test';
    const confirmation = await mailAfter(server.t.dataDir, email, /ontvangen/, async () => {
      expect((await submit(visitor, await validFields(email), { cv: pdf(), motivation: docx() })).status).toBe(200);
    });
    const row = await applicationOf(email);
    const token = tokenFrom(confirmation);
    // Links mailed before lead on to the site's page.
    const removal = `${baseUrl()}/api/blokwerk/applications/remove`;
    const old = await fetch(`${removal}?token=${token}`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([303, `/sollicitatie-verwijderen?token=${token}`]);
    const page = await fetch(`${baseUrl()}/sollicitatie-verwijderen?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    // The site's layout (its stylesheet, header and footer), the vacancy named and linked, the way back.
    expect(html).toMatch(/<html lang="nl"/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*>/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Wil je je sollicitatie op de vacature ‘Embedded engineer’');
    const [{ slug } = { slug: '' }] = await query<{ slug: string }>('select "slug" from "page" where "id" = $1', [vacancyID]);
    expect(html).toContain(`href="/${slug}"`);
    expect(html).toContain('href="/vacatures"');
    expect(html).toContain('<form method="post" action="/api/blokwerk/applications/remove">');
    expect(html).toContain(`value="${token}"`);
    // Nothing removed by looking.
    expect(await applicationOf(email)).toBeDefined();
    // Another site cannot post the form for the applicant.
    const foreign = await formPost(removal, { origin: 'https://evil.example' }, `token=${token}&taal=nl`);
    expect(foreign.status).toBe(403);
    expect(await applicationOf(email)).toBeDefined();
    // The page's own form post (same origin, no script): back to the page, which says so.
    const removed = await formPost(removal, { origin: baseUrl() }, `token=${token}&taal=nl`);
    expect([removed.status, removed.location]).toEqual([303, '/sollicitatie-verwijderen?status=verwijderd']);
    expect(await (await fetch(`${baseUrl()}${removed.location}`)).text()).toContain('Je sollicitatie en je bestanden zijn verwijderd.');
    expect(await applicationOf(email)).toBeUndefined();
    expect(existsSync(privateFile(row?.cv_storage_key ?? ''))).toBe(false);
    expect(existsSync(privateFile(row?.motivation_storage_key ?? ''))).toBe(false);
    // The link has done its work.
    const again = await (await fetch(`${baseUrl()}/sollicitatie-verwijderen?token=${token}`)).text();
    expect(again).toContain('Link niet geldig');
    expect(again).not.toContain('<form method="post"');
    expect((await formPost(removal, { origin: baseUrl() }, `token=${token}`)).location).toBe('/sollicitatie-verwijderen?status=ongeldig');
  });

  it('shows the removal page of an English vacancy in English', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: {
        title: 'Firmware engineer',
        slug: 'firmware-engineer',
        type: 'vacancy',
        locale: 'en',
        typeData: { hoursMin: 40, department: 'Engineering', locality: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'hybrid', datePosted: '2026-11-01' },
      },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    const email = 'remove-en@example.test';
    const confirmation = await mailAfter(server.t.dataDir, email, /received/, async () => {
      expect((await submit(visitor, await validFields(email, { vacancyPageID: String(createPage.pageID) }), { cv: pdf(), motivation: docx() })).status).toBe(
        200,
      );
    });
    const html = await (await fetch(`${baseUrl()}/sollicitatie-verwijderen?token=${tokenFrom(confirmation)}`)).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Do you want to remove your application for the vacancy ‘Firmware engineer’');
    const [{ slug } = { slug: '' }] = await query<{ slug: string }>('select "slug" from "page" where "id" = $1', [createPage.pageID]);
    expect(html).toContain(`href="/en/${slug}"`);
    // The way on to the English overview (not /en/vacatures, which is no page).
    expect(html).toContain('href="/en/vacancies"');
    expect(html).toContain('<input type="hidden" name="taal" value="en">');
    const removed = await formPost(`${baseUrl()}/api/blokwerk/applications/remove`, { origin: baseUrl() }, `token=${tokenFrom(confirmation)}&taal=en`);
    expect(removed.location).toBe('/sollicitatie-verwijderen?status=verwijderd&taal=en');
    expect(await (await fetch(`${baseUrl()}${removed.location}`)).text()).toContain('Your application and its files have been removed.');
  });

  it('works as a plain HTML form post: a 303 back to the page it came from, same-origin paths only', async () => {
    const post = async (fields: Fields, headers: Record<string, string> = { origin: baseUrl() }) => {
      const { status, location } = await formPost(`${baseUrl()}${SUBMIT}`, headers, formOf(fields, { cv: pdf(), motivation: docx() }));
      return { status, location };
    };
    expect(await post({ ...(await validFields('form@example.test')), return: '/vacatures/embedded-engineer?x=1' })).toEqual({
      status: 303,
      location: '/vacatures/embedded-engineer?x=1&sollicitatie=gelukt',
    });
    expect(await applicationOf('form@example.test')).toBeDefined();
    expect(await post({ ...(await validFields('form-2@example.test', { email: 'wrong' })), return: '/vacatures/embedded-engineer' })).toEqual({
      status: 303,
      location: '/vacatures/embedded-engineer?sollicitatie=fout',
    });
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', '/..//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect((await post({ name: '', return: elsewhere })).location).toBe('/?sollicitatie=fout');
    }
    // Sec-Fetch-Site says so too; a post from another site is refused before anything runs.
    expect((await post({ name: '' }, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).status).toBe(303);
    expect((await post({ name: '' }, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: baseUrl() })).status).toBe(403);
    expect((await post({ name: '' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ name: '' }, {})).status).toBe(403);
  });

  it(`counts every attempt, refused ones too: the ${APPLICATION_ATTEMPTS_PER_ADDRESS + 1}th in an hour gets 429 AUTH_03 before its body is read`, async () => {
    // A solution is spent only by a submission valid in every other way: one serves every refusal.
    const refused = await validFields('no-address');
    for (let i = 0; i < APPLICATION_ATTEMPTS_PER_ADDRESS - 1; i++) {
      expect(codes((await submit(visitor, refused, { cv: pdf(), motivation: docx() })).body)).toEqual(['V_02 email']);
    }
    expect((await submit(visitor, await validFields('rate-ok@example.test'), { cv: pdf(), motivation: docx() })).status).toBe(200);
    // 10 MB announced, 1 MB sent: the refusal does not wait for the rest.
    const beyond = await streamForm(
      'rate-x@example.test',
      [
        ['cv', 5 * MB],
        ['motivation', 5 * MB],
      ],
      1 * MB,
    );
    expect(beyond?.status).toBe(429);
    expect(beyond?.written).toBeLessThan(beyond?.length ?? 0);
    expect(beyond && codes(beyond.body)).toEqual(['AUTH_03 undefined']);
    expect(await applicationOf('rate-x@example.test')).toBeUndefined();
    const again = await fetch(`${baseUrl()}${SUBMIT}`, {
      method: 'POST',
      body: formOf(await validFields('rate-y@example.test'), { cv: pdf(), motivation: docx() }),
      headers: visitor.sessionHeaders(),
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('answers nonsense with catalogue codes, never a 500', async () => {
    const headers = visitor.sessionHeaders();
    const bodies: [string, BodyInit][] = [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF'],
      ['multipart/form-data', 'nothing'],
      ['application/json', '[1,2]'],
      ['application/json', '{"name": {"a": 1}}'],
      ['text/plain', 'hello'],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${baseUrl()}${SUBMIT}`, { method: 'POST', body, headers: { ...headers, 'content-type': type } });
      expect(res.status, `${type} ${String(body)}`).toBeLessThan(500);
      expect(((await res.json()) as Envelope).Success).toBe(false);
    }
    const outbox = (await readOutbox(server.t.dataDir)).length;
    expect(outbox).toBeGreaterThan(0);
  });

  describe('with a second process on the same database', () => {
    let second: SpawnedServer | undefined;
    let secondData = '';

    beforeAll(async () => {
      secondData = await mkdtemp(path.join(os.tmpdir(), 'blokwerk-second-'));
      second = await spawnServer({ DATABASE_URL: server.t.database.url, BLOKWERK_DATA_DIR: secondData, ...ADMIN_ENV });
    }, 60_000);

    afterAll(async () => {
      second?.child.kill('SIGTERM');
      await second?.exited;
      await rm(secondData, { recursive: true, force: true });
    });

    it('refuses a solution spent on the other process, in both directions', async () => {
      const other = await new ApiClient(second?.url ?? '').prime();
      const files = { cv: pdf(), motivation: docx() };
      const first = await validFields('first-process@example.test');
      expect((await submit(visitor, first, files)).status).toBe(200);
      const replayed = await submit(other, { ...first, email: 'first-replay@example.test' }, files);
      expect(codes(replayed.body)).toEqual(['V_04 altcha']);
      // The other process shares the key: a fresh solution passes there, and is then spent here.
      const fresh = await validFields('second-process@example.test');
      expect((await submit(other, fresh, files)).status).toBe(200);
      expect(codes((await submit(visitor, { ...fresh, email: 'second-replay@example.test' }, files)).body)).toEqual(['V_04 altcha']);
    });
  });
});
