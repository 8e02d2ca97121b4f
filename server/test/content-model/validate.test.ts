import { describe, expect, it } from 'vitest';
import { createContentModel } from '../../src/content-model/index.js';
import { ContentModel } from '../../src/content-model/registry.js';
import { validateContent, type Block } from '../../src/content-model/validate.js';
import { DomainError, type ErrorItem } from '../../src/errors.js';
import { everyStandardBlock, image } from './fixtures.js';

const contentModel = createContentModel();

function errorsOf(blocks: unknown[], typeData: unknown = {}, pageType = 'page'): ErrorItem[] {
  try {
    validateContent(contentModel, pageType, { blocks, typeData });
    return [];
  } catch (error) {
    if (error instanceof DomainError) return [...error.errors];
    throw error;
  }
}

const withProps = (index: number, props: Record<string, unknown>): Block[] =>
  everyStandardBlock.map((b, i) => (i === index ? { ...b, props: { ...b.props, ...props } } : b));

describe('content model registry', () => {
  it('ships the standard block library and hides the blank page type from the list', () => {
    expect(contentModel.blockTypes().map((b) => b.id)).toEqual([
      'heading',
      'rich-text',
      'image',
      'image-gallery',
      'file-download',
      'video',
      'quote',
      'call-to-action',
      'text-with-image',
      'columns',
      'page-list',
      'hero',
      'teaser',
    ]);
    expect(contentModel.pageType('blank')).toBeDefined();
    expect(contentModel.pageTypes().map((t) => t.id)).not.toContain('blank');
    expect(contentModel.pageType('PAGE')?.id).toBe('page');
  });

  it('refuses declarations that would be ambiguous', () => {
    const model = new ContentModel();
    model.defineBlockType({ id: 'x', label: 'X', icon: 'X', fields: [] });
    expect(() => model.defineBlockType({ id: 'x', label: 'X', icon: 'X', fields: [] })).toThrow(/twice/);
    expect(() => model.defineBlockType({ id: 'Bad Id', label: 'X', icon: 'X', fields: [] })).toThrow(/kebab/);
    expect(() =>
      model.defineBlockType({
        id: 'y',
        label: 'Y',
        icon: 'Y',
        fields: [
          { type: 'text', name: 'a', label: 'A' },
          { type: 'text', name: 'a', label: 'A' },
        ],
      }),
    ).toThrow(/twice/);
    expect(() => model.definePageType({ id: 'p', label: 'P', slugPrefix: '/bad', fields: [] })).toThrow(/slug prefix/);
    expect(() => model.definePageType({ id: 'q', label: 'Q', slugPrefix: '', fields: [], allowedBlocks: ['nope'] })).toThrow(/unknown block/);
  });
});

