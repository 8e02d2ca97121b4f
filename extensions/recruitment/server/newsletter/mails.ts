/**
 * The newsletter's mails, in the subscriber's language (Dutch unless English): the double
 * opt-in link; a vacancy alert and the weekly digest, each with links to the preferences and
 * to unsubscribe and the List-Unsubscribe headers (RFC 8058 one-click: a mail client's button
 * unsubscribes with one POST).
 */
import type { OperationContext } from '@blokwerk/server/extension';
import { escapeHtml } from '../description.js';
import { PENDING_DAYS } from './entities.js';
import { oneClickUnsubscribeUrl, preferencesLink, subscriberLink } from './tokens.js';

interface Recipient {
  id: number;
  email: string;
  firstName: string;
  locale: string;
}

type Ctx = Pick<OperationContext, 'services'>;

interface Link {
  link: string;
  text: string;
}

/** A mail's parts: a paragraph, a link, or a heading over a list of links (the digest's departments). */
type Part = string | Link | { heading: string; items: readonly Link[] };

const textOf = (p: Part): string =>
  typeof p === 'string' ? p : 'heading' in p ? [p.heading, ...p.items.map((item) => `- ${item.text}: ${item.link}`)].join('\n') : `${p.text}: ${p.link}`;

const anchor = (p: Link) => `<a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a>`;

const htmlOf = (p: Part): string =>
  typeof p === 'string'
    ? `<p>${escapeHtml(p)}</p>`
    : 'heading' in p
      ? `<h2>${escapeHtml(p.heading)}</h2>\n<ul>${p.items.map((item) => `<li>${anchor(item)}</li>`).join('')}</ul>`
      : `<p>${anchor(p)}</p>`;

function mail(to: string, subject: string, parts: readonly Part[]) {
  return { to, subject, text: parts.map(textOf).join('\n\n'), html: parts.map(htmlOf).join('\n') };
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
    alertBody: (title: string, department: string, locality: string) =>
      `Er is een nieuwe vacature die bij je voorkeuren past: ${title} (${department}, ${locality}).`,
    alertLink: 'Bekijk de vacature',
    digestSubject: (count: number) => (count === 1 ? 'Eén nieuwe vacature deze week' : `${count} nieuwe vacatures deze week`),
    digestBody: 'Dit zijn de vacatures van de afgelopen week die bij je voorkeuren passen:',
    otherDepartment: 'Overige',
    hours: (hours: string) => `${hours} uur`,
    preferences: 'Je voorkeuren wijzigen (afdelingen, plaatsen, dienstverband, taal, direct of wekelijks)',
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
    alertBody: (title: string, department: string, locality: string) =>
      `There is a new vacancy that matches your preferences: ${title} (${department}, ${locality}).`,
    alertLink: 'View the vacancy',
    digestSubject: (count: number) => (count === 1 ? 'One new vacancy this week' : `${count} new vacancies this week`),
    digestBody: 'These are the past week’s vacancies that match your preferences:',
    otherDepartment: 'Other',
    hours: (hours: string) => `${hours} hours`,
    preferences: 'Change your preferences (departments, places, employment type, language, instant or weekly)',
    unsubscribe: 'Unsubscribe from the newsletter and vacancy alerts',
    why: 'You get this mail because you signed up on our website. We use your name and e-mail address for this only; see our privacy statement.',
  },
};

const textsOf = (to: Recipient) => (to.locale.startsWith('en') ? TEXTS.en : TEXTS.nl);

export function confirmationMail(ctx: Ctx, to: Recipient) {
  const t = textsOf(to);
  return mail(to.email, t.confirmSubject, [t.hello(to.firstName), t.confirmHow, { link: subscriberLink(ctx, 'confirm', to), text: t.confirmLink }, t.notYou]);
}

/** An alert or digest: its parts, then the ways to change or end the subscription, and the one-click headers. */
function alertMail(ctx: Ctx, to: Recipient, subject: string, parts: readonly Part[]) {
  const t = textsOf(to);
  const message = mail(to.email, subject, [
    t.hello(to.firstName),
    ...parts,
    { link: preferencesLink(ctx, to), text: t.preferences },
    { link: subscriberLink(ctx, 'unsubscribe', to), text: t.unsubscribe },
    t.why,
  ]);
  return {
    ...message,
    headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(ctx, to.id, to.email)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function vacancyAlertMail(ctx: Ctx, to: Recipient, vacancy: { title: string; department: string; locality: string; url: string }) {
  const t = textsOf(to);
  return alertMail(ctx, to, t.alertSubject(vacancy.title), [
    t.alertBody(vacancy.title, vacancy.department, vacancy.locality),
    { link: vacancy.url, text: t.alertLink },
  ]);
}

export interface DigestVacancy {
  title: string;
  department: string;
  locality: string;
  hoursMin: number | null;
  hoursMax: number | null;
  url: string;
}

const hoursOf = (v: DigestVacancy) =>
  v.hoursMin === null ? null : v.hoursMax === null || v.hoursMax === v.hoursMin ? String(v.hoursMin) : `${v.hoursMin}–${v.hoursMax}`;

/** The weekly digest: the week's matching vacancies under their department, each with its place and hours. */
export function digestMail(ctx: Ctx, to: Recipient, vacancies: readonly DigestVacancy[]) {
  const t = textsOf(to);
  const departments = new Map<string, Link[]>();
  for (const v of vacancies) {
    const hours = hoursOf(v);
    const item = { link: v.url, text: [v.title, v.locality, hours && t.hours(hours)].filter(Boolean).join(', ') };
    const heading = v.department || t.otherDepartment;
    departments.set(heading, [...(departments.get(heading) ?? []), item]);
  }
  const groups = [...departments].toSorted(([a], [b]) => a.localeCompare(b, to.locale)).map(([heading, items]) => ({ heading, items }));
  return alertMail(ctx, to, t.digestSubject(vacancies.length), [t.digestBody, ...groups]);
}
