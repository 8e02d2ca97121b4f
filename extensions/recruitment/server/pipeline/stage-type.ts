import { Field, Int, ObjectType } from 'type-graphql';
import type { StageKind, StageLabels } from './kinds.js';
import type { StageView } from './stages.js';

export const KIND = "'open', or an end: 'hired' or 'rejected'";

@ObjectType('ApplicationStageLabels', { description: "A stage's label per admin language; an empty one shows the English one." })
export class StageLabelsType implements StageLabels {
  @Field() en!: string;
  @Field() nl!: string;
  @Field() de!: string;
  @Field() fr!: string;
}

@ObjectType('ApplicationStage', { description: "A stage of a pipeline: the site's (vacancyPageID null) or a vacancy's own." })
export class StageType implements StageView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true, description: "The vacancy whose own pipeline it is in; null: the site's." }) vacancyPageID!: number | null;
  @Field(() => Int, { description: '0: the first, where new applications land.' }) position!: number;
  @Field({ description: 'In the language asked for, else English.' }) label!: string;
  @Field(() => StageLabelsType) labels!: StageLabels;
  @Field(() => String, { description: KIND }) kind!: StageKind;
  @Field(() => Int, { description: 'Days an application is kept after it entered the stage (1–1095).' }) retentionDays!: number;
}
