import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError, containsPattern, defineOperation, recordId } from '@blokwerk/server/extension';
import { addNote, applicationTarget, detailOf, noteText, type ApplicationDetail } from '../applications/admin-operations.js';
import { Application } from '../applications/entities.js';
import { VACANCY_PAGES, vacancyPages } from '../applications/vacancy-pages.js';
import { sendCandidateMail } from '../candidate-mails/send.js';
import { assertVacancy, pipelineOf, stageView, stagesOf, type StageRow, type StageView } from './stages.js';

/** The pipeline and the moves through it, behind manage-applications. */
const access = { permission: 'manage-applications' } as const;

/** The language the labels are wanted in (the admin's); absent or unknown: English. */
const locale = z.string().trim().max(16).optional();
/** A GET's query string or a JSON body: a vacancy's page id, or absent/null for the site's pipeline. */
const vacancyPageID = recordId.nullish().transform((value) => value ?? null);

/** The pipeline that applies to a vacancy (its own, else the site's), in order; no vacancy: the site's. */
export const listApplicationStages = defineOperation({
  name: 'applications.stages',
  access,
  kind: 'read',
  input: z.strictObject({ vacancyPageID, locale }),
  async run(ctx, input): Promise<StageView[]> {
    if (input.vacancyPageID !== null) await assertVacancy(ctx, input.vacancyPageID);
    const rows = await stagesOf(ctx.em, await pipelineOf(ctx.em, input.vacancyPageID));
    return rows.map((row) => stageView(row, input.locale));
  },
});

export interface BoardCard {
  id: number;
  name: string;
  /** null: an open application. */
  vacancyTitle: string | null;
  createdAt: string;
  stageChangedAt: string;
}

export interface BoardColumn {
  stage: StageView;
  /** The applications in the stage that match (more than the cards when the column is cut off). */
  count: number;
  applications: BoardCard[];
}

/** Cards a column shows at most (newest moves first); its count says how many there are. */
export const BOARD_COLUMN_LIMIT = 200;

interface BoardRow {
  stage_id: number;
  n: number;
  id: number;
  name: string;
  vacancy_title: string | null;
  created_at: Date | string;
  stage_changed_at: Date | string;
}

/**
 * The board: a column per stage of the pipeline that applies, each with its count and its
 * applications (those of the vacancy; without one, every application on the site's pipeline,
 * open ones included), optionally those matching a search term. Two statements whatever the size.
 */
export const applicationBoard = defineOperation({
  name: 'applications.board',
  access,
  kind: 'read',
  input: z.strictObject({ vacancyPageID, searchTerm: z.string().trim().max(200).default(''), locale }),
  async run(ctx, input): Promise<{ stages: BoardColumn[] }> {
    if (input.vacancyPageID !== null) await assertVacancy(ctx, input.vacancyPageID);
    const pipeline = await pipelineOf(ctx.em, input.vacancyPageID);
    const stages = await stagesOf(ctx.em, pipeline);
    const like = containsPattern(input.searchTerm);
    const rows = await ctx.em.execute<BoardRow[]>(
      `select * from (
        select "a"."id", "a"."name", "a"."created_at", "a"."stage_changed_at", "a"."stage_id", "p"."title" as "vacancy_title",
          count(*) over (partition by "a"."stage_id")::int as "n",
          row_number() over (partition by "a"."stage_id" order by "a"."stage_changed_at" desc, "a"."id" desc) as "rank"
        from "application" "a"
          join "application_stage" "st" on "st"."id" = "a"."stage_id" and "st"."vacancy_page_id" is not distinct from ?
          left join ${VACANCY_PAGES} on "p"."id" = "a"."vacancy_page_id"
        where (?::int is null or "a"."vacancy_page_id" = ?)
          and (? = '' or "a"."name" ilike ? or "a"."email" ilike ? or "a"."desired_function" ilike ? or "p"."title" ilike ?)) "ranked"
      where "rank" <= ${BOARD_COLUMN_LIMIT} order by "stage_changed_at" desc, "id" desc`,
      [pipeline, await vacancyPages(ctx), input.vacancyPageID, input.vacancyPageID, input.searchTerm, like, like, like, like],
    );
    return {
      stages: stages.map((stage) => {
        const cards = rows.filter((row) => row.stage_id === stage.id);
        return {
          stage: stageView(stage, input.locale),
          count: cards[0]?.n ?? 0,
          applications: cards.map((row) => ({
            id: row.id,
            name: row.name,
            vacancyTitle: row.vacancy_title,
            createdAt: new Date(row.created_at).toISOString(),
            stageChangedAt: new Date(row.stage_changed_at).toISOString(),
          })),
        };
      }),
    };
  },
});

