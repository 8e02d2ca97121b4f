import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Args, ArgsType, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListArgs } from '../../graphql/list-args.js';
import { invoke } from '../../operations/invoke.js';
import type { PageStatus } from './list-query.js';
import { createPage, deletePage, fetchVersion, getBySlug, getPage, linkedFrom, listPages, pageTree, slugAvailable, storeVersion } from './page-operations.js';
import {
  CreatedPageType,
  DeletedPageType,
  LinkingPageType,
  PageBySlugType,
  PageListType,
  PageTreeNodeType,
  PageVersionType,
  PageWithVersionType,
  SlugAvailabilityType,
  StoredVersionType,
} from './page-graphql-types.js';

@InputType('CreatePageInput')
export class CreatePageInput {
  @Field() title!: string;
  @Field() slug!: string;
  @Field() type!: string;
  @Field() locale!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The initial block list.' }) content?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
}

@InputType('StorePageVersionInput')
export class StorePageVersionInput {
  @Field(() => Int, { description: 'The version the edit was based on.' }) id!: number;
  @Field(() => Int, { description: 'The page revision the edit was based on (409 when stale).' }) revision!: number;
  @Field() title!: string;
  @Field(() => GraphQLJSON) blocks!: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
  @Field({ nullable: true }) seoTitle?: string;
  @Field({ nullable: true }) seoDescription?: string;
  @Field(() => [String], { nullable: true }) seoKeywords?: string[];
  @Field(() => GraphQLJSON, { nullable: true }) seoImage?: unknown;
  @Field(() => [String], { nullable: true, description: "Public tag names (made with validateTag); omitted keeps the base version's." }) tags?: string[];
  @Field(() => [String], { nullable: true, description: "Private tag names; omitted keeps the base version's." }) privateTags?: string[];
}

@ArgsType()
export class PageListArgs extends CursorListArgs {
  @Field({ nullable: true }) type?: string;
  @Field({ nullable: true }) locale?: string;
  @Field(() => String, {
    nullable: true,
    description: 'draft, published, changed (published with unpublished changes), pending (waiting for review) or scheduled.',
  })
  status?: PageStatus;
  @Field(() => Boolean, { nullable: true, description: 'true: only translations whose source changed since they were brought up to date.' })
  outOfDate?: boolean;
  @Field(() => String, { nullable: true, description: 'Only pages whose head version has this public or private tag (any case).' })
  tag?: string;
}

/** A page's own reads and writes (page-operations.ts). */
@Resolver()
export class PagesResolver {
  @Query(() => PageWithVersionType)
  @Guarded(getPage)
  page(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getPage, ctx, { id });
  }

  @Query(() => PageVersionType)
  @Guarded(fetchVersion)
  pageVersion(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(fetchVersion, ctx, { id });
  }

  @Query(() => PageListType)
  @Guarded(listPages)
  pages(@Args(() => PageListArgs) args: PageListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listPages, ctx, args);
  }

  @Query(() => [PageTreeNodeType], { description: 'The children of a path in the slug tree of a locale (the top without parent), at most 500.' })
  @Guarded(pageTree)
  pageTree(
    @Arg('locale') locale: string,
    @Arg('parent', () => String, { nullable: true }) parent: string | undefined,
    @Arg('type', () => String, { nullable: true }) type: string | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(pageTree, ctx, { locale, parent, type });
  }

  @Query(() => SlugAvailabilityType)
  @Guarded(slugAvailable)
  slugAvailable(
    @Arg('slug') slug: string,
    @Arg('locale') locale: string,
    @Arg('type', () => String, { nullable: true }) type: string | undefined,
    @Arg('pageId', () => Int, { nullable: true }) pageId: number | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(slugAvailable, ctx, { slug, locale, type, pageId });
  }

  @Query(() => PageBySlugType)
  @Guarded(getBySlug)
  pageBySlug(@Arg('slug') slug: string, @Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getBySlug, ctx, { slug, locale });
  }

  @Mutation(() => CreatedPageType)
  @Guarded(createPage)
  createPage(@Arg('input', () => CreatePageInput) input: CreatePageInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createPage, ctx, input);
  }

  @Mutation(() => StoredVersionType)
  @Guarded(storeVersion)
  storePageVersion(@Arg('input', () => StorePageVersionInput) input: StorePageVersionInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(storeVersion, ctx, input);
  }

  @Mutation(() => DeletedPageType, { description: 'Allowed when other pages link here; the answer names them.' })
  @Guarded(deletePage)
  deletePage(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deletePage, ctx, { id });
  }

  @Query(() => [LinkingPageType], { description: 'Pages linking to this one (ask before deleting it).' })
  @Guarded(linkedFrom)
  pageLinkedFrom(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(linkedFrom, ctx, { id });
  }
}
