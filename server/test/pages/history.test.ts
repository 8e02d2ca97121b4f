import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';
import { everyStandardBlock } from '../content-model/fixtures.js';

type Created = Envelope & { pageID: number; pageVersionID: number };
type Stored = Envelope & {
  pageVersion: { id: number; blocks: { key: string; props: Record<string, unknown> }[]; restoredFrom: number | null; title: string };
  revision: number;
};

describe('history, compare, restore and slug changes', () => {
  const server = useTestServer(ADMIN_ENV);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);

  it('lists every version with author and time, compares two, and restores an old one as a new head', async () => {
    const client = await admin();
    const created = await client.post<Created>('/api/blokwerk/page/create', {
      title: 'Eerste',
      slug: 'geschiedenis',
      type: 'page',
      locale: 'nl',
      content: everyStandardBlock.slice(0, 3),
    });
    const store = (basedOn: number, revision: number, body: Record<string, unknown>) =>
      client.post<Stored>(`/api/blokwerk/page/version/${basedOn}/store`, { revision, typeData: {}, ...body });
    // v2: heading changed, image block removed, a quote added, text block moved to the end.
    const [heading, text] = everyStandardBlock;
    const v2 = await store(created.body.pageVersionID, 1, {
      title: 'Tweede',
      blocks: [{ ...heading, props: { ...heading?.props, text: 'Nieuw' } }, everyStandardBlock[6], text],
      seoTitle: 'SEO',
    });
    const history = await client.get<Envelope & { items: { revision: number; title: string; authorName: string; isHead: boolean }[]; totalItems: number }>(
      `/api/blokwerk/page/${created.body.pageID}/history`,
    );
    expect(history.body.totalItems).toBe(2);
    expect(history.body.items.map((v) => [v.revision, v.title, v.authorName, v.isHead])).toEqual([
      [2, 'Tweede', 'Administrator', true],
      [1, 'Eerste', 'Administrator', false],
    ]);

    const compared = await client.get<Envelope & { changedFields: string[]; blocks: { key: string; change: string; changedProps: string[] }[] }>(
      `/api/blokwerk/page/version/compare?from=${created.body.pageVersionID}&to=${v2.body.pageVersion.id}`,
    );
    expect(compared.body.changedFields).toEqual(['title', 'seoTitle']);
    expect(compared.body.blocks).toEqual([
      { key: 'b1', type: 'heading', change: 'changed', changedProps: ['text'] },
      { key: 'b7', type: 'quote', change: 'added', changedProps: [] },
      { key: 'b2', type: 'rich-text', change: 'moved', changedProps: [] },
      { key: 'b3', type: 'image', change: 'removed', changedProps: [] },
    ]);

    const stale = await client.post<Envelope & { Conflict?: { revision: number } }>(`/api/blokwerk/page/version/${created.body.pageVersionID}/restore`, {
      revision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.Conflict?.revision).toBe(2);
    const restored = await client.post<Stored>(`/api/blokwerk/page/version/${created.body.pageVersionID}/restore`, { revision: 2 });
    expect(restored.body.revision).toBe(3);
    expect(restored.body.pageVersion).toMatchObject({ title: 'Eerste', restoredFrom: created.body.pageVersionID, blocks: everyStandardBlock.slice(0, 3) });
    expect((await client.get<Envelope & { page: { title: string; revision: number } }>(`/api/blokwerk/page/${created.body.pageID}`)).body.page).toMatchObject({
      title: 'Eerste',
      revision: 3,
    });
    type Summary = { id: number; revision: number; restoredFromRevision: number | null; previousID: number | null; ageSeconds: number; isHead: boolean };
    const after = await client.get<Envelope & { items: Summary[]; totalItems: number; headVersionID: number }>(
      `/api/blokwerk/page/${created.body.pageID}/history`,
    );
    expect(after.body.totalItems).toBe(3);
    // Each version names its predecessor and what it restored by revision, for "compare with previous" and "restored from r1".
    expect(after.body.items.map((v) => [v.revision, v.previousID, v.restoredFromRevision])).toEqual([
      [3, v2.body.pageVersion.id, 1],
      [2, created.body.pageVersionID, null],
      [1, null, null],
    ]);
    expect(after.body.headVersionID).toBe(restored.body.pageVersion.id);
    expect(after.body.items.every((v) => v.ageSeconds >= 0 && v.ageSeconds < 600)).toBe(true);
    // A later page of the list still knows the head and the predecessors across the page boundary.
    const second = await client.get<Envelope & { items: Summary[]; headVersionID: number }>(
      `/api/blokwerk/page/${created.body.pageID}/history?pageSize=1&pageIndex=1`,
    );
    expect(second.body.items.map((v) => [v.revision, v.previousID])).toEqual([[2, created.body.pageVersionID]]);
    expect(second.body.headVersionID).toBe(restored.body.pageVersion.id);

    const other = await client.post<Created>('/api/blokwerk/page/create', { title: 'Ander', slug: 'ander', type: 'page', locale: 'nl' });
    expect((await client.get(`/api/blokwerk/page/version/compare?from=${other.body.pageVersionID}&to=${v2.body.pageVersion.id}`)).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_07' }),
    ]);
  });

  it('changes a slug: the old path answers with a redirect, and links elsewhere follow when asked', async () => {
    const client = await admin();
    const target = await client.post<Created>('/api/blokwerk/page/create', { title: 'Vacatures', slug: 'vacatures', type: 'page', locale: 'nl' });
    const linkHtml = `<p>Zie <a href="/vacatures" data-page-id="${target.body.pageID}">onze vacatures</a> en <a href="/vacatures">deze</a>.</p>`;
    const linking = await client.post<Created>('/api/blokwerk/page/create', {
      title: 'Home',
      slug: 'home-met-link',
      type: 'page',
      locale: 'nl',
      content: [{ type: 'rich-text', key: 'r', props: { html: linkHtml } }],
    });
    await server.t.database.pool.query('update "page" set "published_version_id" = "head_version_id" where "id" in ($1, $2)', [
      target.body.pageID,
      linking.body.pageID,
    ]);

    const taken = await client.request('PUT', `/api/blokwerk/page/${target.body.pageID}/save`, { slug: 'home-met-link' });
    expect(taken.body.Errors).toEqual([expect.objectContaining({ code: 'V_06', property: 'slug' })]);
    const saved = await client.request<Envelope & { page: { slug: string }; updatedLinks: number }>('PUT', `/api/blokwerk/page/${target.body.pageID}/save`, {
      slug: 'werken/vacatures',
      shouldUpdateLinks: true,
    });
    expect(saved.body.page.slug).toBe('werken/vacatures');
    expect(saved.body.updatedLinks).toBe(1); // head and published are the same version

    const version = await client.get<Envelope & { pageVersion: { blocks: { props: { html: string } }[] } }>(
      `/api/blokwerk/page/version/fetch/${linking.body.pageVersionID}`,
    );
    // Only the link that names the page (data-page-id) changes; a bare href is left to the redirect.
    expect(version.body.pageVersion.blocks[0]?.props.html).toBe(
      `<p>Zie <a href="/werken/vacatures" data-page-id="${target.body.pageID}">onze vacatures</a> en <a href="/vacatures">deze</a>.</p>`,
    );

    const visitor = await new ApiClient(server.t.url).prime();
    expect((await visitor.post('/api/blokwerk/page/get-by-slug', { slug: 'vacatures' })).body).toMatchObject({
      redirect: { locale: 'nl', slug: 'werken/vacatures' },
    });
    expect((await visitor.post<Envelope & { page: { id: number } }>('/api/blokwerk/page/get-by-slug', { slug: 'werken/vacatures' })).body.page.id).toBe(
      target.body.pageID,
    );
    // A second move keeps the first old path pointing at the page's current slug.
    await client.request('PUT', `/api/blokwerk/page/${target.body.pageID}/save`, { slug: 'banen' });
    expect((await visitor.post('/api/blokwerk/page/get-by-slug', { slug: 'vacatures' })).body).toMatchObject({ redirect: { slug: 'banen' } });
    expect((await visitor.post('/api/blokwerk/page/get-by-slug', { slug: 'werken/vacatures' })).body).toMatchObject({ redirect: { slug: 'banen' } });
    // A new page may take an old path: the redirect gives way.
    await client.post<Created>('/api/blokwerk/page/create', { title: 'Nieuw', slug: 'vacatures', type: 'page', locale: 'nl' });
    const { rowCount } = await server.t.database.pool.query(`select 1 from "page_redirect" where "slug" = 'vacatures'`);
    expect(rowCount).toBe(0);
  });
});
