import { fieldValues, holders } from '../content.js';
import { outline } from '../html.js';
import type { Holder } from '../content.js';
import type { ContentCheck } from '../types.js';

/** Whether a value says anything; selects and booleans always hold one (their default), so they do not count. */
function hasContent(type: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (type === 'select' || type === 'boolean') return false;
  if (type === 'richText' && typeof value === 'string') return outline(value).text !== '';
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

function isEmpty(holder: Holder): boolean {
  if ([...Object.values(holder.images), ...Object.values(holder.files)].some((entries) => entries?.length)) return false;
  for (const { def, value } of fieldValues(holder.fields, holder.props)) if (hasContent(def.type, value)) return false;
  return true;
}

/** Blocks with nothing filled in: the site would show an empty space (or nothing at all). */
export const emptyBlockCheck: ContentCheck = {
  id: 'empty-block',
  label: { en: 'No empty blocks', nl: 'Geen lege blokken', de: 'Keine leeren Blöcke', fr: 'Aucun bloc vide' },
  severity: 'warning',
  run(subject) {
    return holders(subject)
      .filter((holder) => holder.blockKey !== null && isEmpty(holder))
      .map((holder) => ({ blockKey: holder.blockKey, field: null, params: { blockType: holder.blockType ?? '' } }));
  },
};
