import { describe, expect, it } from 'vitest';
import { ApiClient, type Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { useTestServer } from '../support/test-server.js';

const extension = defineExtension({
  name: 'test-drafts',
  pageTypes: [
    { id: 'test-vacancy', label: 'Vacancy', slugPrefix: 'banen/', fields: [{ type: 'text', name: 'intro', label: 'Intro', required: true, maxLength: 20 }] },
  ],
});

type Created = Envelope & { pageID: number; pageVersionID: number };
type Saved = Envelope & {
  baseVersionID: number;
  baseRevision: number;
  updatedAt: string;
  Conflict?: { revision: number; updatedBy: { email: string } | null; headVersionID: number };
};
interface Draft {
  pageID: number;
  baseVersionID: number;
  baseRevision: number;
  title: string;
  blocks: { key: string; props: Record<string, unknown> }[];
  typeData: Record<string, unknown>;
  seoTitle: string;
}
type Read = Envelope & { workingDraft: Draft | null };

const heading = (text: string) => ({ type: 'heading', key: 'h1', props: { text, level: 'h2' }, anchorPoint: null });
const create = (client: ApiClient, slug: string) =>
  client.post<Created>('/api/blokwerk/page/create', { title: 'Vacature', slug, type: 'test-vacancy', locale: 'nl', content: [], typeData: { intro: 'Kort' } });
const save = (client: ApiClient, pageID: number, body: Record<string, unknown>) => client.post<Saved>(`/api/blokwerk/page/${pageID}/working-draft`, body);
const read = (client: ApiClient, pageID: number) => client.get<Read>(`/api/blokwerk/page/${pageID}/working-draft`);

describe('working drafts: per-editor autosave that never overwrites', () => {
  const server = useTestServer(ADMIN_ENV, [extension]);
  const admin = () => signedIn(server.t.url, ADMIN.email, ADMIN.password);
  const rows = async (pageID: number) =>
    (
      await server.t.database.pool.query<{ user_id: number }>('select "user_id" from "page_working_draft" where "page_id" = $1 order by "user_id"', [pageID])
    ).rows.map((row) => row.user_id);

  it('saves, reads and discards the caller’s draft over REST; required fields may be empty, malformed values are refused', async () => {
    const client = await admin();
    const created = await create(client, 'monteur');
    const { pageID, pageVersionID } = created.body;
    expect((await read(client, pageID)).body.workingDraft).toBeNull();

    // Half typed: an empty title, an empty required heading text and an empty required intro are a draft's right.
    const saved = await save(client, pageID, { baseRevision: 1, title: '', blocks: [heading('')], typeData: { intro: '' }, seoTitle: 'Zoektitel' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ baseVersionID: pageVersionID, baseRevision: 1 });
    const again = await save(client, pageID, { baseRevision: 1, title: 'Monteur', blocks: [heading('Wij zoeken')], typeData: { intro: 'Kom' } });
    expect(again.status).toBe(200);
    const got = (await read(client, pageID)).body.workingDraft;
    expect(got).toMatchObject({ pageID, baseVersionID: pageVersionID, baseRevision: 1, title: 'Monteur', typeData: { intro: 'Kom' }, seoTitle: '' });
    expect(got?.blocks.map((block) => block.props)).toEqual([{ text: 'Wij zoeken', level: 'h2' }]);

    // Well-formed still: too long, the wrong type of value, a video link that is none.
    const tooLong = await save(client, pageID, { baseRevision: 1, title: 'Monteur', typeData: { intro: 'x'.repeat(21) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.Errors).toEqual([expect.objectContaining({ property: 'typeData.intro' })]);
    const badBlocks = await save(client, pageID, {
      baseRevision: 1,
      title: 'Monteur',
      blocks: [{ type: 'video', key: 'v', props: { url: 'https://example.test/film' } }],
    });
    expect(badBlocks.status).toBe(400);
    expect(badBlocks.body.Errors.map((error) => error.property)).toEqual(['blocks.0.props.url']);
    expect((await save(client, pageID, { baseRevision: 1, title: 'Monteur', blocks: 'geen lijst' })).body.Errors).toEqual([
      expect.objectContaining({ code: 'V_12', property: 'blocks' }),
    ]);
    expect((await read(client, pageID)).body.workingDraft?.typeData).toMatchObject({ intro: 'Kom' });

    expect((await client.post<Envelope & { discarded: boolean }>(`/api/blokwerk/page/${pageID}/working-draft/discard`)).body.discarded).toBe(true);
    expect((await read(client, pageID)).body.workingDraft).toBeNull();
    expect((await client.post<Envelope & { discarded: boolean }>(`/api/blokwerk/page/${pageID}/working-draft/discard`)).body.discarded).toBe(false);
    expect((await read(client, 999_999)).status).toBe(404);
  });

  it('keeps each editor’s draft their own: never shown to another user or a visitor', async () => {
    const client = await admin();
    const other = await activatedUser(server.t, client, 'collega@example.test', 'Editor');
    const { pageID } = (await create(client, 'eigen')).body;
    await save(client, pageID, { baseRevision: 1, title: 'Van de beheerder' });
    expect((await read(other.client, pageID)).body.workingDraft).toBeNull();
    await save(other.client, pageID, { baseRevision: 1, title: 'Van de collega' });
    expect((await read(client, pageID)).body.workingDraft?.title).toBe('Van de beheerder');
    expect((await read(other.client, pageID)).body.workingDraft?.title).toBe('Van de collega');
    // Discarding is one's own too.
    await other.client.post(`/api/blokwerk/page/${pageID}/working-draft/discard`);
    expect((await read(client, pageID)).body.workingDraft?.title).toBe('Van de beheerder');

    const visitor = await new ApiClient(server.t.url).prime();
    expect((await read(visitor, pageID)).status).toBe(401);
    expect((await save(visitor, pageID, { baseRevision: 1, title: 'x' })).status).toBe(401);
    const site = await fetch(`${server.t.url}/banen/eigen`);
    expect(await site.text()).not.toContain('Van de beheerder');
  });

  it('refuses a draft based on an older revision with the stale store’s 409, keeping the draft; storing removes the storer’s draft only', async () => {
    const client = await admin();
    const other = await activatedUser(server.t, client, 'tweede@example.test', 'Editor');
    const { pageID, pageVersionID } = (await create(client, 'conflict')).body;
    await save(client, pageID, { baseRevision: 1, title: 'Mijn concept' });
    await save(other.client, pageID, { baseRevision: 1, title: 'Concept van de tweede' });
    expect(await rows(pageID)).toHaveLength(2);

    // The other editor stores a version: their draft becomes it and goes; mine stays, on its old base.
    const stored = await other.client.post<Envelope & { revision: number; pageVersion: { id: number } }>(`/api/blokwerk/page/version/${pageVersionID}/store`, {
      revision: 1,
      title: 'Versie van de tweede',
      blocks: [],
      typeData: { intro: 'Hallo' },
    });
    expect(stored.body.revision).toBe(2);
    expect((await read(other.client, pageID)).body.workingDraft).toBeNull();
    expect(await rows(pageID)).toHaveLength(1);

    const stale = await save(client, pageID, { baseRevision: 1, title: 'Mijn concept, verder getypt' });
    expect(stale.status).toBe(409);
    expect(stale.body.Errors).toEqual([expect.objectContaining({ code: 'V_07', property: 'revision' })]);
    expect(stale.body.Conflict).toMatchObject({ revision: 2, headVersionID: stored.body.pageVersion.id, updatedBy: { email: 'tweede@example.test' } });
    expect((await read(client, pageID)).body.workingDraft).toMatchObject({ title: 'Mijn concept', baseRevision: 1 });
    const page = await client.get<Envelope & { page: { title: string; revision: number } }>(`/api/blokwerk/page/${pageID}`);
    expect(page.body.page).toMatchObject({ title: 'Versie van de tweede', revision: 2 });

    // Deleting the page takes every draft of it along.
    await client.post(`/api/blokwerk/page/${pageID}/delete`);
    expect(await rows(pageID)).toEqual([]);
  });

  it('works through GraphQL with the same operations', async () => {
    const client = await admin();
    const other = await activatedUser(server.t, client, 'graphql@example.test', 'Editor');
    const { pageID, pageVersionID } = (await create(client, 'graphql')).body;
    const saveMutation = 'mutation($i: WorkingDraftInput!) { saveWorkingDraft(input: $i) { baseVersionID baseRevision updatedAt } }';
    const saved = await client.graphql<{ saveWorkingDraft: { baseVersionID: number; baseRevision: number } }>(saveMutation, {
      i: { pageID, baseRevision: 1, title: 'Via GraphQL', blocks: [heading('')] },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveWorkingDraft).toMatchObject({ baseVersionID: pageVersionID, baseRevision: 1 });
    const query = 'query($id: Int!) { workingDraft(pageID: $id) { title baseRevision blocks } }';
    expect((await client.graphql<{ workingDraft: { title: string } | null }>(query, { id: pageID })).body.data?.workingDraft?.title).toBe('Via GraphQL');
    expect((await other.client.graphql<{ workingDraft: unknown }>(query, { id: pageID })).body.data?.workingDraft).toBeNull();

    // My own store turns my draft into a version.
    const store = await client.graphql<unknown>('mutation($i: StorePageVersionInput!) { storePageVersion(input: $i) { revision } }', {
      i: { id: pageVersionID, revision: 1, title: 'Opgeslagen', blocks: [], typeData: { intro: 'Ja' } },
    });
    expect(store.body.errors).toBeUndefined();
    expect((await client.graphql<{ workingDraft: unknown }>(query, { id: pageID })).body.data?.workingDraft).toBeNull();

    const stale = await client.graphql<unknown>(saveMutation, { i: { pageID, baseRevision: 1, title: 'Oud' } });
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_07', details: { revision: 2 } });
    await client.graphql(saveMutation, { i: { pageID, baseRevision: 2, title: 'Nieuw' } });
    const discarded = await client.graphql<{ discardWorkingDraft: { discarded: boolean } }>(
      'mutation($id: Int!) { discardWorkingDraft(pageID: $id) { discarded } }',
      { id: pageID },
    );
    expect(discarded.body.data?.discardWorkingDraft.discarded).toBe(true);
    expect(await rows(pageID)).toEqual([]);
  });
});