describe('validating a version against the registry', () => {
  it('round-trips a page built from every standard block type unchanged', () => {
    const { blocks } = validateContent(contentModel, 'page', { blocks: structuredClone(everyStandardBlock), typeData: {} });
    expect(blocks).toEqual(everyStandardBlock);
  });

  it('fills defaults (alt text, crop direction, missing optional values)', () => {
    const { blocks } = validateContent(contentModel, 'page', {
      blocks: [
        {
          type: 'image',
          key: 'k',
          props: { caption: null },
          __images: { image: [{ fileID: 1, hash: 'a'.repeat(64), fileName: 'a.jpg', cropParams: { x: 0, y: 0, width: 1, height: 1 } }] },
        },
      ],
      typeData: {},
    });
    expect(blocks[0]).toEqual({
      type: 'image',
      key: 'k',
      props: {},
      anchorPoint: null,
      __files: {},
      __images: {
        image: [
          { fileID: 1, hash: 'a'.repeat(64), fileName: 'a.jpg', altText: '', cropParams: { x: 0, y: 0, width: 1, height: 1, rotate: 0, scaleX: 1, scaleY: 1 } },
        ],
      },
    });
  });

  const cases: [string, Block[], ErrorItem[]][] = [
    ['a required text missing', withProps(0, { text: undefined }), [{ code: 'V_01', property: 'blocks.0.props.text' }]],
    ['a required text empty', withProps(0, { text: '  ' }), [{ code: 'V_01', property: 'blocks.0.props.text' }]],
    ['a text over its limit', withProps(0, { text: 'x'.repeat(201) }), [{ code: 'V_14', property: 'blocks.0.props.text' }]],
    ['an unknown select value', withProps(0, { level: 'h1' }), [{ code: 'V_12', property: 'blocks.0.props.level' }]],
    ['a script in rich text', withProps(1, { html: '<p>Hi</p><script>alert(1)</script>' }), [{ code: 'V_15', property: 'blocks.1.props.html' }]],
    ['an event handler in rich text', withProps(1, { html: '<p onclick="steal()">Hi</p>' }), [{ code: 'V_15', property: 'blocks.1.props.html' }]],
    ['a javascript: link in rich text', withProps(1, { html: '<a href="javascript:alert(1)">x</a>' }), [{ code: 'V_15', property: 'blocks.1.props.html' }]],
    ['an iframe in rich text', withProps(1, { html: '<iframe src="https://evil.test"></iframe>' }), [{ code: 'V_15', property: 'blocks.1.props.html' }]],
    ['rich text with no text', withProps(1, { html: '<p> </p>' }), [{ code: 'V_01', property: 'blocks.1.props.html' }]],
    ['rich text over its limit', withProps(1, { html: `<p>${'x'.repeat(20_001)}</p>` }), [{ code: 'V_14', property: 'blocks.1.props.html' }]],
    ['a video elsewhere than YouTube or Vimeo', withProps(5, { url: 'https://videos.example.test/1' }), [{ code: 'V_13', property: 'blocks.5.props.url' }]],
    ['a video link that is no URL', withProps(5, { url: 'youtube' }), [{ code: 'V_13', property: 'blocks.5.props.url' }]],
    [
      'an external link that is no URL',
      withProps(7, { link: { kind: 'external', href: 'not a url' } }),
      [{ code: 'V_13', property: 'blocks.7.props.link.href' }],
    ],
    ['a mail link without an address', withProps(7, { link: { kind: 'mail', email: 'nobody' } }), [{ code: 'V_02', property: 'blocks.7.props.link.email' }]],
    ['an unknown link kind', withProps(7, { link: { kind: 'ftp', href: 'ftp://x' } }), [{ code: 'V_12', property: 'blocks.7.props.link.kind' }]],
    ['too few columns', withProps(9, { columns: [{ html: '<p>one</p>' }] }), [{ code: 'V_12', property: 'blocks.9.props.columns' }]],
    ['a column without text', withProps(9, { columns: [{ html: '<p>a</p>' }, { title: 'b' }] }), [{ code: 'V_01', property: 'blocks.9.props.columns.1.html' }]],
    ['an unknown page type', withProps(10, { pageType: 'nope' }), [{ code: 'V_12', property: 'blocks.10.props.pageType' }]],
    ['a number out of range', withProps(10, { limit: 51 }), [{ code: 'V_12', property: 'blocks.10.props.limit' }]],
  ];
  it.each(cases)('refuses %s', (_what, blocks, expected) => {
    expect(errorsOf(blocks)).toEqual(expected);
  });

  it('answers V_17 for a required image or file that is missing, and refuses a second image where one is allowed', () => {
    const withoutImage = everyStandardBlock.map((b, i) => (i === 2 ? { ...b, __images: {} } : i === 4 ? { ...b, __files: { files: [] } } : b));
    expect(errorsOf(withoutImage)).toEqual([
      { code: 'V_17', property: 'blocks.2.__images.image' },
      { code: 'V_17', property: 'blocks.4.__files.files' },
    ]);
    const twoImages = everyStandardBlock.map((b, i) => (i === 2 ? { ...b, __images: { image: [image(1), image(2)] } } : b));
    expect(errorsOf(twoImages)).toEqual([{ code: 'V_12', property: 'blocks.2.__images.image' }]);
  });

  it('keeps anchor names unique per page (V_18, case-insensitive) and block keys unique', () => {
    const clash = everyStandardBlock.map((b, i) => (i === 8 ? { ...b, anchorPoint: 'WERKEN' } : i === 3 ? { ...b, key: 'b1' } : b));
    expect(errorsOf(clash)).toEqual([
      { code: 'V_12', property: 'blocks.3.key' },
      { code: 'V_18', property: 'blocks.8.anchorPoint' },
    ]);
    expect(errorsOf([{ ...everyStandardBlock[0], anchorPoint: 'has space' }])).toEqual([{ code: 'V_12', property: 'blocks.0.anchorPoint' }]);
  });

  it('cleans what can be cleaned: unknown tags unwrapped, target=_blank links get rel', () => {
    const { blocks } = validateContent(contentModel, 'page', {
      blocks: [
        { type: 'rich-text', key: 'k', props: { html: '<div><span style="color:red">Hoi</span> <a href="https://example.test" target="_blank">x</a></div>' } },
      ],
      typeData: {},
    });
    expect(blocks[0]?.props.html).toBe('Hoi <a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('refuses unknown block and page types', () => {
    expect(errorsOf([{ type: 'carousel', key: 'k', props: {} }])).toEqual([{ code: 'V_12', property: 'blocks.0.type' }]);
    expect(errorsOf([], {}, 'nope')).toEqual([{ code: 'V_12', property: 'type' }]);
    expect(errorsOf('not a list' as unknown as unknown[])).toEqual([{ code: 'V_12', property: 'blocks' }]);
  });

  it('collects every problem of a version at once', () => {
    const broken = withProps(0, { text: undefined }).map((b, i) => (i === 5 ? { ...b, props: { ...b.props, url: 'https://x.test' } } : b));
    expect(errorsOf(broken).map((e) => e.property)).toEqual(['blocks.0.props.text', 'blocks.5.props.url']);
  });
});
