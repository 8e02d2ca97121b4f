import { createHash, createHmac } from 'node:crypto';
import type { OperationContext } from '@blokwerk/server/extension';

/** The applicant's own page on the site (site/pages/sollicitatie.astro), reached by the mailed link's token. */
export const APPLICANT_PAGE = '/sollicitatie';

/** How a link's token is stored: its SHA-256 (hex), so the database alone gives no link away. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An application's link token: signed with the server's secret, so every mail can carry the
 * same link without the token being stored (43 characters of base64url, like the removal
 * links' random tokens before, which the same pages accept).
 */
export function applicantToken(services: OperationContext['services'], applicationId: number): string {
  return createHmac('sha256', services.secret('recruitment/applicant-page')).update(String(applicationId)).digest('base64url');
}

/** The applicant's page for a token, as a full URL for mails. */
export function applicantPageUrl(services: OperationContext['services'], token: string): string {
  return `${services.publicUrl()}${APPLICANT_PAGE}?${new URLSearchParams({ token })}`;
}

/**
 * The link to an application's page, ready to mail: an application from before signed links
 * has its stored hash replaced (its old link stops working; this mail carries the new one).
 */
export async function applicantLinkFor(ctx: Pick<OperationContext, 'em' | 'services'>, application: { id: number; removalTokenHash: string }): Promise<string> {
  const token = applicantToken(ctx.services, application.id);
  const hash = tokenHash(token);
  if (application.removalTokenHash !== hash) {
    await ctx.em.execute(`update "application" set "removal_token_hash" = ? where "id" = ?`, [hash, application.id]);
    application.removalTokenHash = hash;
  }
  return applicantPageUrl(ctx.services, token);
}
