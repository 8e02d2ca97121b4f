import type { Block } from '../src/content-model/validate.js';

const hash = (n: number) => n.toString(16).padStart(64, '0');

/** `count` valid blocks mixing the standard types, 3 of them with images (a realistic page). */
export function benchBlocks(count: number): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < count; i++) {
    const key = `b${i}`;
    const base = { key, anchorPoint: null, __images: {}, __files: {} };
    switch (i % 5) {
      case 0:
        blocks.push({ ...base, type: 'heading', props: { text: `Kop ${i}`, level: 'h2' } });
        break;
      case 1:
        blocks.push({
          ...base,
          type: 'rich-text',
          props: {
            html: `<p>Alinea ${i} met <strong>nadruk</strong> en een <a href="https://example.test">link</a>. ${'Lorem ipsum dolor sit amet. '.repeat(8)}</p>`,
          },
        });
        break;
      case 2:
        blocks.push(
          i < 15
            ? {
                ...base,
                type: 'image',
                props: { caption: `Beeld ${i}` },
                __images: { image: [{ fileID: i, hash: hash(i), fileName: `beeld-${i}.jpg`, altText: `Beeld ${i}` }] },
              }
            : { ...base, type: 'quote', props: { quote: `Citaat ${i}`, author: 'Auteur' } },
        );
        break;
      case 3:
        blocks.push({
          ...base,
          type: 'call-to-action',
          props: { label: 'Lees meer', style: 'button', link: { kind: 'external', href: 'https://example.test/meer', newTab: false } },
        });
        break;
      default:
        blocks.push({
          ...base,
          type: 'columns',
          props: {
            columns: [
              { title: 'Links', html: '<p>Links</p>' },
              { title: 'Rechts', html: '<p>Rechts</p>' },
            ],
          },
        });
    }
  }
  return blocks;
}
