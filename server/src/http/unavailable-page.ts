import type { Request, Response } from 'express';

/**
 * The page a visitor gets when a render could not read its data because of an outage (the
 * database down; http/outage.ts), or when a plain HTML form's post could not be taken for one
 * (`form`). The site's settings and texts are out of reach then, so its words are here, in the
 * site's four languages, chosen by Accept-Language. The production tier's nginx serves the same
 * words from files while Blokwerk is stopped (unavailableFile).
 */
const TEXTS = {
  page: {
    en: { title: 'Temporarily unavailable', text: 'This page cannot be shown right now. Please try again in a moment.' },
    nl: { title: 'Tijdelijk niet beschikbaar', text: 'Deze pagina kan nu even niet worden getoond. Probeer het zo opnieuw.' },
    de: { title: 'Vorübergehend nicht verfügbar', text: 'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.' },
    fr: { title: 'Temporairement indisponible', text: 'Cette page ne peut pas être affichée pour le moment. Veuillez réessayer dans un instant.' },
  },
  form: {
    en: { title: 'Not sent: please try again later', text: 'We cannot receive your form right now, so nothing was sent. Please go back and try again later.' },
    nl: {
      title: 'Niet verstuurd: probeer het later opnieuw',
      text: 'We kunnen je formulier nu even niet ontvangen, er is dus niets verstuurd. Ga terug en probeer het later opnieuw.',
    },
    de: {
      title: 'Nicht gesendet: bitte versuchen Sie es später erneut',
      text: 'Wir können Ihr Formular gerade nicht empfangen, es wurde also nichts gesendet. Bitte gehen Sie zurück und versuchen Sie es später erneut.',
    },
    fr: {
      title: 'Non envoyé : veuillez réessayer plus tard',
      text: 'Nous ne pouvons pas recevoir votre formulaire pour le moment, rien n’a donc été envoyé. Veuillez revenir en arrière et réessayer plus tard.',
    },
  },
} as const;
export type UnavailableKind = keyof typeof TEXTS;
type Language = keyof typeof TEXTS.page;
const LANGUAGES = Object.keys(TEXTS.page) as Language[];

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && Object.hasOwn(TEXTS.page, value);

/** What the render had set for its own page and must not go out with this one. */
const PAGE_HEADERS = ['etag', 'last-modified', 'location', 'set-cookie', 'content-length'];

/** The page's only style: inline, so that it needs nothing from a server that may be down. */
export const UNAVAILABLE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function htmlDocument(lang: string, title: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style></head>
<body><main>${main}</main></body>
</html>
`;
}

/** Turns the response into the unavailable page: the outage's status (http/outage.ts), Retry-After, never stored. Answers its body. */
export function unavailablePage(req: Request, res: Response, outage: { status: number; retryAfter?: number }, kind: UnavailableKind = 'page'): Buffer {
  const accepted: unknown = req.acceptsLanguages(...LANGUAGES);
  const language: Language = isLanguage(accepted) ? accepted : 'en';
  const { title, text } = TEXTS[kind][language];
  for (const name of PAGE_HEADERS) res.removeHeader(name);
  res.statusCode = outage.status;
  if (outage.retryAfter !== undefined) res.setHeader('Retry-After', String(outage.retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Language', language);
  res.setHeader('Content-Security-Policy', UNAVAILABLE_CSP);
  return Buffer.from(htmlDocument(language, title, `<h1>${title}</h1><p>${text}</p>`));
}

/**
 * The same page as one file in every language (a static server cannot choose by
 * Accept-Language), for nginx to answer with while Blokwerk itself is stopped.
 */
export function unavailableFile(kind: UnavailableKind): string {
  const sections = LANGUAGES.map((language) => {
    const { title, text } = TEXTS[kind][language];
    return `<section lang="${language}"><h1>${title}</h1><p>${text}</p></section>`;
  });
  return htmlDocument('en', TEXTS[kind].en.title, sections.join('\n'));
}
