import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { fetchHtml } from '../support/site-page.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

const CREATE = 'mutation($input: PreviewDraftInput!) { createPreviewDraft(input: $input) { token expiresAt } }';

describe("the editor's live preview of unsaved drafts", { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  let admin: ApiClient;
  let editor: ApiClient;
  let mediaOnly: ApiClient;
  let pageID: number;

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    editor = (await activatedUser(server.t, admin, 'erik@example.test', 'Editor')).client;
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Media only', permissions: [{ name: 'manage-media' }] },
    });
    mediaOnly = (await activatedUser(server.t, admin, 'mira@example.test', 'Media only')).client;
    const created = await gql<{ createPage: { pageID: number } }>(
      admin,
      'mutation { createPage(input: { title: "Vacatures", slug: "vacatures", type: "page", locale: "nl" }) { pageID } }',
    );
    pageID = created.createPage.pageID;
  });

  const draftOf = (text: string) => ({
    pageID,
    title: 'Vacatures (concept)',
    blocks: [
      { type: 'heading', key: 'h1', props: { text, level: 'h2' } },
      // Half-typed: a heading without text is no reason to refuse a preview.
      { type: 'heading', key: 'h2', props: {} },
      { type: 'rich-text', key: 't1', props: { html: '<p>Hallo <em>daar</em></p>' } },
    ],
  });

  it('shows its author the unsaved draft in the site layout, cleaned, marked as unsaved, never cached or indexed', async () => {
    const { createPreviewDraft } = await gql<{ createPreviewDraft: { token: string; expiresAt: string } }>(editor, CREATE, {
      input: draftOf('Nog niet opgeslagen'),
    });
    expect(createPreviewDraft.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Date(createPreviewDraft.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const preview = await fetchHtml(server.t.url, `/-/preview/draft/${createPreviewDraft.token}`, editor);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.html).toContain('<h1>Vacatures (concept)</h1>');
    expect(preview.html).toContain('Nog niet opgeslagen</h2>');
    expect(preview.html).toContain('<p>Hallo <em>daar</em></p>');
    expect(preview.html).toContain('preview-notice--unsaved');
    expect(preview.html).toContain('Niet-opgeslagen wijzigingen');
    // Nothing was stored: the page's head version is untouched.
    const head = await gql<{ page: { pageVersion: { revision: number; blocks: unknown[] } } }>(
      admin,
      'query($id: Int!) { page(id: $id) { pageVersion { revision blocks } } }',
      { id: pageID },
    );
    expect(head.page.pageVersion).toEqual({ revision: 1, blocks: [] });
  });

  it('refuses a user who may not edit pages, and content no version could hold, with catalogue codes', async () => {
    const refused = await mediaOnly.graphql(CREATE, { input: draftOf('Geheim') });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UM_01');
    const badBlock = await editor.graphql(CREATE, { input: { pageID, title: 'X', blocks: [{ type: 'no-such-block', key: 'x', props: {} }] } });
    expect(badBlock.body.errors?.[0]?.extensions).toMatchObject({ code: 'V_12' });
    const tooLong = await editor.graphql(CREATE, {
      input: { pageID, title: 'X', blocks: [{ type: 'heading', key: 'h', props: { text: 'x'.repeat(201), level: 'h2' } }] },
    });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toMatch(/^V_/);
    // The same HTML rules as storing: a script is refused, not shown.
    const script = await editor.graphql(CREATE, {
      input: { pageID, title: 'X', blocks: [{ type: 'rich-text', key: 't', props: { html: '<p>a<script>alert(1)</script></p>' } }] },
    });
    expect(script.body.errors?.[0]?.extensions?.code).toBe('V_15');
    const noPage = await editor.graphql(CREATE, { input: { pageID: 999999, title: 'X', blocks: [] } });
    expect(noPage.body.errors?.[0]?.extensions?.code).toBe('PM_01');
    const { rows } = await server.t.database.pool.query<{ count: string }>('select count(*) from "preview_draft"');
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it("answers the site's not-found for an unknown, expired or someone else's token, and sends a visitor to the login", async () => {
    const { createPreviewDraft } = await gql<{ createPreviewDraft: { token: string } }>(editor, CREATE, { input: draftOf('Verloopt') });
    const path = `/-/preview/draft/${createPreviewDraft.token}`;
    const others = await fetchHtml(server.t.url, path, admin);
    expect(others.status).toBe(404);
    expect(others.html).toContain('Pagina niet gevonden');
    expect(others.html).not.toContain('Verloopt');
    const visitor = await fetchHtml(server.t.url, path);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/cmsadmin/login?next=${encodeURIComponent(path)}`);
    expect((await fetchHtml(server.t.url, path, mediaOnly)).status).toBe(404);

    const unknown = await fetchHtml(server.t.url, '/-/preview/draft/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', editor);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Pagina niet gevonden');

    expect((await fetchHtml(server.t.url, path, editor)).status).toBe(200);
    await server.t.database.pool.query(`update "preview_draft" set "expires_at" = now() - interval '1 second' where "token" = $1`, [createPreviewDraft.token]);
    const expired = await fetchHtml(server.t.url, path, editor);
    expect(expired.status).toBe(404);
    expect(expired.html).toContain('Pagina niet gevonden');
    expect(expired.html).not.toContain('Verloopt');
  });
});
