import type { LinkedPage } from '../links/linkDocuments';
import type { LinkValue } from '../links/linkValue';
import { pageHref } from '../links/pagePaths';

/** The attributes of the editor's link mark (see richTextExtensions.ts). */
export interface LinkMarkAttributes {
  href: string;
  target: string | null;
  rel: string | null;
  pageId: string | null;
}

/** A chosen link as a mark, with the text it gets where nothing was selected. */
export interface LinkMark {
  attributes: LinkMarkAttributes;
  text: string;
}

/** A link mark that opens in place and names no page. */
function plain(href: string, text: string): LinkMark {
  return { attributes: { href, target: null, rel: null, pageId: null }, text };
}

/**
 * The mark of a chosen link: external with an optional new tab, internal as the page's
 * current path plus its id (null without the page), anchor `#name`, `mailto:`, `tel:`.
 */
export function linkMark(link: LinkValue, page: LinkedPage | null, defaultLocale: string): LinkMark | null {
  switch (link.kind) {
    case 'external':
      return link.newTab
        ? { attributes: { href: link.href, target: '_blank', rel: 'noopener noreferrer', pageId: null }, text: link.href }
        : plain(link.href, link.href);
    case 'internal':
      return page && { attributes: { href: pageHref(page, defaultLocale), target: null, rel: null, pageId: String(page.id) }, text: page.title };
    case 'anchor':
      return plain(`#${link.anchor}`, link.anchor);
    case 'mail':
      return plain(`mailto:${link.email}`, link.email);
    case 'phone':
      // tel: URIs take no spaces (RFC 3966); the other separators may stay.
      return plain(`tel:${link.phone.replace(/\s+/g, '')}`, link.phone);
  }
}

/** The link a mark describes, to edit it in the link dialog. */
export function linkOfMark(attributes: Record<string, unknown>): LinkValue | null {
  const { href, target, pageId } = attributes;
  if (typeof pageId === 'string' && /^[1-9][0-9]*$/.test(pageId)) return { kind: 'internal', pageId: Number(pageId) };
  if (typeof href !== 'string') return null;
  if (href.startsWith('#')) return { kind: 'anchor', anchor: href.slice(1) };
  if (/^mailto:/i.test(href)) return { kind: 'mail', email: href.slice('mailto:'.length) };
  if (/^tel:/i.test(href)) return { kind: 'phone', phone: href.slice('tel:'.length) };
  return { kind: 'external', href, newTab: target === '_blank' };
}