export interface VacancyCount {
  /** The vacancy's page id. */
  id: number;
  title: string;
  locale: string;
  /** Whether it has its own pipeline (else the site's applies). */
  ownPipeline: boolean;
  total: number;
  /** Its applications in the first stage (nobody moved them yet). */
  new: number;
}

export interface ApplicationCounts {
  /** Every vacancy page, newest first, with its applications. */
  vacancies: VacancyCount[];
  /** The open applications (no vacancy). */
  openApplications: { total: number; new: number };
  /** Every stage of every pipeline (the site's first), with the applications in it. */
  stages: { stage: StageView; count: number }[];
}

/** The counts for the list's and the board's headers and the vacancy filter: per vacancy and per stage. */
export const applicationCounts = defineOperation({
  name: 'applications.counts',
  access,
  kind: 'read',
  input: z.strictObject({ locale }),
  async run(ctx, input): Promise<ApplicationCounts> {
    const perVacancy = await ctx.em.execute<{ id: number | null; title: string | null; locale: string | null; own: boolean; total: number; new: number }[]>(
      `
      select "v"."id", "v"."title", "v"."locale", exists (select 1 from "application_stage" where "vacancy_page_id" = "v"."id") as "own",
          count("a"."id")::int as "total", count("first"."id")::int as "new"
        from (select "id", "title", "locale", "created_at" from ${VACANCY_PAGES} union all select null, null, null, null) "v"
        left join "application" "a" on "a"."vacancy_page_id" is not distinct from "v"."id"
        left join "application_stage" "first" on "first"."id" = "a"."stage_id" and "first"."position" = 0
        group by "v"."id", "v"."title", "v"."locale", "v"."created_at" order by "v"."id" is null, "v"."created_at" desc, "v"."id" desc`,
      [await vacancyPages(ctx)],
    );
    const perStage = await ctx.em.execute<(StageRow & { n: number })[]>(`
      select "st".*, (select count(*)::int from "application" "a" where "a"."stage_id" = "st"."id") as "n"
        from "application_stage" "st" order by "st"."vacancy_page_id" nulls first, "st"."position"`);
    const open = perVacancy.find((row) => row.id === null);
    return {
      vacancies: perVacancy.flatMap((row) =>
        row.id === null ? [] : [{ id: row.id, title: row.title ?? '', locale: row.locale ?? '', ownPipeline: row.own, total: row.total, new: row.new }],
      ),
      openApplications: { total: open?.total ?? 0, new: open?.new ?? 0 },
      stages: perStage.map(({ n, ...stage }) => ({ stage: stageView(stage, input.locale), count: n })),
    };
  },
});

const candidateMail = z.strictObject({ subject: z.string().max(20_000), body: z.string().max(100_000) });

/**
 * Moves an application to another stage of its pipeline (V_12 on `stageID` for the stage it is
 * in, or one of another pipeline): records the move on its history (who, when, the note, from,
 * to), audits it as `application.moved`, and starts its retention again (the new stage's days).
 * With `mail`, the candidate mail the recruiter confirmed goes out once this commits and is kept
 * on the history (candidate-mails/send.ts). Answers the application as it is now.
 */
export const moveApplication = defineOperation({
  name: 'applications.move',
  access,
  kind: 'write',
  input: z.strictObject({ id: recordId, stageID: recordId, note: noteText.nullish().transform((value) => value ?? ''), mail: candidateMail.nullish() }),
  async run(ctx, input): Promise<ApplicationDetail> {
    const application = await ctx.em.findOne(Application, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!application) throw new DomainError('V_12', 'id', 404);
    const stages = await ctx.em.execute<StageRow[]>(`select * from "application_stage" where "id" in (?, ?)`, [application.stageId, input.stageID]);
    const from = stages.find((stage) => stage.id === application.stageId);
    const to = stages.find((stage) => stage.id === input.stageID);
    if (!from || !to || from.id === to.id || to.vacancy_page_id !== (await pipelineOf(ctx.em, application.vacancyPageId)))
      throw new DomainError('V_12', 'stageID');
    application.stageId = to.id;
    application.stageChangedAt = new Date();
    await ctx.em.flush();
    await addNote(ctx, application.id, input.note, { from: { id: from.id, labels: from.labels }, to: { id: to.id, labels: to.labels } });
    // Recorded here rather than declared: the entry names the stages (core's declaration takes a target only).
    ctx.services.audit.record(ctx, 'application.moved', applicationTarget(input), { stageFrom: from.id, stageTo: to.id });
    if (input.mail) await sendCandidateMail(ctx, application, input.mail);
    await ctx.em.flush();
    return detailOf(ctx, application.id);
  },
});
