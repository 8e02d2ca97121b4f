import type { Request, Response } from 'express';
import type { Outage } from '../http/outage.js';

/**
 * The page a visitor gets when a render could not read its data because of an outage (the
 * database down; http/outage.ts). The site's settings and texts are out of reach then, so its
 * words are here, in the site's four languages, chosen by Accept-Language.
 */
const TEXTS = {
  en: { title: 'Temporarily unavailable', text: 'This page cannot be shown right now. Please try again in a moment.' },
  nl: { title: 'Tijdelijk niet beschikbaar', text: 'Deze pagina kan nu even niet worden getoond. Probeer het zo opnieuw.' },
  de: { title: 'Vorübergehend nicht verfügbar', text: 'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.' },
  fr: { title: 'Temporairement indisponible', text: 'Cette page ne peut pas être affichée pour le moment. Veuillez réessayer dans un instant.' },
} as const;
type Language = keyof typeof TEXTS;

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && Object.hasOwn(TEXTS, value);

/** What the render had set for its own page and must not go out with this one. */
const PAGE_HEADERS = ['etag', 'last-modified', 'location', 'set-cookie', 'content-length'];

/** Turns the response into the unavailable page: the outage's status, Retry-After, never stored. Answers its body. */
export function unavailablePage(req: Request, res: Response, outage: Outage): Buffer {
  const accepted: unknown = req.acceptsLanguages(...Object.keys(TEXTS));
  const language: Language = isLanguage(accepted) ? accepted : 'en';
  const { title, text } = TEXTS[language];
  for (const name of PAGE_HEADERS) res.removeHeader(name);
  res.statusCode = outage.status;
  res.setHeader('Retry-After', String(outage.retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Language', language);
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return Buffer.from(`<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body>
</html>
`);
}
