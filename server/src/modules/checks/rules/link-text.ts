import { fieldValues, holders, normalised } from '../content.js';
import { outline } from '../html.js';
import type { ContentCheck, Finding } from '../types.js';

/**
 * Link texts that say nothing about where they lead, in the admin's languages (a page may quote
 * another language): read out of context, as screen readers list links, they are useless.
 */
const VAGUE = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'link',
  'this link',
  'continue',
  'hier klikken',
  'klik hier',
  'klik',
  'hier',
  'lees meer',
  'meer',
  'meer info',
  'meer informatie',
  'deze link',
  'verder',
  'hier klicken',
  'klicken sie hier',
  'klicken',
  'mehr',
  'weiterlesen',
  'mehr lesen',
  'mehr erfahren',
  'dieser link',
  'weiter',
  'cliquez ici',
  'cliquer ici',
  'ici',
  'lire la suite',
  'en savoir plus',
  'plus',
  'ce lien',
  'suite',
]);
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

/** Core's blocks whose text field is the text of their link (a button's label). */
const BUTTON_TEXT_FIELDS: Readonly<Record<string, string>> = { 'call-to-action': 'label', hero: 'ctaLabel' };

/** Why a link text fails, or undefined when it is fine. */
export function linkTextProblem(text: string): 'empty' | 'vague' | 'url' | undefined {
  const words = normalised(text);
  if (!words) return 'empty';
  if (
    VAGUE.has(
      words
        .toLowerCase()
        .replace(/[.!?…:»›>]+$/u, '')
        .trim(),
    )
  )
    return 'vague';
  return BARE_URL.test(words) ? 'url' : undefined;
}

/** The link texts a field's value shows: its rich text's links, a link's own label, a button's text. */
function linkTexts(blockType: string | null, fieldType: string, path: string, value: unknown): string[] {
  if (fieldType === 'richText' && typeof value === 'string') return outline(value).links.map((link) => link.text);
  // A link's own label is optional (the block may show other text): judged when given.
  if (fieldType === 'link' && typeof value === 'object' && value !== null && 'label' in value && typeof value.label === 'string' && value.label)
    return [value.label];
  if (fieldType === 'text' && blockType !== null && BUTTON_TEXT_FIELDS[blockType] === path && typeof value === 'string' && value) return [value];
  return [];
}

/** Empty or meaningless link texts, and links that show a bare URL. */
export const linkTextCheck: ContentCheck = {
  id: 'link-text',
  label: {
    en: 'Link texts say where they lead',
    nl: 'Linkteksten zeggen waar ze heen gaan',
    de: 'Linktexte sagen, wohin sie führen',
    fr: 'Les textes des liens disent où ils mènent',
  },
  severity: 'warning',
  run(subject) {
    const findings: Finding[] = [];
    for (const holder of holders(subject)) {
      for (const { def, value, path } of fieldValues(holder.fields, holder.props)) {
        for (const text of linkTexts(holder.blockType, def.type, path, value)) {
          const reason = linkTextProblem(text);
          if (reason) findings.push({ blockKey: holder.blockKey, field: `${holder.prefix}${path}`, params: { reason, text: normalised(text) } });
        }
      }
    }
    return findings;
  },
};
