import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text is stored as HTML cleaned to this allow-list. Links: external
 * (http/https), internal (`data-page-id`, href kept in step with the page's slug), anchor
 * (`#name`), mail (`mailto:`), phone (`tel:`).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'data-page-id'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkTarget(attribs) }) },
};

/** rel values an editor may set; `opener` (and anything unknown) is dropped. */
const KEPT_REL = new Set(['nofollow', 'ugc', 'sponsored', 'external']);

/**
 * A link opens in this window or in a new one (`target="_blank"`, any case), and a new window
 * never gets `window.opener`: named targets and `rel="opener"` would hand the linked page this
 * one's window (reverse tabnabbing), so they are normalised away.
 */
function safeLinkTarget({ target, rel, ...attribs }: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const newWindow = target?.trim().toLowerCase() === '_blank';
  const tokens = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => KEPT_REL.has(token));
  if (newWindow) tokens.push('noopener', 'noreferrer');
  return { ...attribs, ...(newWindow ? { target: '_blank' } : {}), ...(tokens.length ? { rel: [...new Set(tokens)].join(' ') } : {}) };
}

/** Content that cleaning would silently drop or defuse: refused instead, so nothing is lost unnoticed. */
const REFUSED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'link',
  'meta',
  'base',
]);
const DANGEROUS_URL = /^\s*(javascript|vbscript|data):/i;

export type RichTextResult = { ok: true; html: string; textLength: number } | { ok: false };

/**
 * Cleaning is a pure function of the input and costs most of a store (two parser passes per
 * field), while an editor re-sends every unchanged block on each save: remembered results.
 */
const cleaned = new LRUCache<string, RichTextResult>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (result, input) => input.length + (result.ok ? result.html.length : 0) + 64,
});

/** Cleans editor HTML to the allow-list; `ok: false` (V_15) for what cannot be cleaned safely. */
export function cleanRichText(input: string): RichTextResult {
  let result = cleaned.get(input);
  if (!result) {
    result = clean(input);
    cleaned.set(input, result);
  }
  return result;
}

function clean(input: string): RichTextResult {
  let refused = false;
  const html = sanitizeHtml(input, {
    ...ALLOWED,
    onOpenTag: (name, attribs) => {
      if (REFUSED_TAGS.has(name.toLowerCase())) refused = true;
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute) || (/^(href|src|action|formaction|xlink:href)$/i.test(attribute) && DANGEROUS_URL.test(value))) refused = true;
      }
    },
  }).trim();
  if (refused) return { ok: false };
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return { ok: true, html, textLength: text.trim().length };
}
