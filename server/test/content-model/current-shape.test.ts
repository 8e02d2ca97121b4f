import { beforeAll, describe, expect, it } from 'vitest';
import { renameField, wrapInList } from '../../src/content-model/migrations/steps.js';
import type { BlockType, PageType } from '../../src/content-model/registry.js';
import { content } from '../../src/extension.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { ANONYMOUS } from '../../src/operations/actor.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { fetchHtml } from '../support/site-page.js';
import { contextAs, useTestServer } from '../support/test-server.js';
import { recruitmentExtension } from '../backup/recruitment.js';

/*
 * Content stored at an older version of its type, before an administrator runs the content
 * migrations: the site and every read show it in the current shape, and nothing is written.
 * The recruitment extension's consultancy block (description → role at version 2) renders on the site.
 */

const text = (name: string) => ({ type: 'text', name, label: { en: name } }) as const;
// Version 2: a quote's text and author became the one item of a list of quotes.
const quotes: BlockType = {
  id: 'quotes',
  label: { en: 'Quotes' },
  fields: [{ type: 'list', name: 'items', label: { en: 'Quotes' }, fields: [text('text'), text('author')] }],
  version: 2,
  migrations: [{ from: 1, to: 2, steps: [wrapInList(['text', 'author'], 'items')] }],
};
const event: PageType = {
  id: 'event-page',
  label: { en: 'Event' },
  slugPrefix: 'events/',
  fields: [text('location')],
  version: 2,
  migrations: [{ from: 1, to: 2, steps: [renameField('venue', 'location')] }],
};

const recruitment = await recruitmentExtension();
const model = defineExtension({ name: 'current-shape', blockTypes: [quotes], pageTypes: [event] });

// What a server before version 2 stored: no `v`, no `__v`, the old field names.
const oldBlocks = [
  { type: 'consultancy', key: 'c1', props: { name: 'Sanne', description: 'Recruiter techniek' }, anchorPoint: null, __images: {}, __files: {} },
  // Both names set: the rename cannot apply, so this one is served as stored.
  { type: 'consultancy', key: 'c2', props: { name: 'Kees', description: 'Oud', role: 'Recruiter zorg' }, anchorPoint: null, __images: {}, __files: {} },
  { type: 'quotes', key: 'q1', props: { text: 'Echte projecten.', author: 'Sanne' }, anchorPoint: null, __images: {}, __files: {} },
];

type Created = Envelope & { pageID: number; pageVersionID: number };
type Version = { id: number; blocks: unknown[]; typeData: Record<string, unknown> };

