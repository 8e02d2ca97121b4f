import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Issue 32: publishing or unpublishing one locale never changes another, also when two locales
// are published at the same instant (Strapi #25802 and Payload #15642 lose exactly this).

interface PageState {
  headVersionID: number;
  publishedVersionID: number | null;
  hasUnpublishedChanges: boolean;
  revision: number;
}
interface Shown extends Envelope {
  page?: { id: number };
  pageVersion?: { title: string };
}

const PAGE = 'query($id: Int!) { page(id: $id) { page { headVersionID publishedVersionID hasUnpublishedChanges revision } pageVersion { id } } }';

describe('publication per locale', () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let visitor: ApiClient;
  const ids = { nl: 0, en: 0 };

  const state = async (locale: keyof typeof ids) =>
    (await gql<{ page: { page: PageState; pageVersion: { id: number } } }>(admin, PAGE, { id: ids[locale] })).page;
  const store = async (locale: keyof typeof ids, title: string) => {
    const { page, pageVersion } = await state(locale);
    await gql(admin, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
      input: { id: pageVersion.id, revision: page.revision, title, blocks: [] },
    });
  };
  const publish = (locale: keyof typeof ids) => gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: ids[locale] });
  const unpublish = (locale: keyof typeof ids) => gql(admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: ids[locale] });
  const shownTitle = async (slug: string, locale: string) => {
    const answer = await visitor.post<Shown>('/api/blokwerk/page/get-by-slug', { slug, locale });
    return answer.body.pageVersion?.title ?? answer.body.Errors?.[0]?.code;
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    visitor = await new ApiClient(server.t.url).prime();
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title: 'Locatie', slug: 'locatie', type: 'page', locale: 'nl', content: [] },
    });
    ids.nl = createPage.pageID;
    const { createTranslation } = await gql<{ createTranslation: { pageID: number } }>(
      admin,
      'mutation($input: CopyPageInput!) { createTranslation(input: $input) { pageID } }',
      {
        input: { pageID: ids.nl, locale: 'en', title: 'Location', slug: 'location' },
      },
    );
    ids.en = createTranslation.pageID;
  });

  it('publishes two locales at the same instant, each its own head, round after round', async () => {
    for (const round of [1, 2, 3]) {
      await Promise.all([store('nl', `Locatie ${round}`), store('en', `Location ${round}`)]);
      await Promise.all([publish('nl'), publish('en')]);
      const [nl, en] = await Promise.all([state('nl'), state('en')]);
      expect([nl.page.publishedVersionID, en.page.publishedVersionID]).toEqual([nl.page.headVersionID, en.page.headVersionID]);
      expect([await shownTitle('locatie', 'nl'), await shownTitle('location', 'en')]).toEqual([`Locatie ${round}`, `Location ${round}`]);
    }
  });

  it('leaves the other locale as it was when one is unpublished, republished or edited', async () => {
    const enBefore = (await state('en')).page;
    await store('en', 'Location draft');
    const enDraft = (await state('en')).page;

    await unpublish('nl');
    expect(await shownTitle('locatie', 'nl')).toBe('PM_01');
    expect(await shownTitle('location', 'en')).toBe('Location 3');

    await store('nl', 'Locatie 4');
    await Promise.all([publish('nl'), unpublish('en')]);
    expect(await shownTitle('locatie', 'nl')).toBe('Locatie 4');
    expect(await shownTitle('location', 'en')).toBe('PM_01');

    await publish('en');
    const en = (await state('en')).page;
    // The English draft stored before went live as itself; nothing of Dutch came along.
    expect(en.publishedVersionID).toBe(enDraft.headVersionID);
    expect(en.publishedVersionID).not.toBe(enBefore.publishedVersionID);
    expect(await shownTitle('location', 'en')).toBe('Location draft');
    expect(await shownTitle('locatie', 'nl')).toBe('Locatie 4');
  });
});
