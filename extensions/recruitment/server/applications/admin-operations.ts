import { z } from 'zod';
import {
  DomainError,
  containsPattern,
  defineOperation,
  keysetInput,
  listInput,
  privateFiles,
  recordId,
  sqlKeyset,
  type CursorListPage,
  type KeysetRow,
  type OperationContext,
  type SqlSort,
} from '@blokwerk/server/extension';
import { stageView, type StageRow, type StageView } from '../pipeline/stages.js';
import type { StageLabels } from '../pipeline/kinds.js';
import { discardFiles, FILES_AREA } from './operations.js';
import { DELETES_AT, STAGE_JOIN } from './retention.js';
import { VACANCY_PAGES, vacancyPages } from './vacancy-pages.js';

/** The applications in the admin, behind manage-applications (README: "applications in the admin"). */
const access = { permission: 'manage-applications' } as const;

export const APPLICATION_FILES = ['cv', 'motivation'] as const;
export type ApplicationFileName = (typeof APPLICATION_FILES)[number];

export interface ApplicationListItem {
  id: number;
  /** The vacancy's title; null: an open application (or its vacancy was deleted). */
  vacancyTitle: string | null;
  name: string;
  email: string;
  desiredFunction: string;
  /** The stage of its pipeline it is in. */
  stage: StageView;
  createdAt: string;
  stageChangedAt: string;
  /** When the retention sweep deletes it with its files (its stage's days after stageChangedAt; retention.ts). */
  deletesAt: string;
}

export interface ApplicationFileView {
  which: ApplicationFileName;
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * A note; one with `stageTo` records a move (the stage history): the stages' ids (null once a
 * stage is removed) and their labels as they were then.
 */
export interface ApplicationNoteView {
  id: number;
  at: string;
  authorEmail: string | null;
  stageFromID: number | null;
  stageToID: number | null;
  stageFrom: StageLabels | null;
  stageTo: StageLabels | null;
  text: string;
}

export interface ApplicationDetail extends ApplicationListItem {
  vacancyPageId: number | null;
  telephone: string;
  message: string;
  consentAt: string;
  /** The applicant's language (the vacancy's, or the open-application page's). */
  locale: string;
  /** When the applicant consented to be kept for a year for other vacancies; null: not given. */
  keepConsentAt: string | null;
  files: ApplicationFileView[];
  notes: ApplicationNoteView[];
}

type Timestamp = Date | string;
const iso = (value: Timestamp) => new Date(value).toISOString();

interface Row {
  id: number;
  vacancy_page_id: number | null;
  vacancy_title: string | null;
  name: string;
  email: string;
  desired_function: string;
  telephone: string;
  message: string;
  stage: StageRow;
  locale: string;
  created_at: Timestamp;
  stage_changed_at: Timestamp;
  consent_at: Timestamp;
  keep_consent_at: Timestamp | null;
  deletes_at: Timestamp;
  cv_file_name: string;
  cv_size: number;
  cv_content_type: string;
  motivation_file_name: string;
  motivation_size: number;
  motivation_content_type: string;
}

const FROM = `from "application" "a" ${STAGE_JOIN} cross join "recruitment_settings" "s" left join ${VACANCY_PAGES} on "p"."id" = "a"."vacancy_page_id"`;
const COLUMNS_SQL = `"a".*, to_jsonb("st") as "stage", "p"."title" as "vacancy_title", ${DELETES_AT} as "deletes_at"`;
const SELECT = `select ${COLUMNS_SQL} ${FROM}`;

const listItem = (row: Row): ApplicationListItem => ({
  id: row.id,
  vacancyTitle: row.vacancy_title,
  name: row.name,
  email: row.email,
  desiredFunction: row.desired_function,
  stage: stageView(row.stage),
  createdAt: iso(row.created_at),
  stageChangedAt: iso(row.stage_changed_at),
  deletesAt: iso(row.deletes_at),
});

const COLUMNS = ['createdAt', 'name', 'email', 'stage', 'vacancyTitle', 'deletesAt'] as const;

