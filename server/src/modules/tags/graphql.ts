import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { invoke } from '../../operations/invoke.js';
import { fetchPrivateTags, fetchTags, searchPrivateTags, searchTags, validateTag } from './operations.js';

/** Each field runs one of two operations (a term searches, none fetches all): its argument is GraphQL's own. */
@Resolver()
export class TagsResolver {
  @Query(() => [String], { description: 'Public tags containing the term (all, up to 20, without one).' })
  @Guarded(searchTags)
  tags(@Arg('term', () => String, { nullable: true }) term: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return term === undefined ? invoke(fetchTags, ctx, {}) : invoke(searchTags, ctx, { term });
  }

  @Query(() => [String], { description: 'Private tags containing the term (all without one).' })
  @Guarded(searchPrivateTags)
  privateTags(@Arg('term', () => String, { nullable: true }) term: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return term === undefined ? invoke(fetchPrivateTags, ctx, {}) : invoke(searchPrivateTags, ctx, { term });
  }
}

/** `validateTag`, its arguments and `ValidatedTag` derived from the operation's schemas. */
export const ValidateTagResolver = derivedResolver('ValidateTag', { mutation: { validateTag: rootField(validateTag) } });
