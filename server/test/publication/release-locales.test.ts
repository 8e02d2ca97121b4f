import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Issue 32: releasing one locale never changes another locale's published version, also when a
// release of one and a single-page publication of the other run at the same instant.

interface PageState {
  headVersionID: number;
  publishedVersionID: number | null;
  revision: number;
}

const PAGE = 'query($id: Int!) { page(id: $id) { page { headVersionID publishedVersionID revision } } }';

describe('releases per locale', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  const ids = { nl: 0, en: 0 };

  const state = async (locale: keyof typeof ids) => (await gql<{ page: { page: PageState } }>(admin, PAGE, { id: ids[locale] })).page.page;
  const store = async (locale: keyof typeof ids, title: string) => {
    const page = await state(locale);
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: page.headVersionID, revision: page.revision, title, blocks: [] },
    });
  };
  /** An approved release holding the page of `locale`. */
  const approvedRelease = async (locale: keyof typeof ids, name: string) => {
    const { createRelease } = await gql<{ createRelease: { release: { id: number } } }>(
      admin,
      'mutation($name: String!) { createRelease(name: $name) { release { id } } }',
      { name },
    );
    const id = createRelease.release.id;
    await gql(admin, 'mutation($id: Int!, $pageId: Int!) { addReleaseItem(id: $id, pageId: $pageId) { release { id } } }', { id, pageId: ids[locale] });
    await gql(admin, 'mutation($id: Int!) { requestReleaseReview(id: $id) { release { id } } }', { id });
    await gql(admin, 'mutation($id: Int!) { reviewRelease(id: $id, decision: "approve") { release { id } } }', { id });
    return id;
  };
  const publishRelease = (id: number) => gql(admin, 'mutation($id: Int!) { publishRelease(id: $id) { release { status } } }', { id });
  const rollbackRelease = (id: number) => gql(admin, 'mutation($id: Int!) { rollbackRelease(id: $id) { release { status } } }', { id });
  const publishPage = (locale: keyof typeof ids) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: ids[locale] });

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Vestiging', slug: 'vestiging', type: 'page', locale: 'nl', content: [] },
    });
    ids.nl = createPage.pageID;
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      {
        input: { pageID: ids.nl, locale: 'en', title: 'Branch', slug: 'branch' },
      },
    );
    ids.en = createTranslation.pageID;
  });

  it('publishes and rolls back a release of one locale while the other is published alone, round after round', async () => {
    for (const round of [1, 2, 3]) {
      await Promise.all([store('nl', `Vestiging ${round}`), store('en', `Branch ${round}`)]);
      const release = await approvedRelease('nl', `Round ${round}`);
      const nlBefore = (await state('nl')).publishedVersionID;
      await Promise.all([publishRelease(release), publishPage('en')]);
      const [nl, en] = await Promise.all([state('nl'), state('en')]);
      expect([nl.publishedVersionID, en.publishedVersionID]).toEqual([nl.headVersionID, en.headVersionID]);

      // The English page changes again and goes live while the Dutch release is rolled back.
      await store('en', `Branch ${round} bis`);
      await Promise.all([rollbackRelease(release), publishPage('en')]);
      const [nlAfter, enAfter] = await Promise.all([state('nl'), state('en')]);
      expect(nlAfter.publishedVersionID).toBe(nlBefore);
      expect(enAfter.publishedVersionID).toBe(enAfter.headVersionID);
    }
  });
});
