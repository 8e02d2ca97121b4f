import { describe, expect, it } from 'vitest';
import { createContentModel } from '../../src/content-model/index.js';
import type { PageType } from '../../src/content-model/registry.js';
import type { Block } from '../../src/content-model/validate.js';
import type { ImageEntry } from '../../src/content-model/values.js';
import { CORE_CHECKS } from '../../src/modules/checks/rules/index.js';
import { runChecks } from '../../src/modules/checks/run.js';
import type { CheckSubject } from '../../src/modules/checks/types.js';
import type { ApiClient, Envelope } from '../support/api-client.js';
import { ADMIN, ADMIN_ENV, activatedUser, signedIn } from '../support/accounts.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

const model = createContentModel();
const pageTypePage: PageType = { id: 'page', label: 'Page', slugPrefix: '', fields: [] };
const image = (altText: string): ImageEntry => ({ fileID: 1, hash: 'a'.repeat(64), fileName: 'team.jpg', altText });
let keys = 0;
const block = (type: string, props: Record<string, unknown>, images: Block['__images'] = {}): Block => ({
  type,
  key: `b${++keys}`,
  props,
  anchorPoint: null,
  __images: images,
  __files: {},
});

/** A page that passes every check; each test spoils one part of it. */
function subject(patch: Partial<CheckSubject> = {}): CheckSubject {
  return {
    model,
    pageType: pageTypePage,
    locale: 'nl',
    title: 'Werken bij ons',
    blocks: [
      block('heading', { text: 'Wie wij zijn', level: 'h2' }),
      block('rich-text', { html: '<p>Wij bouwen sites. Lees <a href="https://example.test/team">over ons team</a>.</p>' }),
    ],
    typeData: {},
    seoTitle: 'Werken bij ons',
    seoDescription: 'Alles over werken bij ons.',
    seoImage: [],
    colours: null,
    ...patch,
  };
}
const words = (count: number) => Array.from({ length: count }, (_, index) => `woord${index}`).join(' ');
const found = (patch: Partial<CheckSubject>, check: string) => runChecks(subject(patch), CORE_CHECKS).filter((problem) => problem.check === check);

