import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import { CursorListFields, CursorPagingArgs } from '../../graphql/list-args.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { ContentCheckProblemType } from '../checks/graphql.js';
import type { CheckProblem } from '../checks/types.js';
import { PersonType } from '../publication/graphql.js';
import type { PersonView } from '../publication/views.js';
import type { ItemConflict } from './conflicts.js';
import {
  addReleaseItem,
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  removeReleaseItem,
  repinReleaseItem,
  requestReleaseReview,
  reviewRelease,
  updateRelease,
} from './operations.js';
import { publishReleaseNow, rollbackReleaseNow, scheduleRelease, unscheduleRelease } from './publish-operations.js';
import type { ReleaseStatus } from './state.js';
import type { ReleaseDetailView, ReleaseItemView, ReleaseView } from './views.js';

@ObjectType('Release')
export class ReleaseType implements ReleaseView {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => String, { description: 'open, in-review, approved, changes-requested, scheduled, published or rolled-back.' }) status!: ReleaseStatus;
  @Field(() => Date, { nullable: true }) scheduledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the last scheduled publication did not run (a catalogue code).' }) outcome!: string | null;
  @Field({ description: "The reviewer's words with the last decision." }) feedback!: string;
  @Field(() => Int) itemCount!: number;
  @Field(() => PersonType, { nullable: true }) createdBy!: PersonView | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => PersonType, { nullable: true }) reviewedBy!: PersonView | null;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => PersonType, { nullable: true }) publishedBy!: PersonView | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => PersonType, { nullable: true }) rolledBackBy!: PersonView | null;
  @Field(() => Date, { nullable: true }) rolledBackAt!: Date | null;
}

@ObjectType('ReleaseItem')
export class ReleaseItemType implements ReleaseItemView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true, description: 'null once the page was deleted.' }) pageID!: number | null;
  @Field() pageTitle!: string;
  @Field() pageLocale!: string;
  @Field() pageType!: string;
  @Field(() => String, { nullable: true }) pageSlug!: string | null;
  @Field(() => Int, { nullable: true }) pageVersionID!: number | null;
  @Field(() => Int, { nullable: true }) versionRevision!: number | null;
  @Field(() => Int, { nullable: true }) headVersionID!: number | null;
  @Field(() => Int, { nullable: true }) publishedVersionID!: number | null;
  @Field(() => Int, { nullable: true, description: 'What was live before the release (null: offline).' }) previousVersionID!: number | null;
  @Field() applied!: boolean;
  @Field(() => [String], { description: 'deleted, changed or republished: publishing is refused while any item has one.' }) conflicts!: ItemConflict[];
  @Field({ description: 'The page shows something else since the release: a rollback needs force.' }) movedOn!: boolean;
  @Field(() => [ContentCheckProblemType], { description: 'Before publication: the content checks’ findings for the pinned version.' })
  problems!: CheckProblem[];
}

@ObjectType('ReleaseDetail')
export class ReleaseDetailType implements ReleaseDetailView {
  @Field(() => ReleaseType) release!: ReleaseView;
  @Field(() => [ReleaseItemType]) items!: ReleaseItemView[];
}

@ObjectType('ReleaseList')
export class ReleaseListType extends CursorListFields {
  @Field(() => [ReleaseType]) items!: ReleaseView[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('DeletedRelease')
export class DeletedReleaseType {
  @Field(() => Int) id!: number;
}

@Resolver()
export class ReleaseResolver {
  @Query(() => ReleaseListType, { description: 'Releases, newest first (sortOrder asc: oldest first); by pageIndex or by cursor (after/before).' })
  @Guarded(listReleases)
  releases(
    @Arg('status', () => String, { nullable: true }) status: string | undefined,
    @Args(() => CursorPagingArgs) paging: CursorPagingArgs,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(listReleases, ctx, { status: status ?? undefined, ...paging });
  }

  @Query(() => ReleaseDetailType, { description: 'A release with its items, their conflicts and check problems.' })
  @Guarded(getRelease)
  release(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getRelease, ctx, { id });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(createRelease)
  createRelease(@Arg('name') name: string, @Arg('description', { defaultValue: '' }) description: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createRelease, ctx, { name, description });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(updateRelease)
  updateRelease(
    @Arg('id', () => Int) id: number,
    @Arg('name', () => String, { nullable: true }) name: string | undefined,
    @Arg('description', () => String, { nullable: true }) description: string | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(updateRelease, ctx, { id, name: name ?? undefined, description: description ?? undefined });
  }

  @Mutation(() => DeletedReleaseType, { description: 'Only a release that was never published.' })
  @Guarded(deleteRelease)
  deleteRelease(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteRelease, ctx, { id });
  }

  @Mutation(() => ReleaseDetailType, { description: 'Adds a page with its current head, or a chosen version of it.' })
  @Guarded(addReleaseItem)
  addReleaseItem(
    @Arg('id', () => Int) id: number,
    @Arg('pageId', () => Int) pageId: number,
    @Arg('versionId', () => Int, { nullable: true }) versionId: number | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(addReleaseItem, ctx, { id, pageId, versionId: versionId ?? undefined });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(removeReleaseItem)
  removeReleaseItem(@Arg('id', () => Int) id: number, @Arg('itemId', () => Int) itemId: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(removeReleaseItem, ctx, { id, itemId });
  }

  @Mutation(() => ReleaseDetailType, { description: "Re-pins an item to its page's current head." })
  @Guarded(repinReleaseItem)
  repinReleaseItem(@Arg('id', () => Int) id: number, @Arg('itemId', () => Int) itemId: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(repinReleaseItem, ctx, { id, itemId });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(requestReleaseReview)
  requestReleaseReview(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(requestReleaseReview, ctx, { id });
  }

  @Mutation(() => ReleaseDetailType, { description: 'decision: approve or request-changes.' })
  @Guarded(reviewRelease)
  reviewRelease(
    @Arg('id', () => Int) id: number,
    @Arg('decision') decision: string,
    @Arg('feedback', { defaultValue: '' }) feedback: string,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(reviewRelease, ctx, { id, decision, feedback });
  }

  @Mutation(() => ReleaseDetailType, { description: 'Every item goes live now, or none.' })
  @Guarded(publishReleaseNow)
  publishRelease(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(publishReleaseNow, ctx, { id });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(scheduleRelease)
  scheduleRelease(@Arg('id', () => Int) id: number, @Arg('at') at: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(scheduleRelease, ctx, { id, at });
  }

  @Mutation(() => ReleaseDetailType)
  @Guarded(unscheduleRelease)
  unscheduleRelease(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(unscheduleRelease, ctx, { id });
  }

  @Mutation(() => ReleaseDetailType, { description: 'Every page back to what it showed before; force also undoes later publications of them.' })
  @Guarded(rollbackReleaseNow)
  rollbackRelease(@Arg('id', () => Int) id: number, @Arg('force', { defaultValue: false }) force: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(rollbackReleaseNow, ctx, { id, force });
  }
}
