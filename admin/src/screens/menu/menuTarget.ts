import { isLinkValue, type LinkValue } from '../../components/links/linkValue';

/** A public route an extension declares (the `siteRoutes` query), in the menu's locale. */
export interface SiteRouteChoice {
  id: string;
  title: string;
  path: string;
}

/** A menu item's target: any link, or a declared site route by its id. */
export type MenuTargetValue = LinkValue | { kind: 'route'; route: string };

export function isMenuTarget(value: unknown): value is MenuTargetValue {
  if (isLinkValue(value)) return true;
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'route' && 'route' in value && typeof value.route === 'string';
}

/** The routes with a path in `locale`, from the `siteRoutes` answer. */
export function routesIn(
  routes: readonly { id: string; paths: readonly { locale: string; path: string; title: string }[] }[],
  locale: string,
): SiteRouteChoice[] {
  return routes.flatMap((route) => route.paths.filter((p) => p.locale === locale).map((p) => ({ id: route.id, title: p.title, path: p.path })));
}
