import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { activatedUser, ADMIN, ApiClient, gql, mailAfter, signedIn, tokenFrom, useTestServer, type Envelope } from '@blokwerk/testing';
import { apply } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

// Candidate mails: the templates per stage and locale (seeded, edited, previewed), the mail a
// move offers and sends (moveApplication with `mail`), the confirmation on submission, and
// what the applicant's own page is told. The page itself: applicant-page-browser.test.ts.

interface Template {
  stageID: number;
  locale: string;
  subject: string;
  body: string;
}
interface GraphQLError {
  extensions?: { code?: string; errors?: { code: string; property?: string }[]; details?: { placeholders?: string[] } };
}

const TEMPLATE = 'stageID locale subject body';

const errorsOf = async (client: ApiClient, document: string, variables: Record<string, unknown>) =>
  (await client.graphql(document, variables)).body.errors as GraphQLError[] | undefined;

const save = (client: ApiClient, input: Template) =>
  errorsOf(client, `mutation($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { ${TEMPLATE} } }`, { input });

/** The catalogue codes and properties of a GraphQL answer's first error. */
const codes = (errors: readonly GraphQLError[] | undefined) => errors?.[0]?.extensions?.errors?.map(({ code, property }) => ({ code, property }));

describe('candidate mails', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  let visitor: ApiClient;
  let outsider: ApiClient;
  const vacancies = { nl: 0, en: 0 };

  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const siteStage = async (en: string) =>
    (await query<{ id: number }>(`select "id" from "application_stage" where "vacancy_page_id" is null and "labels"->>'en' = $1`, [en]))[0]?.id ?? 0;
  const idOf = async (email: string) => (await query<{ id: number }>('select "id" from "application" where "email" = $1', [email]))[0]?.id ?? 0;
  /** Applies (a fresh hour for the rate limit each time) and answers the confirmation mail and the application's id. */
  const applied = async (name: string, email: string, vacancyPageID: number, confirmation = /./) => {
    await query('delete from "application_submission"');
    const mail = await mailAfter(server.t.dataDir, email, confirmation, () => apply(visitor, { name, email, vacancyPageID }));
    return { mail, id: await idOf(email) };
  };
  const templates = async (stageID: number) =>
    (
      await gql<{ candidateMailTemplates: Template[] }>(admin, `query($stageID: Int!) { candidateMailTemplates(stageID: $stageID) { ${TEMPLATE} } }`, {
        stageID,
      })
    ).candidateMailTemplates;
  const preview = async (applicationID: number, stageID: number) =>
    (
      await gql<{ candidateMailPreview: { to: string; locale: string; subject: string; body: string } | null }>(
        admin,
        'query($a: Int!, $s: Int!) { candidateMailPreview(applicationID: $a, stageID: $s) { to locale subject body } }',
        { a: applicationID, s: stageID },
      )
    ).candidateMailPreview;
  const move = (id: number, stageID: number, mail?: { subject: string; body: string }) =>
    admin.graphql('mutation($input: MoveApplicationInput!) { moveApplication(input: $input) { id } }', { input: { id, stageID, note: 'Verplaatst', mail } });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    await admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    for (const [locale, title] of [
      ['nl', 'Embedded engineer'],
      ['en', 'Firmware engineer'],
    ] as const) {
      vacancies[locale] = await publishedVacancy(admin, { title, slug: title.toLowerCase().replace(' ', '-'), locale });
    }
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'No applications', permissions: [{ name: 'edit-page' }, { name: 'manage-settings' }] },
    });
    outsider = (await activatedUser(server.t, admin, 'outsider@example.test', 'No applications')).client;
  });

  it('comes with nl and en mails for the site’s default stages but “in review”, written by the migrations', async () => {
    const rows = await query<{ stage: string; locale: string }>(
      `select "s"."labels"->>'en' as "stage", "t"."locale"
        from "candidate_mail_template" "t" join "application_stage" "s" on "s"."id" = "t"."stage_id" order by "s"."position", "t"."locale"`,
    );
    expect(rows.map((r) => `${r.stage}/${r.locale}`)).toEqual([
      'New/en',
      'New/nl',
      'Interview/en',
      'Interview/nl',
      'Offer/en',
      'Offer/nl',
      'Hired/en',
      'Hired/nl',
      'Rejected/en',
      'Rejected/nl',
    ]);
  });

  it('saves, replaces, deletes a stage’s mail per locale; refuses unknown placeholders by name, empty or long texts, other locales, outsiders', async () => {
    const stageID = await siteStage('In review');
    expect(await templates(stageID)).toEqual([]);
    expect(
      await save(admin, { stageID, locale: 'nl', subject: 'We kijken naar je sollicitatie', body: 'Beste {name}, we bekijken je sollicitatie ({vacancy}).' }),
    ).toBeUndefined();
    expect(await save(admin, { stageID, locale: 'nl', subject: '  Nog even geduld, {name}  ', body: 'Beste {name},\n\nfase: {stage}.' })).toBeUndefined();
    expect(await templates(stageID)).toEqual([{ stageID, locale: 'nl', subject: 'Nog even geduld, {name}', body: 'Beste {name},\n\nfase: {stage}.' }]);

    const unknown = await save(admin, { stageID, locale: 'nl', subject: 'Hallo {naam}', body: 'Je salaris: {salary} {salary} {name}' });
    expect(codes(unknown)).toEqual([{ code: 'V_12', property: 'subject' }]);
    expect(unknown?.[0]?.extensions?.details?.placeholders).toEqual(['{naam}']);
    expect(
      (await save(admin, { stageID, locale: 'nl', subject: 'Hallo', body: 'Je salaris: {salary} {salary}' }))?.[0]?.extensions?.details?.placeholders,
    ).toEqual(['{salary}']);
    expect(codes(await save(admin, { stageID, locale: 'nl', subject: ' ', body: 'x'.repeat(10_001) }))).toEqual([
      { code: 'V_01', property: 'subject' },
      { code: 'V_12', property: 'body' },
    ]);
    // The site offers nl and en.
    expect(codes(await save(admin, { stageID, locale: 'fr', subject: 'Bonjour', body: 'Bonjour' }))).toEqual([{ code: 'V_12', property: 'locale' }]);
    expect((await save(outsider, { stageID, locale: 'nl', subject: 'Hallo', body: 'Hallo' }))?.[0]?.extensions?.code).toBe('UM_01');
    // Nothing of the refused ones was kept.
    expect((await templates(stageID)).map((t) => t.subject)).toEqual(['Nog even geduld, {name}']);

    const removed = await admin.post<Envelope & { deleted: boolean }>('/api/blokwerk/candidate-mails/template/delete', { stageID, locale: 'nl' });
    expect([removed.status, removed.body.deleted]).toEqual([200, true]);
    expect(await templates(stageID)).toEqual([]);
    const audits = await query<{ action: string }>(
      `select "action" from "audit_entry" where "target_type" = 'application-stage' and "target_id" = $1 order by "id"`,
      [String(stageID)],
    );
    expect(audits.map((a) => a.action)).toEqual(['candidate-mail-template.saved', 'candidate-mail-template.saved', 'candidate-mail-template.deleted']);
  });

  it('previews a template with sample values, the real company and the stage in the template’s language', async () => {
    const stageID = await siteStage('Interview');
    const { candidateMailTemplatePreview } = await gql<{ candidateMailTemplatePreview: { subject: string; body: string } }>(
      admin,
      'query($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject body } }',
      { input: { stageID, locale: 'nl', subject: '{company}: {stage}', body: 'Beste {name}, {vacancy}: {statusLink}' } },
    );
    expect(candidateMailTemplatePreview.subject).toBe('Blokwerk: Gesprek');
    expect(candidateMailTemplatePreview.body).toMatch(/^Beste Sam de Vries, Medewerker klantenservice: http:\/\/[^ ]+\/sollicitatie\?token=example$/);
    const refused = await errorsOf(admin, 'query($input: CandidateMailTemplateInput!) { candidateMailTemplatePreview(input: $input) { subject } }', {
      input: { stageID, locale: 'nl', subject: '', body: '{wrong}' },
    });
    expect(refused?.[0]?.extensions?.details?.placeholders).toEqual(['{wrong}']);
  });

  it('confirms an application with the first stage’s mail in the applicant’s language, their page’s link and the removal link; on the history', async () => {
    const { mail, id } = await applied('Ada Lovelace', 'ada@example.test', vacancies.en, /received/);
    expect(mail.subject).toBe('We have received your application');
    expect(mail.text).toContain('Dear Ada Lovelace,');
    expect(mail.text).toContain('Firmware engineer');
    const token = tokenFrom(mail);
    expect(mail.text).toContain(`/sollicitatie?token=${token}`);
    expect(mail.text).toContain(`/sollicitatie-verwijderen?token=${token}`);
    expect(mail.text).toMatch(/Privacy:/);
    // The history shows where the links were, never the links themselves.
    const { applicationMails } = await gql<{ applicationMails: { subject: string; authorEmail: string | null; recipient: string; body: string }[] }>(
      admin,
      'query($id: Int!) { applicationMails(applicationID: $id) { subject authorEmail recipient body } }',
      { id },
    );
    expect(applicationMails).toEqual([
      { subject: 'We have received your application', authorEmail: null, recipient: 'ada@example.test', body: expect.stringContaining('Dear Ada Lovelace,') },
    ]);
    expect(applicationMails[0]?.body).toContain('Your own page shows where your application stands: [link to your application page]');
    expect(applicationMails[0]?.body).toContain('Remove my application: [link to remove your application]');
    expect(applicationMails[0]?.body).not.toContain(token);

    // An edited first-stage template is what the next applicant gets.
    expect(
      await save(admin, {
        stageID: await siteStage('New'),
        locale: 'nl',
        subject: 'Dank je wel, {name}',
        body: 'Je sollicitatie bij {company} ({vacancy}) is binnen: {statusLink}',
      }),
    ).toBeUndefined();
    const dutch = await applied('Bram', 'bram@example.test', vacancies.nl, /Dank je wel/);
    expect(dutch.mail.subject).toBe('Dank je wel, Bram');
    expect(dutch.mail.text).toContain('Je sollicitatie bij Blokwerk (Embedded engineer) is binnen: http');
    expect(dutch.mail.text).toContain('/sollicitatie-verwijderen?token=');
    const [kept] = await query<{ body: string }>('select "body" from "application_mail" where "application_id" = $1', [dutch.id]);
    expect(kept?.body).toContain('is binnen: {statusLink}');
    const { ownApplication } = await gql<{ ownApplication: { mails: { body: string }[] } | null }>(
      visitor,
      'query($token: String!) { ownApplication(token: $token) { mails { body } } }',
      { token: tokenFrom(dutch.mail) },
    );
    expect(ownApplication?.mails[0]?.body).toContain('is binnen: [link naar je sollicitatiepagina]');
    expect(ownApplication?.mails[0]?.body).toContain('Verwijder mijn sollicitatie: [link om je sollicitatie te verwijderen]');
  });

  it('offers the target stage’s mail filled in, sends it only with the move that carries it, in the applicant’s language; history, audit', async () => {
    const { id } = await applied('Grace Hopper', 'grace@example.test', vacancies.en);
    const interview = await siteStage('Interview');
    const offered = await preview(id, interview);
    expect(offered).toMatchObject({ to: 'grace@example.test', locale: 'en', subject: 'Invitation to an interview' });
    expect(offered?.body).toContain('Dear Grace Hopper,');
    expect(offered?.body).toContain('(Firmware engineer)');
    // The link stays a placeholder until the mail is sent: what the recruiter sees and edits holds no live link.
    expect(offered?.body).toContain('Follow your application: {statusLink}');
    expect(offered?.body).not.toContain('token=');
    // No template in the applicant's language: nothing offered.
    expect(await preview(id, await siteStage('In review'))).toBeNull();

    // A move without a mail sends none.
    expect((await move(id, await siteStage('In review'))).body.errors).toBeUndefined();
    expect(await query('select 1 from "application_mail" where "application_id" = $1 and "author_id" is not null', [id])).toEqual([]);

    // A refused mail refuses the move: nothing moved, nothing kept.
    const refused = await move(id, interview, { subject: '', body: 'x' });
    expect(codes(refused.body.errors as GraphQLError[] | undefined)).toEqual([{ code: 'V_01', property: 'mail.subject' }]);
    expect((await query<{ stage_id: number }>('select "stage_id" from "application" where "id" = $1', [id]))[0]?.stage_id).not.toBe(interview);

    const sent = await mailAfter(server.t.dataDir, 'grace@example.test', /Invitation/, async () => {
      expect(
        (await move(id, interview, { subject: offered?.subject ?? '', body: `${offered?.body ?? ''}\n\nP.S. Bring your portfolio.` })).body.errors,
      ).toBeUndefined();
    });
    expect(sent.text).toContain('P.S. Bring your portfolio.');
    expect(sent.text).toContain('Dear Grace Hopper,');
    expect(sent.text).toMatch(/Follow your application: http\S+\/sollicitatie\?token=[\w-]{43}\n/);
    const { applicationMails } = await gql<{ applicationMails: { subject: string; authorEmail: string | null; body: string }[] }>(
      admin,
      'query($id: Int!) { applicationMails(applicationID: $id) { subject authorEmail body } }',
      { id },
    );
    expect(applicationMails.map((m) => [m.subject, m.authorEmail])).toEqual([
      ['Invitation to an interview', ADMIN.email],
      ['We have received your application', null],
    ]);
    expect(applicationMails[0]?.body).toContain('P.S. Bring your portfolio.');
    // The audit entry outlives the application: the stage and the kept mail's id, nothing of the applicant.
    const audits = await query<{ actor_email: string; details: unknown }>(
      `select "actor_email", "details" from "audit_entry" where "action" = 'application.mailed' and "target_id" = $1`,
      [String(id)],
    );
    const [invitation] = await query<{ id: number }>('select "id" from "application_mail" where "application_id" = $1 and "author_id" is not null', [id]);
    expect(audits).toEqual([{ actor_email: ADMIN.email, details: { stageID: interview, mailID: invitation?.id } }]);

    // The mail's link shows the applicant their page: the new stage, in their language.
    const { ownApplication } = await gql<{
      ownApplication: { stage: { label: string }; mails: { subject: string }[]; documents: { fileName: string }[] } | null;
    }>(visitor, 'query($token: String!) { ownApplication(token: $token) { stage { label } mails { subject } documents { fileName } } }', {
      token: tokenFrom(sent),
    });
    expect(ownApplication?.stage.label).toBe('Interview');
    expect(ownApplication?.mails.map((m) => m.subject)).toEqual(['Invitation to an interview', 'We have received your application']);
    expect(ownApplication?.documents.map((d) => d.fileName)).toEqual(['cv-sanne.pdf', 'motivatie.pdf']);

    // A mail the recruiter took the link out of is sent as it is.
    const offer = await siteStage('Offer');
    const plain = await mailAfter(server.t.dataDir, 'grace@example.test', /^No link$/, async () => {
      expect((await move(id, offer, { subject: 'No link', body: 'Dear Grace Hopper,\n\nWe will call you about the offer.' })).body.errors).toBeUndefined();
    });
    expect(plain.text).toContain('We will call you about the offer.');
    expect(plain.text).not.toContain('token=');
    // No mail kept holds a live link: its token would withdraw the application.
    expect(await query(`select "id" from "application_mail" where "body" like '%token=%' or "subject" like '%token=%'`)).toEqual([]);
  });

  it('keeps candidate mails to manage-applications, and the applicant’s page to its link', async () => {
    const stageID = await siteStage('Interview');
    for (const client of [outsider, visitor]) {
      expect((await errorsOf(client, 'query($s: Int!) { candidateMailTemplates(stageID: $s) { locale } }', { s: stageID }))?.[0]?.extensions?.code).toMatch(
        /^(UM_01|AUTH_01)$/,
      );
    }
    expect((await outsider.get(`/api/blokwerk/candidate-mails/templates?stageID=${stageID}`)).status).toBe(403);
    const { ownApplication } = await gql<{ ownApplication: unknown }>(visitor, 'query($token: String!) { ownApplication(token: $token) { locale } }', {
      token: 'x'.repeat(43),
    });
    expect(ownApplication).toBeNull();
  });
});
