import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { activatedUser, ADMIN, ApiClient, gql, signedIn, useTestServer, type Envelope } from '@blokwerk/testing';

const vacancyData = (i: number) => ({
  hoursMin: 32,
  hoursMax: 40,
  department: i % 2 ? 'Engineering' : 'Sales',
  locality: 'Utrecht',
  employmentType: 'FULL_TIME',
  workplace: 'hybrid',
  datePosted: '2026-11-01',
});

const set = (client: ApiClient, pageIDs: number[]) => client.post<Envelope & { pageIDs: number[] }>('/api/blokwerk/vacancy-highlights/set', { pageIDs });

describe('vacancy highlights', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;
  const vacancies: number[] = [];
  let plainPage = 0;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 7; i++) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: { title: `Vacature ${i}`, slug: `vacature-${i}`, type: 'vacancy', locale: 'nl', typeData: vacancyData(i) },
        },
      );
      vacancies.push(createPage.pageID);
    }
    plainPage = (
      await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
        input: { title: 'Over ons', slug: 'over-ons', type: 'page', locale: 'nl' },
      })
    ).createPage.pageID;
  });

  const listed = async () =>
    (await (await new ApiClient(server.t.url).prime()).get<Envelope & { pageIDs: number[] }>('/api/blokwerk/vacancy-highlights/list')).body.pageIDs;

  it('keeps up to six, in the order given, for anyone to read', async () => {
    const six = vacancies.slice(0, 6).toReversed();
    const answer = await set(admin, six);
    expect(answer.status).toBe(200);
    expect(await listed()).toEqual(six);
    expect((await gql<{ vacancyHighlights: number[] }>(admin, '{ vacancyHighlights }')).vacancyHighlights).toEqual(six);
  });

  it('refuses a seventh through REST and GraphQL, and changes nothing', async () => {
    const before = await listed();
    const seven = await set(admin, vacancies);
    expect(seven.status).toBe(400);
    expect(seven.body.Errors.map((e) => `${e.code} ${e.property}`)).toEqual(['V_07 pageIDs']);
    const viaGraphql = await admin.graphql('mutation($ids: [Int!]!) { setVacancyHighlights(pageIDs: $ids) }', { ids: vacancies });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('V_07');
    expect(await listed()).toEqual(before);
  });

  it('refuses pages that are no vacancy, an id twice, and callers without the permission', async () => {
    const [first = 0, second = 0] = vacancies;
    const wrong = await set(admin, [first, plainPage, second, first, 99_999]);
    expect(wrong.body.Errors.map((e) => `${e.code} ${e.property}`)).toEqual(['V_12 pageIDs.1', 'V_12 pageIDs.3', 'V_12 pageIDs.4']);
    const editor = await activatedUser(server.t, admin, 'highlights-editor@example.test', 'Editor');
    const refused = await set(editor.client, [first]);
    expect(refused.status).toBe(403);
    expect(refused.body.Errors[0]?.code).toBe('UM_01');
  });

  it('drops a deleted vacancy from the list', async () => {
    const before = await listed();
    const [gone] = before;
    await gql(admin, 'mutation($id: Int!) { deletePage(id: $id) { __typename } }', { id: gone });
    expect(await listed()).toEqual(before.slice(1));
  });

  it('skips a closed or unpublished highlight on the site, its slot going to the next open vacancy, and tells the admin why', async () => {
    const vacancy = async (title: string, typeData: Record<string, unknown>, publish = true) => {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: { title, slug: title.toLowerCase().replaceAll(' ', '-'), type: 'vacancy', locale: 'nl', typeData: { ...vacancyData(0), ...typeData } },
        },
      );
      if (publish) await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      return createPage.pageID;
    };
    const open = await vacancy('Open een', { datePosted: '2026-11-03' });
    const closed = await vacancy('Gesloten', { datePosted: '2019-12-01', closingDate: '2020-01-01' });
    const draft = await vacancy('Concept', {}, false);
    await vacancy('Open twee', { datePosted: '2026-11-02' });
    await vacancy('Open drie', { datePosted: '2026-10-30' });
    expect((await set(admin, [open, closed, draft])).status).toBe(200);

    const cards = async (locale: string) =>
      (
        await gql<{ highlightedVacancies: { title: string; highlighted: boolean }[] }>(
          admin,
          'query($locale: String!) { highlightedVacancies(locale: $locale) { title highlighted } }',
          { locale },
        )
      ).highlightedVacancies;
    expect(await cards('nl')).toEqual([
      { title: 'Open een', highlighted: true },
      { title: 'Open twee', highlighted: false },
      { title: 'Open drie', highlighted: false },
    ]);

    // In English: the highlighted vacancy's translation, highlighted too.
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      {
        input: { pageID: open, locale: 'en', title: 'Open one', slug: 'open-one' },
      },
    );
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createTranslation.pageID });
    expect(await cards('en')).toEqual([{ title: 'Open one', highlighted: true }]);

    const { vacancyHighlightStates } = await gql<{ vacancyHighlightStates: { pageID: number; title: string; problem: string | null }[] }>(
      admin,
      'query($ids: [Int!]!) { vacancyHighlightStates(pageIDs: $ids) { pageID title problem } }',
      { ids: [open, closed, draft] },
    );
    expect(vacancyHighlightStates.toSorted((a, b) => a.pageID - b.pageID)).toEqual([
      { pageID: open, title: 'Open een', problem: null },
      { pageID: closed, title: 'Gesloten', problem: 'closed' },
      { pageID: draft, title: 'Concept', problem: 'unpublished' },
    ]);
    const visitor = await new ApiClient(server.t.url).prime();
    expect(
      (await visitor.graphql('query($ids: [Int!]!) { vacancyHighlightStates(pageIDs: $ids) { problem } }', { ids: [open] })).body.errors?.[0]?.extensions?.code,
    ).toBe('UM_01');
  });
});
