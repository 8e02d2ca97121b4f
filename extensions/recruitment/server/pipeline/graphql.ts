import { Arg, Args, ArgsType, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { ApplicationDetailType } from '../applications/admin-graphql.js';
import { deleteApplicationStages, saveApplicationStages } from './editing.js';
import {
  applicationBoard,
  applicationCounts,
  listApplicationStages,
  moveApplication,
  type ApplicationCounts,
  type BoardCard,
  type BoardColumn,
  type VacancyCount,
} from './operations.js';
import type { StageView } from './stages.js';
import { KIND, StageType } from './stage-type.js';

const LOCALE = 'The language `label` is wanted in (en, nl, de, fr); absent: English.';

@ObjectType('ApplicationBoardCard')
class BoardCardType implements BoardCard {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'null: an open application.' }) vacancyTitle!: string | null;
  @Field() createdAt!: string;
  @Field() stageChangedAt!: string;
}

@ObjectType('ApplicationBoardColumn')
class BoardColumnType implements BoardColumn {
  @Field(() => StageType) stage!: StageView;
  @Field(() => Int, { description: 'The applications in the stage (matching the search); the cards stop at 200, last moved first.' }) count!: number;
  @Field(() => [BoardCardType]) applications!: BoardCard[];
}

@ObjectType('ApplicationBoard')
class BoardType {
  @Field(() => [BoardColumnType]) stages!: BoardColumn[];
}

@ObjectType('ApplicationVacancyCount')
class VacancyCountType implements VacancyCount {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() locale!: string;
  @Field({ description: "It has its own pipeline (else the site's applies)." }) ownPipeline!: boolean;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'In the first stage of its pipeline.' }) new!: number;
}

@ObjectType('ApplicationOpenCount')
class OpenCountType {
  @Field(() => Int) total!: number;
  @Field(() => Int) new!: number;
}

@ObjectType('ApplicationStageCount')
class StageCountType {
  @Field(() => StageType) stage!: StageView;
  @Field(() => Int) count!: number;
}

@ObjectType('ApplicationCounts')
class CountsType implements ApplicationCounts {
  @Field(() => [VacancyCountType], { description: 'Every vacancy page, newest first.' }) vacancies!: VacancyCount[];
  @Field(() => OpenCountType, { description: 'The applications without a vacancy.' }) openApplications!: { total: number; new: number };
  @Field(() => [StageCountType], { description: "Every stage of every pipeline, the site's first." }) stages!: { stage: StageView; count: number }[];
}

@InputType('ApplicationStageLabelsInput')
class StageLabelsInput {
  @Field() en!: string;
  @Field({ nullable: true }) nl?: string;
  @Field({ nullable: true }) de?: string;
  @Field({ nullable: true }) fr?: string;
}

@InputType('ApplicationStageInput')
class StageInput {
  @Field(() => Int, { nullable: true, description: 'Absent: a new stage.' }) id?: number | null;
  @Field(() => StageLabelsInput) labels!: StageLabelsInput;
  @Field(() => String, { description: KIND }) kind!: string;
  @Field(() => Int) retentionDays!: number;
}

@InputType('SaveApplicationStagesInput')
class SaveStagesInput {
  @Field(() => Int, { nullable: true, description: "A vacancy's own pipeline; absent: the site's." }) vacancyPageID?: number | null;
  @Field(() => [StageInput], { description: "In order; the first must be open, one hired and one rejected at least. Empty (a vacancy): back to the site's." })
  stages!: StageInput[];
}

@InputType('CandidateMailInput', { description: 'The candidate mail the recruiter confirmed.' })
class CandidateMailInput {
  @Field() subject!: string;
  @Field() body!: string;
}

@InputType('MoveApplicationInput')
class MoveInput {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'A stage of the pipeline that applies to the application.' }) stageID!: number;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => CandidateMailInput, { nullable: true, description: 'Mailed to the applicant once the move is stored, and kept on its history.' })
  mail?: CandidateMailInput | null;
}

@ArgsType()
class BoardArgs {
  @Field(() => Int, { nullable: true, description: "One vacancy (its pipeline); absent: every application on the site's pipeline." }) vacancyPageID?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Name, e-mail, desired function or vacancy title.' }) searchTerm?: string | null;
  @Field(() => String, { nullable: true, description: LOCALE }) locale?: string | null;
}

@Resolver()
export class PipelineResolver {
  @Query(() => [StageType], { description: "The pipeline that applies to a vacancy (its own, else the site's), in order; absent: the site's." })
  @Guarded(listApplicationStages)
  applicationStages(
    @Arg('vacancyPageID', () => Int, { nullable: true }) vacancyPageID: number | null,
    @Arg('locale', () => String, { nullable: true, description: LOCALE }) locale: string | null,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(listApplicationStages, ctx, { vacancyPageID, locale: locale ?? undefined });
  }

  @Query(() => BoardType)
  @Guarded(applicationBoard)
  applicationBoard(@Args(() => BoardArgs) args: BoardArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(applicationBoard, ctx, { vacancyPageID: args.vacancyPageID, searchTerm: args.searchTerm ?? undefined, locale: args.locale ?? undefined });
  }

  @Query(() => CountsType)
  @Guarded(applicationCounts)
  applicationCounts(@Arg('locale', () => String, { nullable: true, description: LOCALE }) locale: string | null, @Ctx() { ctx }: GraphQLContext) {
    return invoke(applicationCounts, ctx, { locale: locale ?? undefined });
  }

  @Mutation(() => ApplicationDetailType, {
    description: "Another stage of its pipeline (V_12 for the same one or another pipeline's); recorded on its history and audited.",
  })
  @Guarded(moveApplication)
  moveApplication(@Arg('input', () => MoveInput) input: MoveInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(moveApplication, ctx, { ...input, mail: input.mail ? { ...input.mail } : input.mail });
  }

  @Mutation(() => [StageType], { description: 'Replaces a pipeline; V_07 when a removed stage still holds applications.' })
  @Guarded(saveApplicationStages)
  saveApplicationStages(
    @Arg('input', () => SaveStagesInput) input: SaveStagesInput,
    @Arg('locale', () => String, { nullable: true, description: LOCALE }) locale: string | null,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    const stages = input.stages.map((stage) => ({ ...stage, labels: { ...stage.labels } }));
    return invoke(saveApplicationStages, ctx, { vacancyPageID: input.vacancyPageID, stages, locale: locale ?? undefined });
  }

  @Mutation(() => [StageType], {
    description: "A vacancy returns to the site's pipeline; its applications move to the site's counterpart stages. Answers the site's stages.",
  })
  @Guarded(deleteApplicationStages)
  deleteApplicationStages(
    @Arg('vacancyPageID', () => Int) vacancyPageID: number,
    @Arg('locale', () => String, { nullable: true, description: LOCALE }) locale: string | null,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(deleteApplicationStages, ctx, { vacancyPageID, locale: locale ?? undefined });
  }
}
