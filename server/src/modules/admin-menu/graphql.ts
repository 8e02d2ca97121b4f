import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { listAdminMenu, type AdminMenuItemView } from './operations.js';

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

@Resolver()
export class AdminMenuResolver {
  @Query(() => [AdminMenuItemType], { description: 'Extra navigation entries the caller may use.' })
  @Guarded(listAdminMenu)
  adminMenu(@Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listAdminMenu, ctx, { locale });
  }
}
