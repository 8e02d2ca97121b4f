import { isLinkValue } from '../../../components/links/linkValue';
import { isRecord } from '../editor/content';

/** Every page an internal link anywhere in the values points to (to name it by its title). */
export function linkedPageIds(values: readonly unknown[]): number[] {
  const ids = new Set<number>();
  const visit = (value: unknown): void => {
    if (isLinkValue(value) && value.kind === 'internal') ids.add(value.pageId);
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...ids].toSorted((a, b) => a - b);
}

/** Two stored values alike, compared as compareVersions compares them (their JSON). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Rich text (sanitized HTML) as plain text for reading: parsed into an inert document (no
 * scripts run, nothing loads) and never put into the page as HTML. Paragraphs, headings and
 * list items keep their line breaks.
 */
export function richTextPreview(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const item of body.querySelectorAll('li')) item.prepend('• ');
  for (const element of body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, br')) element.after('\n');
  return body.textContent
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
