import type { Block } from '../../src/content-model/validate.js';

const hash = (n: number) => n.toString(16).padStart(64, '0');
export const image = (n: number) => ({ fileID: n, hash: hash(n), fileName: `photo-${n}.jpg`, altText: `Photo ${n}` });
export const file = (n: number) => ({ fileID: n, hash: hash(n), fileName: `brochure-${n}.pdf`, title: `Brochure ${n}` });

const block = (
  type: string,
  key: string,
  props: Record<string, unknown>,
  media: Partial<Pick<Block, '__images' | '__files'>> = {},
  anchorPoint: string | null = null,
): Block => ({ type, key, props, anchorPoint, __images: media.__images ?? {}, __files: media.__files ?? {} });

/** One block of every standard type, already in the cleaned form the server stores. */
export const everyStandardBlock: Block[] = [
  block('heading', 'b1', { text: 'Werken bij ons', level: 'h2' }, {}, 'werken'),
  block('rich-text', 'b2', {
    html:
      '<p>Welkom bij <strong>Blokwerk</strong>. Lees <a href="#werken">meer</a>, <a href="mailto:info@example.test">mail</a> of <a ' +
      'href="tel:+31201234567">bel</a>.</p>',
  }),
  block(
    'image',
    'b3',
    { caption: 'Ons kantoor' },
    { __images: { image: [{ ...image(1), cropParams: { x: 10, y: 20, width: 300, height: 200, rotate: 90, scaleX: -1, scaleY: 1 } }] } },
  ),
  block('image-gallery', 'b4', { title: 'Sfeer' }, { __images: { images: [image(2), image(3), image(4)] } }),
  block('file-download', 'b5', { title: 'Downloads' }, { __files: { files: [file(5)] } }),
  block('video', 'b6', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Bedrijfsfilm' }),
  block('quote', 'b7', { quote: 'Hier werk je aan echte projecten.', author: 'Sanne', role: 'Engineer' }),
  block('call-to-action', 'b8', { label: 'Solliciteer nu!', link: { kind: 'internal', pageId: 42 }, style: 'button' }),
  block('text-with-image', 'b9', { html: '<p>Tekst naast een beeld.</p>', imagePosition: 'left' }, { __images: { image: [image(6)] } }, 'over-ons'),
  block('columns', 'b10', {
    columns: [
      { title: 'Eén', html: '<p>Links</p>' },
      { title: 'Twee', html: '<p>Rechts</p>' },
    ],
  }),
  block('page-list', 'b11', {
    title: 'Nieuws',
    pageType: 'page',
    limit: 3,
    moreLink: { kind: 'external', href: 'https://example.test/nieuws', newTab: false },
  }),
];
