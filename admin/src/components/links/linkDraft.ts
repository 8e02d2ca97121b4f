import type { ApiErrorItem } from '../../api/apiError';
import type { LinkedPage } from './linkDocuments';
import { isAnchorName, isEmailAddress, isPhoneNumber, isWebUrl, type LinkKind, type LinkValue } from './linkValue';

/** The link dialog's inputs: one target per kind, so switching kinds back and forth loses nothing. */
export interface LinkDraft {
  kind: LinkKind;
  href: string;
  newTab: boolean;
  anchor: string;
  email: string;
  phone: string;
  label: string;
}

export function draftOf(link: LinkValue | null): LinkDraft {
  const draft: LinkDraft = { kind: link?.kind ?? 'external', href: '', newTab: false, anchor: '', email: '', phone: '', label: link?.label ?? '' };
  switch (link?.kind) {
    case 'external':
      return { ...draft, href: link.href, newTab: link.newTab };
    case 'anchor':
      return { ...draft, anchor: link.anchor };
    case 'mail':
      return { ...draft, email: link.email };
    case 'phone':
      return { ...draft, phone: link.phone };
    default:
      return draft;
  }
}

export type DraftCheck = { value: LinkValue; errors: [] } | { value: null; errors: ApiErrorItem[] };

function refused(property: string, code: string): DraftCheck {
  return { value: null, errors: [{ code, property }] };
}

/** V_01 for a missing text, `code` for one that is not `valid`; null when it is fine. */
function refusedText(property: string, text: string, valid: (text: string) => boolean, code: string): DraftCheck | null {
  if (text === '') return refused(property, 'V_01');
  return valid(text) ? null : refused(property, code);
}

/**
 * The link the draft describes, or what stops it, as catalogue errors on the draft's
 * properties (V_01 missing, V_13 not a web URL, V_02 not an email address, V_12 otherwise).
 */
export function checkDraft(draft: LinkDraft, page: LinkedPage | null): DraftCheck {
  const label = draft.label.trim();
  const labelled = label === '' ? {} : { label };

  switch (draft.kind) {
    case 'external': {
      const href = draft.href.trim();
      return refusedText('href', href, isWebUrl, 'V_13') ?? { value: { kind: 'external', href, newTab: draft.newTab, ...labelled }, errors: [] };
    }
    case 'internal':
      return page ? { value: { kind: 'internal', pageId: page.id, ...labelled }, errors: [] } : refused('page', 'V_01');
    case 'anchor': {
      const anchor = draft.anchor.trim();
      return refusedText('anchor', anchor, isAnchorName, 'V_12') ?? { value: { kind: 'anchor', anchor, ...labelled }, errors: [] };
    }
    case 'mail': {
      const email = draft.email.trim();
      return refusedText('email', email, isEmailAddress, 'V_02') ?? { value: { kind: 'mail', email, ...labelled }, errors: [] };
    }
    case 'phone': {
      const phone = draft.phone.trim();
      return refusedText('phone', phone, isPhoneNumber, 'V_12') ?? { value: { kind: 'phone', phone, ...labelled }, errors: [] };
    }
  }
}
