import type { OperationContext } from '@blokwerk/server/extension';
import { fill } from '../candidate-mails/placeholders.js';
import type { CandidateMail } from '../candidate-mails/send.js';
import { recipientOf, stageRow } from '../candidate-mails/values.js';

type Mail = Parameters<OperationContext['services']['mailer']['send']>[0];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Paragraphs of text, a link under each labelled line that has one; the HTML says the same. */
function mail(to: string, subject: string, paragraphs: readonly (string | { label: string; link: string })[]): Mail {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n');
  const html = paragraphs
    .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`))
    .join('\n');
  return { to, subject, text: `${text}\n`, html };
}

export interface SubmittedApplication {
  id: number;
  name: string;
  desiredFunction: string;
  email: string;
  /** The vacancy's title; undefined: an open application. */
  vacancyTitle: string | undefined;
}

/** To the recruiter: who applied for what, and where the application is in the admin. Never the files or the applicant's details. */
export function recruiterMail(ctx: OperationContext, to: string, application: SubmittedApplication): Mail {
  const subject = application.vacancyTitle ? `Nieuwe sollicitatie: ${application.vacancyTitle}` : 'Nieuwe open sollicitatie';
  return mail(to, subject, [
    `${application.name} heeft ` +
      `gesolliciteerd${application.vacancyTitle ? ` op de vacature '${application.vacancyTitle}'` : ' (open sollicitatie)'}, als ` +
      `${application.desiredFunction}.`,
    'Het cv, de motivatie en de gegevens staan in de beheeromgeving; deze mail bevat ze niet.',
    { label: 'Bekijk de sollicitatie', link: `${ctx.services.publicUrl()}/cmsadmin/applications/${application.id}` },
  ]);
}

const CONFIRMATION = {
  nl: {
    subject: 'We hebben je sollicitatie ontvangen',
    body: (name: string, what: string | undefined) =>
      `Beste ${name},\n\nBedankt voor je sollicitatie${what ? ` op de vacature '${what}'` : ''}. We hebben je gegevens, je cv en je motivatie ` +
      `goed ontvangen en nemen zo snel mogelijk contact met je op.`,
    page: 'Je sollicitatie volgen',
    privacy: 'Privacy: we gebruiken je gegevens alleen voor deze sollicitatie, bewaren ze niet langer dan nodig en delen ze met niemand buiten de selectie.',
    remove: 'Verwijder mijn sollicitatie',
  },
  en: {
    subject: 'We have received your application',
    body: (name: string, what: string | undefined) =>
      `Dear ${name},\n\nThank you for applying${what ? ` for '${what}'` : ''}. We have received your details, your CV and your motivation letter ` +
      `and will be in touch as soon as we can.`,
    page: 'Follow your application',
    privacy: 'Privacy: we use your details for this application only, keep them no longer than needed and share them with no one outside the selection.',
    remove: 'Remove my application',
  },
};

/**
 * To the applicant: the first stage's template in their language, filled in (none: a built-in
 * thanks with the link to their own page), and a footer with the privacy line and the link
 * that removes the application and its files. The links stay placeholders (`{statusLink}`,
 * `{removalLink}`): keepAndSend fills them into the message mailed only.
 */
export async function confirmationOf(ctx: OperationContext, application: SubmittedApplication & { stageId: number; locale: string }): Promise<CandidateMail> {
  const texts = application.locale.startsWith('en') ? CONFIRMATION.en : CONFIRMATION.nl;
  const stage = await stageRow(ctx, application.stageId);
  const { values } = await recipientOf(ctx, application.id, stage);
  const [template] = await ctx.em.execute<{ subject: string; body: string }[]>(
    `select "subject", "body" from "candidate_mail_template" where "stage_id" = ? and "locale" = ?`,
    [stage.id, application.locale],
  );
  const main = template
    ? { subject: fill(template.subject, values), body: fill(template.body, values) }
    : { subject: texts.subject, body: `${texts.body(application.name, application.vacancyTitle)}\n\n${texts.page}: {statusLink}` };
  const footer = ['—', texts.privacy, `${texts.remove}: {removalLink}`].join('\n\n');
  return { subject: main.subject, body: `${main.body}\n\n${footer}` };
}
