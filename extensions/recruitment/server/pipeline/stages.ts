import { DomainError, content, type ContentReader, type OperationContext } from '@blokwerk/server/extension';
import { labelIn, type StageKind, type StageLabels } from './kinds.js';

export { labelIn };

type Em = OperationContext['em'];

/** A stage as the admin sees it: its label in the language asked for (else English) and in every language. */
export interface StageView {
  id: number;
  /** The vacancy whose own pipeline it belongs to; null: the site's pipeline. */
  vacancyPageID: number | null;
  position: number;
  label: string;
  labels: StageLabels;
  kind: StageKind;
  retentionDays: number;
}

export interface StageRow {
  id: number;
  vacancy_page_id: number | null;
  position: number;
  labels: StageLabels;
  kind: StageKind;
  retention_days: number;
}

export const stageView = (row: StageRow, locale?: string): StageView => ({
  id: row.id,
  vacancyPageID: row.vacancy_page_id,
  position: row.position,
  label: labelIn(row.labels, locale),
  labels: row.labels,
  kind: row.kind,
  retentionDays: row.retention_days,
});

/** SQL: the pipeline (a vacancy's page id, or null: the site's) that applies to the vacancy `$vacancy`. */
export const PIPELINE_OF = (vacancy: string) =>
  `(case when exists (select 1 from "application_stage" where "vacancy_page_id" = ${vacancy}) then ${vacancy} end)`;

/** The pipeline that applies to a vacancy (its own, else the site's: null); no vacancy: the site's. */
export async function pipelineOf(em: Em, vacancyPageID: number | null | undefined): Promise<number | null> {
  if (vacancyPageID === null || vacancyPageID === undefined) return null;
  const [row] = await em.execute<{ pipeline: number | null }[]>(`select ${PIPELINE_OF('?')} as "pipeline"`, [vacancyPageID, vacancyPageID]);
  return row?.pipeline ?? null;
}

/** A pipeline's stages in order. */
export function stagesOf(em: Em, pipeline: number | null): Promise<StageRow[]> {
  return em.execute<StageRow[]>(`select * from "application_stage" where "vacancy_page_id" is not distinct from ? order by "position", "id"`, [pipeline]);
}

/** The stage new applications to a vacancy (or open ones: none) land in: the first of its pipeline. */
export async function firstStageOf(em: Em, vacancyPageID: number | null): Promise<number> {
  const [first] = await stagesOf(em, await pipelineOf(em, vacancyPageID));
  if (!first) throw new Error('applications: a pipeline without stages');
  return first.id;
}

/** A page id given as a vacancy: V_12 (404) on `vacancyPageID` unless it is a vacancy page. */
export async function assertVacancy(reader: ContentReader, vacancyPageID: number): Promise<void> {
  const { items } = await content.pageFacts(reader, { type: 'vacancy', ids: [vacancyPageID] });
  if (!items.length) throw new DomainError('V_12', 'vacancyPageID', 404);
}

/** SQL: joins the application `a` only while it is in the first stage of its pipeline (saving a pipeline numbers it from 0). */
export const FIRST_STAGE_JOIN = `join "application_stage" "first" on "first"."id" = "a"."stage_id" and "first"."position" = 0`;
