import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListFields, CursorPagingArgs } from '../../graphql/list-args.js';
import { invoke } from '../../operations/invoke.js';
import { PageType } from '../pages/page-graphql-types.js';
import type { PageView } from '../pages/views.js';
import { acceptPublication, fetchRequestComment, fetchRequests, publishPage, rejectPublication, requestPublication, unpublishPage } from './operations.js';
import { cancelSchedule, listSchedules, schedulePublication, type ScheduleView } from './schedule-operations.js';
import type { PersonView, PublicationRequestView } from './views.js';

@ObjectType('Person')
export class PersonType implements PersonView {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() email!: string;
}

@ObjectType('PublicationRequest')
export class PublicationRequestType implements PublicationRequestView {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field() pageTitle!: string;
  @Field() pageLocale!: string;
  @Field() pageSlug!: string;
  @Field() pageType!: string;
  @Field(() => Int) pageVersionID!: number;
  @Field(() => Int, { nullable: true, description: 'What was live when the request was made: compare against it.' }) replacedVersionID!: number | null;
  @Field(() => String, { description: 'pending, accepted, rejected or superseded.' }) status!: PublicationRequestView['status'];
  @Field() comment!: string;
  @Field() feedback!: string;
  @Field(() => PersonType, { nullable: true }) requestedBy!: PersonView | null;
  @Field() requestedAt!: Date;
  @Field(() => Int) ageSeconds!: number;
  @Field(() => PersonType, { nullable: true }) decidedBy!: PersonView | null;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType('PublicationRequestList')
export class PublicationRequestListType extends CursorListFields {
  @Field(() => [PublicationRequestType]) items!: PublicationRequestView[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('PublicationResult')
export class PublicationResultType {
  @Field(() => PageType) page!: PageView;
}

@ObjectType('PublicationSchedule')
export class PublicationScheduleType implements ScheduleView {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field(() => String, { description: 'publish or unpublish.' }) action!: ScheduleView['action'];
  @Field(() => Int, { nullable: true }) pageVersionID!: number | null;
  @Field() runAt!: Date;
  @Field(() => String, { description: 'pending, done, failed or cancelled.' }) status!: ScheduleView['status'];
  @Field(() => Int, { nullable: true }) createdByID!: number | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) executedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why a run failed (a catalogue code).' }) outcome!: string | null;
}

@Resolver()
export class PublicationResolver {
  @Mutation(() => PublicationResultType, { description: 'The head goes live; with revision, only if nobody stored since.' })
  @Guarded(publishPage)
  publishPage(@Arg('id', () => Int) id: number, @Arg('revision', () => Int, { nullable: true }) revision: number | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(publishPage, ctx, { id, revision });
  }

  @Mutation(() => PublicationResultType)
  @Guarded(unpublishPage)
  unpublishPage(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(unpublishPage, ctx, { id });
  }

  @Mutation(() => PublicationRequestType, { description: 'The head waits for review (the page goes offline until accepted).' })
  @Guarded(requestPublication)
  async requestPublication(@Arg('id', () => Int) id: number, @Arg('comment', { defaultValue: '' }) comment: string, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(requestPublication, ctx, { id, comment })).request;
  }

  @Mutation(() => PublicationResultType)
  @Guarded(acceptPublication)
  acceptPublication(@Arg('versionId', () => Int) id: number, @Arg('feedback', { defaultValue: '' }) feedback: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(acceptPublication, ctx, { id, feedback });
  }

  @Mutation(() => PublicationResultType)
  @Guarded(rejectPublication)
  rejectPublication(@Arg('versionId', () => Int) id: number, @Arg('feedback', { defaultValue: '' }) feedback: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(rejectPublication, ctx, { id, feedback });
  }

  @Query(() => PublicationRequestListType, {
    description: 'Requests waiting for review, oldest first (sortOrder desc: newest first); by pageIndex or by cursor (after/before).',
  })
  @Guarded(fetchRequests)
  publicationRequests(@Args(() => CursorPagingArgs) paging: CursorPagingArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(fetchRequests, ctx, paging);
  }

  @Query(() => PublicationRequestType, { description: 'The latest request for a version, with its outcome.' })
  @Guarded(fetchRequestComment)
  publicationRequestOfVersion(@Arg('versionId', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(fetchRequestComment, ctx, { id });
  }

  @Mutation(() => PublicationScheduleType, { description: 'Publish (the current head) or unpublish at a future moment.' })
  @Guarded(schedulePublication)
  schedulePublication(@Arg('id', () => Int) id: number, @Arg('action') action: string, @Arg('runAt') runAt: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(schedulePublication, ctx, { id, action, runAt });
  }

  @Query(() => [PublicationScheduleType])
  @Guarded(listSchedules)
  publicationSchedules(@Arg('pageId', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listSchedules, ctx, { id });
  }

  @Mutation(() => PublicationScheduleType)
  @Guarded(cancelSchedule)
  cancelPublicationSchedule(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(cancelSchedule, ctx, { id });
  }
}
