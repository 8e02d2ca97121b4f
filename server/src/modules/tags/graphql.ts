import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { fetchPrivateTags, fetchTags, searchPrivateTags, searchTags, validateTag } from './operations.js';

@ObjectType('ValidatedTag')
export class ValidatedTagType {
  @Field({ description: 'The tag as stored (normalised, or the existing spelling).' }) tag!: string;
  @Field() created!: boolean;
}

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

  @Mutation(() => ValidatedTagType)
  @Guarded(validateTag)
  validateTag(@Arg('tag') tag: string, @Arg('private', { defaultValue: false }) isPrivate: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(validateTag, ctx, { tag, private: isPrivate });
  }
}
