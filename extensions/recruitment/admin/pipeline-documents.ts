import { graphql } from './gql';
import type { ApplicationStageFieldsFragment, ApplicationStageInput } from './gql/graphql';

export { labelIn, RETENTION_DAYS, STAGE_KINDS, STAGE_LABEL_LOCALES, type StageKind, type StageLabels } from '../server/pipeline/kinds.js';
export type Stage = ApplicationStageFieldsFragment;

/** A stage as the pipeline editor, the applications and their detail select it (labels in every language: labelIn). */
graphql(`
  fragment ApplicationStageFields on ApplicationStage {
    id
    vacancyPageID
    position
    label
    labels {
      en
      nl
      de
      fr
    }
    kind
    retentionDays
  }
`);

/** The pipeline that applies to a vacancy (its own, else the site's); none: the site's. `locale`: the admin's, for `label`. */
export const ApplicationStagesQuery = graphql(`
  query ApplicationStages($vacancyPageID: Int, $locale: String) {
    applicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {
      ...ApplicationStageFields
    }
  }
`);

/** Every vacancy (for the editor's picker), with whether it has its own pipeline. */
export const PipelineVacanciesQuery = graphql(`
  query PipelineVacancies {
    applicationCounts {
      vacancies {
        id
        title
        locale
        ownPipeline
      }
    }
  }
`);

/** A stage as the editor sends it (absent id: a new one). */
export type StageInput = ApplicationStageInput;

export const SaveApplicationStagesMutation = graphql(`
  mutation SaveApplicationStages($input: SaveApplicationStagesInput!, $locale: String) {
    saveApplicationStages(input: $input, locale: $locale) {
      ...ApplicationStageFields
    }
  }
`);

export const DeleteApplicationStagesMutation = graphql(`
  mutation DeleteApplicationStages($vacancyPageID: Int!, $locale: String) {
    deleteApplicationStages(vacancyPageID: $vacancyPageID, locale: $locale) {
      ...ApplicationStageFields
    }
  }
`);
