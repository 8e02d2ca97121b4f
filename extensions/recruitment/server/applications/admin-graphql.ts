import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, ListArgs, type GraphQLContext, type ListPage } from '@blokwerk/server/extension';
import {
  addApplicationNote, changeApplicationStatus, deleteApplication, getApplication, listApplications,
  type ApplicationDetail, type ApplicationFileName, type ApplicationFileView, type ApplicationListItem, type ApplicationNoteView,
} from './admin-operations.js';
import type { ApplicationStatus } from './entities.js';

const STATUS = 'new, in-review, invited, rejected or hired';

@ObjectType('ApplicationListItem', { description: 'An application as the admin lists it.' })
class ApplicationListItemType implements ApplicationListItem {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true, description: "The vacancy's title; null: an open application." }) vacancyTitle!: string | null;
  @Field() name!: string;
  @Field() email!: string;
  @Field() desiredFunction!: string;
  @Field(() => String, { description: STATUS }) status!: ApplicationStatus;
  @Field() createdAt!: string;
  @Field() statusChangedAt!: string;
  @Field({ description: "When it and its files are deleted: its status's retention days (recruitment settings) after statusChangedAt." }) deletesAt!: string;
}

@ObjectType('ApplicationList')
class ApplicationListType implements ListPage<ApplicationListItem> {
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

@ObjectType('ApplicationNote', { description: 'A note on an application; with statusTo, a status change.' })
class ApplicationNoteType implements ApplicationNoteView {
  @Field(() => Int) id!: number;
  @Field() at!: string;
  @Field(() => String, { nullable: true }) authorEmail!: string | null;
  @Field(() => String, { nullable: true }) statusFrom!: ApplicationStatus | null;
  @Field(() => String, { nullable: true }) statusTo!: ApplicationStatus | null;
  @Field() text!: string;
}

@ObjectType('ApplicationDetail', { description: 'An application with everything it holds (each read is audited).' })
class ApplicationDetailType extends ApplicationListItemType implements ApplicationDetail {
  @Field(() => Int, { nullable: true }) vacancyPageId!: number | null;
  @Field() telephone!: string;
  @Field() message!: string;
  @Field() consentAt!: string;
  @Field(() => [ApplicationFileType]) files!: ApplicationFileView[];
  @Field(() => [ApplicationNoteType], { description: 'Newest first.' }) notes!: ApplicationNoteView[];
}

@ArgsType()
class ApplicationListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: `Only applications of this status (${STATUS}).` }) status?: string;
}

@Resolver()
export class ApplicationsAdminResolver {
  @Query(() => ApplicationListType, { description: 'Columns: createdAt, name, email, status, vacancyTitle, deletesAt.' })
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
  @Guarded(changeApplicationStatus)
  changeApplicationStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', { description: STATUS }) status: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(changeApplicationStatus, ctx, { id, status, note: note ?? undefined });
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
