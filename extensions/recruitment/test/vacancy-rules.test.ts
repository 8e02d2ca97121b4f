import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN, gql, signedIn, useTestServer, type ApiClient, type Envelope } from '@blokwerk/testing';

const FACTS = {
  hoursMin: 32,
  hoursMax: 40,
  department: 'Service',
  locality: 'Utrecht',
  employmentType: 'FULL_TIME',
  workplace: 'onsite',
  datePosted: '2026-11-10',
};
const CREATE = 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }';
const vacancy = (slug: string, typeData: Record<string, unknown>) => ({ title: 'Monteur', slug, type: 'vacancy', locale: 'nl', typeData });

/** The catalogue codes of a refused GraphQL call, by property. */
const refusals = (body: { errors?: { extensions?: object }[] }) =>
  (body.errors?.[0]?.extensions as { errors?: { code: string; property?: string }[] } | undefined)?.errors;

/** The vacancy page type's rules across fields (server/vacancy.ts, PageType.validate), run on every save. */
describe('vacancy typeData rules', () => {
  const server = useTestServer({ extensions: [recruitment] });
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });

  it('refuses hours upside down through GraphQL and REST with V_12 on the field, and creates nothing', async () => {
    const viaGraphQL = await admin.graphql(CREATE, { input: vacancy('omgekeerd', { ...FACTS, hoursMax: 24 }) });
    expect(refusals(viaGraphQL.body)).toEqual([expect.objectContaining({ code: 'V_12', property: 'typeData.hoursMax' })]);
    const viaRest = await admin.post('/api/blokwerk/page/create', vacancy('omgekeerd', { ...FACTS, hoursMax: 24 }));
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'typeData.hoursMax' })]);
    // The slug is still free: nothing was written.
    const created = await admin.post<Envelope & { pageID: number }>('/api/blokwerk/page/create', vacancy('omgekeerd', FACTS));
    expect(created.status).toBe(200);
  });

  it('refuses a closing date before the posting date when a version is stored, and keeps the page as it was', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(admin, CREATE, {
      input: vacancy('sluit-te-vroeg', { ...FACTS, closingDate: '2026-12-31' }),
    });
    const store = { revision: 1, title: 'Monteur', blocks: [], typeData: { ...FACTS, closingDate: '2026-11-09' } };
    const viaRest = await admin.post(`/api/blokwerk/page/version/${createPage.pageVersionID}/store`, store);
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'typeData.closingDate' })]);
    const viaGraphQL = await admin.graphql('mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: createPage.pageVersionID, ...store },
    });
    expect(refusals(viaGraphQL.body)).toEqual([expect.objectContaining({ code: 'V_12', property: 'typeData.closingDate' })]);
    const { page } = await gql<{ page: { page: { revision: number } } }>(admin, 'query($id: Int!) { page(id: $id) { page { revision } } }', {
      id: createPage.pageID,
    });
    expect(page.page.revision).toBe(1);
    // The closing day may be the posting day itself.
    const sameDay = await admin.post(`/api/blokwerk/page/version/${createPage.pageVersionID}/store`, {
      ...store,
      typeData: { ...FACTS, closingDate: FACTS.datePosted },
    });
    expect(sameDay.status).toBe(200);
  });
});
