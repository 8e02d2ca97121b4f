import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import {
  activatedUser,
  ADMIN,
  ADMIN_ENV,
  ApiClient,
  gql,
  graphQLAlike,
  pageIndexBesideCursors,
  queryString,
  refuseBadCursors,
  signedIn,
  spawnServer,
  useTestServer,
  walkByCursors,
  type CursorList,
  type Envelope,
  type GraphQLPage,
  type ListAnswer as CursorListAnswer,
  type SpawnedServer,
} from '@blokwerk/testing';
import { PDF, apply } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

// The applications in the admin (manage-applications): list, detail, notes, delete and
// downloads, each view and download audited; and the retention sweep, exactly once with two
// processes. BLOKWERK_RETENTION_INTERVAL_MS is short here: the sweep runs every 300 ms. Moves
// between stages: pipeline.test.ts.

const API = '/api/blokwerk/applications';
const DAY = 86_400_000;

interface Item {
  id: number;
  vacancyTitle: string | null;
  name: string;
  email: string;
  stage: { id: number; label: string; kind: string };
  createdAt: string;
  stageChangedAt: string;
  deletesAt: string;
}
interface Detail extends Item {
  telephone: string;
  message: string;
  files: { which: string; fileName: string; size: number; contentType: string }[];
  notes: { authorEmail: string | null; stageTo: { en: string } | null; text: string }[];
}
/** The paths of the admin menu's entries under the top level, as `client` is shown them. */
async function menuPaths(client: ApiClient): Promise<string[]> {
  const { adminMenu } = await gql<{ adminMenu: { children: { path: string }[] | null }[] }>(client, '{ adminMenu { children { path } } }');
  return adminMenu.flatMap((item) => item.children ?? []).map((child) => child.path);
}

type ListAnswer = Envelope & { items: Item[]; totalItems: number };
type DetailAnswer = Envelope & Detail;

