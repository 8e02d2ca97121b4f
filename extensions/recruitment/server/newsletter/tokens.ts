/**
 * The links in a subscriber's mails carry `id` and a token: an HMAC of the purpose, the id and
 * the address under a secret of this module, so nothing is stored and a link stops working
 * when the subscription it was made for is gone (a new one has a new id).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OperationContext } from '@blokwerk/server/extension';
import { ALERTS_PATHS } from '../vacancies/paths.js';

export type TokenPurpose = 'confirm' | 'unsubscribe' | 'preferences';

/** The preferences page every alert mail links (site/alerts/PreferencesPage.astro): no site route, never indexed. */
export const PREFERENCES_PATHS = { nl: '/nieuwsbrief/voorkeuren', en: '/en/alerts/preferences' } as const;

type Secrets = Pick<OperationContext, 'services'>;

export function subscriberToken(ctx: Secrets, purpose: TokenPurpose, id: number, email: string): string {
  return createHmac('sha256', ctx.services.secret('recruitment/newsletter')).update(`${purpose}\n${id}\n${email}`).digest('base64url');
}

export function validToken(ctx: Secrets, purpose: TokenPurpose, id: number, email: string, token: string): boolean {
  const expected = Buffer.from(subscriberToken(ctx, purpose, id, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The RFC 8058 one-click address of an alert's List-Unsubscribe header: a POST to it unsubscribes (index.ts). */
export function oneClickUnsubscribeUrl(ctx: Secrets, id: number, email: string): string {
  const query = new URLSearchParams({ id: String(id), token: subscriberToken(ctx, 'unsubscribe', id, email) });
  return `${ctx.services.publicUrl()}/api/blokwerk/newsletter/one-click?${query}`;
}

/**
 * A link to the site's newsletter page that asks to confirm or to unsubscribe (a button posts it:
 * mail scanners only fetch), the English page for a mail in English (mails.ts), else the Dutch.
 */
export function subscriberLink(ctx: Secrets, purpose: TokenPurpose, to: { id: number; email: string; locale: string }): string {
  const query = new URLSearchParams({
    actie: purpose === 'confirm' ? 'bevestigen' : 'afmelden',
    id: String(to.id),
    token: subscriberToken(ctx, purpose, to.id, to.email),
  });
  return `${ctx.services.publicUrl()}${to.locale.startsWith('en') ? ALERTS_PATHS.en : ALERTS_PATHS.nl}?${query}`;
}

/** The alert mails' link to the subscriber's preferences page, in the mail's language; fetching it changes nothing. */
export function preferencesLink(ctx: Secrets, to: { id: number; email: string; locale: string }): string {
  const query = new URLSearchParams({ id: String(to.id), token: subscriberToken(ctx, 'preferences', to.id, to.email) });
  return `${ctx.services.publicUrl()}${to.locale.startsWith('en') ? PREFERENCES_PATHS.en : PREFERENCES_PATHS.nl}?${query}`;
}
