import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { everyStandardBlock, file, image } from '../content-model/fixtures.js';
import { fetchHtml } from '../support/site-page.js';
import { useTestServer } from '../support/test-server.js';
import { gql } from '../support/gql.js';

// Renders the built site (site/dist): run `npm run build -w site` first.

async function createPage(client: ApiClient, title: string, slug: string, content: unknown[] = []): Promise<{ pageID: number; pageVersionID: number }> {
  const data = await gql<{ createPage: { pageID: number; pageVersionID: number } }>(
    client,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }',
    { input: { title, slug, type: 'page', locale: 'nl', content } },
  );
  return data.createPage;
}

async function publish(admin: ApiClient, pageID: number): Promise<void> {
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: pageID });
}

/** The fixture's blocks, its call to action linking to `linkedPageID`, plus one linking to `hiddenPageID`. */
function blocksLinkingTo(linkedPageID: number, hiddenPageID: number): unknown[] {
  return [
    ...everyStandardBlock.map((block) =>
      block.type === 'call-to-action' ? { ...block, props: { ...block.props, link: { kind: 'internal', pageId: linkedPageID } } } : block,
    ),
    { type: 'call-to-action', key: 'hidden', props: { label: 'Naar het geheim', link: { kind: 'internal', pageId: hiddenPageID }, style: 'link' } },
  ];
}

/** What every rendering of the fixture's blocks shows, on `pageID`. */
function expectStandardBlocks(html: string, pageID: number, linkedPath: string): void {
  expect(html).toContain('<h2 id="werken" class="block block-heading">Werken bij ons</h2>');
  expect(html).toContain('Welkom bij <strong>Blokwerk</strong>. Lees <a href="#werken">meer</a>');
  // The image block's entry is cropped: the site shows the editor's crop.
  expect(html).toContain(
    `<img src="/api/blokwerk/medialib/preview-crop?imageID=${image(1).fileID}&amp;x=10&amp;y=20&amp;width=300&amp;height=200` +
      `&amp;rotate=90&amp;scaleX=-1&amp;scaleY=1" alt="Photo 1" loading="lazy"`,
  );
  expect(html).toContain('<figcaption>Ons kantoor</figcaption>');
  expect(html).toContain('<h2>Sfeer</h2>');
  expect(html).toContain(`/block_images_b4/${image(4).hash}/photo-4.jpg" alt="Photo 4"`);
  expect(html).toContain(
    `<a href="/api/blokwerk/medialib/get-page-file/${pageID}/block_files_b5/${file(5).hash}/brochure-5.pdf" download="brochure-5.pdf">Brochure 5</a>`,
  );
  expect(html).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Bedrijfsfilm"/);
  expect(html).toContain('<blockquote><p>Hier werk je aan echte projecten.</p></blockquote><figcaption>Sanne, <cite>Engineer</cite></figcaption>');
  expect(html).toContain(`<a href="${linkedPath}" class="button-link">Solliciteer nu!</a>`);
  expect(html).toMatch(/<div id="over-ons" class="block text-with-image">.*<p>Tekst naast een beeld\.<\/p>/s);
  expect(html).toMatch(/<div class="block columns columns--2">.*<h3>Eén<\/h3>.*<p>Links<\/p>.*<h3>Twee<\/h3>.*<p>Rechts<\/p>/s);
}

