import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/** What the checks read in rich text, in document order. */
export interface RichTextOutline {
  /** Headings with their level (rich text allows h2 to h4). */
  headings: { level: number; text: string }[];
  links: { text: string; href: string }[];
  /** The text of each innermost text container (paragraph, list item, cell, …). */
  paragraphs: string[];
  /** All its text, for whether there is any. */
  text: string;
}

const HEADING = /^h([1-6])$/;
const TEXT_CONTAINERS = new Set(['p', 'li', 'td', 'th', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Outlines are a pure function of the HTML, and the editor re-checks unchanged blocks on every pause. */
const outlines = new LRUCache<string, RichTextOutline>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (_outline, html) => html.length + 64 });

/**
 * Reads stored rich text with sanitize-html's parser (htmlparser2): its filter sees each element
 * as it closes, with the element's decoded text, so the walk needs no markup handling of its own.
 */
export function outline(html: string): RichTextOutline {
  const known = outlines.get(html);
  if (known) return known;
  const result: RichTextOutline = { headings: [], links: [], paragraphs: [], text: sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() };
  // Per open text container: whether one is nested in it (then the inner one holds the text).
  const containers: boolean[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only the walk is used, its output thrown away: nothing is let through to anyone (and no warning per call).
    allowVulnerableTags: true,
    onOpenTag: (name) => {
      if (!TEXT_CONTAINERS.has(name)) return;
      if (containers.length) containers[containers.length - 1] = true;
      containers.push(false);
    },
    exclusiveFilter: (frame) => {
      const heading = HEADING.exec(frame.tag);
      if (heading) result.headings.push({ level: Number(heading[1]), text: frame.text });
      if (frame.tag === 'a') result.links.push({ text: frame.text, href: frame.attribs.href ?? '' });
      if (TEXT_CONTAINERS.has(frame.tag) && containers.pop() === false) result.paragraphs.push(frame.text);
      return false;
    },
  });
  outlines.set(html, result);
  return result;
}
