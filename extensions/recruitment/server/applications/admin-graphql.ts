import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CursorListArgs, CursorListFields, Guarded, invoke, type GraphQLContext, type ListPage } from '@blokwerk/server/extension';
import {
  addApplicationNote,
  deleteApplication,
  getApplication,
  listApplications,
  type ApplicationDetail,
  type ApplicationFileName,
  type ApplicationFileView,
  type ApplicationListItem,
  type ApplicationNoteView,
} from './admin-operations.js';
import type { StageLabels } from '../pipeline/kinds.js';
import type { StageView } from '../pipeline/stages.js';
import { StageLabelsType, StageType } from '../pipeline/stage-type.js';

@ObjectType('ApplicationListItem', { description: 'An application as the admin lists it.' })
class ApplicationListItemType implements ApplicationListItem {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true, description: "The vacancy's title; null: an open application." }) vacancyTitle!: string | null;
  @Field() name!: string;
  @Field() email!: string;
  @Field() desiredFunction!: string;
  @Field(() => StageType, { description: 'The stage of its pipeline it is in (labels in English; `labels` has every language).' }) stage!: StageView;
  @Field() createdAt!: string;
  @Field() stageChangedAt!: string;
  @Field({
    description:
      "When it and its files are deleted: its stage's retention days after stageChangedAt (a rejected applicant who consented to be kept: at " +
      "least the settings' retentionConsentDays).",
  })
  deletesAt!: string;
}

@ObjectType('ApplicationList')
class ApplicationListType extends CursorListFields implements ListPage<ApplicationListItem> {
  @Field(() => [ApplicationListItemType]) items!: ApplicationListItem[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('ApplicationFile', { description: 'A file of an application; downloaded from GET /api/blokwerk/applications/file/{id}/{which}.' })
class ApplicationFileType implements ApplicationFileView {
  @Field(() => String, { description: 'cv or motivation' }) which!: ApplicationFileName;
  @Field() fileName!: string;
  @Field(() => Int) size!: number;
  @Field() contentType!: string;
}

@ObjectType('ApplicationNote', {
  description: 'A note on an application; with stageTo, a move between stages (labels as they were then; the ids null once a stage is removed).',
})
class ApplicationNoteType implements ApplicationNoteView {
  @Field(() => Int) id!: number;
  @Field() at!: string;
  @Field(() => String, { nullable: true }) authorEmail!: string | null;
  @Field(() => Int, { nullable: true }) stageFromID!: number | null;
  @Field(() => Int, { nullable: true }) stageToID!: number | null;
  @Field(() => StageLabelsType, { nullable: true }) stageFrom!: StageLabels | null;
  @Field(() => StageLabelsType, { nullable: true }) stageTo!: StageLabels | null;
  @Field() text!: string;
}

@ObjectType('ApplicationDetail', { description: 'An application with everything it holds (each read is audited).' })
export class ApplicationDetailType extends ApplicationListItemType implements ApplicationDetail {
  @Field(() => Int, { nullable: true }) vacancyPageId!: number | null;
  @Field() telephone!: string;
  @Field() message!: string;
  @Field() consentAt!: string;
  @Field({ description: "The applicant's language: the vacancy's, or the open-application page's." }) locale!: string;
  @Field(() => String, { nullable: true, description: 'When the applicant consented to be kept for a year for other vacancies; null: not given.' })
  keepConsentAt!: string | null;
  @Field(() => [ApplicationFileType]) files!: ApplicationFileView[];
  @Field(() => [ApplicationNoteType], { description: 'Newest first.' }) notes!: ApplicationNoteView[];
}

@ArgsType()
class ApplicationListArgs extends CursorListArgs {
  @Field(() => Int, { nullable: true, description: 'Only applications in this stage.' }) stageID?: number;
}

@Resolver()
export class ApplicationsAdminResolver {
  @Query(() => ApplicationListType, { description: 'Columns: createdAt, name, email, stage, vacancyTitle, deletesAt.' })
  @Guarded(listApplications)
  applications(@Args(() => ApplicationListArgs) args: ApplicationListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listApplications, ctx, { ...args });
  }

  @Query(() => ApplicationDetailType)
  @Guarded(getApplication)
  application(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getApplication, ctx, { id });
  }

  @Mutation(() => ApplicationDetailType)
  @Guarded(addApplicationNote)
  addApplicationNote(@Arg('id', () => Int) id: number, @Arg('text') text: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(addApplicationNote, ctx, { id, text });
  }

  @Mutation(() => Boolean)
  @Guarded(deleteApplication)
  async deleteApplication(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    await invoke(deleteApplication, ctx, { id });
    return true;
  }
}
