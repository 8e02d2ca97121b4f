import type { Response } from 'express';

/**
 * The pages of the applicant's "remove my application" link: plain HTML from the API (no
 * script, no style, nothing loaded), in Dutch and English, never indexed. The form posts back
 * to the same origin, which a route taking plain HTML forms accepts (RouteSpec.htmlForm).
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html').send(`<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><main>
<h1>${title}</h1>
${body}
</main></body>
</html>
`);
}

export const REMOVAL_PATH = '/api/blokwerk/applications/remove';

export function confirmRemovalPage(res: Response, token: string): void {
  page(res, 200, 'Sollicitatie verwijderen', `<p>Wil je je sollicitatie en je bestanden (cv en motivatie) definitief verwijderen? Dit kan niet ongedaan worden gemaakt.</p>
<p lang="en">Do you want to remove your application and its files (CV and motivation letter) for good? This cannot be undone.</p>
<form method="post" action="${REMOVAL_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Verwijder mijn sollicitatie / Remove my application</button>
</form>`);
}

export function removedPage(res: Response): void {
  page(res, 200, 'Sollicitatie verwijderd', `<p>Je sollicitatie en je bestanden zijn verwijderd.</p>
<p lang="en">Your application and its files have been removed.</p>`);
}

/** A link that names no application (already removed, or mistyped), or another failure. */
export function removalFailedPage(res: Response, status: number): void {
  const gone = status === 404 || status === 400;
  page(res, status, gone ? 'Link niet geldig' : 'Er is iets misgegaan', gone
    ? `<p>Deze link is niet (meer) geldig: de sollicitatie is al verwijderd, of de link is niet volledig.</p>
<p lang="en">This link is not valid (any more): the application has been removed already, or the link is incomplete.</p>`
    : `<p>Probeer het later nog eens.</p>
<p lang="en">Something went wrong. Please try again later.</p>`);
}
