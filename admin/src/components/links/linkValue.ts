import type { MessageId } from '../../i18n/messages';

/**
 * A block's `link` field value, as the server's `link` schema (server/src/content-model/schemas.ts)
 * accepts it. Link types: external, internal (a page, shown by its slug), anchor point,
 * mail, phone.
 */
export type LinkValue =
  | { kind: 'external'; href: string; label?: string; newTab: boolean }
  | { kind: 'internal'; pageId: number; label?: string }
  | { kind: 'anchor'; anchor: string; label?: string }
  | { kind: 'mail'; email: string; label?: string }
  | { kind: 'phone'; phone: string; label?: string };

export type LinkKind = LinkValue['kind'];

export const LINK_KINDS: readonly LinkKind[] = ['external', 'internal', 'anchor', 'mail', 'phone'];

export const LINK_KIND_LABELS: Readonly<Record<LinkKind, MessageId>> = {
  external: 'link.kind.external',
  internal: 'link.kind.internal',
  anchor: 'link.kind.anchor',
  mail: 'link.kind.mail',
  phone: 'link.kind.phone',
};

/** The server's limit on a link field's label. */
export const LINK_LABEL_MAX_LENGTH = 200;

// The server's rules (schemas.ts `link`; zod's email pattern), checked before it is asked.
const ANCHOR = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ANCHOR_MAX_LENGTH = 100;
const PHONE = /^\+?[0-9 ()-]{6,25}$/;
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isWebUrl(href: string): boolean {
  return /^https?:\/\//i.test(href) && URL.canParse(href) && new URL(href).hostname !== '';
}

export function isAnchorName(anchor: string): boolean {
  return ANCHOR.test(anchor) && anchor.length <= ANCHOR_MAX_LENGTH;
}

export function isPhoneNumber(phone: string): boolean {
  return PHONE.test(phone);
}

export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether a stored field value has a link's shape (a value from elsewhere, e.g. an older version). */
export function isLinkValue(value: unknown): value is LinkValue {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if ('label' in value && value.label !== undefined && !isText(value.label)) return false;
  switch (value.kind) {
    case 'external':
      return 'href' in value && isText(value.href) && 'newTab' in value && typeof value.newTab === 'boolean';
    case 'internal':
      return 'pageId' in value && Number.isInteger(value.pageId);
    case 'anchor':
      return 'anchor' in value && isText(value.anchor);
    case 'mail':
      return 'email' in value && isText(value.email);
    case 'phone':
      return 'phone' in value && isText(value.phone);
    default:
      return false;
  }
}

/** How a link's target reads: the URL, #anchor, address or number; pages and external links as the caller words them. */
export function linkTarget(link: LinkValue, words: { page(pageId: number): string; external?(href: string, newTab: boolean): string }): string {
  switch (link.kind) {
    case 'external':
      return words.external ? words.external(link.href, link.newTab) : link.href;
    case 'internal':
      return words.page(link.pageId);
    case 'anchor':
      return `#${link.anchor}`;
    case 'mail':
      return link.email;
    case 'phone':
      return link.phone;
  }
}
