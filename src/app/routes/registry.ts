import { routePatterns, UnknownRouteError, type RouteName } from '@shared/routes';
import { memberRoutes } from './memberRoutes';
import { expertRoutes, matchAndDataRoutes, otherRoutes } from './contentRoutes';
import { shellRoutes } from './shellRoutes';
import { entryRoutes, tabRoutes } from './tabRoutes';
import type { RouteDef } from './types';

/** The one list of every route of product-spec §2, plus the shell's own pages. */
export const ROUTES: ReadonlyArray<RouteDef> = [
  ...tabRoutes,
  ...entryRoutes,
  ...memberRoutes,
  ...matchAndDataRoutes,
  ...expertRoutes,
  ...otherRoutes,
  ...shellRoutes,
];

const byName = new Map<string, RouteDef>();
for (const route of ROUTES) {
  if (byName.has(route.name)) throw new Error(`Route name "${route.name}" is registered twice`);
  byName.set(route.name, route);
}
// Every name a link may use opens a page: a name added to @shared/routes needs its route here.
for (const name of Object.keys(routePatterns)) {
  if (!byName.has(name)) throw new Error(`Route name "${name}" has no route in the registry`);
}

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** The route of `name`, or an UnknownRouteError (product-spec §2: an unknown page name is a failure). */
export function routeNamed(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new UnknownRouteError(name);
  return route;
}

/** A route with its screen (status 'built'): what links may lead to (`@shared/routes` isRouteBuilt). */
export function hasScreen(name: RouteName): boolean {
  return byName.get(name)?.status === 'built';
}

export function routeCoverage(): {
  built: number;
  planned: number;
  redirects: number;
  total: number;
} {
  const count = (status: RouteDef['status']) => ROUTES.filter((r) => r.status === status).length;
  return {
    built: count('built'),
    planned: count('planned'),
    redirects: count('redirect'),
    total: ROUTES.length,
  };
}
