import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { ImageEntry } from '../../content-model/values.js';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { PageBySlugType, PageSiblingType } from './page-graphql-types.js';
import type { ImageSize, PageSibling } from './views.js';
import {
  countPublishedPages,
  getImageSizes,
  getJsonLdType,
  getPageTeasers,
  getShowsTitle,
  getSitePage,
  listSitemapEntries,
  type PageTeaser,
  type SitemapEntry,
} from './site-operations.js';

@ObjectType('ImageSize', { description: "A library image's pixel size and alternative text." })
export class ImageSizeType implements ImageSize {
  @Field(() => Int) id!: number;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field({ description: "The library's alternative text, shown where a block's image has none of its own." }) alt!: string;
  @Field({ description: "The file's version: image URLs carrying it as `v=` are cached for a year (a replace or a new focal point changes it)." })
  version!: string;
}

@ObjectType('SitemapEntry', { description: 'A published page with its published siblings.' })
export class SitemapEntryType implements SitemapEntry {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field() lastModified!: Date;
  @Field(() => [PageSiblingType]) alternates!: PageSibling[];
}

@ObjectType('SitePage', { description: 'pageBySlug, with what rendering the page needs beside it (published pages only).' })
export class SitePageType extends PageBySlugType {
  @Field(() => [PageSiblingType], { nullable: true, description: 'The published siblings.' }) siblings?: PageSibling[];
  @Field(() => [ImageSizeType], { nullable: true, description: 'Sizes of the images the published version uses.' }) imageSizes?: ImageSize[];
  @Field(() => String, { nullable: true, description: "The schema.org type of the page type's JSON-LD." }) jsonLdType?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Whether the page's title shows as its heading (the page type's showTitle)." }) showTitle?: boolean;
}

@ObjectType('PageTeaser', { description: 'What a teaser block shows of the page it points to.' })
export class PageTeaserType implements PageTeaser {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() seoTitle!: string;
  @Field() seoDescription!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'null, or a list of at most one image entry.' }) seoImage!: ImageEntry[] | null;
  @Field(() => Int, { nullable: true, description: "The SEO image's library width." }) imageWidth!: number | null;
  @Field(() => Int, { nullable: true, description: "The SEO image's library height." }) imageHeight!: number | null;
}

/** What the public site reads beside the pages themselves. */
@Resolver()
export class SiteResolver {
  @Query(() => [ImageSizeType], { description: 'Sizes of library images; visitors get those of published or shared images only.' })
  @Guarded(getImageSizes)
  imageSizes(@Arg('ids', () => [Int]) ids: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(getImageSizes, ctx, { ids });
  }

  @Query(() => SitePageType, { description: 'A published page with its siblings, image sizes and JSON-LD type, for its render.' })
  @Guarded(getSitePage)
  sitePage(@Arg('slug') slug: string, @Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getSitePage, ctx, { slug, locale });
  }

  @Query(() => Int, { description: 'Published pages in all locales.' })
  @Guarded(countPublishedPages)
  publishedPageCount(@Ctx() { ctx }: GraphQLContext) {
    return invoke(countPublishedPages, ctx, {});
  }

  @Query(() => [SitemapEntryType], { description: 'Published pages by id, a slice at a time (at most 5000).' })
  @Guarded(listSitemapEntries)
  sitemapEntries(@Arg('offset', () => Int) offset: number, @Arg('limit', () => Int) limit: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listSitemapEntries, ctx, { offset, limit });
  }

  @Query(() => [PageTeaserType], { description: 'The teasers of linked pages; visitors get published pages only.' })
  @Guarded(getPageTeasers)
  pageTeasers(@Arg('ids', () => [Int]) ids: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(getPageTeasers, ctx, { ids });
  }

  @Query(() => Boolean, { description: "Whether a page type's pages show their title as heading." })
  @Guarded(getShowsTitle)
  pageTypeShowsTitle(@Arg('type') type: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getShowsTitle, ctx, { type });
  }

  @Query(() => String, { nullable: true, description: "The schema.org type of a page type's JSON-LD." })
  @Guarded(getJsonLdType)
  pageTypeJsonLd(@Arg('type') type: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getJsonLdType, ctx, { type });
  }
}
