import { z } from 'zod';
import { link } from '../../content-model/schemas.js';
import type { SiteRoute } from './site-route.js';
import { DomainError } from '../../errors.js';
import { shownAs } from '../../operations/contract.js';

/** A public route an extension declares (SiteRoute), by its id: shown at the path of the menu's locale. */
const routeTarget = z.strictObject({
  kind: z.literal('route'),
  route: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .max(100),
});

/**
 * A menu item's target: a `link` of block fields, or a declared site route. The item has its own
 * label: a link text in the target would never show, so it is dropped. GraphQL shows it as JSON.
 */
export const menuTarget = shownAs(
  'JSON',
  z.discriminatedUnion('kind', [...link.options, routeTarget]).transform((target) => {
    if (!('label' in target)) return target;
    const { label: _unused, ...rest } = target;
    return rest;
  }),
);

export type MenuTarget = z.output<typeof menuTarget>;

/** The declared route a route target names, with a path in `locale`; anything else is refused (V_12). */
export function checkedRoute(routes: readonly SiteRoute[], locale: string, target: MenuTarget): void {
  if (target.kind !== 'route') return;
  const route = routes.find((r) => r.id === target.route);
  if (!route?.paths[locale]) throw new DomainError('V_12', 'target.route');
}
