import type { IntlShape } from 'react-intl';
import type { FieldContent } from './content';
import type { FieldDef } from './fields/fieldTypes';

const WORDS = 80;

/** Text cut after about WORDS characters, at a word boundary. */
function firstWords(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= WORDS) return clean;
  const cut = clean.slice(0, WORDS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > WORDS / 2 ? cut.lastIndexOf(' ') : WORDS)}…`;
}

const textOfHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** What one field says about the block, when it has something to say. */
function fieldSummary(field: FieldDef, content: FieldContent, intl: IntlShape): string | undefined {
  const value = content.values[field.name];
  switch (field.type) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'richText':
      return typeof value === 'string' ? textOfHtml(value) : undefined;
    case 'select':
      return field.options?.find((option) => option.value === value)?.label;
    case 'image': {
      const entries = content.images[field.name] ?? [];
      const first = entries[0];
      return first && intl.formatMessage({ id: 'editor.summary.media' }, { name: first.altText || first.fileName, more: entries.length - 1 });
    }
    case 'file': {
      const entries = content.files[field.name] ?? [];
      const first = entries[0];
      return first && intl.formatMessage({ id: 'editor.summary.media' }, { name: first.title || first.fileName, more: entries.length - 1 });
    }
    case 'list':
      return Array.isArray(value) && value.length > 0 ? intl.formatMessage({ id: 'editor.summary.items' }, { count: value.length }) : undefined;
    default:
      return undefined;
  }
}

// Text first: "the first text-like field" says most; media and list counts are the next best.
const PREFERENCE = ['text', 'richText', 'image', 'file', 'list', 'select'];

/**
 * What a collapsed block shows of its content (Payload's row labels, Wagtail's summaries): the
 * declared summary field's value, else the first text-like field's, else a media or list field's.
 */
export function blockSummary(type: { summaryField?: string | null; fields: readonly FieldDef[] }, content: FieldContent, intl: IntlShape): string {
  const declared = type.fields.find((field) => field.name === type.summaryField);
  const ordered = PREFERENCE.flatMap((kind) => type.fields.filter((field) => field.type === kind));
  for (const field of declared ? [declared, ...ordered] : ordered) {
    const summary = fieldSummary(field, content, intl)?.trim();
    if (summary) return firstWords(summary);
  }
  return '';
}
