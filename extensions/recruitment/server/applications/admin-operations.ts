import { z } from 'zod';
import { DomainError, containsPattern, defineOperation, listInput, privateFiles, recordId, type ListPage, type OperationContext } from '@blokwerk/server/extension';
import { APPLICATION_STATUSES, type ApplicationStatus } from './entities.js';
import { discardFiles, FILES_AREA } from './operations.js';
import { DELETES_AT } from './retention.js';

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
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
  /** When the retention sweep deletes it with its files (its status's days after statusChangedAt). */
  deletesAt: string;
}

export interface ApplicationFileView {
  which: ApplicationFileName;
  fileName: string;
  size: number;
  contentType: string;
}

/** A note; one with `statusTo` records a status change (the status history). */
export interface ApplicationNoteView {
  id: number;
  at: string;
  authorEmail: string | null;
  statusFrom: ApplicationStatus | null;
  statusTo: ApplicationStatus | null;
  text: string;
}

export interface ApplicationDetail extends ApplicationListItem {
  vacancyPageId: number | null;
  telephone: string;
  message: string;
  consentAt: string;
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
  status: ApplicationStatus;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  consent_at: Timestamp;
  deletes_at: Timestamp;
  cv_file_name: string;
  cv_size: number;
  cv_content_type: string;
  motivation_file_name: string;
  motivation_size: number;
  motivation_content_type: string;
}

const FROM = `from "application" "a" cross join "recruitment_settings" "s" left join "page" "p" on "p"."id" = "a"."vacancy_page_id"`;
const SELECT = `select "a".*, "p"."title" as "vacancy_title", ${DELETES_AT} as "deletes_at" ${FROM}`;

const listItem = (row: Row): ApplicationListItem => ({
  id: row.id,
  vacancyTitle: row.vacancy_title,
  name: row.name,
  email: row.email,
  desiredFunction: row.desired_function,
  status: row.status,
  createdAt: iso(row.created_at),
  statusChangedAt: iso(row.status_changed_at),
  deletesAt: iso(row.deletes_at),
});

/** The columns a list sorts by, as SQL (whitelisted by the input's enum). */
const SORT = {
  createdAt: `"a"."created_at"`,
  name: `lower("a"."name")`,
  email: `lower("a"."email")`,
  status: `"a"."status"`,
  vacancyTitle: `lower(coalesce("p"."title", ''))`,
  deletesAt: DELETES_AT,
} as const;
const COLUMNS = ['createdAt', 'name', 'email', 'status', 'vacancyTitle', 'deletesAt'] as const;

/**
 * The applications, a page at a time: searchable by name, e-mail, desired function and the
 * vacancy's title, sortable, optionally of one status. Not audited: it shows no more than the
 * recruiter's mail does; the detail and the files are.
 */
export const listApplications = defineOperation({
  name: 'applications.list',
  access,
  kind: 'read',
  input: z.strictObject({ ...listInput(COLUMNS, 'createdAt').shape, status: z.enum(APPLICATION_STATUSES).optional() }),
  async run(ctx, input): Promise<ListPage<ApplicationListItem>> {
    const like = containsPattern(input.searchTerm);
    const where = `where "s"."id" = 1
      and (? = '' or "a"."name" ilike ? or "a"."email" ilike ? or "a"."desired_function" ilike ? or "p"."title" ilike ?)
      and (?::text is null or "a"."status" = ?)`;
    const params = [input.searchTerm, like, like, like, like, input.status ?? null, input.status ?? null];
    const direction = input.sortOrder === 'asc' ? 'asc' : 'desc';
    const rows = await ctx.em.execute<Row[]>(
      `${SELECT} ${where} order by ${SORT[input.columnToSort]} ${direction}, "a"."id" ${direction} limit ? offset ?`,
      [...params, input.pageSize, input.pageIndex * input.pageSize],
    );
    const [count] = await ctx.em.execute<{ n: number }[]>(`select count(*)::int as "n" ${FROM} ${where}`, params);
    return { items: rows.map(listItem), totalItems: count?.n ?? 0 };
  },
});

