import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { listTaggedPages, listTagSitemapEntries, type TaggedPage, type TaggedPages, type TagSitemapEntry } from './site-operations.js';

@ObjectType('TaggedPage', { description: 'A published page as a tag page lists it.' })
class TaggedPageType implements TaggedPage {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() seoDescription!: string;
  @Field(() => [String], { description: 'Its public tags.' }) tags!: string[];
}

@ObjectType('TaggedPages', { description: 'One page of the published pages of a locale with a public tag, newest first.' })
class TaggedPagesType implements TaggedPages {
  @Field({ description: 'The tag as its set spells it.' }) tag!: string;
  @Field() locale!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) pageNumber!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => [TaggedPageType]) pages!: TaggedPage[];
}

@ObjectType('TagSitemapEntry', { description: 'A public tag with published pages in a locale: its tag page.' })
class TagSitemapEntryType implements TagSitemapEntry {
  @Field() locale!: string;
  @Field() tag!: string;
  @Field() lastModified!: Date;
}

/** The site's tag pages and their sitemap entries (site-operations.ts). */
@Resolver()
export class TagPagesResolver {
  @Query(() => TaggedPagesType, { description: 'A tag page: published pages with a public tag; PM_01 for an unknown tag or one without pages.' })
  @Guarded(listTaggedPages)
  taggedPages(
    @Arg('tag') tag: string,
    @Arg('locale', () => String, { nullable: true }) locale: string | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(listTaggedPages, ctx, { tag, locale, page });
  }

  @Query(() => [TagSitemapEntryType], { description: 'Public tags with published pages, per locale.' })
  @Guarded(listTagSitemapEntries)
  tagSitemapEntries(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listTagSitemapEntries, ctx, {});
  }
}
