/** ts_headline's highlight markers: private-use characters the indexed text never holds (see the migration). */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A snippet as safe HTML: the indexed text may hold any characters (entities are decoded when
 * indexing), so it is escaped first and only then are the markers turned into `<mark>`.
 */
export function snippetHtml(marked: string): string {
  return marked
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_STOP, '</mark>')
    .replace(/\s+/g, ' ')
    .trim();
}
