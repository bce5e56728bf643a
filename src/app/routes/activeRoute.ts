import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTree, type RouteHandle } from './tree';
import type { RouteDef } from './types';

let bareTree: RouteObject[] | undefined;

/** The registry route shown at `pathname` (none for a redirect or fallback). */
export function activeRouteAt(pathname: string): RouteDef | undefined {
  // The tree's shape without elements: matching needs only paths and handles.
  bareTree ??= routeTree({ shell: null, tabs: null, page: () => null, redirect: () => null });
  const matches = matchRoutes(bareTree, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
