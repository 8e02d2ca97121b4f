import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { indexAllPages, removeAllPages, searchIndexStatus, searchPages } from './operations.js';
import type { SearchAnswer, SearchResult } from './query.js';
import type { IndexStatus } from './rebuild.js';

@ObjectType('SearchResult', { description: 'A published page matching a search.' })
export class SearchResultType implements SearchResult {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field({ description: 'HTML: escaped text around the matches, each match in <mark>.' }) snippet!: string;
  @Field(() => Float) score!: number;
}

@ObjectType('SearchAnswer', { description: 'A search result: the total and one slice of results.' })
export class SearchAnswerType implements SearchAnswer {
  @Field(() => Int, { description: 'Matching pages; estimated when totalIsEstimate.' }) total!: number;
  @Field({ description: 'The term is common to thousands of pages: total is an estimate, and the results are ranked among its newest and its title matches.' })
  totalIsEstimate!: boolean;
  @Field(() => [SearchResultType]) results!: SearchResultType[];
}

@ObjectType('SearchIndexStatus')
export class SearchIndexStatusType implements IndexStatus {
  @Field(() => Int, { description: 'Published pages in the index that answers searches.' }) pages!: number;
  @Field(() => Float, { description: 'Bytes on disk, indexes included.' }) bytes!: number;
  @Field(() => Date, { nullable: true }) lastRebuildAt!: Date | null;
  @Field(() => String, { nullable: true }) lastRebuildError!: string | null;
  @Field() rebuilding!: boolean;
  @Field(() => Int) rebuildDone!: number;
  @Field(() => Int) rebuildTotal!: number;
}

@Resolver()
export class SearchResolver {
  @Query(() => SearchAnswerType, { description: 'Published pages matching the term (prefixes, stemming per locale, typos in titles).' })
  @Guarded(searchPages)
  search(
    @Arg('term') term: string,
    @Arg('locales', () => [String], { nullable: true }) locales: string[] | undefined,
    @Arg('pageTypes', () => [String], { nullable: true }) pageTypes: string[] | undefined,
    @Arg('count', () => Int, { nullable: true }) count: number | undefined,
    @Arg('offset', () => Int, { nullable: true }) offset: number | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ): Promise<SearchAnswer> {
    return invoke(searchPages, ctx, { term, locales, pageTypes, count, offset });
  }

  @Query(() => SearchIndexStatusType)
  @Guarded(searchIndexStatus)
  searchIndexStatus(@Ctx() { ctx }: GraphQLContext): Promise<IndexStatus> {
    return invoke(searchIndexStatus, ctx, {});
  }

  @Mutation(() => SearchIndexStatusType, { description: 'Starts rebuilding the index in the background; the old index answers until the new one is complete.' })
  @Guarded(indexAllPages)
  indexAllPages(@Ctx() { ctx }: GraphQLContext): Promise<IndexStatus> {
    return invoke(indexAllPages, ctx, {});
  }

  @Mutation(() => SearchIndexStatusType, { description: 'Empties the index.' })
  @Guarded(removeAllPages)
  removeAllPages(@Ctx() { ctx }: GraphQLContext): Promise<IndexStatus> {
    return invoke(removeAllPages, ctx, {});
  }
}
