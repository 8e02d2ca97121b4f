import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';
import { ASSIGN_SOURCES } from '../../src/db/migrations/Migration20261128010000_translation_source.js';

type Created = Envelope & { pageID: number; pageVersionID: number };
interface Source {
  pageID: number;
  locale: string;
  versionID: number | null;
}
interface PageView {
  id: number;
  locale: string;
  outOfDate: boolean;
  translationSource: Source | null;
}
interface StatusRow {
  pageID: number;
  locale: string;
  isSource: boolean;
  published: boolean;
  pendingRequest: boolean;
  outOfDate: boolean;
  status: string;
}
interface Changes {
  source: Source;
  headVersionID: number;
  outOfDate: boolean;
  comparison: { blocks: { key: string; change: string; changedProps: string[] }[] } | null;
}

const heading = (key: string, text: string) => ({ type: 'heading', key, props: { text } });

describe('translations that know they are stale', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const ids = { nl: 0, nlVersion: 0, en: 0, de: 0 };

  beforeAll(async () => {
    await server.t.database.pool.query(`update "settings" set "available_locales" = '{nl,en,de}'`);
  });

  it('records the source page and its head version on a new translation', async () => {
    const client = await admin();
    const nl = await client.post<Created>('/api/blokwerk/page/create', {
      title: 'Over ons',
      slug: 'over-ons',
      type: 'page',
      locale: 'nl',
      content: [heading('intro', 'Welkom'), heading('team', 'Ons team')],
    });
    const en = await client.post<Created>('/api/blokwerk/page/create-translation', {
      pageID: nl.body.pageID,
      newLocale: 'en',
      title: 'About us',
      slug: 'about-us',
    });
    Object.assign(ids, { nl: nl.body.pageID, nlVersion: nl.body.pageVersionID, en: en.body.pageID });
    const page = await client.get<Envelope & { page: PageView }>(`/api/blokwerk/page/${ids.en}`);
    expect(page.body.page).toMatchObject({ outOfDate: false, translationSource: { pageID: ids.nl, locale: 'nl', versionID: ids.nlVersion } });
    const source = await client.get<Envelope & { page: PageView }>(`/api/blokwerk/page/${ids.nl}`);
    expect(source.body.page).toMatchObject({ outOfDate: false, translationSource: null });
  });

  it('flags the translation once its source is stored, in GraphQL and REST, and lists the changed block', async () => {
    const client = await admin();
    await client.post(`/api/blokwerk/page/version/${ids.nlVersion}/store`, {
      revision: 1,
      title: 'Over ons',
      blocks: [heading('intro', 'Welkom bij Blokwerk'), heading('team', 'Ons team')],
    });
    const data = await gql<{ page: { page: PageView } }>(
      client,
      'query($id: Int!) { page(id: $id) { page { id outOfDate translationSource { pageID locale versionID } } } }',
      { id: ids.en },
    );
    expect(data.page.page).toMatchObject({ outOfDate: true, translationSource: { versionID: ids.nlVersion } });
    expect((await client.get<Envelope & { page: PageView }>(`/api/blokwerk/page/${ids.en}`)).body.page.outOfDate).toBe(true);

    const changes = await client.get<Envelope & Changes>(`/api/blokwerk/page/${ids.en}/source-changes`);
    expect(changes.body).toMatchObject({ outOfDate: true, source: { pageID: ids.nl, locale: 'nl', versionID: ids.nlVersion } });
    expect(changes.body.comparison?.blocks).toEqual([
      { key: 'intro', type: 'heading', change: 'changed', changedProps: ['text'] },
      { key: 'team', type: 'heading', change: 'unchanged', changedProps: [] },
    ]);
    const viaGraphQL = await gql<{ sourceChanges: Changes }>(
      client,
      'query($id: Int!) { sourceChanges(pageID: $id) { headVersionID comparison { blocks { key change } } } }',
      { id: ids.en },
    );
    expect(viaGraphQL.sourceChanges).toEqual({
      headVersionID: changes.body.headVersionID,
      comparison: {
        blocks: [
          { key: 'intro', change: 'changed' },
          { key: 'team', change: 'unchanged' },
        ],
      },
    });
    expect((await client.get(`/api/blokwerk/page/${ids.nl}/source-changes`)).body.Errors).toEqual([expect.objectContaining({ code: 'V_07' })]);
  });

  it('answers the status of every locale of the group', async () => {
    const client = await admin();
    const de = await client.post<Created>('/api/blokwerk/page/create-translation', { pageID: ids.nl, newLocale: 'de', title: 'Über uns', slug: 'ueber-uns' });
    ids.de = de.body.pageID;
    await client.post(`/api/blokwerk/page/${ids.de}/publish`, {});
    const rest = await client.get<Envelope & { items: StatusRow[] }>(`/api/blokwerk/page/${ids.en}/translation-status`);
    expect(rest.body.items.map((r) => [r.locale, r.status, r.isSource])).toEqual([
      ['de', 'published', false],
      ['en', 'out-of-date', false],
      ['nl', 'draft', true],
    ]);
    const data = await gql<{ translationStatus: StatusRow[] }>(
      client,
      'query($id: Int!) { translationStatus(pageID: $id) { pageID locale published outOfDate } }',
      { id: ids.nl },
    );
    expect(data.translationStatus).toEqual([
      { pageID: ids.de, locale: 'de', published: true, outOfDate: false },
      { pageID: ids.en, locale: 'en', published: false, outOfDate: true },
      { pageID: ids.nl, locale: 'nl', published: false, outOfDate: false },
    ]);
    expect((await client.get('/api/blokwerk/page/424242/translation-status')).status).toBe(404);
  });

  it('filters the page list by out of date', async () => {
    const client = await admin();
    const list = await client.post<Envelope & { items: PageView[]; totalItems: number }>('/api/blokwerk/page/list', { outOfDate: true });
    expect([list.body.items.map((p) => p.id), list.body.totalItems]).toEqual([[ids.en], 1]);
    const data = await gql<{ pages: { items: PageView[] } }>(client, '{ pages(outOfDate: false, pageSize: 100) { items { id outOfDate } } }');
    expect(data.pages.items.map((p) => p.id).toSorted((a, b) => a - b)).toEqual(
      [ids.nl, ids.en, ids.de].filter((id) => id !== ids.en).toSorted((a, b) => a - b),
    );
  });

  it('refuses a stale source version with 409 and the current head, then clears the flag', async () => {
    const client = await admin();
    const head = (await client.get<Envelope & Changes>(`/api/blokwerk/page/${ids.en}/source-changes`)).body.headVersionID;
    const stale = await client.post<Envelope & { Conflict?: { headVersionID: number } }>(`/api/blokwerk/page/${ids.en}/mark-up-to-date`, {
      sourceVersionID: ids.nlVersion,
    });
    expect([stale.status, stale.body.Errors.map((e) => [e.code, e.property]), stale.body.Conflict?.headVersionID]).toEqual([
      409,
      [['V_07', 'sourceVersionID']],
      head,
    ]);
    expect((await client.get<Envelope & { page: PageView }>(`/api/blokwerk/page/${ids.en}`)).body.page.outOfDate).toBe(true);

    const marked = await gql<{ markTranslationUpToDate: { page: PageView } }>(
      client,
      'mutation($id: Int!, $v: Int!) { markTranslationUpToDate(pageID: $id, sourceVersionID: $v) { page { outOfDate translationSource { versionID } } } }',
      { id: ids.en, v: head },
    );
    expect(marked.markTranslationUpToDate.page).toEqual({ outOfDate: false, translationSource: { versionID: head } });
    expect((await client.get<Envelope & { page: PageView }>(`/api/blokwerk/page/${ids.en}`)).body.page.outOfDate).toBe(false);
    expect((await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/list', { outOfDate: true })).body.items).toEqual([]);
    const audit = await server.t.database.pool.query<{ action: string }>(
      `select "action" from "audit_entry" where "action" = 'page.translation-up-to-date' and "target_id" = $1`,
      [String(ids.en)],
    );
    expect(audit.rowCount).toBe(1);
  });

  // Last: the migration's assignment rewrites every group's source.
  it('migrates older groups to the default-locale page as source, at its head, with nothing flagged', async () => {
    const client = await admin();
    const en = await client.post<Created>('/api/blokwerk/page/create', { title: 'Team', slug: 'team', type: 'page', locale: 'en' });
    const nl = await client.post<Created>('/api/blokwerk/page/create-translation', { pageID: en.body.pageID, newLocale: 'nl', title: 'Team', slug: 'team' });
    const de = await client.post<Created>('/api/blokwerk/page/create-translation', { pageID: en.body.pageID, newLocale: 'de', title: 'Team', slug: 'team' });
    await client.post(`/api/blokwerk/page/version/${nl.body.pageVersionID}/store`, { revision: 1, title: 'Ons team' });
    const pool = server.t.database.pool;
    await pool.query('update "page" set "source_page_id" = null, "source_version_id" = null where "translation_group" = $1', [en.body.pageID]);
    await pool.query(ASSIGN_SOURCES);
    const sources = await pool.query<{ id: number; source: number | null; current: boolean }>(
      `select p."id", p."source_page_id" as "source", p."source_version_id" = s."head_version_id" as "current"
       from "page" p left join "page" s on s."id" = p."source_page_id" where p."translation_group" = $1 order by p."id"`,
      [en.body.pageID],
    );
    // Dutch is the default locale: the Dutch page is the source, though the English one is older.
    expect(sources.rows).toEqual([
      { id: en.body.pageID, source: nl.body.pageID, current: true },
      { id: nl.body.pageID, source: null, current: null },
      { id: de.body.pageID, source: nl.body.pageID, current: true },
    ]);
    expect((await client.post<Envelope & { items: PageView[] }>('/api/blokwerk/page/list', { outOfDate: true })).body.items).toEqual([]);
  });

  it('needs edit-page for every call', async () => {
    const client = await admin();
    await client.post('/api/blokwerk/user/roles', { name: 'Alleen media', permissions: [{ name: 'manage-media' }] });
    const { client: media } = await activatedUser(server.t, client, 'media@example.test', 'Alleen media');
    for (const answer of [
      await media.get(`/api/blokwerk/page/${ids.en}/translation-status`),
      await media.get(`/api/blokwerk/page/${ids.en}/source-changes`),
      await media.post(`/api/blokwerk/page/${ids.en}/mark-up-to-date`, { sourceVersionID: ids.nlVersion }),
    ])
      expect([answer.status, answer.body.Errors[0]?.code]).toEqual([403, 'UM_01']);
    const viaGraphQL = await media.graphql('query($id: Int!) { translationStatus(pageID: $id) { locale } }', { id: ids.en });
    expect(viaGraphQL.body.errors?.[0]?.extensions).toMatchObject({ code: 'UM_01' });
  });
});