describe('content check rules', () => {
  it('a good page has no problems', () => {
    expect(runChecks(subject(), CORE_CHECKS)).toEqual([]);
  });

  it('image-alt: block images, page-type images and the SEO image without alt text', () => {
    const photo = block('image', { caption: '' }, { image: [image('  ')] });
    expect(found({ blocks: [photo], seoImage: [image('')] }, 'image-alt')).toEqual([
      { check: 'image-alt', severity: 'error', blockKey: photo.key, field: 'image', params: { fileName: 'team.jpg' } },
      { check: 'image-alt', severity: 'error', blockKey: null, field: 'seoImage', params: { fileName: 'team.jpg' } },
    ]);
    const withPhotoField = { ...pageTypePage, fields: [{ type: 'image' as const, name: 'photo', label: 'Photo' }] };
    expect(found({ pageType: withPhotoField, typeData: { __images: { photo: [image('')] } } }, 'image-alt')).toEqual([
      expect.objectContaining({ blockKey: null, field: 'typeData.photo' }),
    ]);
    expect(
      found(
        {
          pageType: withPhotoField,
          typeData: { __images: { photo: [image('Ons team')] } },
          blocks: [block('image', {}, { image: [image('Ons team')] })],
          seoImage: [image('Ons team')],
        },
        'image-alt',
      ),
    ).toEqual([]);
  });

  it('heading-order: a skipped level, in blocks and inside rich text', () => {
    const h4 = block('heading', { text: 'Te diep', level: 'h4' });
    expect(found({ blocks: [h4] }, 'heading-order')).toEqual([
      expect.objectContaining({ blockKey: h4.key, field: 'level', params: { level: 4, previous: 1 } }),
    ]);
    const text = block('rich-text', { html: '<h2>Over ons</h2><p>Tekst.</p><h4>Te diep</h4>' });
    expect(found({ blocks: [text] }, 'heading-order')).toEqual([
      expect.objectContaining({ blockKey: text.key, field: 'html', params: { level: 4, previous: 2 } }),
    ]);
    expect(
      found({ blocks: [block('heading', { text: 'A', level: 'h2' }), block('rich-text', { html: '<h3>B</h3><h4>C</h4><h2>D</h2>' })] }, 'heading-order'),
    ).toEqual([]);
  });

  it('link-text: empty, meaningless (per language) and bare-URL link texts', () => {
    const text = block('rich-text', {
      html:
        '<p><a href="https://a.test">Klik hier</a>, <a href="https://b.test">Read more…</a>, <a href="https://c.test">https://c.test/x</a> en <a ' +
        'href="https://d.test"> </a>.</p>',
    });
    const button = block('call-to-action', { label: 'Lees meer', link: { kind: 'external', href: 'https://e.test', newTab: false }, style: 'button' });
    expect(found({ blocks: [text, button] }, 'link-text').map((problem) => [problem.blockKey, problem.params.reason])).toEqual([
      [text.key, 'vague'],
      [text.key, 'vague'],
      [text.key, 'url'],
      [text.key, 'empty'],
      [button.key, 'vague'],
    ]);
    const good = block('call-to-action', {
      label: 'Bekijk de vacatures',
      link: { kind: 'external', href: 'https://e.test', label: 'Alle vacatures', newTab: false },
      style: 'button',
    });
    expect(found({ blocks: [good] }, 'link-text')).toEqual([]);
  });

  it('empty-block: blocks with nothing filled in', () => {
    const empty = block('rich-text', { html: '<p> </p>' });
    const emptyHeading = block('heading', { text: '', level: 'h2' });
    expect(found({ blocks: [empty, emptyHeading, block('page-list', { pageType: 'page' })] }, 'empty-block').map((problem) => problem.blockKey)).toEqual([
      empty.key,
      emptyHeading.key,
    ]);
  });

  it('SEO title and description: missing, and too long (60 and 160 characters)', () => {
    expect(runChecks(subject({ seoTitle: '', seoDescription: ' ' }), CORE_CHECKS).map((problem) => problem.check)).toEqual([
      'seo-title-missing',
      'seo-description-missing',
    ]);
    expect(runChecks(subject({ seoTitle: 'x'.repeat(61), seoDescription: 'y'.repeat(161) }), CORE_CHECKS)).toEqual([
      expect.objectContaining({ check: 'seo-title-length', field: 'seoTitle', params: { length: 61, max: 60 } }),
      expect.objectContaining({ check: 'seo-description-length', field: 'seoDescription', params: { length: 161, max: 160 } }),
    ]);
    expect(runChecks(subject({ seoTitle: 'x'.repeat(60), seoDescription: 'y'.repeat(160) }), CORE_CHECKS)).toEqual([]);
  });

  it('readability: long sentences on average, or one very long sentence', () => {
    const long = block('rich-text', { html: `<p>${words(41)}. Kort.</p>` });
    const wordy = block('quote', { quote: `${words(27)}.\n${words(27)}.` });
    expect(found({ blocks: [long, wordy] }, 'readability')).toEqual([
      expect.objectContaining({ blockKey: long.key, field: 'html', params: expect.objectContaining({ longestWords: 41, averageWords: 21 }) }),
      expect.objectContaining({ blockKey: wordy.key, field: 'quote', params: expect.objectContaining({ averageWords: 27, longestWords: 27 }) }),
    ]);
    expect(found({ blocks: [block('rich-text', { html: `<p>${words(10)}. ${words(20)}.</p><ul><li>${words(39)}</li></ul>` })] }, 'readability')).toEqual([]);
  });

  it('contrast: theme colours below WCAG AA', () => {
    const colours = { primary: '#1a4a8a', primaryText: '#ffffff', accent: '#333333', accentText: '#ffffff', background: '#ffffff', text: '#222222' };
    expect(found({ colours }, 'contrast')).toEqual([]);
    expect(found({ colours: { ...colours, text: '#bbbbbb' } }, 'contrast')).toEqual([
      expect.objectContaining({ severity: 'error', field: 'colours.text', params: expect.objectContaining({ background: 'background', text: 'text' }) }),
    ]);
  });
});

interface PageAnswer extends Envelope {
  pageID: number;
  pageVersionID: number;
}
interface ProblemView {
  check: string;
  severity: string;
  blockKey: string | null;
  field: string | null;
}

const createPage = async (client: ApiClient, slug: string, blocks: unknown[]) => {
  const created = await client.post<PageAnswer>('/api/blokwerk/page/create', {
    title: `Pagina ${slug}`,
    slug,
    type: 'page',
    locale: 'nl',
    content: blocks,
    typeData: {},
  });
  expect(created.body.Errors).toEqual([]);
  return created.body;
};
const vagueLink = { type: 'rich-text', key: 'leeg', props: { html: '<p>Klik <a href="https://example.test">hier</a>.</p>' } };
const setBlocking = (client: ApiClient, ids: string[]) => client.request<Envelope & { ids: string[] }>('PUT', '/api/blokwerk/content-checks/blocking', { ids });

