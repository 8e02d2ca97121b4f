import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListArgs, CursorListFields } from '../../graphql/list-args.js';
import { invoke } from '../../operations/invoke.js';
import {
  compareVersions,
  listHistory,
  restoreVersion,
  savePage,
  type BlockChange,
  type VersionComparison,
  type VersionHistory,
  type VersionSummary,
} from './history-operations.js';
import { PageType, PageVersionType, StoredVersionType } from './page-graphql-types.js';
import type { PageVersionView, PageView } from './views.js';

@ObjectType('VersionSummary')
export class VersionSummaryType implements VersionSummary {
  @Field(() => Int) id!: number;
  @Field(() => Int) revision!: number;
  @Field() title!: string;
  @Field(() => Int, { nullable: true }) authorID!: number | null;
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Int, { nullable: true, description: 'The version this one restored.' }) restoredFrom!: number | null;
  @Field(() => Int, { nullable: true, description: 'The revision of the version this one restored.' }) restoredFromRevision!: number | null;
  @Field(() => Int, { nullable: true, description: 'The version one revision before this one.' }) previousID!: number | null;
  @Field(() => Int, { description: "Seconds since it was stored, by the server's clock." }) ageSeconds!: number;
  @Field() isHead!: boolean;
  @Field() isPublished!: boolean;
}

@ObjectType('VersionHistory')
export class VersionHistoryType extends CursorListFields implements VersionHistory {
  @Field(() => [VersionSummaryType]) items!: VersionSummary[];
  @Field(() => Int) totalItems!: number;
  @Field(() => Int, { nullable: true, description: "The page's current draft." }) headVersionID!: number | null;
}

@ObjectType('BlockComparison')
export class BlockComparisonType {
  @Field() key!: string;
  @Field() type!: string;
  @Field(() => String, { description: 'added, removed, changed, moved or unchanged.' }) change!: BlockChange;
  @Field(() => [String]) changedProps!: string[];
}

@ObjectType('VersionComparison')
export class VersionComparisonType implements VersionComparison {
  @Field(() => PageVersionType) from!: PageVersionView;
  @Field(() => PageVersionType) to!: PageVersionView;
  @Field(() => [String]) changedFields!: string[];
  @Field(() => [BlockComparisonType]) blocks!: BlockComparisonType[];
}

@ObjectType('SavedPage')
export class SavedPageType {
  @Field(() => PageType) page!: PageView;
  @Field(() => Int, { description: 'Versions whose links to the page got the new path.' }) updatedLinks!: number;
}

/** A page's versions over time, and its moves (history-operations.ts). */
@Resolver()
export class PageHistoryResolver {
  @Query(() => VersionHistoryType)
  @Guarded(listHistory)
  pageHistory(@Arg('id', () => Int) id: number, @Args(() => CursorListArgs) args: CursorListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listHistory, ctx, { ...args, id });
  }

  @Query(() => VersionComparisonType)
  @Guarded(compareVersions)
  compareVersions(@Arg('from', () => Int) from: number, @Arg('to', () => Int) to: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(compareVersions, ctx, { from, to });
  }

  @Mutation(() => StoredVersionType, { description: 'An old version as the new head (the history keeps everything).' })
  @Guarded(restoreVersion)
  restorePageVersion(@Arg('id', () => Int) id: number, @Arg('revision', () => Int) revision: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(restoreVersion, ctx, { id, revision });
  }

  @Mutation(() => SavedPageType, { description: 'A new slug; the old path answers with a 301.' })
  @Guarded(savePage)
  savePage(
    @Arg('id', () => Int) id: number,
    @Arg('slug') slug: string,
    @Arg('shouldUpdateLinks', { defaultValue: false }) shouldUpdateLinks: boolean,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(savePage, ctx, { id, slug, shouldUpdateLinks });
  }
}