describe('applications in the admin', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_RETENTION_INTERVAL_MS: '300' } });
  let admin: ApiClient;
  let visitor: ApiClient;
  let outsider: ApiClient;
  let vacancyID = 0;

  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const siteStage = async (en: string) =>
    (await query<{ id: number }>(`select "id" from "application_stage" where "vacancy_page_id" is null and "labels"->>'en' = $1`, [en]))[0]?.id ?? 0;
  const idOf = async (email: string) => (await query<{ id: number }>('select "id" from "application" where "email" = $1', [email]))[0]?.id ?? 0;
  const keysOf = async (id: number) =>
    (await query<{ cv_storage_key: string; motivation_storage_key: string }>('select * from "application" where "id" = $1', [id]))[0];
  const privateFile = (key: string) => path.join(server.t.dataDir, 'media', 'private', 'applications', key.slice(0, 2), key.slice(2, 4), key);
  const audits = (action: string, id: number) =>
    query<{ actor_email: string | null; details: Record<string, unknown> | null }>(
      'select * from "audit_entry" where "action" = $1 and "target_type" = $2 and "target_id" = $3 order by "id"',
      [action, 'application', String(id)],
    );
  const applied = async (name: string, email: string, vacancy = true) => {
    // Each test starts a fresh hour for the rate limit (every request comes from 127.0.0.1).
    await query('delete from "application_submission"');
    await apply(visitor, { name, email, vacancyPageID: vacancy ? vacancyID : undefined });
    return idOf(email);
  };
  const download = (client: ApiClient | undefined, id: number, which: string) =>
    fetch(`${server.t.url}${API}/file/${id}/${which}`, { headers: client ? { cookie: client.cookieHeader } : {} });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    vacancyID = await publishedVacancy(admin, { title: 'Embedded engineer', slug: 'embedded-engineer' });
    // A signed-in editor whose role holds everything but manage-applications.
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'No applications', permissions: [{ name: 'edit-page' }, { name: 'manage-newsletter' }, { name: 'manage-settings' }] },
    });
    outsider = (await activatedUser(server.t, admin, 'outsider@example.test', 'No applications')).client;
  });

  it('grants manage-applications to the Administrator and lists the menu entry to it only', async () => {
    const known = await query(`select 1 from "known_permission" where "name" = 'manage-applications'`);
    expect(known).toHaveLength(1);
    expect(await menuPaths(admin)).toContain('/cmsadmin/applications');
    expect(await menuPaths(outsider)).not.toContain('/cmsadmin/applications');
  });

  it('lists the applications: vacancy or open, searchable, sortable, by stage, with when each is deleted', async () => {
    const sanne = await applied('Sanne de Vries', 'sanne@example.test');
    const bram = await applied('Bram Jansen', 'bram@example.test', false);
    const all = await admin.get<ListAnswer>(`${API}/list?columnToSort=name&sortOrder=asc`);
    expect(all.status).toBe(200);
    const listed = all.body.items.filter((item) => [sanne, bram].includes(item.id));
    expect(listed.map((item) => [item.name, item.vacancyTitle, item.stage.label])).toEqual([
      ['Bram Jansen', null, 'New'],
      ['Sanne de Vries', 'Embedded engineer', 'New'],
    ]);
    // New: kept 26 weeks (182 days) after it came in, by default.
    const item = listed[1];
    expect(Date.parse(item?.deletesAt ?? '') - Date.parse(item?.stageChangedAt ?? '')).toBe(182 * DAY);
    expect((await admin.get<ListAnswer>(`${API}/list?searchTerm=sanne`)).body.items.map((i) => i.id)).toEqual([sanne]);
    expect((await admin.get<ListAnswer>(`${API}/list?searchTerm=embedded`)).body.items.map((i) => i.id)).toEqual([sanne]);
    expect((await admin.get<ListAnswer>(`${API}/list?columnToSort=vacancyTitle&sortOrder=desc&pageSize=1`)).body).toMatchObject({
      totalItems: all.body.totalItems,
      items: [{ id: sanne }],
    });
    expect((await admin.get<ListAnswer>(`${API}/list?stageID=${await siteStage('Rejected')}`)).body.totalItems).toBe(0);
    expect((await admin.get<ListAnswer>(`${API}/list?stageID=${await siteStage('New')}&searchTerm=sanne`)).body.items.map((i) => i.id)).toEqual([sanne]);
    expect((await admin.get(`${API}/list?columnToSort=telephone`)).status).toBe(400);
    // GraphQL alike.
    const { applications } = await gql<{ applications: { items: Item[]; totalItems: number } }>(
      admin,
      'query { applications(searchTerm: "bram") { items { id name vacancyTitle deletesAt } totalItems } }',
    );
    expect(applications).toMatchObject({ totalItems: 1, items: [{ id: bram, name: 'Bram Jansen', vacancyTitle: null }] });
    // The list is not audited; it shows no more than the recruiter's mail.
    expect(await audits('application.viewed', sanne)).toHaveLength(0);
  });

  it('pages by cursor beside pageIndex, in each sort order, and refuses a cursor of another list (V_12)', async () => {
    // Equal keys in groups: names, addresses, stages, times; a third open applications. No files: the rows go again below.
    await query(
      `insert into "application" ("vacancy_page_id", "name", "desired_function", "telephone", "email", "message", "consent_at", "stage_id",
        "stage_changed_at", "locale", "created_at", "removal_token_hash", "cv_file_name", "cv_size", "cv_content_type", "cv_storage_key",
        "motivation_file_name", "motivation_size", "motivation_content_type", "motivation_storage_key")
      select case when g % 3 = 0 then null else $1::int end, case when g % 3 = 0 then 'Keyset Gelijk' else 'Keyset ' || (g % 4) end, 'Tester', '0612345678',
        'keyset-' || (g % 5) || '@example.test', '', now(),
        (select "id" from "application_stage" where "vacancy_page_id" is null order by "position" offset g % 3 limit 1),
        date_trunc('second', now()) - (g / 4) * interval '1 second', 'nl', date_trunc('second', now()) - (g / 3) * interval '1 second',
        md5('removal' || g) || md5('token' || g), 'cv.pdf', 1, 'application/pdf', md5('cv' || g) || md5('x' || g),
        'motivatie.pdf', 1, 'application/pdf', md5('motivation' || g) || md5('y' || g)
      from generate_series(1, 14) g`,
      [vacancyID],
    );
    const list: CursorList = {
      name: 'applications',
      call: (input) => admin.get<CursorListAnswer>(`${API}/list?${queryString(input)}`),
      idOf: (item) => item['id'],
      sorts: ['createdAt', 'name', 'email', 'stage', 'vacancyTitle', 'deletesAt'],
      filter: { searchTerm: 'keyset' },
    };
    try {
      expect(await walkByCursors(list)).toBe(12);
      expect(await pageIndexBesideCursors(list)).toHaveLength(4);
      expect(await refuseBadCursors(list)).toBe(5);
      expect(
        await graphQLAlike(
          list,
          async (input) =>
            (
              await gql<{ applications: GraphQLPage }>(
                admin,
                'query($pageSize: Int, $after: String) { applications(searchTerm: "keyset", pageSize: $pageSize, after: $after) { items { id } ' +
                  'nextCursor previousCursor } }',
                input,
              )
            ).applications,
        ),
      ).toHaveLength(4);
    } finally {
      await query(`delete from "application" where "name" like 'Keyset %'`);
    }
  });

  it('shows one application with its files and notes, and audits every view', async () => {
    const id = await applied('Eva Smit', 'eva@example.test');
    const detail = await admin.get<DetailAnswer>(`${API}/detail/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id,
      name: 'Eva Smit',
      email: 'eva@example.test',
      telephone: '06 12345678',
      message: 'Graag.',
      vacancyTitle: 'Embedded engineer',
      stage: { label: 'New', kind: 'open' },
      notes: [],
      files: [
        { which: 'cv', fileName: 'cv-sanne.pdf', size: PDF.length, contentType: 'application/pdf' },
        { which: 'motivation', fileName: 'motivatie.pdf', size: PDF.length, contentType: 'application/pdf' },
      ],
    });
    await gql(admin, 'query($id: Int!) { application(id: $id) { id files { fileName } } }', { id });
    const viewed = await audits('application.viewed', id);
    expect(viewed).toHaveLength(2);
    expect(viewed[0]?.actor_email).toBe(ADMIN.email);
    expect((await admin.get(`${API}/detail/999999`)).status).toBe(404);
  });

  it('takes notes', async () => {
    const id = await applied('Noor Bakker', 'noor@example.test');
    const noted = await admin.post<DetailAnswer>(`${API}/note`, { id, text: 'Gebeld, komt dinsdag.' });
    expect(noted.body.notes[0]).toMatchObject({ stageTo: null, text: 'Gebeld, komt dinsdag.', authorEmail: ADMIN.email });
    expect((await admin.post(`${API}/note`, { id, text: ' ' })).status).toBe(400);
    expect(await audits('application.note-added', id)).toHaveLength(1);
  });

  it('downloads each file as an attachment, never cached or sniffed, and audits every download', async () => {
    const id = await applied('Lotte Visser', 'lotte@example.test');
    for (const which of ['cv', 'motivation']) {
      const res = await download(admin, id, which);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="(cv-sanne|motivatie)\.pdf"/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    await download(admin, id, 'cv');
    const downloads = await audits('application.file-downloaded', id);
    expect(downloads.map((entry) => entry.details?.file)).toEqual(['cv', 'motivation', 'cv']);
    expect(downloads[0]).toMatchObject({ actor_email: ADMIN.email, details: { fileName: 'cv-sanne.pdf' } });
    expect((await download(admin, id, 'photo')).status).toBe(400);
    expect((await download(admin, 999_999, 'cv')).status).toBe(404);
  });

  it('deletes an application with its notes and both files', async () => {
    const id = await applied('Daan de Wit', 'daan@example.test');
    await admin.post(`${API}/note`, { id, text: 'Nee.' });
    const keys = await keysOf(id);
    expect(existsSync(privateFile(keys?.cv_storage_key ?? ''))).toBe(true);
    expect((await admin.post(`${API}/delete`, { id })).status).toBe(200);
    expect(await keysOf(id)).toBeUndefined();
    expect(await query('select 1 from "application_note" where "application_id" = $1', [id])).toHaveLength(0);
    await expect.poll(() => existsSync(privateFile(keys?.cv_storage_key ?? '')) || existsSync(privateFile(keys?.motivation_storage_key ?? ''))).toBe(false);
    await expect.poll(async () => (await query('select 1 from "file_journal"')).length).toBe(0);
    expect(await query('select 1 from "stored_file" where "key" = any($1)', [[keys?.cv_storage_key, keys?.motivation_storage_key]])).toHaveLength(0);
    expect(await audits('application.deleted', id)).toHaveLength(1);
    expect((await admin.post(`${API}/delete`, { id })).status).toBe(404);
    expect((await download(admin, id, 'cv')).status).toBe(404);
  });

  it('refuses all of it to a signed-in user without manage-applications (403) and to a visitor (401); no public URL serves a file', async () => {
    const id = await applied('Fleur Mulder', 'fleur@example.test');
    const before = await query('select * from "application" where "id" = $1', [id]);
    for (const [client, status] of [
      [outsider, 403],
      [visitor, 401],
    ] as const) {
      const answers = [
        await client.get(`${API}/list`),
        await client.get(`${API}/detail/${id}`),
        await client.post(`${API}/move`, { id, stageID: await siteStage('Hired') }),
        await client.post(`${API}/note`, { id, text: 'x' }),
        await client.post(`${API}/delete`, { id }),
      ];
      expect(answers.map((a) => [a.status, a.body.Errors[0]?.code])).toEqual(Array.from({ length: 5 }, () => [status, 'UM_01']));
      for (const which of ['cv', 'motivation']) {
        const res = await download(client, id, which);
        expect(res.status).toBe(status);
        expect(Buffer.from(await res.arrayBuffer()).includes(PDF.subarray(0, 20))).toBe(false);
      }
      for (const field of ['applications { totalItems }', `application(id: ${id}) { id }`]) {
        const answer = await client.graphql(`query { ${field} }`);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UM_01');
      }
      const mutation = await client.graphql(`mutation { deleteApplication(id: ${id}) }`);
      expect(mutation.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    }
    // Nothing changed, nothing audited.
    expect(await query('select * from "application" where "id" = $1', [id])).toEqual(before);
    expect(await audits('application.viewed', id)).toHaveLength(0);
    expect(await audits('application.file-downloaded', id)).toHaveLength(0);
    // Not by a path of the private area either.
    const keys = await keysOf(id);
    for (const key of [keys?.cv_storage_key ?? '', keys?.motivation_storage_key ?? '']) {
      for (const url of [
        `/media/private/applications/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
        `/private/applications/${key}`,
        `/api/blokwerk/applications/file/${key}`,
        `/api/blokwerk/medialib/get-page-file/${vacancyID}/files/${key}/cv.pdf`,
      ]) {
        const res = await fetch(`${server.t.url}${url}`);
        expect(Buffer.from(await res.arrayBuffer()).includes(PDF.subarray(0, 20)), url).toBe(false);
      }
    }
  });

  it("keeps the default stages' retention, and the consent retention in the recruitment settings", async () => {
    const stages = await query<{ en: string; kind: string; retention_days: number }>(
      `select "labels"->>'en' as "en", "kind", "retention_days" from "application_stage" where "vacancy_page_id" is null order by "position"`,
    );
    expect(stages).toEqual([
      { en: 'New', kind: 'open', retention_days: 182 },
      { en: 'In review', kind: 'open', retention_days: 182 },
      { en: 'Interview', kind: 'open', retention_days: 182 },
      { en: 'Offer', kind: 'open', retention_days: 182 },
      { en: 'Hired', kind: 'hired', retention_days: 91 },
      { en: 'Rejected', kind: 'rejected', retention_days: 28 },
    ]);
    const { recruitmentSettingsForEditing } = await gql<{ recruitmentSettingsForEditing: Record<string, number> }>(
      admin,
      '{ recruitmentSettingsForEditing { retentionConsentDays } }',
    );
    expect(recruitmentSettingsForEditing).toEqual({ retentionConsentDays: 365 });
    const refused = await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk', retentionConsentDays: 1096 });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'retentionConsentDays' })]);
    const saved = await admin.post<Envelope & Record<string, number>>('/api/blokwerk/recruitment-settings/update', {
      organisationName: 'Blokwerk',
      retentionConsentDays: 400,
    });
    expect(saved.body.retentionConsentDays).toBe(400);
    await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk', retentionConsentDays: 365 });
  });

  describe('retention, with a second process on the same database and storage', () => {
    let second: SpawnedServer | undefined;

    beforeAll(async () => {
      second = await spawnServer({
        DATABASE_URL: server.t.database.url,
        BLOKWERK_DATA_DIR: server.t.dataDir,
        BLOKWERK_RETENTION_INTERVAL_MS: '300',
        ...ADMIN_ENV,
      });
    }, 60_000);

    afterAll(async () => {
      second?.child.kill('SIGTERM');
      await second?.exited;
    });

    beforeEach(async () => {
      // Only this block's applications count.
      await query('delete from "application"');
    });

    it("deletes every application past its stage's period with its files, exactly once, and keeps those within it", async () => {
      const due: number[] = [];
      for (let i = 0; i < 6; i++) due.push(await applied(`Weg ${i}`, `due-${i}@example.test`));
      const rejectedRecently = await applied('Blijft', 'recent@example.test');
      const newOne = await applied('Nieuw', 'new@example.test');
      const keys = await Promise.all(due.map(keysOf));
      // Four weeks and a day after a rejection, and one 26 weeks and a day old: due. A rejection
      // of three weeks ago and an application of 25 weeks ago: kept. Set for all in one statement,
      // so both processes find them due at once.
      await query(
        `update "application" set
        "stage_id" = case when "id" = any($1) and "id" % 2 = 0 or "id" = $2 then $4 else "stage_id" end,
        "stage_changed_at" = case when "id" = $2 then now() - interval '21 days' when "id" = $3 then now() - interval '175 days'
          when "id" % 2 = 0 then now() - interval '29 days' else now() - interval '183 days' end`,
        [due, rejectedRecently, newOne, await siteStage('Rejected')],
      );
      await expect.poll(async () => (await query('select 1 from "application" where "id" = any($1)', [due])).length, { timeout: 10_000 }).toBe(0);
      await expect
        .poll(() => keys.some((k) => existsSync(privateFile(k?.cv_storage_key ?? '')) || existsSync(privateFile(k?.motivation_storage_key ?? ''))), {
          timeout: 10_000,
        })
        .toBe(false);
      // Let both processes sweep a few more times: still one audit entry per application.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const id of due) expect(await audits('application.expired', id)).toHaveLength(1);
      expect((await query<{ id: number }>('select "id" from "application" order by "id"')).map((r) => r.id)).toEqual([rejectedRecently, newOne]);
      expect(existsSync(privateFile((await keysOf(newOne))?.cv_storage_key ?? ''))).toBe(true);
      expect(await query('select 1 from "file_journal"')).toHaveLength(0);
      // The second process swept too and failed at nothing.
      expect(second?.logs.filter((line) => line.level >= 50)).toEqual([]);
    });

    it('retries a file removal that failed: the queued file goes on a later sweep', async () => {
      const id = await applied('Later', 'later@example.test');
      const keys = await keysOf(id);
      // As a failed removal leaves it: the rows gone, the file still queued in core's journal.
      await query(
        `with "gone" as (delete from "application" where "id" = $1 returning *),
        "unkept" as (delete from "stored_file" where "key" in (select "cv_storage_key" from "gone"))
        insert into "file_journal" ("store", "key") select 'private/applications', "cv_storage_key" from "gone"`,
        [id],
      );
      await expect.poll(() => existsSync(privateFile(keys?.cv_storage_key ?? '')), { timeout: 10_000 }).toBe(false);
      await expect.poll(async () => (await query('select 1 from "file_journal"')).length, { timeout: 10_000 }).toBe(0);
    });
  });
});
