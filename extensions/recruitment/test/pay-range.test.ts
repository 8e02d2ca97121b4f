import { beforeAll, describe, expect, it } from 'vitest';
import { defineExtension } from '@blokwerk/server/extension';
import recruitment from '../server/index.js';
import { submitApplication } from '../server/applications/operations.js';
import { payRangeCheck } from '../server/checks/pay-range.js';
import { ADMIN, assemblePlatform, gql, signedIn, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';

// Pay transparency (issue 33): the salary's currency, the extension's content check
// 'vacancy-pay-range' that core's blocking-checks setting turns into a publication rule,
// and no question about salary history in the application form.

const FACTS = { hoursMin: 36, department: 'Service', locality: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'onsite', datePosted: '2026-11-20' };
const PAY = { salaryMin: 3100, salaryMax: 4000, salaryUnit: 'MONTH' };
const SALARY_WORDS = /salar|salaris|gehalt|salaire|loon|wage|income|pay\b|verdien/i;

type Problem = { check: string; field: string | null; params: Record<string, unknown> };

describe('pay transparency', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;

  const createVacancy = async (slug: string, typeData: Record<string, unknown>) =>
    (
      await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title: `Vacature ${slug}`, slug, type: 'vacancy', locale: 'nl', typeData },
      })
    ).createPage.pageID;
  const draftProblems = async (pageID: number, typeData: Record<string, unknown>) =>
    (
      await gql<{ contentChecksOfDraft: Problem[] }>(
        admin,
        'query($pageID: Int!, $draft: ContentChecksDraftInput!) { contentChecksOfDraft(pageID: $pageID, draft: $draft) { check field params } }',
        {
          pageID,
          draft: { title: 'Vacature', typeData },
        },
      )
    ).contentChecksOfDraft.filter((problem) => problem.check === 'vacancy-pay-range');
  const setBlocking = (ids: string[]) => gql(admin, 'mutation($ids: [String!]!) { setBlockingContentChecks(ids: $ids) }', { ids });
  const publish = (id: number) => admin.graphql('mutation($id: Int!) { publishPage(id: $id) { page { publishedVersionID } } }', { id });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });

  it('declares its check through the extension point: listed in the catalogue, an id declared twice fails the start', async () => {
    const { contentCheckCatalogue } = await gql<{ contentCheckCatalogue: { id: string; label: string; blocking: boolean }[] }>(
      admin,
      '{ contentCheckCatalogue(locale: "nl") { id label blocking } }',
    );
    expect(contentCheckCatalogue).toContainEqual({ id: 'vacancy-pay-range', label: 'Elke vacature moet een salarisschaal tonen', blocking: false });
    expect(() => assemblePlatform([recruitment, defineExtension({ name: 'again', checks: [payRangeCheck] })])).toThrow(/vacancy-pay-range is declared twice/);
  });

  it('finds a vacancy without both bounds, or with them reversed, and nothing else', async () => {
    const pageID = await createVacancy('zonder-salaris', FACTS);
    expect(await draftProblems(pageID, FACTS)).toEqual([{ check: 'vacancy-pay-range', field: 'typeData.salaryMin', params: { reason: 'missing' } }]);
    expect(await draftProblems(pageID, { ...FACTS, salaryMin: 3100 })).toEqual([
      { check: 'vacancy-pay-range', field: 'typeData.salaryMax', params: { reason: 'missing' } },
    ]);
    expect(await draftProblems(pageID, { ...FACTS, salaryMin: 4000, salaryMax: 3100 })).toEqual([
      { check: 'vacancy-pay-range', field: 'typeData.salaryMax', params: { reason: 'reversed' } },
    ]);
    expect(await draftProblems(pageID, { ...FACTS, ...PAY })).toEqual([]);
    // Other page types are not vacancies.
    const other = await gql<{ createPage: { pageID: number } }>(
      admin,
      'mutation { createPage(input: { title: "Over ons", slug: "over-ons", type: "page", locale: "nl" }) { pageID } }',
    );
    const { contentChecksOfDraft } = await gql<{ contentChecksOfDraft: Problem[] }>(
      admin,
      'query($pageID: Int!) { contentChecksOfDraft(pageID: $pageID, draft: { title: "Over ons" }) { check field params } }',
      { pageID: other.createPage.pageID },
    );
    expect(contentChecksOfDraft.map((problem) => problem.check)).not.toContain('vacancy-pay-range');
  });

  it('stores a salary currency of ISO 4217 and refuses another', async () => {
    const pageID = await createVacancy('in-ponden', { ...FACTS, ...PAY, salaryCurrency: 'GBP' });
    const { page } = await gql<{ page: { pageVersion: { typeData: Record<string, unknown> } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { pageVersion { typeData } } }',
      { id: pageID },
    );
    expect(page.pageVersion.typeData.salaryCurrency).toBe('GBP');
    const refused = await admin.graphql('mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Vacature', slug: 'onbekende-munt', type: 'vacancy', locale: 'nl', typeData: { ...FACTS, ...PAY, salaryCurrency: 'XYZ' } },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ errors: [expect.objectContaining({ code: 'V_12', property: 'typeData.salaryCurrency' })] });
  });

  it('with "every vacancy must show a pay range" on, publishing one without refuses (CC_01) and leaves it unpublished; with a range it publishes', async () => {
    const without = await createVacancy('geen-schaal', FACTS);
    await setBlocking(['vacancy-pay-range']);
    try {
      const refused = await publish(without);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: 'CC_01',
        details: { problems: [{ check: 'vacancy-pay-range', severity: 'error', blockKey: null, field: 'typeData.salaryMin', params: { reason: 'missing' } }] },
      });
      const rest = await admin.post<Envelope>(`/api/blokwerk/page/${without}/publish`, {});
      expect(rest.status).toBe(409);
      expect(rest.body.Errors).toEqual([expect.objectContaining({ code: 'CC_01' })]);
      const { page } = await gql<{ page: { page: { publishedVersionID: number | null } } }>(
        admin,
        'query($id: Int!) { page(id: $id) { page { publishedVersionID } } }',
        { id: without },
      );
      expect(page.page.publishedVersionID).toBeNull();

      const withRange = await createVacancy('met-schaal', { ...FACTS, ...PAY });
      expect((await publish(withRange)).body.errors).toBeUndefined();
    } finally {
      await setBlocking([]);
    }
    // Off again: the check only warns.
    expect((await publish(without)).body.errors).toBeUndefined();
  });

  it('asks for no salary history: the form accepts no such field and the site’s form shows none', async () => {
    const accepted = Object.keys(submitApplication.input.shape);
    expect(accepted).toContain('cv');
    expect(accepted.filter((name) => SALARY_WORDS.test(name))).toEqual([]);
    for (const path of ['/solliciteren', '/en/apply']) {
      const html = await (await fetch(new URL(path, server.t.url))).text();
      const form = /<form[\s\S]*<\/form>/.exec(html)?.[0] ?? '';
      expect(form).toMatch(/name="email"/);
      expect(form).not.toMatch(SALARY_WORDS);
    }
  });
});
