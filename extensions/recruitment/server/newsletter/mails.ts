/**
 * The newsletter's mails, in the subscriber's language (Dutch unless English): the double
 * opt-in link, and a vacancy alert with its unsubscribe link and the List-Unsubscribe headers
 * (RFC 8058 one-click: a mail client's button unsubscribes with one POST).
 */
import type { OperationContext } from '@blokwerk/server/extension';
import { escapeHtml } from '../description.js';
import { PENDING_DAYS } from './entities.js';
import { oneClickUnsubscribeUrl, subscriberLink } from './tokens.js';

interface Recipient {
  id: number;
  email: string;
  firstName: string;
  locale: string;
}

type Ctx = Pick<OperationContext, 'services'>;

function mail(to: string, subject: string, paragraphs: readonly (string | { link: string; text: string })[]) {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.text}: ${p.link}`)).join('\n\n');
  const html = paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a></p>`)).join('\n');
  return { to, subject, text, html };
}

/** The words of both mails; the site's newsletter page says the same (site/messages: recruitment.newsletter.*). */
const TEXTS = {
  nl: {
    hello: (name: string) => `Hallo ${name},`,
    confirmSubject: 'Bevestig je aanmelding voor onze nieuwsbrief',
    confirmHow: `Open de link hieronder en klik op de pagina op 'Bevestigen'. Tot je dat doet, sturen we je niets.`,
    confirmLink: 'Aanmelding bevestigen',
    notYou: `Heb je je niet aangemeld? Dan kun je deze mail negeren: zonder bevestiging verwijderen we je gegevens na ${PENDING_DAYS} dagen.`,
    alertSubject: (title: string) => `Nieuwe vacature: ${title}`,
    alertBody: (title: string, department: string, locality: string) => `Er is een nieuwe vacature die bij je voorkeuren past: ${title} (${department}, ${locality}).`,
    alertLink: 'Bekijk de vacature',
    unsubscribe: 'Afmelden voor de nieuwsbrief en vacature-alerts',
    why: 'Je krijgt deze mail omdat je je hebt aangemeld op onze website. We gebruiken je naam en e-mailadres alleen hiervoor; zie onze privacyverklaring.',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    confirmSubject: 'Confirm your sign-up for our newsletter',
    confirmHow: `Open the link below and click 'Confirm' on the page. Until you do, we send you nothing.`,
    confirmLink: 'Confirm sign-up',
    notYou: `Did you not sign up? Then ignore this mail: without confirmation we delete your details after ${PENDING_DAYS} days.`,
    alertSubject: (title: string) => `New vacancy: ${title}`,
    alertBody: (title: string, department: string, locality: string) => `There is a new vacancy that matches your preferences: ${title} (${department}, ${locality}).`,
    alertLink: 'View the vacancy',
    unsubscribe: 'Unsubscribe from the newsletter and vacancy alerts',
    why: 'You get this mail because you signed up on our website. We use your name and e-mail address for this only; see our privacy statement.',
  },
};

const textsOf = (to: Recipient) => (to.locale.startsWith('en') ? TEXTS.en : TEXTS.nl);

export function confirmationMail(ctx: Ctx, to: Recipient) {
  const t = textsOf(to);
  return mail(to.email, t.confirmSubject, [t.hello(to.firstName), t.confirmHow, { link: subscriberLink(ctx, 'confirm', to), text: t.confirmLink }, t.notYou]);
}

export function vacancyAlertMail(ctx: Ctx, to: Recipient, vacancy: { title: string; department: string; locality: string; url: string }) {
  const t = textsOf(to);
  const message = mail(to.email, t.alertSubject(vacancy.title), [
    t.hello(to.firstName),
    t.alertBody(vacancy.title, vacancy.department, vacancy.locality),
    { link: vacancy.url, text: t.alertLink },
    { link: subscriberLink(ctx, 'unsubscribe', to), text: t.unsubscribe },
    t.why,
  ]);
  return { ...message, headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(ctx, to.id, to.email)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
