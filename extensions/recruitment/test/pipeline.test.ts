import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { activatedUser, ADMIN, ApiClient, gql, signedIn, useTestServer, type Envelope } from '@blokwerk/testing';
import { apply, type Applicant } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

// The pipeline (issue 33): the stages (the site's, a vacancy's own), the board, the counts and
// the moves, behind manage-applications; the applicant's locale and consent to be kept.

const API = '/api/blokwerk/applications';
const DAY = 86_400_000;

type Labels = Record<'en' | 'nl' | 'de' | 'fr', string>;
interface Stage {
  id: number;
  vacancyPageID: number | null;
  position: number;
  label: string;
  labels: Labels;
  kind: string;
  retentionDays: number;
}
interface StageInput {
  id?: number;
  labels: Partial<Labels>;
  kind: string;
  retentionDays: number;
}
interface Detail {
  id: number;
  stage: Stage;
  stageChangedAt: string;
  deletesAt: string;
  locale: string;
  keepConsentAt: string | null;
  notes: { authorEmail: string | null; stageFromID: number | null; stageToID: number | null; stageFrom: Labels | null; stageTo: Labels | null; text: string }[];
}
type Answer<T> = Envelope & T;
interface Board {
  stages: { stage: Stage; count: number; applications: { id: number; name: string; vacancyTitle: string | null }[] }[];
}

