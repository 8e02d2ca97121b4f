import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AnswerTags, staleTags } from '../../src/cdn/tags.js';

/** The tags `tags` writes into a Surrogate-Key header. */
function written(tags: AnswerTags): string[] {
  const headers = new Map<string, string>();
  tags.writeTo({ setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse, ['Surrogate-Key']);
  return headers.get('Surrogate-Key')?.split(' ') ?? [];
}

describe('cache tags', () => {
  it("gathers the tags each execution's operations declare, bw-site for one that declares none", () => {
    const tags = new AnswerTags();
    const page = tags.execution();
    page.operationRan(['bw-page-7', 'bw-translations-3']);
    page.operationRan(['bw-page-7', 'bw-media']);
    page.done();
    // Page types are code: an operation may declare that its answer depends on nothing that changes.
    const fixed = tags.execution();
    fixed.operationRan([]);
    fixed.done();
    expect(written(tags).toSorted()).toEqual(['bw-media', 'bw-page-7', 'bw-translations-3']);
    const undeclared = tags.execution();
    undeclared.operationRan(undefined);
    undeclared.done();
    expect(written(tags)).toContain('bw-site');
  });

  it('tags an execution that ran no operation bw-site: nothing unknown goes untagged', () => {
    const tags = new AnswerTags();
    tags.execution().done();
    expect(written(tags)).toEqual(['bw-site']);
  });

  it('purges a page event by the page, its translation group and the lists', () => {
    expect(staleTags({ type: 'page.published', pageId: 7, translationGroup: 3, locale: 'nl', slug: 'a', versionId: 1, at: '' })).toEqual([
      'bw-page-7',
      'bw-translations-3',
      'bw-pages',
    ]);
    expect(staleTags({ type: 'menu.changed', pageId: null, locale: 'en', at: '' })).toEqual(['bw-menu-en']);
  });
});
