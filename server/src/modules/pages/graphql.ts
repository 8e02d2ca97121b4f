import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Args, ArgsType, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListArgs, CursorListFields } from '../../graphql/list-args.js';
import { invoke } from '../../operations/invoke.js';
import type { ListPage } from '../../operations/pagination.js';
import type { Block } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import { createPage, deletePage, fetchVersion, getBySlug, getPage, linkedFrom, listPages, pageTree, slugAvailable, storeVersion } from './page-operations.js';
import type { PageStatus, PageTreeNode } from './list-query.js';
import type { LinkingPage } from './links.js';
import { compareVersions, listHistory, restoreVersion, savePage, type BlockChange, type VersionComparison, type VersionHistory, type VersionSummary } from './history-operations.js';
import { anchorAvailable, createTranslation, duplicatePage, getLinkTargets, getMultiple, getPages, getSiblingSlugs, searchPages } from './related-operations.js';
import type { PageSibling, PageVersionView, PageView } from './views.js';
import type { TranslationSource } from './translation-source.js';

@ObjectType('TranslationSource')
export class TranslationSourceType implements TranslationSource {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field(() => Int, { nullable: true, description: 'null when that version is gone.' }) versionID!: number | null;
}

@ObjectType('Page')
export class PageType implements PageView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Shared by the locale variants (siblings) of one page.' }) translationGroup!: number;
  @Field() locale!: string;
  @Field({ description: 'Full path below the locale, the type prefix included; empty for the root page.' }) slug!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field(() => Int, { nullable: true }) headVersionID!: number | null;
  @Field(() => Int, { nullable: true }) publishedVersionID!: number | null;
  @Field(() => Int, { nullable: true }) publishedID!: number | null;
  @Field(() => Int) revision!: number;
  @Field() hasUnpublishedChanges!: boolean;
  @Field(() => Int, { description: 'Publication requests waiting for review (at most one per page).' }) pendingPublicationRequests!: number;
  @Field(() => TranslationSourceType, { nullable: true, description: "A translation's source page and the source version it was last brought up to date from." }) translationSource!: TranslationSource | null;
  @Field({ description: 'The source changed since this translation was made or last brought up to date.' }) outOfDate!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('PageVersion')
export class PageVersionType implements PageVersionView {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field(() => Int) revision!: number;
  @Field() title!: string;
  @Field(() => GraphQLJSON, { description: 'Blocks: type, key, props, anchorPoint, __images, __files.' }) blocks!: Block[];
  @Field(() => GraphQLJSON, { description: "The page type's field values, with __images and __files." }) typeData!: Record<string, unknown>;
  @Field() seoTitle!: string;
  @Field() seoDescription!: string;
  @Field(() => [String]) seoKeywords!: string[];
  @Field(() => GraphQLJSON, { nullable: true, description: 'null, or a list of at most one image entry.' }) seoImage!: ImageEntry[] | null;
  @Field() hasPublicationRequest!: boolean;
  @Field(() => Int, { nullable: true }) authorID!: number | null;
  @Field(() => Int, { nullable: true }) restoredFrom!: number | null;
  @Field() createdAt!: Date;
}

@ObjectType('PageWithVersion')
export class PageWithVersionType {
  @Field(() => PageType) page!: PageView;
  @Field(() => PageVersionType, { nullable: true }) pageVersion!: PageVersionView | null;
}

@ObjectType('PageList')
export class PageListType extends CursorListFields implements ListPage<PageView> {
  @Field(() => [PageType]) items!: PageView[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('SlugAvailability')
export class SlugAvailabilityType {
  @Field() available!: boolean;
  @Field({ description: 'The slug as it would be stored (prefix included).' }) slug!: string;
}

@ObjectType('PageRedirectTarget')
export class PageRedirectTargetType {
  @Field() locale!: string;
  @Field() slug!: string;
}

@ObjectType('PageBySlug', { description: 'The published page at a path, or where that path moved to.' })
export class PageBySlugType {
  @Field(() => PageType, { nullable: true }) page?: PageView;
  @Field(() => PageVersionType, { nullable: true }) pageVersion?: PageVersionView;
  @Field(() => PageRedirectTargetType, { nullable: true }) redirect?: { locale: string; slug: string };
}

@ObjectType('PageSibling', { description: 'The same page in another locale.' })
export class PageSiblingType implements PageSibling {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field() slug!: string;
}

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

@ObjectType('LinkingPage', { description: 'A page whose current or published version links to another page.' })
export class LinkingPageType implements LinkingPage {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() locale!: string;
  @Field() slug!: string;
}

@ObjectType('DeletedPage')
export class DeletedPageType {
  @Field(() => Int) id!: number;
  @Field(() => [LinkingPageType], { description: 'Pages that linked to the deleted page.' }) linkedFrom!: LinkingPage[];
}

@ObjectType('CreatedPage')
export class CreatedPageType {
  @Field(() => Int) pageID!: number;
  @Field(() => Int) pageVersionID!: number;
}

@ObjectType('StoredVersion')
export class StoredVersionType {
  @Field(() => PageVersionType) pageVersion!: PageVersionView;
  @Field(() => Int) revision!: number;
}

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
}

@ArgsType()
export class PageListArgs extends CursorListArgs {
  @Field({ nullable: true }) type?: string;
  @Field({ nullable: true }) locale?: string;
  @Field(() => String, { nullable: true, description: 'draft, published, changed (published with unpublished changes), pending (waiting for review) or scheduled.' })
  status?: PageStatus;
  @Field(() => Boolean, { nullable: true, description: 'true: only translations whose source changed since they were brought up to date.' })
  outOfDate?: boolean;
}

@ObjectType('PageTreeNode', { description: 'A path segment of the slug tree, with the page at that path if there is one.' })
export class PageTreeNodeType implements PageTreeNode {
  @Field({ description: 'The full slug of the node.' }) slug!: string;
  @Field() segment!: string;
  @Field(() => Int, { nullable: true }) pageID!: number | null;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field() hasChildren!: boolean;
}

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

  @Query(() => [PageType], { description: 'Pages by id, in the order asked for.' })
  @Guarded(getMultiple)
  pagesByIds(@Arg('ids', () => [Int]) pageIDs: number[], @Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getMultiple, ctx, { pageIDs, locale });
  }

  @Query(() => [PageType], { description: 'At most 20 pages whose title or slug contains the term.' })
  @Guarded(searchPages)
  searchPages(@Arg('searchTerm') searchTerm: string, @Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
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
