import type { Response } from 'express';

/**
 * The applicant's "remove my application" link leads to the site's removal page
 * (site/pages/sollicitatie-verwijderen.astro), in the site's layout and the vacancy's language;
 * its form posts to the API, which sends the browser back there saying how it went. Links in
 * mails sent before lead to the API, which sends them on to the page.
 */
export const REMOVAL_PAGE = '/sollicitatie-verwijderen';

export type RemovalOutcome = 'verwijderd' | 'ongeldig' | 'fout';

/** The removal page for a link's token. */
export function removalPageOf(token: string): string {
  return `${REMOVAL_PAGE}?${new URLSearchParams({ token })}`;
}

/** Back to the removal page after its form's post, in the page's language (`taal`, nl or en). */
export function backToRemovalPage(res: Response, outcome: RemovalOutcome, language: unknown): void {
  const query = new URLSearchParams({ status: outcome });
  if (language === 'en') query.set('taal', 'en');
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, `${REMOVAL_PAGE}?${query}`);
}

/** A failure's outcome: a link that names no application (removed already, mistyped) or another failure. */
export const outcomeOf = (status: number): RemovalOutcome => (status === 404 || status === 400 ? 'ongeldig' : 'fout');
