import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { listAdminMenu, listAdminMenuCounts, type AdminMenuCountView, type AdminMenuItemView } from './operations.js';

@ObjectType('AdminMenuItem', { description: 'A navigation entry supplied by the host application.' })
export class AdminMenuItemType implements AdminMenuItemView {
  @Field()
  id!: string;

  @Field()
  label!: string;

  @Field({ description: 'Path under /cmsadmin.' })
  path!: string;

  @Field(() => String, { nullable: true })
  permission!: string | null;

  @Field(() => [AdminMenuItemType])
  children!: AdminMenuItemView[];
}

@ObjectType('AdminMenuCount', { description: 'The number the navigation shows beside an entry (say, new applications).' })
export class AdminMenuCountType implements AdminMenuCountView {
  @Field({ description: 'The entry it belongs to (AdminMenuItem.id).' })
  id!: string;

  @Field(() => Int)
  count!: number;

  @Field({ description: 'The count in words, for assistive technology ("3 new").' })
  label!: string;
}

@Resolver()
export class AdminMenuResolver {
  @Query(() => [AdminMenuItemType], { description: 'Extra navigation entries the caller may use.' })
  @Guarded(listAdminMenu)
  adminMenu(@Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listAdminMenu, ctx, { locale });
  }

  @Query(() => [AdminMenuCountType], { description: 'The counts beside the extra navigation entries the caller may use.' })
  @Guarded(listAdminMenuCounts)
  adminMenuCounts(@Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listAdminMenuCounts, ctx, { locale });
  }
}
