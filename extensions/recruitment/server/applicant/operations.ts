import { z } from 'zod';
import { DomainError, content, defineOperation } from '@blokwerk/server/extension';
import { withNeutralLinks } from '../candidate-mails/links.js';
import { labelIn, type StageRow } from '../pipeline/stages.js';
import { tokenHash } from './link.js';

/** What the applicant's own page shows of their application: nothing they did not send or receive themselves. */
export interface ApplicantView {
  /** The applicant's language: the page speaks it. */
  locale: string;
  /** The published vacancy applied to; null: an open application, or the vacancy is gone. */
  vacancy: { title: string; slug: string; locale: string } | null;
  /** The current stage's label in the applicant's language, and whether it ended the application. */
  stage: { label: string; kind: StageRow['kind'] };
  createdAt: string;
  stageChangedAt: string;
  /** The documents sent: names and sizes only (the files themselves are never served here). */
  documents: { fileName: string; size: number }[];
  /** The mails sent to them, newest first; their links as a neutral text (candidate-mails/links.ts). */
  mails: { at: string; subject: string; body: string }[];
}

type Timestamp = Date | string;
const iso = (value: Timestamp) => new Date(value).toISOString();

interface Row {
  id: number;
  locale: string;
  created_at: Timestamp;
  stage_changed_at: Timestamp;
  cv_file_name: string;
  cv_size: number;
  motivation_file_name: string;
  motivation_size: number;
  labels: StageRow['labels'];
  kind: StageRow['kind'];
  vacancy_page_id: number | null;
}

/**
 * The application the mailed link's token names (V_05, 404, when none: removed, or mistyped),
 * for the applicant's own page (site/pages/sollicitatie.astro). Public: the token is the proof.
 */
export const viewOwnApplication = defineOperation({
  name: 'applications.viewOwn',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({ token: z.string().regex(/^[\w-]{43}$/) }),
  async run(ctx, input): Promise<ApplicantView> {
    const [row] = await ctx.em.execute<Row[]>(
      `select "a"."id", "a"."locale", "a"."created_at", "a"."stage_changed_at",
         "a"."cv_file_name", "a"."cv_size", "a"."motivation_file_name", "a"."motivation_size",
         "a"."vacancy_page_id", "s"."labels", "s"."kind"
       from "application" "a" join "application_stage" "s" on "s"."id" = "a"."stage_id"
       where "a"."removal_token_hash" = ?`,
      [tokenHash(input.token)],
    );
    if (!row) throw new DomainError('V_05', 'token', 404);
    const vacancy = row.vacancy_page_id === null ? undefined : (await content.publishedPages(ctx, { ids: [row.vacancy_page_id] })).items[0];
    const mails = await ctx.em.execute<{ at: Timestamp; subject: string; body: string }[]>(
      `select "at", "subject", "body" from "application_mail" where "application_id" = ? order by "at" desc, "id" desc`,
      [row.id],
    );
    return {
      locale: row.locale,
      vacancy: vacancy ? { title: vacancy.title, slug: vacancy.slug, locale: vacancy.locale } : null,
      stage: { label: labelIn(row.labels, row.locale), kind: row.kind },
      createdAt: iso(row.created_at),
      stageChangedAt: iso(row.stage_changed_at),
      documents: [
        { fileName: row.cv_file_name, size: row.cv_size },
        { fileName: row.motivation_file_name, size: row.motivation_size },
      ],
      mails: mails.map((mail) => ({ at: iso(mail.at), subject: withNeutralLinks(mail.subject, row.locale), body: withNeutralLinks(mail.body, row.locale) })),
    };
  },
});
