import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { contentCheckCatalogue, contentChecksOfDraft, contentChecksOfVersion, setBlockingChecks, type CheckCatalogueEntry } from './operations.js';
import type { CheckParams, CheckProblem } from './types.js';

@ObjectType('ContentCheckProblem', { description: 'A problem a content check found in a version.' })
export class ContentCheckProblemType implements CheckProblem {
  @Field({ description: 'The id of the check (contentCheckCatalogue).' }) check!: string;
  @Field(() => String, { description: 'error or warning.' }) severity!: CheckProblem['severity'];
  @Field(() => String, { nullable: true, description: 'The block it is in; null for page-level problems.' }) blockKey!: string | null;
  @Field(() => String, { nullable: true, description: 'The field, as a path inside the block or the page (seoTitle, typeData.photo).' }) field!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Values the message is filled with, per check (docs/editing.md).' }) params!: CheckParams;
}

@ObjectType('ContentCheck')
class ContentCheckType implements CheckCatalogueEntry {
  @Field() id!: string;
  @Field() label!: string;
  @Field(() => String, { description: 'error or warning.' }) severity!: CheckCatalogueEntry['severity'];
  @Field({ description: 'Its problems block publication (a site setting).' }) blocking!: boolean;
}

@InputType('ContentChecksDraftInput', { description: 'An unsaved draft of a page, as the editor holds it.' })
class ContentChecksDraftInput {
  @Field({ nullable: true }) title?: string;
  @Field({ nullable: true }) seoTitle?: string;
  @Field({ nullable: true }) seoDescription?: string;
  @Field(() => GraphQLJSON, { nullable: true }) seoImage?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) blocks?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
}

@Resolver()
export class ContentChecksResolver {
  @Query(() => [ContentCheckProblemType], { description: 'The problems the content checks find in a stored version.' })
  @Guarded(contentChecksOfVersion)
  async contentChecks(@Arg('pageVersionID', () => Int) pageVersionID: number, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(contentChecksOfVersion, ctx, { pageVersionID })).problems;
  }

  @Query(() => [ContentCheckProblemType], { description: 'The problems of an unsaved draft of a page; nothing is stored.' })
  @Guarded(contentChecksOfDraft)
  async contentChecksOfDraft(
    @Arg('pageID', () => Int) pageID: number,
    @Arg('draft', () => ContentChecksDraftInput) draft: ContentChecksDraftInput,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return (await invoke(contentChecksOfDraft, ctx, { pageID, ...draft })).problems;
  }

  @Query(() => [ContentCheckType], { description: 'Every content check, and whether it blocks publication.' })
  @Guarded(contentCheckCatalogue)
  async contentCheckCatalogue(@Arg('locale', () => String, { nullable: true, description: 'Interface language (en, nl, de, fr).' }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(contentCheckCatalogue, ctx, { locale })).items;
  }

  @Mutation(() => [String], { description: 'The checks whose problems block publication; answers the stored ids.' })
  @Guarded(setBlockingChecks)
  async setBlockingContentChecks(@Arg('ids', () => [String]) ids: string[], @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(setBlockingChecks, ctx, { ids })).ids;
  }
}