/** The columns a list sorts by, as SQL (whitelisted by the input's enum), with their keyset kinds (sqlKeyset). */
const SORT: Record<(typeof COLUMNS)[number], Pick<SqlSort, 'expression' | 'kind'>> = {
  createdAt: { expression: `"a"."created_at"`, kind: 'timestamp' },
  name: { expression: `lower("a"."name")`, kind: 'text' },
  email: { expression: `lower("a"."email")`, kind: 'text' },
  stage: { expression: `"st"."position"`, kind: 'integer' },
  vacancyTitle: { expression: `lower(coalesce("p"."title", ''))`, kind: 'text' },
  deletesAt: { expression: DELETES_AT, kind: 'timestamp' },
};

/**
 * The applications, a page at a time (by pageIndex or cursor): searchable by name, e-mail,
 * desired function and the vacancy's title, sortable, optionally in one stage. Not audited: it
 * shows no more than the recruiter's mail does; the detail and the files are.
 */
export const listApplications = defineOperation({
  name: 'applications.list',
  access,
  kind: 'read',
  input: z.strictObject({ ...listInput(COLUMNS, 'createdAt').shape, stageID: recordId.optional(), ...keysetInput }),
  async run(ctx, input): Promise<CursorListPage<ApplicationListItem>> {
    const like = containsPattern(input.searchTerm);
    const where = `where "s"."id" = 1
      and (? = '' or "a"."name" ilike ? or "a"."email" ilike ? or "a"."desired_function" ilike ? or "p"."title" ilike ?)
      and (?::int is null or "a"."stage_id" = ?)`;
    const params = [await vacancyPages(ctx), input.searchTerm, like, like, like, like, input.stageID ?? null, input.stageID ?? null];
    const sort = { ...SORT[input.columnToSort], id: '"a"."id"', direction: input.sortOrder };
    const keyset = sqlKeyset(sort, input, [input.searchTerm.toLowerCase(), input.stageID ?? null]);
    const rows = await ctx.em.execute<(Row & KeysetRow)[]>(
      `select ${COLUMNS_SQL}, ${keyset.columns} ${FROM} ${where} and ${keyset.condition} order by ${keyset.orderBy} limit ? offset ?`,
      [...params, ...keyset.params, keyset.limit, keyset.offset],
    );
    const [count] = await ctx.em.execute<{ n: number }[]>(`select count(*)::int as "n" ${FROM} ${where}`, params);
    const page = keyset.page(rows);
    return { ...page, items: page.items.map(listItem), totalItems: count?.n ?? 0 };
  },
});

export async function rowOf(ctx: OperationContext, id: number): Promise<Row> {
  const [row] = await ctx.em.execute<Row[]>(`${SELECT} where "s"."id" = 1 and "a"."id" = ?`, [await vacancyPages(ctx), id]);
  if (!row) throw new DomainError('V_12', 'id', 404);
  return row;
}

export async function detailOf(ctx: OperationContext, id: number): Promise<ApplicationDetail> {
  const row = await rowOf(ctx, id);
  const notes = await ctx.em.execute<
    {
      id: number;
      at: Timestamp;
      author_email: string | null;
      stage_from_id: number | null;
      stage_to_id: number | null;
      stage_from_labels: StageLabels | null;
      stage_to_labels: StageLabels | null;
      text: string;
    }[]
  >(`select * from "application_note" where "application_id" = ? order by "at" desc, "id" desc`, [id]);
  return {
    ...listItem(row),
    vacancyPageId: row.vacancy_page_id,
    telephone: row.telephone,
    message: row.message,
    consentAt: iso(row.consent_at),
    locale: row.locale,
    keepConsentAt: row.keep_consent_at === null ? null : iso(row.keep_consent_at),
    files: APPLICATION_FILES.map((which) => ({
      which,
      fileName: row[`${which}_file_name`],
      size: row[`${which}_size`],
      contentType: row[`${which}_content_type`],
    })),
    notes: notes.map((n) => ({
      id: n.id,
      at: iso(n.at),
      authorEmail: n.author_email,
      text: n.text,
      stageFromID: n.stage_from_id,
      stageToID: n.stage_to_id,
      stageFrom: n.stage_from_labels,
      stageTo: n.stage_to_labels,
    })),
  };
}