describe('content checks through the API', () => {
  const server = useTestServer(ADMIN_ENV);
  const problemsQuery = 'query ($id: Int!) { contentChecks(pageVersionID: $id) { check severity blockKey field params } }';

  it('answers the problems of a version through REST and GraphQL, and of an unsaved draft without storing it', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const page = await createPage(admin, 'controles', [vagueLink]);
    const rest = await admin.get<Envelope & { problems: ProblemView[] }>(`/api/blokwerk/page/version/${page.pageVersionID}/content-checks`);
    expect(rest.status).toBe(200);
    expect(rest.body.problems.map((problem) => problem.check)).toEqual(['link-text', 'seo-title-missing', 'seo-description-missing']);
    const graph = await gql<{ contentChecks: ProblemView[] }>(admin, problemsQuery, { id: page.pageVersionID });
    expect(graph.contentChecks).toEqual(rest.body.problems);

    const draft = {
      title: 'Concept',
      seoTitle: 'Controles',
      seoDescription: 'Wat de controles vinden.',
      blocks: [{ type: 'image', key: 'foto', props: {}, __images: { image: [image('')] } }],
    };
    const checked = await admin.post<Envelope & { problems: ProblemView[] }>(`/api/blokwerk/page/${page.pageID}/content-checks`, draft);
    expect(checked.body.problems).toEqual([expect.objectContaining({ check: 'image-alt', blockKey: 'foto', field: 'image' })]);
    const graphDraft = await gql<{ contentChecksOfDraft: ProblemView[] }>(
      admin,
      'query ($id: Int!, $draft: ContentChecksDraftInput!) { contentChecksOfDraft(pageID: $id, draft: $draft) { check blockKey } }',
      { id: page.pageID, draft },
    );
    expect(graphDraft.contentChecksOfDraft).toEqual([{ check: 'image-alt', blockKey: 'foto' }]);
    // Invalid draft content is refused like the live preview's (V_12 for an unknown block type).
    const invalid = await admin.post(`/api/blokwerk/page/${page.pageID}/content-checks`, { blocks: [{ type: 'nope', key: 'x', props: {} }] });
    expect(invalid.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'blocks.0.type' })]);
    // Nothing was stored: the page's head is still the first version.
    expect((await admin.get<Envelope & { pageVersion: { id: number } }>(`/api/blokwerk/page/${page.pageID}`)).body.pageVersion.id).toBe(page.pageVersionID);
  });

  it('blocking checks refuse publishing (CC_01, nothing changes); non-blocking problems never do', async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const page = await createPage(admin, 'blokkerend', [vagueLink]);
    expect((await setBlocking(admin, ['nope'])).body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'ids.0' })]);
    expect((await setBlocking(admin, ['image-alt'])).body.ids).toEqual(['image-alt']);
    // Only non-blocking problems (link-text, SEO): publishing goes on.
    expect((await admin.post(`/api/blokwerk/page/${page.pageID}/publish`, {})).status).toBe(200);

    expect((await setBlocking(admin, ['link-text', 'image-alt'])).status).toBe(200);
    const catalogue = await gql<{ contentCheckCatalogue: { id: string; label: string; blocking: boolean }[] }>(
      admin,
      '{ contentCheckCatalogue(locale: "nl") { id label blocking } }',
    );
    expect(
      catalogue.contentCheckCatalogue
        .filter((check) => check.blocking)
        .map((check) => check.id)
        .toSorted(),
    ).toEqual(['image-alt', 'link-text']);
    expect(catalogue.contentCheckCatalogue.find((check) => check.id === 'image-alt')?.label).toBe('Afbeeldingen hebben een alt-tekst');

    const other = await createPage(admin, 'geweigerd', [vagueLink]);
    const refused = await admin.post<Envelope & { Conflict?: { problems: ProblemView[] } }>(`/api/blokwerk/page/${other.pageID}/publish`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'CC_01' })]);
    expect(refused.body.Conflict?.problems).toEqual([expect.objectContaining({ check: 'link-text', blockKey: 'leeg' })]);
    const after = await admin.get<Envelope & { page: { publishedVersionID: number | null } }>(`/api/blokwerk/page/${other.pageID}`);
    expect(after.body.page.publishedVersionID).toBeNull();
    const graph = await admin.graphql('mutation ($id: Int!) { publishPage(id: $id) { page { id } } }', { id: other.pageID });
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'CC_01', details: { problems: [expect.objectContaining({ check: 'link-text' })] } });
    await setBlocking(admin, []);
  });

  it("a publication request shows the reviewer the requested version's problems, and accepting is refused while they block", async () => {
    const admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const editor = (await activatedUser(server.t, admin, 'editor@example.test', 'Editor')).client;
    const page = await createPage(editor, 'aanvraag', [vagueLink]);
    expect((await editor.post(`/api/blokwerk/page/${page.pageID}/request-publication`, {})).status).toBe(200);
    const requests = await gql<{ publicationRequests: { items: { pageID: number; problems: ProblemView[] }[] } }>(
      admin,
      '{ publicationRequests { items { pageID problems { check blockKey } } } }',
    );
    expect(requests.publicationRequests.items.find((item) => item.pageID === page.pageID)?.problems).toEqual([
      { check: 'link-text', blockKey: 'leeg' },
      { check: 'seo-title-missing', blockKey: null },
      { check: 'seo-description-missing', blockKey: null },
    ]);
    await setBlocking(admin, ['seo-title-missing']);
    const accept = await admin.post(`/api/blokwerk/page/version/${page.pageVersionID}/accept-publication`, {});
    expect(accept.body.Errors).toEqual([expect.objectContaining({ code: 'CC_01' })]);
    const pending = await admin.get<Envelope & { items: { pageID: number; status: string }[] }>('/api/blokwerk/page/fetch-request');
    expect(pending.body.items.find((item) => item.pageID === page.pageID)?.status).toBe('pending');
    await setBlocking(admin, []);
  });
});
