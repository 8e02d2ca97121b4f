import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { VersionComparisonType } from './history-graphql.js';
import { PageType, TranslationSourceType } from './page-graphql-types.js';
import type { VersionComparison } from './history-operations.js';
import type { TranslationSource } from './translation-source.js';
import {
  markTranslationUpToDate,
  sourceChanges,
  translationStatus,
  type SourceChanges,
  type TranslationState,
  type TranslationStatus,
} from './translation-operations.js';
import type { PageView } from './views.js';

@ObjectType('TranslationStatus', { description: 'One locale variant of a translation group and where it stands.' })
export class TranslationStatusType implements TranslationStatus {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() title!: string;
  @Field() slug!: string;
  @Field({ description: 'The page the others are translated from.' }) isSource!: boolean;
  @Field() published!: boolean;
  @Field() hasUnpublishedChanges!: boolean;
  @Field({ description: 'A publication request waits for review.' }) pendingRequest!: boolean;
  @Field({ description: 'The source changed since this translation was last brought up to date.' }) outOfDate!: boolean;
  @Field(() => String, { description: 'The most pressing of the flags: out-of-date, in-review, published or draft.' }) status!: TranslationState;
}

@ObjectType('SourceChanges', { description: "What changed in a translation's source since it was last brought up to date." })
export class SourceChangesType implements SourceChanges {
  @Field(() => TranslationSourceType) source!: TranslationSource;
  @Field(() => Int, { nullable: true, description: "The source's current head: what markTranslationUpToDate records." }) headVersionID!: number | null;
  @Field() outOfDate!: boolean;
  @Field(() => VersionComparisonType, { nullable: true, description: 'null when the recorded source version is gone.' }) comparison!: VersionComparison | null;
}

@ObjectType('TranslationMarked')
export class TranslationMarkedType {
  @Field(() => PageType) page!: PageView;
}

@Resolver()
export class TranslationResolver {
  @Query(() => [TranslationStatusType], { description: "Every locale variant of the page's translation group, the page itself included." })
  @Guarded(translationStatus)
  translationStatus(@Arg('pageID', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(translationStatus, ctx, { id });
  }

  @Query(() => SourceChangesType, { description: "Block by block, what changed in the translation's source since it was last brought up to date." })
  @Guarded(sourceChanges)
  sourceChanges(@Arg('pageID', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(sourceChanges, ctx, { id });
  }

  @Mutation(() => TranslationMarkedType, {
    description: "Records the source's head as the version this translation follows (409 V_07 when it is no longer the head).",
  })
  @Guarded(markTranslationUpToDate)
  markTranslationUpToDate(@Arg('pageID', () => Int) id: number, @Arg('sourceVersionID', () => Int) sourceVersionID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(markTranslationUpToDate, ctx, { id, sourceVersionID });
  }
}