/** The element at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no element ${index}`);
  return value;
}
const labels = (en: string): Labels => ({ en, nl: `${en} (nl)`, de: '', fr: '' });
const input = (stages: readonly Stage[]): StageInput[] => stages.map(({ id, labels: l, kind, retentionDays }) => ({ id, labels: l, kind, retentionDays }));

describe('the application pipeline', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  let visitor: ApiClient;
  let outsider: ApiClient;
  let vacancyID = 0;
  let otherVacancyID = 0;
  let site: Stage[] = [];

  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const audits = (action: string, type: string, id: number | string) =>
    query<{ actor_email: string | null; details: Record<string, unknown> | null }>(
      'select * from "audit_entry" where "action" = $1 and "target_type" = $2 and "target_id" = $3 order by "id"',
      [action, type, String(id)],
    );
  const applied = async (applicant: Applicant) => {
    await query('delete from "application_submission"');
    await apply(visitor, applicant);
    return (await query<{ id: number }>('select "id" from "application" where "email" = $1', [applicant.email]))[0]?.id ?? 0;
  };
  /** The navigation's count beside Applications. */
  const counts = async () =>
    (await gql<{ adminMenuCounts: { id: string; count: number }[] }>(admin, '{ adminMenuCounts { id count } }')).adminMenuCounts.find(
      (c) => c.id === 'applications',
    )?.count;
  const stageOf = (en: string) =>
    at(
      site.filter((stage) => stage.labels.en === en),
      0,
    );
  const move = (id: number, stageID: number, note?: string) => admin.post<Answer<Detail>>(`${API}/move`, { id, stageID, note });
  const save = (vacancyPageID: number | null, stages: StageInput[]) => admin.post<Answer<{ stages: Stage[] }>>(`${API}/stages`, { vacancyPageID, stages });
  const stagesOf = async (vacancyPageID?: number) =>
    (await admin.get<Answer<{ stages: Stage[] }>>(`${API}/stages${vacancyPageID ? `?vacancyPageID=${vacancyPageID}` : ''}`)).body.stages;
  const vacancy = (title: string, slug: string, locale = 'nl') => publishedVacancy(admin, { title, slug, locale });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    vacancyID = await vacancy('Embedded engineer', 'embedded-engineer');
    otherVacancyID = await vacancy('Service engineer', 'service-engineer-en', 'en');
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'No applications', permissions: [{ name: 'edit-page' }, { name: 'manage-settings' }] },
    });
    outsider = (await activatedUser(server.t, admin, 'outsider@example.test', 'No applications')).client;
  });

  beforeEach(async () => {
    await query('delete from "application"');
    await query(`delete from "application_stage" where "vacancy_page_id" is not null`);
    site = await stagesOf();
  });

  it("has the site's default pipeline, labelled in the language asked for", async () => {
    expect(site.map((stage) => [stage.labels.en, stage.kind, stage.retentionDays, stage.vacancyPageID])).toEqual([
      ['New', 'open', 182, null],
      ['In review', 'open', 182, null],
      ['Interview', 'open', 182, null],
      ['Offer', 'open', 182, null],
      ['Hired', 'hired', 91, null],
      ['Rejected', 'rejected', 28, null],
    ]);
    const { applicationStages } = await gql<{ applicationStages: Stage[] }>(
      admin,
      'query($v: Int) { applicationStages(vacancyPageID: $v, locale: "nl") { label labels { de } } }',
      { v: vacancyID },
    );
    expect(applicationStages.map((stage) => stage.label)).toEqual(['Nieuw', 'In behandeling', 'Gesprek', 'Aanbod', 'Aangenomen', 'Afgewezen']);
    expect(applicationStages[0]?.labels.de).toBe('Neu');
    // A page that is no vacancy.
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Over ons', slug: 'over-ons-pipeline', type: 'page', locale: 'nl' },
    });
    expect((await admin.get(`${API}/stages?vacancyPageID=${createPage.pageID}`)).status).toBe(404);
  });

  it("takes an application into the first stage, in the applicant's locale, with the consent to be kept", async () => {
    const id = await applied({ name: 'Sanne', email: 'sanne@example.test', vacancyPageID: vacancyID });
    const open = await applied({ name: 'Sam', email: 'sam@example.test', locale: 'en', keepConsent: true });
    const english = await applied({ name: 'Kim', email: 'kim@example.test', vacancyPageID: otherVacancyID, locale: 'nl' });
    const details = await Promise.all([id, open, english].map(async (which) => (await admin.get<Answer<Detail>>(`${API}/detail/${which}`)).body));
    expect(details.map((d) => [d.stage.labels.en, d.locale, d.keepConsentAt !== null])).toEqual([
      ['New', 'nl', false],
      ['New', 'en', true],
      ['New', 'en', false],
    ]);
    // The navigation counts the applications in the first stage.
    expect(await counts()).toBe(3);
    await move(id, stageOf('In review').id);
    expect(await counts()).toBe(2);
  });

  it("moves an application: recorded on its history and audited, the retention starting again; the same stage or another pipeline's is V_12", async () => {
    const id = await applied({ name: 'Noor', email: 'noor@example.test', vacancyPageID: vacancyID });
    const rejected = stageOf('Rejected');
    const moved = await move(id, rejected.id, 'Te weinig ervaring.');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      stage: { id: rejected.id, kind: 'rejected' },
      notes: [
        {
          stageFromID: site[0]?.id,
          stageToID: rejected.id,
          stageFrom: { en: 'New' },
          stageTo: { en: 'Rejected', nl: 'Afgewezen' },
          text: 'Te weinig ervaring.',
          authorEmail: ADMIN.email,
        },
      ],
    });
    expect(Date.parse(moved.body.deletesAt) - Date.parse(moved.body.stageChangedAt)).toBe(28 * DAY);
    const [entry] = await audits('application.moved', 'application', id);
    expect(entry).toMatchObject({ actor_email: ADMIN.email, details: { stageFrom: site[0]?.id, stageTo: rejected.id } });

    const same = await move(id, rejected.id);
    expect([same.status, same.body.Errors[0]]).toEqual([400, expect.objectContaining({ code: 'V_12', property: 'stageID' })]);
    expect((await move(999_999, rejected.id)).status).toBe(404);
    // A stage of a vacancy's own pipeline is not this application's (it is on the site's).
    const own = await save(
      otherVacancyID,
      input(site).map(({ id: _id, ...stage }) => stage),
    );
    const foreign = await move(id, at(own.body.stages, 1).id);
    expect([foreign.status, foreign.body.Errors[0]?.code]).toEqual([400, 'V_12']);
    // GraphQL alike.
    const { moveApplication } = await gql<{ moveApplication: Detail }>(
      admin,
      'mutation($input: MoveApplicationInput!) { moveApplication(input: $input) { stage { label } notes { stageTo { en } } } }',
      { input: { id, stageID: stageOf('Interview').id } },
    );
    expect(moveApplication).toMatchObject({ stage: { label: 'Interview' }, notes: [{ stageTo: { en: 'Interview' } }, { stageTo: { en: 'Rejected' } }] });
    expect(await audits('application.moved', 'application', id)).toHaveLength(2);
    // With the candidate mail the recruiter confirmed: kept on the history with the move (candidate-mails/send.ts).
    const mailed = await admin.post<Answer<Detail>>(`${API}/move`, {
      id,
      stageID: stageOf('Offer').id,
      mail: { subject: 'Een aanbod', body: 'Beste Noor, …' },
    });
    expect(mailed.status).toBe(200);
    const [kept] = await query<{ id: number }>(`select "id" from "application_mail" where "application_id" = $1 and "subject" = 'Een aanbod'`, [id]);
    expect(kept).toBeDefined();
    // Audited with the stage and the mail's id: no subject, which may name the applicant and would outlive them.
    expect((await audits('application.mailed', 'application', id)).map((audit) => audit.details)).toEqual([{ stageID: stageOf('Offer').id, mailID: kept?.id }]);
    // An empty mail is refused, and nothing moves.
    const empty = await admin.post(`${API}/move`, { id, stageID: stageOf('Hired').id, mail: { subject: ' ', body: 'x' } });
    expect([empty.status, empty.body.Errors[0]?.property]).toEqual([400, 'mail.subject']);
    expect((await admin.get<Answer<Detail>>(`${API}/detail/${id}`)).body.stage.labels.en).toBe('Offer');
  });

  it("shows the board and the counts: a column per stage, per vacancy or on the site's pipeline, searchable", async () => {
    const a = await applied({ name: 'Anna Board', email: 'anna@example.test', vacancyPageID: vacancyID });
    const b = await applied({ name: 'Bas Board', email: 'bas@example.test' });
    const c = await applied({ name: 'Cas Board', email: 'cas@example.test', vacancyPageID: otherVacancyID });
    await move(b, stageOf('Offer').id);
    const all = await admin.get<Answer<Board>>(`${API}/board`);
    expect(all.body.stages.map((column) => [column.stage.labels.en, column.count, column.applications.map((card) => card.id)])).toEqual([
      ['New', 2, [c, a]],
      ['In review', 0, []],
      ['Interview', 0, []],
      ['Offer', 1, [b]],
      ['Hired', 0, []],
      ['Rejected', 0, []],
    ]);
    const one = await admin.get<Answer<Board>>(`${API}/board?vacancyPageID=${vacancyID}&searchTerm=anna`);
    expect(one.body.stages[0]).toMatchObject({ count: 1, applications: [{ id: a, name: 'Anna Board', vacancyTitle: 'Embedded engineer' }] });
    expect((await admin.get<Answer<Board>>(`${API}/board?searchTerm=nobody`)).body.stages.every((column) => column.count === 0)).toBe(true);
    // A vacancy with its own pipeline leaves the site's board.
    await save(
      otherVacancyID,
      input(site).map(({ id: _id, ...stage }) => stage),
    );
    const { applicationBoard } = await gql<{ applicationBoard: Board }>(admin, '{ applicationBoard(locale: "nl") { stages { stage { label } count } } }');
    expect(applicationBoard.stages[0]).toEqual({ stage: { label: 'Nieuw' }, count: 1 });

    const { applicationCounts } = await gql<{
      applicationCounts: {
        vacancies: { id: number; total: number; new: number; ownPipeline: boolean }[];
        openApplications: { total: number; new: number };
        stages: { stage: { id: number }; count: number }[];
      };
    }>(admin, '{ applicationCounts { vacancies { id total new ownPipeline } openApplications { total new } stages { stage { id } count } } }');
    expect(applicationCounts.vacancies.filter((v) => [vacancyID, otherVacancyID].includes(v.id))).toEqual([
      { id: otherVacancyID, total: 1, new: 1, ownPipeline: true },
      { id: vacancyID, total: 1, new: 1, ownPipeline: false },
    ]);
    expect(applicationCounts.openApplications).toEqual({ total: 1, new: 0 });
    expect(applicationCounts.stages.find((s) => s.stage.id === stageOf('Offer').id)?.count).toBe(1);
  });

  it("saves the site's pipeline: a new stage, renamed and reordered ones; refuses a bad shape (V_12) or removing a stage in use (V_07)", async () => {
    const stages = input(site);
    const [first, review, rest] = [at(stages, 0), at(stages, 1), stages.slice(2)];
    const saved = await save(null, [
      first,
      { labels: labels('Assessment'), kind: 'open', retentionDays: 120 },
      ...rest,
      { ...review, labels: { ...review.labels, en: 'Screening' } },
    ]);
    expect(saved.status).toBe(200);
    const now = saved.body.stages;
    expect(now.map((stage) => [stage.position, stage.labels.en])).toEqual([
      [0, 'New'],
      [1, 'Assessment'],
      [2, 'Interview'],
      [3, 'Offer'],
      [4, 'Hired'],
      [5, 'Rejected'],
      [6, 'Screening'],
    ]);
    expect(now[6]?.id).toBe(review?.id);
    expect(now[1]).toMatchObject({ retentionDays: 120, labels: { nl: 'Assessment (nl)', de: '' } });
    expect(await audits('application-stages.saved', 'application-pipeline', 'site')).toHaveLength(1);

    const refused = async (body: StageInput[], code: string, property: string) => {
      const answer = await save(null, body);
      expect([answer.status, answer.body.Errors.map((e) => [e.code, e.property])]).toEqual([400, [[code, property]]]);
    };
    const current = input(now);
    await refused([at(current, 4), ...current.slice(0, 4), ...current.slice(5)], 'V_12', 'stages.0.kind');
    await refused(
      current.filter((stage) => stage.kind !== 'rejected'),
      'V_12',
      'stages',
    );
    await refused([...current, { ...at(current, 0) }], 'V_12', 'stages.7.id');
    await refused([], 'V_01', 'stages');
    // A stage of another pipeline.
    const own = (
      await save(
        vacancyID,
        input(site).map(({ id: _id, ...stage }) => stage),
      )
    ).body.stages;
    await refused([...current, { ...at(input(own), 1) }], 'V_12', 'stages.7.id');
    // Removing a stage that holds an application: V_07, nothing changed.
    const id = await applied({ name: 'Mila', email: 'mila@example.test' });
    await move(id, at(now, 1).id);
    const inUse = await save(
      null,
      current.filter((stage) => stage.id !== at(now, 1).id),
    );
    expect([inUse.status, inUse.body.Errors[0]]).toEqual([400, expect.objectContaining({ code: 'V_07', property: 'stages' })]);
    expect(await stagesOf()).toHaveLength(7);
    // Once it is empty, it goes; the first stage stays where new applications land.
    await move(id, at(now, 0).id);
    const back = await save(
      null,
      current.filter((stage) => stage.id !== at(now, 1).id && stage.id !== at(now, 6).id),
    );
    expect(back.body.stages.map((stage) => stage.labels.en)).toEqual(['New', 'Interview', 'Offer', 'Hired', 'Rejected']);
    // Restore the defaults for the other tests.
    const restored = input(back.body.stages);
    await save(null, [
      at(restored, 0),
      { labels: { en: 'In review', nl: 'In behandeling', de: 'In Prüfung', fr: 'En cours d’examen' }, kind: 'open', retentionDays: 182 },
      ...restored.slice(1),
    ]);
  });

  it("gives a vacancy its own pipeline (its applications move along) and returns it to the site's: on request, or when the vacancy is deleted", async () => {
    const id = await applied({ name: 'Joep', email: 'joep@example.test', vacancyPageID: vacancyID });
    const other = await applied({ name: 'Ruud', email: 'ruud@example.test', vacancyPageID: vacancyID });
    await move(other, stageOf('Rejected').id);
    const own = [
      { labels: labels('Received'), kind: 'open', retentionDays: 60 },
      { labels: labels('Call'), kind: 'open', retentionDays: 60 },
      { labels: labels('Declined'), kind: 'rejected', retentionDays: 14 },
      { labels: labels('Started'), kind: 'hired', retentionDays: 30 },
    ];
    const saved = (await save(vacancyID, own)).body.stages;
    expect(saved.map((stage) => [stage.vacancyPageID, stage.labels.en])).toEqual([
      [vacancyID, 'Received'],
      [vacancyID, 'Call'],
      [vacancyID, 'Declined'],
      [vacancyID, 'Started'],
    ]);
    expect((await stagesOf(vacancyID)).map((stage) => stage.labels.en)).toEqual(['Received', 'Call', 'Declined', 'Started']);
    const stageNow = async (which: number) => (await admin.get<Answer<Detail>>(`${API}/detail/${which}`)).body.stage.labels.en;
    expect([await stageNow(id), await stageNow(other)]).toEqual(['Received', 'Declined']);
    // New applications land in its first stage; its moves stay within it.
    expect(await stageNow(await applied({ name: 'Eef', email: 'eef@example.test', vacancyPageID: vacancyID }))).toBe('Received');
    expect((await move(id, stageOf('Interview').id)).status).toBe(400);
    expect((await move(id, at(saved, 1).id)).status).toBe(200);

    // Back to the site's pipeline: each to its counterpart there (an open stage to the site's open stage at or before its place).
    const { deleteApplicationStages } = await gql<{ deleteApplicationStages: Stage[] }>(
      admin,
      'mutation($v: Int!) { deleteApplicationStages(vacancyPageID: $v) { id } }',
      { v: vacancyID },
    );
    expect(deleteApplicationStages.map((stage) => stage.id)).toEqual(site.map((stage) => stage.id));
    expect([await stageNow(id), await stageNow(other)]).toEqual(['In review', 'Rejected']);
    expect(await audits('application-stages.deleted', 'application-pipeline', vacancyID)).toHaveLength(1);

    // Once more, and then the vacancy goes: its applications stay, on the site's pipeline.
    const again = (await save(vacancyID, own)).body.stages;
    await move(id, at(again, 3).id);
    await gql(admin, 'mutation($id: Int!) { deletePage(id: $id) { id } }', { id: vacancyID });
    expect([await stageNow(id), await stageNow(other)]).toEqual(['Hired', 'Rejected']);
    expect(await query(`select 1 from "application_stage" where "vacancy_page_id" is not null and "vacancy_page_id" = $1`, [vacancyID])).toHaveLength(0);
    vacancyID = await vacancy('Embedded engineer', 'embedded-engineer-2');
  });

  it('refuses every pipeline call to a user without manage-applications (403) and to a visitor (401)', async () => {
    const id = await applied({ name: 'Fleur', email: 'fleur@example.test' });
    for (const [client, status] of [
      [outsider, 403],
      [visitor, 401],
    ] as const) {
      const answers = [
        await client.get(`${API}/stages`),
        await client.get(`${API}/board`),
        await client.get(`${API}/counts`),
        await client.post(`${API}/move`, { id, stageID: stageOf('Hired').id }),
        await client.post(`${API}/stages`, { stages: input(site) }),
        await client.post(`${API}/stages/delete`, { vacancyPageID: otherVacancyID }),
      ];
      expect(answers.map((a) => [a.status, a.body.Errors[0]?.code])).toEqual(Array.from({ length: 6 }, () => [status, 'UM_01']));
      const mutation = await client.graphql(`mutation { moveApplication(input: { id: ${id}, stageID: ${stageOf('Hired').id} }) { id } }`);
      expect(mutation.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    }
    expect((await admin.get<Answer<Detail>>(`${API}/detail/${id}`)).body.stage.labels.en).toBe('New');
  });
});
