import { DomainError, type OperationContext } from '@blokwerk/server/extension';
import { applicantLinkFor } from '../applicant/link.js';
import type { Application } from '../applications/entities.js';
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
 * it to core's mailer (the site's sender) once that commits.
 */
export async function keepAndSend(ctx: OperationContext, application: { id: number; email: string }, mail: CandidateMail): Promise<void> {
  const author = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  await ctx.em.execute(
    `insert into "application_mail" ("application_id", "author_id", "author_email", "recipient", "subject", "body") values (?, ?, ?, ?, ?, ?)`,
    [application.id, author?.userId ?? null, author?.email ?? null, application.email, mail.subject, mail.body],
  );
  const message = candidateMessage(application.email, mail.subject, mail.body);
  ctx.afterCommit(() => ctx.services.mailer.send(message));
}

/**
 * A recruiter's mail to the applicant, as they confirmed it (moveApplication calls it in its
 * transaction): checked, kept on the history, sent once the move commits; audited as
 * `application.mailed`. The link to the applicant's page it may carry is made valid first.
 */
export async function sendCandidateMail(ctx: OperationContext, application: Application, mail: CandidateMail): Promise<void> {
  const checked = checkedMail(mail);
  await applicantLinkFor(ctx, application);
  await keepAndSend(ctx, application, checked);
  ctx.services.audit.record(ctx, 'application.mailed', { type: 'application', id: application.id }, { subject: checked.subject });
}
