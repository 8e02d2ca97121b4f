import { describe, expect, it } from 'vitest';
import { bySpecificity, type RestRoute } from '../../src/http/rest.js';
import { coreModules } from '../../src/modules/index.js';

/** Would a request for `concrete`'s path reach `pattern`'s route (a parameter takes any segment)? */
function shadows(pattern: RestRoute, concrete: RestRoute): boolean {
  const [p, c] = [pattern.path.split('/'), concrete.path.split('/')];
  return (
    pattern !== concrete &&
    pattern.method === concrete.method &&
    p.length === c.length &&
    p.every((segment, i) => segment === c[i] || segment.startsWith(':')) &&
    p.some((segment, i) => segment !== c[i])
  );
}

describe('REST route order', () => {
  it('puts every route before the parameterised routes that would catch its requests, in any module order', () => {
    const routes = coreModules.flatMap((m) => m.routes ?? []);
    for (const registered of [routes, routes.toReversed(), [...coreModules].toReversed().flatMap((m) => m.routes ?? [])]) {
      const ordered = registered.toSorted(bySpecificity);
      const wrong = ordered.flatMap((route, i) =>
        ordered
          .slice(0, i)
          .filter((earlier) => shadows(earlier, route))
          .map((earlier) => `${earlier.method} ${earlier.path} before ${route.path}`),
      );
      expect(wrong).toEqual([]);
    }
    // The check has something to check: fixed paths that a parameterised one would catch exist.
    expect(routes.some((a) => routes.some((b) => shadows(a, b)))).toBe(true);
  });
});
