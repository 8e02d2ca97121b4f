import { z } from 'zod';
import { DomainError, content, defineOperation, recordId, type OperationContext } from '@blokwerk/server/extension';
import { withNeutralLinks } from './links.js';
import { fill, refuseUnknownPlaceholders } from './placeholders.js';
import { BODY_MAX, checkedMail, SUBJECT_MAX } from './send.js';
import { recipientOf, sampleValues, stageRow } from './values.js';

/** Candidate mails belong to the applications: manage-applications. */
const access = { permission: 'manage-applications' } as const;

export interface CandidateMailTemplateView {
  stageID: number;
  locale: string;
  subject: string;
  body: string;
  updatedAt: string;
}

export interface CandidateMailPreview {
  to: string;
  locale: string;
  subject: string;
  body: string;
}

export interface FilledMail {
  subject: string;
  body: string;
}

interface TemplateRow {
  stage_id: number;
  locale: string;
  subject: string;
  body: string;
  updated_at: Date | string;
}

const view = (row: TemplateRow): CandidateMailTemplateView => ({
  stageID: row.stage_id,
  locale: row.locale,
  subject: row.subject,
  body: row.body,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const locale = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/);

/** A locale the site offers (V_12 on `locale` otherwise): templates are written for the applicants' languages. */
async function assertSiteLocale(ctx: OperationContext, value: string): Promise<void> {
  if (!(await content.siteLocales(ctx)).availableLocales.includes(value)) throw new DomainError('V_12', 'locale');
}

/** A template as typed, within bounds (V_14); its exact lengths are checkedMail's (V_01 empty, V_12 too long; a preview may be empty still). */
const templateText = z.strictObject({ stageID: recordId, locale, subject: z.string().max(2 * SUBJECT_MAX), body: z.string().max(2 * BODY_MAX) });

function refuseUnknown(input: { subject: string; body: string }): void {
  refuseUnknownPlaceholders('subject', input.subject);
  refuseUnknownPlaceholders('body', input.body);
}

/** A stage's templates, one per locale that has one. */
export const listCandidateMailTemplates = defineOperation({
  name: 'candidateMails.templates',
  access,
  kind: 'read',
  input: z.strictObject({ stageID: recordId }),
  async run(ctx, input): Promise<CandidateMailTemplateView[]> {
    await stageRow(ctx, input.stageID);
    const rows = await ctx.em.execute<TemplateRow[]>(`select * from "candidate_mail_template" where "stage_id" = ? order by "locale"`, [input.stageID]);
    return rows.map(view);
  },
});

/** Writes a stage's template in a locale, new or replacing the one there. */
export const saveCandidateMailTemplate = defineOperation({
  name: 'candidateMails.saveTemplate',
  access,
  kind: 'write',
  input: templateText,
  audit: { action: 'candidate-mail-template.saved', target: (input) => ({ type: 'application-stage', id: input.stageID }) },
  async run(ctx, input): Promise<CandidateMailTemplateView> {
    await stageRow(ctx, input.stageID);
    await assertSiteLocale(ctx, input.locale);
    const { subject, body } = checkedMail(input, '');
    refuseUnknown({ subject, body });
    const [row] = await ctx.em.execute<TemplateRow[]>(
      `insert into "candidate_mail_template" ("stage_id", "locale", "subject", "body") values (?, ?, ?, ?)
       on conflict ("stage_id", "locale") do update set "subject" = excluded."subject", "body" = excluded."body", "updated_at" = now()
       returning *`,
      [input.stageID, input.locale, subject, body],
    );
    if (!row) throw new Error('candidate mails: the template was not written');
    return view(row);
  },
});

/** Removes a stage's template in a locale: moves to the stage then offer no mail in that language. */
export const deleteCandidateMailTemplate = defineOperation({
  name: 'candidateMails.deleteTemplate',
  access,
  kind: 'write',
  input: z.strictObject({ stageID: recordId, locale }),
  audit: { action: 'candidate-mail-template.deleted', target: (input) => ({ type: 'application-stage', id: input.stageID }) },
  async run(ctx, input): Promise<{ deleted: boolean }> {
    const deleted = await ctx.em.execute<{ id: number }[]>(`delete from "candidate_mail_template" where "stage_id" = ? and "locale" = ? returning "id"`, [
      input.stageID,
      input.locale,
    ]);
    return { deleted: deleted.length > 0 };
  },
});

/**
 * The mail a move of the application to the stage offers: the stage's template in the
 * applicant's locale with the placeholders filled in but `{statusLink}`, which only the mail
 * sent carries filled in (links.ts); null when there is none.
 */
export const previewCandidateMail = defineOperation({
  name: 'candidateMails.preview',
  access,
  kind: 'read',
  input: z.strictObject({ applicationID: recordId, stageID: recordId }),
  async run(ctx, input): Promise<{ preview: CandidateMailPreview | null }> {
    const stage = await stageRow(ctx, input.stageID);
    const recipient = await recipientOf(ctx, input.applicationID, stage);
    const [template] = await ctx.em.execute<TemplateRow[]>(`select * from "candidate_mail_template" where "stage_id" = ? and "locale" = ?`, [
      stage.id,
      recipient.locale,
    ]);
    if (!template) return { preview: null };
    return {
      preview: {
        to: recipient.email,
        locale: recipient.locale,
        subject: fill(template.subject, recipient.values),
        body: fill(template.body, recipient.values),
      },
    };
  },
});

/** A template being edited, filled in with a made-up applicant (and the real company and stage): V_12 naming unknown placeholders. */
export const previewCandidateMailTemplate = defineOperation({
  name: 'candidateMails.previewTemplate',
  access,
  kind: 'read',
  input: templateText,
  async run(ctx, input): Promise<FilledMail> {
    refuseUnknown(input);
    const values = await sampleValues(ctx, await stageRow(ctx, input.stageID), input.locale);
    return { subject: fill(input.subject, values), body: fill(input.body, values) };
  },
});

export interface SentMailView {
  id: number;
  at: string;
  authorEmail: string | null;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The mails sent to an application's applicant, newest first (its history; the detail screen
 * lists them), their links as a neutral text in the applicant's language (links.ts).
 */
export const listApplicationMails = defineOperation({
  name: 'candidateMails.sent',
  access,
  kind: 'read',
  input: z.strictObject({ applicationID: recordId }),
  async run(ctx, input): Promise<SentMailView[]> {
    const rows = await ctx.em.execute<
      { id: number; at: Date | string; author_email: string | null; recipient: string; subject: string; body: string; locale: string }[]
    >(
      `select "m".*, "a"."locale" from "application_mail" "m" join "application" "a" on "a"."id" = "m"."application_id"
       where "m"."application_id" = ? order by "m"."at" desc, "m"."id" desc`,
      [input.applicationID],
    );
    return rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      authorEmail: row.author_email,
      recipient: row.recipient,
      subject: withNeutralLinks(row.subject, row.locale),
      body: withNeutralLinks(row.body, row.locale),
    }));
  },
});