async function rowOf(ctx: OperationContext, id: number): Promise<Row> {
  const [row] = await ctx.em.execute<Row[]>(`${SELECT} where "s"."id" = 1 and "a"."id" = ?`, [id]);
  if (!row) throw new DomainError('V_12', 'id', 404);
  return row;
}

async function detailOf(ctx: OperationContext, id: number): Promise<ApplicationDetail> {
  const row = await rowOf(ctx, id);
  const notes = await ctx.em.execute<{ id: number; at: Timestamp; author_email: string | null; status_from: ApplicationStatus | null; status_to: ApplicationStatus | null; text: string }[]>(
    `select * from "application_note" where "application_id" = ? order by "at" desc, "id" desc`, [id]);
  return {
    ...listItem(row),
    vacancyPageId: row.vacancy_page_id,
    telephone: row.telephone,
    message: row.message,
    consentAt: iso(row.consent_at),
    files: APPLICATION_FILES.map((which) => ({ which, fileName: row[`${which}_file_name`], size: row[`${which}_size`], contentType: row[`${which}_content_type`] })),
    notes: notes.map((n) => ({ id: n.id, at: iso(n.at), authorEmail: n.author_email, statusFrom: n.status_from, statusTo: n.status_to, text: n.text })),
  };
}

const byId = z.strictObject({ id: recordId });
const applicationTarget = (input: { id: number }) => ({ type: 'application', id: input.id });

/** One application with everything it holds, its files' names and sizes, and its notes. Audited: every view. */
export const getApplication = defineOperation({
  name: 'applications.get',
  access,
  kind: 'read',
  input: byId,
  audit: { action: 'application.viewed', target: applicationTarget },
  run: (ctx, input) => detailOf(ctx, input.id),
});

function addNote(ctx: OperationContext, id: number, text: string, status?: { from: ApplicationStatus; to: ApplicationStatus }) {
  const author = ctx.actor.kind === 'user' ? ctx.actor : undefined;
  return ctx.em.execute(`insert into "application_note" ("application_id", "author_id", "author_email", "status_from", "status_to", "text") values (?, ?, ?, ?, ?, ?)`,
    [id, author?.userId ?? null, author?.email ?? null, status?.from ?? null, status?.to ?? null, text]);
}

const noteText = z.string().trim().max(5000);

/**
 * A new status, with an optional note: the retention period starts again (that of the new
 * status). The same status again is V_12. Answers the application as it is now.
 */
export const changeApplicationStatus = defineOperation({
  name: 'applications.changeStatus',
  access,
  kind: 'write',
  input: z.strictObject({ id: recordId, status: z.enum(APPLICATION_STATUSES), note: noteText.default('') }),
  audit: { action: 'application.status-changed', target: applicationTarget },
  async run(ctx, input): Promise<ApplicationDetail> {
    const [row] = await ctx.em.execute<{ status: ApplicationStatus }[]>(`select "status" from "application" where "id" = ? for update`, [input.id]);
    if (!row) throw new DomainError('V_12', 'id', 404);
    if (row.status === input.status) throw new DomainError('V_12', 'status');
    await ctx.em.execute(`update "application" set "status" = ?, "status_changed_at" = now() where "id" = ?`, [input.status, input.id]);
    await addNote(ctx, input.id, input.note, { from: row.status, to: input.status });
    return detailOf(ctx, input.id);
  },
});

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
      `delete from "application" where "id" = ? returning "cv_storage_key", "motivation_storage_key"`, [input.id]);
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
      `select "${input.which}_file_name" as "file_name", "${input.which}_content_type" as "content_type", "${input.which}_size" as "size", "${input.which}_storage_key" as "storage_key" from "application" where "id" = ?`, [input.id]);
    if (!row) throw new DomainError('V_12', 'id', 404);
    const path = await privateFiles(ctx.services, FILES_AREA).localFile(String(row.storage_key));
    // Recorded here rather than declared: the entry names the file (core's declaration takes a target only).
    ctx.services.audit.record(ctx, 'application.file-downloaded', applicationTarget(input), { file: input.which, fileName: row.file_name });
    await ctx.em.flush();
    return { path, fileName: String(row.file_name), contentType: String(row.content_type), size: Number(row.size) };
  },
});