const byId = z.strictObject({ id: recordId });
export const applicationTarget = (input: { id: number }) => ({ type: 'application', id: input.id });

/** One application with everything it holds, its files' names and sizes, and its notes. Audited: every view. */
export const getApplication = defineOperation({
  name: 'applications.get',
  access,
  kind: 'read',
  input: byId,
  audit: { action: 'application.viewed', target: applicationTarget },
  run: (ctx, input) => detailOf(ctx, input.id),
});

/** A stage an application moved from or to, as its note keeps it. */
export interface NotedStage {
  id: number;
  labels: StageLabels;
}

/** A note on the application; with `move`, the record of a move between stages (the stage history). */
export function addNote(ctx: OperationContext, id: number, text: string, move?: { from: NotedStage; to: NotedStage }) {
  const author = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  return ctx.em.execute(
    `insert into "application_note" ("application_id", "author_id", "author_email", "stage_from_id", "stage_to_id",
        "stage_from_labels", "stage_to_labels", "text")
      values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      author?.userId ?? null,
      author?.email ?? null,
      move?.from.id ?? null,
      move?.to.id ?? null,
      move ? JSON.stringify(move.from.labels) : null,
      move ? JSON.stringify(move.to.labels) : null,
      text,
    ],
  );
}

export const noteText = z.string().trim().max(5000);

/** A note on an application (V_01 when empty). Answers the application as it is now. */
export const addApplicationNote = defineOperation({
  name: 'applications.addNote',
  access,
  kind: 'write',
  input: z.strictObject({ id: recordId, text: noteText.min(1) }),
  audit: { action: 'application.note-added', target: applicationTarget },
  async run(ctx, input): Promise<ApplicationDetail> {
    await rowOf(ctx, input.id);
    await addNote(ctx, input.id, input.text);
    return detailOf(ctx, input.id);
  },
});

/**
 * Deletes an application with its notes, and its two files: they are let go in the same
 * transaction and removed once it committed (a removal that fails is retried by a later pass),
 * so no file outlives its application for long and none goes before it.
 */
export const deleteApplication = defineOperation({
  name: 'applications.delete',
  access,
  kind: 'write',
  input: byId,
  audit: { action: 'application.deleted', target: applicationTarget },
  async run(ctx, input): Promise<Record<string, never>> {
    const [gone] = await ctx.em.execute<{ cv_storage_key: string; motivation_storage_key: string }[]>(
      `delete from "application" where "id" = ? returning "cv_storage_key", "motivation_storage_key"`,
      [input.id],
    );
    if (!gone) throw new DomainError('V_12', 'id', 404);
    await discardFiles(ctx, [gone.cv_storage_key, gone.motivation_storage_key]);
    return {};
  },
});

export interface ApplicationFileDownload {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * One of an application's files, from the private area, for the download route. Audited, with
 * which file: every download.
 */
export const downloadApplicationFile = defineOperation({
  name: 'applications.file',
  access,
  kind: 'read',
  input: z.strictObject({ id: recordId, which: z.enum(APPLICATION_FILES) }),
  async run(ctx, input): Promise<ApplicationFileDownload> {
    const [row] = await ctx.em.execute<Record<string, string | number>[]>(
      `select "${input.which}_file_name" as "file_name", "${input.which}_content_type" as "content_type", "${input.which}_size" as "size",
              "${input.which}_storage_key" as "storage_key"
         from "application" where "id" = ?`,
      [input.id],
    );
    if (!row) throw new DomainError('V_12', 'id', 404);
    const path = await privateFiles(ctx.services, FILES_AREA).localFile(String(row.storage_key));
    // Recorded here rather than declared: the entry names the file (core's declaration takes a target only).
    ctx.services.audit.record(ctx, 'application.file-downloaded', applicationTarget(input), { file: input.which, fileName: row.file_name });
    await ctx.em.flush();
    return { path, fileName: String(row.file_name), contentType: String(row.content_type), size: Number(row.size) };
  },
});
