import type { OperationContext } from '@blokwerk/server/extension';
import { applicantPageUrl, applicantToken } from '../applicant/link.js';
import { removalPageOf } from '../applications/removal-pages.js';

/**
 * The links a candidate mail may carry: the applicant's own page (`{statusLink}`, a template
 * placeholder) and the removal page (`{removalLink}`, the confirmation's footer). Their token
 * withdraws the application, so a mail keeps these placeholders wherever it is shown, edited or
 * stored (the preview, the history, the applicant's page, backups): only the message handed to
 * the mailer has them filled in.
 */
const LINKS = ['statusLink', 'removalLink'] as const;
type Link = (typeof LINKS)[number];

const LINK_PATTERN = new RegExp(`\\{(${LINKS.join('|')})\\}`, 'g');

const replaceLinks = (text: string, by: Record<Link, string>) => text.replace(LINK_PATTERN, (_whole, name: Link) => by[name]);

/** The text as mailed to the applicant: their live links filled in. */
export function withLiveLinks(services: OperationContext['services'], applicationId: number, text: string): string {
  const token = applicantToken(services, applicationId);
  return replaceLinks(text, { statusLink: applicantPageUrl(services, token), removalLink: `${services.publicUrl()}${removalPageOf(token)}` });
}

const ENGLISH: Record<Link, string> = { statusLink: '[link to your application page]', removalLink: '[link to remove your application]' };

/** What the history shows where a mail's links were, per language (English for others). */
const NEUTRAL: Record<string, Record<Link, string>> = {
  nl: { statusLink: '[link naar je sollicitatiepagina]', removalLink: '[link om je sollicitatie te verwijderen]' },
  en: ENGLISH,
  de: { statusLink: '[Link zu Ihrer Bewerbungsseite]', removalLink: '[Link zum Löschen Ihrer Bewerbung]' },
  fr: { statusLink: '[lien vers la page de votre candidature]', removalLink: '[lien pour supprimer votre candidature]' },
};

/** A kept mail's text as shown: a neutral text in the mail's language (`locale`) where its links were. */
export function withNeutralLinks(text: string, locale: string): string {
  return replaceLinks(text, NEUTRAL[locale.slice(0, 2)] ?? ENGLISH);
}
