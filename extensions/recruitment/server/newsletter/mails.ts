/** The newsletter's mails (Dutch, as the site): the double opt-in link, and a vacancy alert with its unsubscribe link. */
import type { OperationContext } from '@blokwerk/server/extension';
import { escapeHtml } from '../description.js';
import { subscriberLink } from './tokens.js';

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

type Ctx = Pick<OperationContext, 'services'>;

function mail(to: string, subject: string, paragraphs: readonly (string | { link: string; text: string })[]) {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.text}: ${p.link}`)).join('\n\n');
  const html = paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a></p>`)).join('\n');
  return { to, subject, text, html };
}

const footer = (ctx: Ctx, to: Recipient) => [
  { link: subscriberLink(ctx, 'unsubscribe', to.id, to.email), text: 'Afmelden voor de nieuwsbrief en vacature-alerts' },
  'Je krijgt deze mail omdat je je hebt aangemeld op onze website. We gebruiken je naam en e-mailadres alleen hiervoor; zie onze privacyverklaring.',
];

export function confirmationMail(ctx: Ctx, to: Recipient) {
  return mail(to.email, 'Bevestig je aanmelding voor onze nieuwsbrief', [
    `Hallo ${to.firstName},`,
    'Bevestig je aanmelding met de link hieronder. Tot je dat doet, sturen we je niets.',
    { link: subscriberLink(ctx, 'confirm', to.id, to.email), text: 'Aanmelding bevestigen' },
    'Heb je je niet aangemeld? Dan kun je deze mail negeren: zonder bevestiging bewaren we je gegevens niet langer dan 30 dagen.',
  ]);
}

export function vacancyAlertMail(ctx: Ctx, to: Recipient, vacancy: { title: string; department: string; locality: string; url: string }) {
  return mail(to.email, `Nieuwe vacature: ${vacancy.title}`, [
    `Hallo ${to.firstName},`,
    `Er is een nieuwe vacature die bij je voorkeuren past: ${vacancy.title} (${vacancy.department}, ${vacancy.locality}).`,
    { link: vacancy.url, text: 'Bekijk de vacature' },
    ...footer(ctx, to),
  ]);
}
