import { fieldValues, holders } from '../content.js';
import { outline } from '../html.js';
import type { CheckSubject, ContentCheck, Finding } from '../types.js';

/** A heading as the site renders it, with where it comes from. */
interface Heading {
  level: number;
  blockKey: string | null;
  field: string | null;
}

const LEVEL = /^h([2-4])$/;

/**
 * The page's headings in order, as the site renders them (site/src/components/PageContent.astro):
 * the page's h1 (its title, or the first hero's heading where the type hides the title), heading
 * blocks, other heroes' h2 and the headings inside rich text.
 */
function headings(subject: CheckSubject): Heading[] {
  const firstHero = subject.pageType.showTitle === false ? subject.blocks.find((block) => block.type === 'hero')?.key : undefined;
  const found: Heading[] = [];
  for (const holder of holders(subject)) {
    if (holder.blockKey === null) continue; // page-type data is placed by each site's own layout
    if (holder.blockType === 'heading') {
      const level = LEVEL.exec(String(holder.props.level ?? 'h2'));
      found.push({ level: level ? Number(level[1]) : 2, blockKey: holder.blockKey, field: 'level' });
      continue;
    }
    if (holder.blockType === 'hero' && holder.blockKey !== firstHero) found.push({ level: 2, blockKey: holder.blockKey, field: 'heading' });
    for (const { def, value, path } of fieldValues(holder.fields, holder.props)) {
      if (def.type !== 'richText' || typeof value !== 'string') continue;
      for (const heading of outline(value).headings) found.push({ level: heading.level, blockKey: holder.blockKey, field: path });
    }
  }
  return found;
}

/** No skipped heading levels (an h4 straight after the h2): screen-reader users navigate by them. */
export const headingOrderCheck: ContentCheck = {
  id: 'heading-order',
  label: { en: 'Headings follow in order', nl: 'Koppen volgen op elkaar', de: 'Überschriften folgen der Reihe nach', fr: 'Les titres se suivent dans l’ordre' },
  severity: 'warning',
  run(subject) {
    const findings: Finding[] = [];
    let previous = 1; // the page's h1
    for (const heading of headings(subject)) {
      if (heading.level > previous + 1) findings.push({ blockKey: heading.blockKey, field: heading.field, params: { level: heading.level, previous } });
      previous = heading.level;
    }
    return findings;
  },
};
