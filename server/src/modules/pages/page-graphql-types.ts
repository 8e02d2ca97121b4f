import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Block } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import { CursorListFields } from '../../graphql/list-args.js';
import type { ListPage } from '../../operations/pagination.js';
import type { LinkingPage } from './links.js';
import type { PageTreeNode } from './list-query.js';
import type { TranslationSource } from './translation-source.js';
import type { PageSibling, PageVersionView, PageView } from './views.js';

// The GraphQL object types of a page and its versions, shared by the pages resolvers and other modules'.

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
  @Field(() => TranslationSourceType, {
    nullable: true,
    description: "A translation's source page and the source version it was last brought up to date from.",
  })
  translationSource!: TranslationSource | null;
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
  @Field(() => [String], { description: 'Public tag names, shown on the site.' }) tags!: string[];
  @Field(() => [String], { description: 'Private tag names, for editors only (never on the site).' }) privateTags!: string[];
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

@ObjectType('PageTreeNode', { description: 'A path segment of the slug tree, with the page at that path if there is one.' })
export class PageTreeNodeType implements PageTreeNode {
  @Field({ description: 'The full slug of the node.' }) slug!: string;
  @Field() segment!: string;
  @Field(() => Int, { nullable: true }) pageID!: number | null;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field() hasChildren!: boolean;
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
