import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { addMenuItem, deleteMenuItem, editMenuItem, getMenu, getSiteMenu, moveMenuItem, type MenuChange } from './operations.js';
import { listSiteRoutes, type SiteRoutePathView, type SiteRouteView } from './site-routes.js';
import type { MenuTarget } from './target.js';
import type { MenuItemView, MenuPageView, MenuRouteView, MenuTargetState } from './tree.js';

@ObjectType('MenuPage', { description: 'The page an internal menu target names.' })
class MenuPageType implements MenuPageView {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() locale!: string;
  @Field({ description: 'Full path below the locale; empty for the root page.' }) slug!: string;
}

@ObjectType('MenuRoute', { description: 'The site route a route target names, in the menu\'s locale.' })
class MenuRouteType implements MenuRouteView {
  @Field() id!: string;
  @Field() title!: string;
  @Field({ description: 'From the site\'s root, e.g. /vacatures.' }) path!: string;
}

@ObjectType('SiteRoutePath', { description: 'A declared site route in one locale.' })
class SiteRoutePathType implements SiteRoutePathView {
  @Field() locale!: string;
  @Field({ description: 'From the site\'s root.' }) path!: string;
  @Field() title!: string;
}

@ObjectType('SiteRoute', { description: 'A public route an extension declares: a menu target, listed in sitemap.xml unless told otherwise.' })
class SiteRouteType implements SiteRouteView {
  @Field() id!: string;
  @Field({ description: 'Whether sitemap.xml lists it.' }) sitemap!: boolean;
  @Field(() => [SiteRoutePathType], { description: 'Its path and title in each of the site\'s locales it has.' }) paths!: SiteRoutePathView[];
}

@ObjectType('MenuItem', { description: 'One item of a locale\'s menu tree; trees are answered depth-first.' })
class MenuItemType implements MenuItemView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) parentID!: number | null;
  @Field(() => Int, { description: '0 at the top level.' }) depth!: number;
  @Field(() => Int, { description: 'Among its siblings, from 0.' }) position!: number;
  @Field() label!: string;
  @Field(() => GraphQLJSON, { description: 'A link: kind external (href, newTab), internal (pageId), anchor, mail (email), phone, or route (route: a SiteRoute id).' }) target!: MenuTarget;
  @Field(() => String, { description: 'ok, or for an internal target: missing (page deleted) or unpublished; for a route target: missing (no longer declared in this locale).' }) targetState!: MenuTargetState;
  @Field(() => MenuPageType, { nullable: true }) page!: MenuPageView | null;
  @Field(() => MenuRouteType, { nullable: true }) route!: MenuRouteView | null;
}

@ObjectType('MenuChange', { description: 'The item a write concerned and its locale\'s tree afterwards.' })
class MenuChangeType implements MenuChange {
  @Field(() => Int) itemID!: number;
  @Field(() => [MenuItemType]) items!: MenuItemView[];
}

@InputType('AddMenuItemInput')
class AddMenuItemInput {
  @Field() locale!: string;
  @Field(() => Int, { nullable: true, description: 'None: a top-level item.' }) parentID?: number | null;
  @Field(() => Int, { nullable: true, description: 'Among the new siblings; none: last.' }) position?: number;
  @Field() label!: string;
  @Field(() => GraphQLJSON) target!: unknown;
}

@InputType('EditMenuItemInput')
class EditMenuItemInput {
  @Field(() => Int) id!: number;
  @Field() label!: string;
  @Field(() => GraphQLJSON) target!: unknown;
}

@Resolver()
export class MenuResolver {
  @Query(() => [MenuItemType], { description: 'The menu tree of a locale, depth-first, for the menu editor.' })
  @Guarded(getMenu)
  menu(@Arg('locale') locale: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getMenu, ctx, { locale });
  }

  @Query(() => [MenuItemType], { description: 'The menu visitors see (items with offline pages left out); the default locale without one.' })
  @Guarded(getSiteMenu)
  siteMenu(@Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getSiteMenu, ctx, { locale });
  }

  @Query(() => [SiteRouteType], { description: 'The public routes the extensions declare, in the site\'s locales.' })
  @Guarded(listSiteRoutes)
  siteRoutes(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listSiteRoutes, ctx, {});
  }

  @Mutation(() => MenuChangeType)
  @Guarded(addMenuItem)
  addMenuItem(@Arg('input') input: AddMenuItemInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(addMenuItem, ctx, { locale: input.locale, parentId: input.parentID, position: input.position, label: input.label, target: input.target });
  }

  @Mutation(() => MenuChangeType)
  @Guarded(editMenuItem)
  editMenuItem(@Arg('input') input: EditMenuItemInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(editMenuItem, ctx, { id: input.id, label: input.label, target: input.target });
  }

  @Mutation(() => MenuChangeType, { description: 'Moves an item with its children; a parent inside its own subtree is refused (V_07).' })
  @Guarded(moveMenuItem)
  moveMenuItem(
    @Arg('id', () => Int) id: number,
    @Arg('parentID', () => Int, { nullable: true }) parentID: number | null,
    @Arg('position', () => Int) position: number,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(moveMenuItem, ctx, { id, parentId: parentID ?? null, position });
  }

  @Mutation(() => MenuChangeType, { description: 'Deletes an item with its children, or without: they take its place.' })
  @Guarded(deleteMenuItem)
  deleteMenuItem(@Arg('id', () => Int) id: number, @Arg('withChildren') withChildren: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteMenuItem, ctx, { id, withChildren });
  }
}