describe('the site renders blocks, and editors preview any version in its layout', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server);
  let admin: ApiClient;
  let editor: ApiClient;
  let mediaOnly: ApiClient;
  let linked: { pageID: number };
  let hidden: { pageID: number };
  let draft: { pageID: number; pageVersionID: number };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    editor = (await activatedUser(server.t, admin, 'erik@example.test', 'Editor')).client;
    await gql(admin, 'mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Media only', permissions: [{ name: 'manage-media' }] },
    });
    mediaOnly = (await activatedUser(server.t, admin, 'mira@example.test', 'Media only')).client;

    linked = await createPage(admin, 'Contact', 'contact');
    await publish(admin, linked.pageID);
    hidden = await createPage(admin, 'Geheim', 'geheim');
    draft = await createPage(editor, 'Nieuws', 'nieuws', blocksLinkingTo(linked.pageID, hidden.pageID));
  });

  it('shows a signed-in editor the draft in the site layout, never cached or indexed, framable by the admin only', async () => {
    const preview = await fetchHtml(server.t.url, `/-/preview/${draft.pageVersionID}`, editor);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(preview.headers.get('content-security-policy')).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.html).toContain('<title>Nieuws | Blokwerk</title>');
    expect(preview.html).toContain('<h1>Nieuws</h1>');
    expect(preview.html).toContain('class="site-header"');
    expectStandardBlocks(preview.html, draft.pageID, '/contact');
    // Editors also follow links to pages that are not published yet.
    expect(preview.html).toContain('<a href="/geheim">Naar het geheim</a>');
    // The page list shows the published pages of its type, as visitors would see them.
    expect(preview.html).toMatch(/<h2>Nieuws<\/h2><ul class="page-list"><li><a href="\/contact">Contact<\/a><\/li><\/ul>/);
    expect(preview.html).not.toContain('Geheim</a>');

    // Nothing is published: visitors find no page at the slug.
    expect((await fetchHtml(server.t.url, '/nieuws')).status).toBe(404);
  });

  it('sends a visitor without a session to the login, without content and without a session cookie', async () => {
    const anonymous = await fetchHtml(server.t.url, `/-/preview/${draft.pageVersionID}`);
    expect(anonymous.status).toBe(302);
    // The login returns to the preview afterwards.
    expect(anonymous.headers.get('location')).toBe(`/cmsadmin/login?next=${encodeURIComponent(`/-/preview/${draft.pageVersionID}`)}`);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    expect(anonymous.html).not.toContain('Werken bij ons');
  });

  it('answers 404 for a user who may not edit pages, an unknown version and a malformed id', async () => {
    const refused = await fetchHtml(server.t.url, `/-/preview/${draft.pageVersionID}`, mediaOnly);
    expect(refused.status).toBe(404);
    expect(refused.html).toContain('Pagina niet gevonden');
    expect(refused.html).not.toContain('Werken bij ons');
    expect((await fetchHtml(server.t.url, '/-/preview/999999', editor)).status).toBe(404);
    expect((await fetchHtml(server.t.url, '/-/preview/abc', editor)).status).toBe(404);
  });

  it('renders a published page with its blocks on its slug, with no session cookie, no noindex and no framing; a later draft only in the preview', async () => {
    await publish(admin, draft.pageID);
    const page = await fetchHtml(server.t.url, '/nieuws');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Nieuws</h1>');
    expectStandardBlocks(page.html, draft.pageID, '/contact');
    // The link to the unpublished page is left out rather than dead.
    expect(page.html).not.toContain('Naar het geheim');
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.html).not.toContain('name="robots"');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // An editor's session cookie on a public page is neither read nor renewed.
    expect((await fetchHtml(server.t.url, '/nieuws', editor)).headers.getSetCookie()).toEqual([]);

    const { storePageVersion } = await gql<{ storePageVersion: { pageVersion: { id: number } } }>(
      editor,
      'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { pageVersion { id } } }',
      {
        input: {
          id: draft.pageVersionID,
          revision: 1,
          title: 'Nieuws',
          blocks: [{ type: 'heading', key: 'h', props: { text: 'Nog niet live', level: 'h3' } }],
        },
      },
    );
    const next = await fetchHtml(server.t.url, `/-/preview/${storePageVersion.pageVersion.id}`, editor);
    expect(next.html).toContain('<h3 class="block block-heading">Nog niet live</h3>');
    expect((await fetchHtml(server.t.url, '/nieuws')).html).not.toContain('Nog niet live');
    // Any version can be previewed, the published one included.
    expect((await fetchHtml(server.t.url, `/-/preview/${draft.pageVersionID}`, editor)).html).toContain('Werken bij ons');
  });

  it('lets an admin page frame the preview in a sandboxed same-origin iframe, signed in by the cookie; public pages refuse framing', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'blokwerk_session', value: editor.sessionCookie ?? '', url: server.t.url }]);
    const page = await context.newPage();
    await page.goto(`${server.t.url}/cmsadmin/login`);
    /** The h1 of `path` as an iframe on this admin page shows it; null when the frame was refused. */
    const framedHeading = (path: string) =>
      page.evaluate(async (src) => {
        const frame = document.createElement('iframe');
        frame.setAttribute('sandbox', 'allow-same-origin allow-scripts allow-popups allow-popups-to-escape-sandbox');
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        frame.src = src;
        document.body.append(frame);
        await loaded;
        const heading = frame.contentDocument?.querySelector('h1')?.textContent ?? null;
        frame.remove();
        return heading;
      }, path);
    expect(await framedHeading(`/-/preview/${draft.pageVersionID}`)).toBe('Nieuws');
    expect(await framedHeading('/nieuws')).toBeNull();
    await context.close();
  });
});
