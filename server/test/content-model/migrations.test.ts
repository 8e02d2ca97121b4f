import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotMigrate, mapValue, moveBlock, renameField } from '../../src/content-model/migrations/steps.js';
import type { BlockType, PageType } from '../../src/content-model/registry.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { continueRun, startRun } from '../../src/modules/content-model/migration-runs.js';
import { createPage, storeVersion } from '../../src/modules/pages/page-operations.js';
import { createPreviewDraft } from '../../src/modules/pages/preview-drafts.js';
import { saveWorkingDraft } from '../../src/modules/pages/working-draft-operations.js';
import { invoke } from '../../src/operations/invoke.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import type { ApiClient } from '../support/api-client.js';
import { gql } from '../support/gql.js';
import { contextAs, useTestServer } from '../support/test-server.js';

/*
 * Issue 36, "Done when" 1: a model at version 1 stores content (history, a working draft, a preview
 * draft); a server whose model is at version 2 renames a block field, moves a removed block type
 * into another, renames a page-level field, and keeps a block whose type is gone.
 */

const text = (name: string) => ({ type: 'text', name, label: { en: name } }) as const;
const callout1: BlockType = { id: 'callout', label: { en: 'Callout' }, fields: [text('caption'), text('tone')] };
const pullQuote: BlockType = { id: 'pull-quote', label: { en: 'Pull quote' }, fields: [text('text')] };
const gone: BlockType = { id: 'gone', label: { en: 'Gone' }, fields: [text('note')] };
const event1: PageType = { id: 'event-page', label: { en: 'Event' }, slugPrefix: 'events/', fields: [text('venue')] };

// Version 2: caption → text (a "loud" tone cannot be migrated), pull quotes become callouts, venue → location.
const callout2: BlockType = {
  ...callout1,
  fields: [text('text'), text('tone')],
  version: 2,
  migrations: [
    {
      from: 1,
      to: 2,
      steps: [
        renameField('caption', 'text'),
        mapValue(
          'tone',
          (tone) => (tone === 'loud' ? cannotMigrate('loud is no tone any more') : tone),
          (tone) => tone,
        ),
        moveBlock('pull-quote', 'callout'),
      ],
    },
  ],
};
const event2: PageType = { ...event1, fields: [text('location')], version: 2, migrations: [{ from: 1, to: 2, steps: [renameField('venue', 'location')] }] };

const modelV1 = defineExtension({ name: 'model-v1', blockTypes: [callout1, pullQuote, gone], pageTypes: [event1] });
const modelV2 = defineExtension({ name: 'model-v2', blockTypes: [callout2], pageTypes: [event2] });

const block = (type: string, key: string, props: Record<string, unknown>) => ({ type, key, props, anchorPoint: null, __images: {}, __files: {} });

type Row = { key: string; json: string };

