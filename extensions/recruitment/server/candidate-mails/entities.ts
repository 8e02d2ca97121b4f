import { defineEntity, p } from '@mikro-orm/core';

/** A stage's mail in one locale (migrations/…_candidate_mails): offered when an application moves there. */
export const CandidateMailTemplateSchema = defineEntity({
  name: 'CandidateMailTemplate',
  tableName: 'candidate_mail_template',
  properties: {
    id: p.integer().primary(),
    stageId: p.integer(),
    locale: p.string().length(16),
    /** With placeholders (placeholders.ts), filled in when the mail is prepared. */
    subject: p.string().length(200),
    body: p.text(),
    updatedAt: p.datetime(),
  },
});

export class CandidateMailTemplate extends CandidateMailTemplateSchema.class {}
CandidateMailTemplateSchema.setClass(CandidateMailTemplate);

/** A mail sent to an applicant, as sent but for its links (kept as `{statusLink}`, `{removalLink}`: links.ts): the application's mail history (send.ts). */
export const ApplicationMailSchema = defineEntity({
  name: 'ApplicationMail',
  tableName: 'application_mail',
  properties: {
    id: p.integer().primary(),
    applicationId: p.integer(),
    at: p.datetime(),
    /** The recruiter who sent it; null: the site itself (the confirmation), or the user is gone. */
    authorId: p.integer().nullable(),
    authorEmail: p.string().length(254).nullable(),
    recipient: p.string().length(254),
    subject: p.string().length(200),
    body: p.text(),
  },
});

export class ApplicationMail extends ApplicationMailSchema.class {}
ApplicationMailSchema.setClass(ApplicationMail);
