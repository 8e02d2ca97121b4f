import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteRoute } from './site-route.js';
import type { MenuTarget } from './target.js';
import type { MenuItemView, MenuRouteView, MenuTargetState } from './views.js';

interface Row {
  id: number;
  parent_id: number | null;
  position: number;
  label: string;
  target: MenuTarget;
  page_id: number | null;
  page_title: string | null;
  page_locale: string | null;
  page_slug: string | null;
  published_version_id: number | null;
}

/** A route target's route in `locale`, when it is (still) declared there. */
function routeOf(target: MenuTarget, routes: readonly SiteRoute[], locale: string): MenuRouteView | null {
  if (target.kind !== 'route') return null;
  const route = routes.find((r) => r.id === target.route);
  const path = route?.paths[locale];
  return route && path ? { id: route.id, title: route.title[locale] ?? route.id, path } : null;
}

function stateOf(row: Row, route: MenuRouteView | null): MenuTargetState {
  if (row.target.kind === 'route') return route ? 'ok' : 'missing';
  if (row.target.kind !== 'internal') return 'ok';
  if (row.page_id === null) return 'missing';
  return row.published_version_id === null ? 'unpublished' : 'ok';
}

/**
 * A locale's whole tree in one query, depth-first; a deleted or unpublished page, or a route no
 * extension declares any more (`routes`: the platform's), is flagged on its items.
 */
export async function menuTree(em: EntityManager, locale: string, routes: readonly SiteRoute[]): Promise<MenuItemView[]> {
  const rows = await em.getConnection().execute<Row[]>(
    `select i."id", i."parent_id", i."position", i."label", i."target",
       p."id" as "page_id", p."title" as "page_title", p."locale" as "page_locale", p."slug" as "page_slug", p."published_version_id"
     from "menu_item" i left join "page" p on i."target"->>'kind' = 'internal' and p."id" = (i."target"->>'pageId')::int
     where i."locale" = ? order by i."position", i."id"`,
    [locale],
    'all',
    em.getTransactionContext(),
  );
  const children = new Map<number | null, Row[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const tree: MenuItemView[] = [];
  const visit = (parentID: number | null, depth: number) => {
    for (const row of children.get(parentID) ?? []) {
      const page =
        row.page_id !== null && row.page_title !== null && row.page_locale !== null && row.page_slug !== null
          ? { id: row.page_id, title: row.page_title, locale: row.page_locale, slug: row.page_slug }
          : null;
      const route = routeOf(row.target, routes, locale);
      tree.push({ id: row.id, parentID, depth, position: row.position, label: row.label, target: row.target, targetState: stateOf(row, route), page, route });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return tree;
}

/** The tree as visitors see it: items whose page is gone or offline, or whose route is gone, are left out, with their children. */
export function visibleTree(tree: readonly MenuItemView[]): MenuItemView[] {
  const hidden = new Set<number>();
  return tree.filter((item) => {
    if (item.targetState !== 'ok' || (item.parentID !== null && hidden.has(item.parentID))) {
      hidden.add(item.id);
      return false;
    }
    return true;
  });
}