describe('content-model migrations', () => {
  const v1 = useTestServer(ADMIN_ENV, [modelV1]);
  let v2: RunningServer;
  let admin: ApiClient;
  let eventPage: number;
  let plainPage: number;

  /** Every stored copy of blocks and typeData, as jsonb text (canonical: what "byte for byte" compares). */
  const snapshot = async (): Promise<Row[]> =>
    (
      await v1.t.database.pool.query<Row>(`
        select 'version ' || "id" as "key", jsonb_build_array("blocks", "type_data")::text as "json" from "page_version"
        union all select 'working ' || "page_id", "content"::text from "page_working_draft"
        union all select 'preview ' || "page_id", "content"::text from "preview_draft"
        order by 1`)
    ).rows;

  beforeAll(async () => {
    const ctx = () => contextAs(v1.t, { kind: 'user', userId: 1, email: ADMIN.email, permissions: new Set(['create-page', 'edit-page']) });
    const blocks = (caption: string) => [
      block('callout', 'c1', { caption, tone: 'calm' }),
      block('pull-quote', 'q1', { text: 'Real projects.' }),
      block('gone', 'g1', { note: 'kept' }),
    ];
    const created = await invoke(createPage, ctx(), {
      title: 'Open day',
      slug: 'open-day',
      type: 'event-page',
      locale: 'nl',
      content: blocks('Welcome'),
      typeData: { venue: 'Hall 1' },
    });
    eventPage = created.pageID;
    let head = { id: created.pageVersionID, revision: 1 };
    for (const caption of ['Welcome!', 'Welcome all']) {
      const stored = await invoke(storeVersion, ctx(), { ...head, title: 'Open day', blocks: blocks(caption), typeData: { venue: 'Hall 1' } });
      head = { id: stored.pageVersion.id, revision: stored.pageVersion.revision };
    }
    await invoke(saveWorkingDraft, ctx(), { pageID: eventPage, baseRevision: 3, title: 'Open day', blocks: blocks('Draft'), typeData: { venue: 'Hall 2' } });
    await invoke(createPreviewDraft, ctx(), { pageID: eventPage, title: 'Open day', blocks: blocks('Preview'), typeData: { venue: 'Hall 3' } });
    const plain = await invoke(createPage, ctx(), {
      title: 'Loud',
      slug: 'loud',
      type: 'page',
      locale: 'nl',
      content: [block('callout', 'c9', { caption: 'Hey', tone: 'loud' })],
    });
    plainPage = plain.pageID;

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: v1.t.database.url,
      BLOKWERK_DATA_DIR: v1.t.dataDir,
      LOG_LEVEL: 'silent',
      BLOKWERK_SEED: 'none',
    });
    v2 = await startServer(config, createLogger('silent'), [modelV2]);
    admin = await signedIn(v2.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => v2?.close({ idleWindowMs: 0 }));

  const REPORT = `rowsRead rowsChanged failureCount migrations { kind type from to rows copies }
    failures { source pageID revision blockKey kind type from to reason }`;

  it('reports what a run would change and what it cannot, changing nothing', async () => {
    const before = await snapshot();
    const { contentMigrationStatus } = await gql<{ contentMigrationStatus: { pending: unknown[] } }>(
      admin,
      '{ contentMigrationStatus { pending { kind type stored current } } }',
    );
    expect(contentMigrationStatus.pending).toEqual(
      expect.arrayContaining([
        { kind: 'block', type: 'callout', stored: 1, current: 2 },
        { kind: 'page', type: 'event-page', stored: 1, current: 2 },
      ]),
    );
    const { contentMigrationDryRun: report } = await gql<{ contentMigrationDryRun: Record<string, unknown> }>(
      admin,
      `{ contentMigrationDryRun(reverse: null) { ${REPORT} } }`,
    );
    // Three versions, a working draft and a preview draft of the event (two callouts each: one moved in); the loud callout fails.
    expect(report).toMatchObject({ rowsRead: 6, rowsChanged: 5, failureCount: 1 });
    expect(report.migrations).toEqual(
      expect.arrayContaining([
        { kind: 'block', type: 'callout', from: 1, to: 2, rows: 5, copies: 10 },
        { kind: 'page', type: 'event-page', from: 1, to: 2, rows: 5, copies: 5 },
      ]),
    );
    expect(report.failures).toEqual([
      {
        source: 'page_version',
        pageID: plainPage,
        revision: 1,
        blockKey: 'c9',
        kind: 'block',
        type: 'callout',
        from: 1,
        to: 2,
        reason: 'loud is no tone any more',
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('converts every stored copy, resuming an interrupted run, and reverses byte for byte', async () => {
    const before = await snapshot();
    const em = v2.db.orm.em.fork();
    const model = v2.services.platform.contentModel;
    // Interrupted after its first batch of two rows: a restart (or the next call) continues it.
    const runId = await startRun(em, model, { forward: true }, null);
    const cut = await continueRun(em, model, runId, { batchSize: 2, stopping: () => true });
    expect(cut.status).toBe('running');
    expect(cut.report.rowsRead).toBe(2);

    const { runContentMigrations: run } = await gql<{ runContentMigrations: { id: number; status: string; report: { rowsChanged: number } } }>(
      admin,
      `mutation { runContentMigrations(batchSize: 2) { id status report { rowsChanged } } }`,
    );
    expect(run).toEqual({ id: runId, status: 'done', report: { rowsChanged: 5 } });

    const rows = await snapshot();
    const converted = rows.filter((r) => !r.json.includes('"c9"'));
    // The event's three versions, its working draft and its preview draft.
    expect(converted).toHaveLength(5);
    for (const row of converted) {
      const content = JSON.parse(row.json) as unknown;
      const [blocks, typeData] = Array.isArray(content)
        ? (content as [unknown[], unknown])
        : [(content as { blocks: unknown[] }).blocks, (content as { typeData: unknown }).typeData];
      expect(blocks).toEqual([
        expect.objectContaining({ type: 'callout', key: 'c1', v: 2, props: { text: expect.any(String), tone: 'calm' } }),
        expect.objectContaining({ type: 'callout', key: 'q1', v: 2, props: { text: 'Real projects.' }, movedFrom: { type: 'pull-quote' } }),
        expect.objectContaining({ type: 'gone', key: 'g1', props: { note: 'kept' } }),
      ]);
      expect(typeData).toEqual(expect.objectContaining({ location: expect.stringMatching(/^Hall/), __v: 2 }));
      expect(typeData).not.toHaveProperty('venue');
    }
    // The copy that could not be migrated stays as it was.
    expect(rows.find((r) => r.json.includes('"c9"'))).toEqual(before.find((r) => r.json.includes('"c9"')));

    await gql(admin, `mutation { runContentMigrations(reverse: "callout@1") { status } }`);
    await gql(admin, `mutation { runContentMigrations(reverse: "page:event-page@1") { status } }`);
    expect(await snapshot()).toEqual(before);

    // Forward again for the editor's save below; a second run over converted content changes nothing.
    await gql(admin, 'mutation { runContentMigrations { status } }');
    const again = await gql<{ runContentMigrations: { report: { rowsChanged: number } } }>(
      admin,
      'mutation { runContentMigrations { report { rowsChanged } } }',
    );
    expect(again.runContentMigrations.report.rowsChanged).toBe(0);
  });

  it('keeps a block whose type is gone through an editor’s save, and refuses it changed', async () => {
    const { page: edited } = await gql<{
      page: { page: { revision: number }; pageVersion: { id: number; blocks: Record<string, unknown>[]; typeData: unknown } };
    }>(admin, `{ page(id: ${eventPage}) { page { revision } pageVersion { id blocks typeData } } }`);
    const { pageVersion } = edited;
    const page = { revision: edited.page.revision, headVersionID: pageVersion.id };
    const store = (blocks: unknown[], revision: number) =>
      admin.graphql<{ storePageVersion: { pageVersion: { blocks: unknown[] } } }>(
        'mutation ($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { blocks } } }',
        { input: { id: page.headVersionID, revision, title: 'Open day', blocks, typeData: pageVersion.typeData } },
      );
    const unknown = pageVersion.blocks.find((b) => b.type === 'gone');
    expect(unknown).toBeDefined();
    const changed = await store(
      pageVersion.blocks.map((b) => (b === unknown ? { ...b, props: { note: 'edited' } } : b)),
      page.revision,
    );
    expect(changed.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12' });

    const saved = await store(pageVersion.blocks, page.revision);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.storePageVersion.pageVersion.blocks).toContainEqual(unknown);
  });
});