describe('content stored at an older version, before a content-migration run', () => {
  const server = useTestServer(ADMIN_ENV, [...recruitment, model]);
  let admin: ApiClient;
  let eventPage: Created;
  let listPage: Created;

  /** Every stored version's blocks and typeData, and the working drafts, as jsonb text. */
  const stored = async () =>
    (
      await server.t.database.pool.query<{ json: string }>(
        `select jsonb_build_array("id", "blocks", "type_data")::text as "json" from "page_version"
         union all select "content"::text from "page_working_draft" order by 1`,
      )
    ).rows;
  const storedBlock = async (key: string) =>
    (
      await server.t.database.pool.query<{ json: string }>(
        `select "b"::text as "json" from "page_version", jsonb_array_elements("blocks") "b" where "b"->>'key' = $1`,
        [key],
      )
    ).rows;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const create = async (slug: string, type: string, blocks: unknown[], typeData = {}) =>
      (await admin.post<Created>('/api/blokwerk/page/create', { title: slug, slug, type, locale: 'nl', content: blocks, typeData })).body;
    eventPage = await create('open-dag', 'event-page', [], { location: 'Hal 1' });
    const two = [
      { text: 'Een', author: 'A' },
      { text: 'Twee', author: 'B' },
    ];
    listPage = await create('citaten', 'page', [{ type: 'quotes', key: 'q2', props: { items: two } }]);
    const pool = server.t.database.pool;
    await pool.query(`update "page_version" set "blocks" = $1::jsonb, "type_data" = '{"venue": "Hal 1", "__images": {}, "__files": {}}' where "id" = $2`, [
      JSON.stringify(oldBlocks),
      eventPage.pageVersionID,
    ]);
    await pool.query('update "page" set "published_version_id" = "head_version_id" where "id" = $1', [eventPage.pageID]);
    // The editor's working draft, typed before version 2 too.
    const draft = {
      title: 'open-dag',
      blocks: oldBlocks,
      typeData: { venue: 'Hal 1' },
      seoTitle: '',
      seoDescription: '',
      seoKeywords: [],
      seoImage: null,
      tags: [],
    };
    await pool.query(
      `insert into "page_working_draft" ("page_id", "user_id", "base_version_id", "base_revision", "content")
       select $1, "id", $2, 1, $3::jsonb from "app_user" where "email" = $4`,
      [eventPage.pageID, eventPage.pageVersionID, JSON.stringify(draft), ADMIN.email],
    );
  });

  it('shows the current shape on the site, in the preview and in every read, and writes nothing', async () => {
    const before = await stored();
    const role = /<p class="consultancy-role"[^>]*>Recruiter techniek<\/p>/;
    expect((await fetchHtml(server.t.url, '/events/open-dag')).html).toMatch(role);
    expect((await fetchHtml(server.t.url, `/-/preview/${eventPage.pageVersionID}`, admin)).html).toMatch(role);

    const expected = (version: Version) => {
      expect(version.blocks).toEqual([
        expect.objectContaining({ key: 'c1', v: 2, props: { name: 'Sanne', role: 'Recruiter techniek' } }),
        oldBlocks[1],
        expect.objectContaining({ key: 'q1', v: 2, props: { items: [{ text: 'Echte projecten.', author: 'Sanne' }] } }),
      ]);
      expect(version.typeData).toEqual(expect.objectContaining({ location: 'Hal 1', __v: 2 }));
      expect(version.typeData).not.toHaveProperty('venue');
    };
    const reads = await gql<{ page: { pageVersion: Version }; pageVersion: Version; pageBySlug: { pageVersion: Version }; workingDraft: Version }>(
      admin,
      `query ($id: Int!, $version: Int!) {
        page(id: $id) { pageVersion { id blocks typeData } }
        pageVersion(id: $version) { id blocks typeData }
        pageBySlug(slug: "events/open-dag", locale: "nl") { pageVersion { id blocks typeData } }
        workingDraft(pageID: $id) { blocks typeData }
      }`,
      { id: eventPage.pageID, version: eventPage.pageVersionID },
    );
    for (const version of [reads.page.pageVersion, reads.pageVersion, reads.pageBySlug.pageVersion, reads.workingDraft]) expected(version);
    expected((await admin.get<Envelope & { pageVersion: Version }>(`/api/blokwerk/page/version/fetch/${eventPage.pageVersionID}`)).body.pageVersion);
    const extensionRead = await content.publishedPage(contextAs(server.t, ANONYMOUS), { id: eventPage.pageID });
    expected({ id: eventPage.pageVersionID, blocks: extensionRead?.blocks ?? [], typeData: extensionRead?.typeData ?? {} });

    expect(await stored()).toEqual(before);
  });

  it('reports a list of two items that a reverse run cannot fit into one quote, and reverses a wrapped one byte for byte', async () => {
    const dry = await admin.post<Envelope & { report: { failureCount: number; failures: unknown[] } }>('/api/blokwerk/content-model/migrations/dry-run', {
      reverse: 'quotes@1',
    });
    expect(dry.body.report.failures).toEqual([
      expect.objectContaining({ pageID: listPage.pageID, blockKey: 'q2', reason: 'items has 2 items, and only one fits in text, author' }),
    ]);
    expect(dry.body.report.failureCount).toBe(1);

    const wrapped = await storedBlock('q1');
    await gql(admin, 'mutation { runContentMigrations { status } }');
    expect((await storedBlock('q1'))[0]?.json).toContain('"items": [{"text": "Echte projecten.", "author": "Sanne"}]');
    await gql(admin, 'mutation { runContentMigrations(reverse: "quotes@1") { status } }');
    expect(await storedBlock('q1')).toEqual(wrapped);
    expect((await storedBlock('q2'))[0]?.json).toContain('"v": 2');
  });
});
