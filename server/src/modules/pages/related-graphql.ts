import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { CreatedPageType, PageSiblingType, PageType, PageVersionType } from './page-graphql-types.js';
import {
  anchorAvailable,
  createTranslation,
  duplicatePage,
  getLinkTargets,
  getMultiple,
  getPages,
  getSiblingSlugs,
  searchPages,
} from './related-operations.js';
import type { PageSibling, PageVersionView, PageView } from './views.js';

@ObjectType('PageLinkTarget', { description: 'Where an internal link to a page goes.' })
export class PageLinkTargetType implements PageSibling {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field() slug!: string;
}

@ObjectType('PublishedPage')
export class PublishedPageType {
  @Field(() => PageType) page!: PageView;
  @Field(() => PageVersionType) pageVersion!: PageVersionView;
}

@InputType('CopyPageInput', { description: 'create-translation: the new locale; duplicate: the locale of the copy.' })
export class CopyPageInput {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() title!: string;
  @Field() slug!: string;
}

/** Pages read or made in relation to others: by ids, siblings, link targets, copies (related-operations.ts). */
@Resolver()
export class RelatedPagesResolver {
  @Query(() => [PageType], { description: 'Pages by id, in the order asked for.' })
  @Guarded(getMultiple)
  pagesByIds(
    @Arg('ids', () => [Int]) pageIDs: number[],
    @Arg('locale', () => String, { nullable: true }) locale: string | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(getMultiple, ctx, { pageIDs, locale });
  }

  @Query(() => [PageType], { description: 'At most 20 pages whose title or slug contains the term.' })
  @Guarded(searchPages)
  searchPages(
    @Arg('searchTerm') searchTerm: string,
    @Arg('locale', () => String, { nullable: true }) locale: string | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(searchPages, ctx, { searchTerm, locale });
  }

  @Query(() => [PublishedPageType], { description: 'Published pages of a type in a locale, newest first.' })
  @Guarded(getPages)
  publishedPages(
    @Arg('type') type: string,
    @Arg('locale') locale: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(getPages, ctx, { type, locale, limit });
  }

  @Query(() => [PageSiblingType], { description: 'Visitors get published siblings only.' })
  @Guarded(getSiblingSlugs)
  pageSiblings(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getSiblingSlugs, ctx, { id });
  }

  @Query(() => [PageLinkTargetType], { description: 'The locale and current slug of each linked page; visitors get published pages only.' })
  @Guarded(getLinkTargets)
  pageLinkTargets(@Arg('ids', () => [Int]) ids: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(getLinkTargets, ctx, { ids });
  }

  @Query(() => Boolean, { description: 'Whether the anchor name is free among the other blocks of the version being edited.' })
  @Guarded(anchorAvailable)
  async anchorAvailable(
    @Arg('anchorName') anchorName: string,
    @Arg('blockKey', () => String, { nullable: true }) blockKey: string | undefined,
    @Arg('blocks', () => GraphQLJSON) pageVersionBlocks: unknown,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return (await invoke(anchorAvailable, ctx, { anchorName, blockKey, pageVersionBlocks })).available;
  }

  @Mutation(() => CreatedPageType)
  @Guarded(createTranslation)
  createTranslation(@Arg('input', () => CopyPageInput) input: CopyPageInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createTranslation, ctx, { pageID: input.pageID, newLocale: input.locale, title: input.title, slug: input.slug });
  }

  @Mutation(() => CreatedPageType)
  @Guarded(duplicatePage)
  duplicatePage(@Arg('input', () => CopyPageInput) input: CopyPageInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(duplicatePage, ctx, input);
  }
}
