import { DomainError, type OperationContext } from '@blokwerk/server/extension';
import { applicantLinkFor } from '../applicant/link.js';
import type { Application } from '../applications/entities.js';
import { withLiveLinks } from './links.js';
import { candidateMessage } from './message.js';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

export interface CandidateMail {
  subject: string;
  body: string;
}

/** `value` trimmed, or its problem: V_01 when empty, V_12 when longer than `max`. */
function problemOf(property: string, value: string, max: number) {
  if (!value) return [{ code: 'V_01' as const, property }];
  return value.length > max ? [{ code: 'V_12' as const, property }] : [];
}

/**
 * Subject 1–200 and body 1–10000 characters after trimming (V_01 empty, V_12 too long), on
 * `<prefix>subject` and `<prefix>body`: a mail's, or a template's (no prefix).
 */
export function checkedMail(mail: CandidateMail, prefix = 'mail.'): CandidateMail {
  const subject = mail.subject.trim();
  const body = mail.body.trim();
  const problems = [...problemOf(`${prefix}subject`, subject, SUBJECT_MAX), ...problemOf(`${prefix}body`, body, BODY_MAX)];
  if (problems.length > 0) throw new DomainError(problems, 400);
  return { subject, body };
}

/**
 * Keeps a mail on the application's history (`application_mail`: who sent what, when; the
 * caller's user, none for the site's own confirmation) in the caller's transaction, and hands
 * it to core's mailer (the site's sender) once that commits. The kept copy holds the link
 * placeholders as they are; only the message mailed has the applicant's live links (links.ts).
 * Answers the kept mail's id.
 */
export async function keepAndSend(ctx: OperationContext, application: { id: number; email: string }, mail: CandidateMail): Promise<number> {
  const author = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  const [kept] = await ctx.em.execute<{ id: number }[]>(
    `insert into "application_mail" ("application_id", "author_id", "author_email", "recipient", "subject", "body") values (?, ?, ?, ?, ?, ?) returning "id"`,
    [application.id, author?.userId ?? null, author?.email ?? null, application.email, mail.subject, mail.body],
  );
  if (!kept) throw new Error('candidate mails: the mail was not kept');
  const live = (text: string) => withLiveLinks(ctx.services, application.id, text);
  const message = candidateMessage(application.email, live(mail.subject), live(mail.body));
  ctx.afterCommit(() => ctx.services.mailer.send(message));
  return kept.id;
}

/**
 * A recruiter's mail to the applicant, as they confirmed it (moveApplication calls it in its
 * transaction, the application in its new stage): checked, kept on the history, sent once the
 * move commits; audited as `application.mailed` with the stage and the kept mail's id only (no
 * personal data: audit entries outlive the application). The link to the applicant's page it
 * may carry (`{statusLink}`) is made valid first.
 */
export async function sendCandidateMail(ctx: OperationContext, application: Application, mail: CandidateMail): Promise<void> {
  const checked = checkedMail(mail);
  await applicantLinkFor(ctx, application);
  const mailID = await keepAndSend(ctx, application, checked);
  ctx.services.audit.record(ctx, 'application.mailed', { type: 'application', id: application.id }, { stageID: application.stageId, mailID });
}
