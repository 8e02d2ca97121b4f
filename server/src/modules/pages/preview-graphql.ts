import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Block } from '../../content-model/validate.js';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { createPreviewDraft, fetchPreviewDraft, type PreviewDraftView } from './preview-drafts.js';

@InputType('PreviewDraftInput')
class PreviewDraftInput {
  @Field(() => Int) pageID!: number;
  @Field() title!: string;
  @Field({ nullable: true }) seoTitle?: string;
  @Field(() => GraphQLJSON, { nullable: true }) blocks?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
}

@ObjectType('PreviewDraftToken')
class PreviewDraftTokenType {
  @Field({ description: 'Opens the draft at /-/preview/draft/{token}.' }) token!: string;
  @Field() expiresAt!: Date;
}

@ObjectType('PreviewDraft')
class PreviewDraftType implements PreviewDraftView {
  @Field(() => Int) pageID!: number;
  @Field() title!: string;
  @Field() seoTitle!: string;
  @Field(() => GraphQLJSON) blocks!: Block[];
  @Field(() => GraphQLJSON) typeData!: Record<string, unknown>;
}

/** The live preview's unsaved drafts (preview-drafts.ts). */
@Resolver()
export class PreviewDraftResolver {
  @Mutation(() => PreviewDraftTokenType, { description: "An unsaved draft for the editor's live preview, kept for 30 minutes." })
  @Guarded(createPreviewDraft)
  createPreviewDraft(@Arg('input', () => PreviewDraftInput) input: PreviewDraftInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createPreviewDraft, ctx, input);
  }

  @Query(() => PreviewDraftType, { description: 'A preview draft its author made, until it expires.' })
  @Guarded(fetchPreviewDraft)
  previewDraft(@Arg('token') token: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(fetchPreviewDraft, ctx, { token });
  }
}
