import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Block } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { discardWorkingDraft, getWorkingDraft, saveWorkingDraft } from './working-draft-operations.js';
import type { WorkingDraftBase, WorkingDraftView } from './working-drafts.js';

@InputType('WorkingDraftInput')
class WorkingDraftInput {
  @Field(() => Int) pageID!: number;
  @Field(() => Int, { description: 'The page revision the draft builds on (409 when the page has a newer one).' }) baseRevision!: number;
  @Field() title!: string;
  @Field(() => GraphQLJSON, { nullable: true }) blocks?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
  @Field({ nullable: true }) seoTitle?: string;
  @Field({ nullable: true }) seoDescription?: string;
  @Field(() => [String], { nullable: true }) seoKeywords?: string[];
  @Field(() => GraphQLJSON, { nullable: true }) seoImage?: unknown;
  @Field(() => [String], { nullable: true, description: "Public tag names; omitted keeps the base version's." }) tags?: string[];
  @Field(() => [String], { nullable: true, description: "Private tag names; omitted keeps the base version's." }) privateTags?: string[];
}

@ObjectType('WorkingDraftSaved')
class WorkingDraftSavedType implements WorkingDraftBase {
  @Field(() => Int) baseVersionID!: number;
  @Field(() => Int) baseRevision!: number;
  @Field() updatedAt!: Date;
}

@ObjectType('WorkingDraft', { description: "An editor's autosaved, unstored changes to a page; only its own user reads it." })
class WorkingDraftType implements WorkingDraftView {
  @Field(() => Int) pageID!: number;
  @Field(() => Int, { description: 'The version the draft was started from.' }) baseVersionID!: number;
  @Field(() => Int) baseRevision!: number;
  @Field() updatedAt!: Date;
  @Field() title!: string;
  @Field(() => GraphQLJSON) blocks!: Block[];
  @Field(() => GraphQLJSON) typeData!: Record<string, unknown>;
  @Field() seoTitle!: string;
  @Field() seoDescription!: string;
  @Field(() => [String]) seoKeywords!: string[];
  @Field(() => GraphQLJSON, { nullable: true }) seoImage!: ImageEntry[] | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => [String]) privateTags!: string[];
}

@ObjectType('WorkingDraftDiscarded')
class WorkingDraftDiscardedType {
  @Field({ description: 'Whether there was a working draft.' }) discarded!: boolean;
}

/** The editor's autosave (working-draft-operations.ts). */
@Resolver()
export class WorkingDraftResolver {
  @Mutation(() => WorkingDraftSavedType, {
    description: "Autosaves the caller's working draft of a page; 409 V_07 when the page has a newer revision than its base.",
  })
  @Guarded(saveWorkingDraft)
  saveWorkingDraft(@Arg('input', () => WorkingDraftInput) input: WorkingDraftInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(saveWorkingDraft, ctx, input);
  }

  @Query(() => WorkingDraftType, { nullable: true, description: "The caller's own working draft of a page, if any." })
  @Guarded(getWorkingDraft)
  async workingDraft(@Arg('pageID', () => Int) pageID: number, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(getWorkingDraft, ctx, { pageID })).workingDraft;
  }

  @Mutation(() => WorkingDraftDiscardedType)
  @Guarded(discardWorkingDraft)
  discardWorkingDraft(@Arg('pageID', () => Int) pageID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(discardWorkingDraft, ctx, { pageID });
  }
}
