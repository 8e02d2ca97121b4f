import type { ServerResponse } from 'node:http';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AnswerTags, rootFields, staleTags } from '../../src/cdn/tags.js';

/** The tags `tags` writes into a Surrogate-Key header. */
function written(tags: AnswerTags): string[] {
  const headers = new Map<string, string>();
  tags.writeTo({ setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse, ['Surrogate-Key']);
  return headers.get('Surrogate-Key')?.split(' ') ?? [];
}

describe('cache tags', () => {
  it('tags a page render with the page, its translation group, the pages its blocks link to and the media it shows, not with its stored content', () => {
    const tags = new AnswerTags();
    const sitePage = parse('query { sitePage(slug: "a") { page { id translationGroup slug } pageVersion { blocks } imageSizes { id } } }');
    tags.addResult(rootFields(sitePage), {
      sitePage: {
        page: { id: 7, translationGroup: 3, slug: 'a' },
        // A block whose own fields happen to be called id and slug is no page.
        pageVersion: { blocks: [{ type: 'card', props: { id: 99, slug: 'not-a-page', link: { kind: 'internal', pageId: 8 } } }] },
        imageSizes: [{ id: 1 }],
      },
    });
    // The block references, as site/src/lib/block-context.ts asks for them: page 9 is not published (yet).
    const references = parse('query($pageIds: [Int!]!, $teaserIds: [Int!]!) { pageLinkTargets(ids: $pageIds) { id slug } pageTeasers(ids: $teaserIds) { id title } }');
    tags.addResult(rootFields(references, { pageIds: [8, 9], teaserIds: [10] }), { pageLinkTargets: [{ id: 8, slug: 'b' }], pageTeasers: [{ id: 10, title: 'C' }] });
    // Lookups by id are no lists: another page's publication leaves the answer alone (no bw-pages, no bw-site).
    expect(written(tags).toSorted()).toEqual(['bw-media', 'bw-page-10', 'bw-page-7', 'bw-page-8', 'bw-page-9', 'bw-translations-3'].toSorted());
  });

  it('tags lists of pages and whatever else the site shows with bw-pages and bw-site', () => {
    const tags = new AnswerTags();
    tags.addResult(rootFields(parse('query { publishedPages(type: "vacancy") { id slug } consentTexts { title } }')), { publishedPages: [], consentTexts: { title: 'Cookies' } });
    tags.addResult(rootFields(parse('query($locale: String!) { siteMenu(locale: $locale) { id slug } }'), { locale: 'en' }), { siteMenu: [{ id: 4, slug: 'x' }] });
    expect(written(tags).toSorted()).toEqual(['bw-menu-en', 'bw-page-4', 'bw-pages', 'bw-site'].toSorted());
  });

  it('purges a page event by the page, its translation group and the lists', () => {
    expect(staleTags({ type: 'page.published', pageId: 7, translationGroup: 3, locale: 'nl', slug: 'a', versionId: 1, at: '' })).toEqual(['bw-page-7', 'bw-translations-3', 'bw-pages']);
    expect(staleTags({ type: 'menu.changed', pageId: null, locale: 'en', at: '' })).toEqual(['bw-menu-en']);
  });
});
