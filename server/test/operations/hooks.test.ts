import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../src/errors.js';
import { defineExtension } from '../../src/extensions/extension.js';
import { defineOperation } from '../../src/operations/define.js';
import type { PublishedPage } from '../../src/operations/hook-points.js';
import { runHooksAfterCommit } from '../../src/operations/hooks.js';
import { invoke } from '../../src/operations/invoke.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { within } from '../support/poll.js';
import { contextAs, useTestServer } from '../support/test-server.js';

/** What the hooks saw, in the order they ran. */
const saves: string[] = [];
const publications: { pageId: number; live: boolean }[] = [];

/** Two extensions, so the order is core's declaration order across them. */
const first = defineExtension({
  name: 'hook-first',
  hooks: { 'pages.beforeSave': [(_ctx, page) => void saves.push(`first ${page.title}`)] },
});
const second = defineExtension({
  name: 'hook-second',
  hooks: {
    'pages.beforeSave': [
      (_ctx, page) => {
        saves.push(`second ${page.title}`);
        if (page.title === 'Geweigerd') throw new DomainError('V_07', 'title');
      },
    ],
    // Reads back through its own unit of work: the publication it is told of has committed.
    'pages.afterPublish': [
      async (ctx, page) => {
        const [row] = await ctx.em.execute<{ published: number | null }[]>('select "published_version_id" as "published" from "page" where "id" = ?', [
          page.pageId,
        ]);
        publications.push({ pageId: page.pageId, live: row?.published === page.versionId });
      },
    ],
  },
});

/** What pages.afterPublish was told of a page, once it has been told. */
const publishedOnce = (pageId: number) =>
  within(
    5000,
    async () => publications.filter((p) => p.pageId === pageId),
    (seen) => seen.length > 0,
  );

/** Tells of a publication, then fails: its transaction rolls back. */
const failingPublication = defineOperation({
  name: 'test.failingPublication',
  access: { signedIn: true },
  kind: 'write',
  input: z.object({ page: z.custom<PublishedPage>() }),
  async run(ctx, input): Promise<never> {
    runHooksAfterCommit(ctx, 'pages.afterPublish', input.page);
    throw new DomainError('V_07');
  },
});

describe('hook points', () => {
  const server = useTestServer(ADMIN_ENV, [first, second]);
  let admin: ApiClient;
  const create = (title: string, slug: string) =>
    admin.post<Envelope & { pageID: number; pageVersionID: number }>('/api/blokwerk/page/create', { title, slug, type: 'page', locale: 'nl' });
  const publish = (id: number) => admin.post(`/api/blokwerk/page/${id}/publish`, {});

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
  });

  it('runs pages.beforeSave in declaration order on every write: a create and a stored version', async () => {
    saves.length = 0;
    const created = await create('Eerste', 'eerste');
    expect(created.status).toBe(200);
    const stored = await admin.post(`/api/blokwerk/page/version/${created.body.pageVersionID}/store`, { revision: 1, title: 'Tweede', blocks: [] });
    expect(stored.status).toBe(200);
    expect(saves).toEqual(['first Eerste', 'second Eerste', 'first Tweede', 'second Tweede']);
  });

  it('lets a hook refuse with a catalogue code, and the refused write changes nothing', async () => {
    const refused = await create('Geweigerd', 'geweigerd');
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'V_07', property: 'title' })]);
    // Its slug is still free: the page was never written.
    expect((await create('Toegestaan', 'geweigerd')).status).toBe(200);

    const page = await create('Origineel', 'origineel');
    const store = await admin.post(`/api/blokwerk/page/version/${page.body.pageVersionID}/store`, { revision: 1, title: 'Geweigerd', blocks: [] });
    expect(store.status).toBe(400);
    const after = await admin.get<Envelope & { page: { revision: number; title: string } }>(`/api/blokwerk/page/${page.body.pageID}`);
    expect(after.body.page).toMatchObject({ revision: 1, title: 'Origineel' });
  });

  it('runs pages.afterPublish once, after the publication committed, and never for one rolled back', async () => {
    const page = await create('Live', 'live');
    expect((await publish(page.body.pageID)).status).toBe(200);
    expect(await publishedOnce(page.body.pageID)).toEqual([{ pageId: page.body.pageID, live: true }]);

    const ctx = contextAs(server.t, { kind: 'user', userId: 1, email: ADMIN.email, permissions: new Set() });
    const rolledBack = { pageId: 999_999, versionId: 1, type: 'page', locale: 'nl', slug: 'nooit', translationGroup: 999_999 };
    await expect(invoke(failingPublication, ctx, { page: rolledBack })).rejects.toThrow(DomainError);
    // Hooks run in order after each commit: once a later publication's has run, an earlier one would have too.
    const later = await create('Later', 'later');
    await publish(later.body.pageID);
    await publishedOnce(later.body.pageID);
    expect(publications.map((p) => p.pageId)).toEqual([page.body.pageID, later.body.pageID]);
  });
});
