import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { StageKind, StageLabels } from '../server/pipeline/kinds.js';
import type { StageView } from '../server/pipeline/stages.js';

export { labelIn, RETENTION_DAYS, STAGE_KINDS, STAGE_LABEL_LOCALES, type StageKind, type StageLabels } from '../server/pipeline/kinds.js';
export type Stage = StageView;

const STAGE = 'id vacancyPageID position label labels { en nl de fr } kind retentionDays';

/** The pipeline that applies to a vacancy (its own, else the site's); none: the site's. `locale`: the admin's, for `label`. */
export const ApplicationStagesQuery: TypedDocumentNode<{ applicationStages: Stage[] }, { vacancyPageID?: number | null; locale: string }> = gql`
  query ApplicationStages($vacancyPageID: Int, $locale: String) { applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ${STAGE} } }
`;

/** Every vacancy (for the editor's picker), with whether it has its own pipeline. */
export const PipelineVacanciesQuery: TypedDocumentNode<{ applicationCounts: { vacancies: { id: number; title: string; locale: string; ownPipeline: boolean }[] } }, Record<string, never>> = gql`
  query PipelineVacancies { applicationCounts { vacancies { id title locale ownPipeline } } }
`;

export interface StageInput {
  /** Absent: a new stage. */
  id?: number;
  labels: StageLabels;
  kind: StageKind;
  retentionDays: number;
}

export const SaveApplicationStagesMutation: TypedDocumentNode<{ saveApplicationStages: Stage[] }, { input: { vacancyPageID: number | null; stages: StageInput[] }; locale: string }> = gql`
  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) { saveApplicationStages(input: $input, locale: $locale) { ${STAGE} } }
`;

export const DeleteApplicationStagesMutation: TypedDocumentNode<{ deleteApplicationStages: Stage[] }, { vacancyPageID: number; locale: string }> = gql`
  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) { deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) { ${STAGE} } }
`;
