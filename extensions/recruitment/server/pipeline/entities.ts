import { defineEntity, p } from '@mikro-orm/core';

import { STAGE_KINDS, type StageLabels } from './kinds.js';

export { STAGE_KINDS, type StageKind, type StageLabels } from './kinds.js';

/**
 * A stage of a pipeline (migrations/…_pipeline): the site's (vacancyPageId null) or one
 * vacancy's own, which replaces the site's for that vacancy. Ordered by position (0 first, where
 * new applications land); an application is kept retentionDays after it entered the stage.
 */
export const ApplicationStageSchema = defineEntity({
  name: 'ApplicationStage',
  tableName: 'application_stage',
  properties: {
    id: p.integer().primary(),
    vacancyPageId: p.integer().nullable(),
    position: p.integer(),
    /** The label per admin language (en, nl, de, fr); the applicant sees theirs. */
    labels: p.json<StageLabels>(),
    kind: p.enum(STAGE_KINDS),
    retentionDays: p.integer(),
  },
});

export class ApplicationStage extends ApplicationStageSchema.class {}
ApplicationStageSchema.setClass(ApplicationStage);
