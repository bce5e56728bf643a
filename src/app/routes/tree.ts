import type { RouteObject } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { HOME_ROUTE } from './firstScreens';
import { routerPath } from './patterns';
import { ROUTES } from './registry';
import type { RouteDef } from './types';

/** Where an address without a route goes. */
export const HOME_PATH = hrefFor(HOME_ROUTE);

/** What each kind of node of the route tree renders; the tree's shape lives only here. */
export interface RouteTreeElements<E> {
  shell: E;
  tabs: E;
  page: (route: RouteDef) => E;
  redirect: (to: string) => E;
}

/** Carried by every page node, so the shell can tell which registry route is active. */
export interface RouteHandle {
  route: RouteDef;
}

function pageNodes<E>(route: RouteDef, elements: RouteTreeElements<E>, prefix = ''): RouteObject[] {
  const paths = [routerPath(route), ...(route.aliases ?? [])].map((path) =>
    path.slice(prefix.length),
  );
  return paths.map((path) =>
    route.status === 'redirect'
      ? { path, element: elements.redirect(route.redirectTo ?? HOME_PATH) as never }
      : { path, handle: { route } satisfies RouteHandle, element: elements.page(route) as never },
  );
}

/**
 * The whole app's route tree from the registry: the shell, the tabs layout with its tabs, the other
 * pages, and the fallbacks (an unknown tab or path goes to the tabs home).
 */
export function routeTree<E>(elements: RouteTreeElements<E>): RouteObject[] {
  const toHome = () => elements.redirect(HOME_PATH) as never;
  const tabs = ROUTES.filter((r) => r.tab);
  const pages = ROUTES.filter((r) => !r.tab);
  return [
    {
      element: elements.shell as never,
      children: [
        { index: true, element: toHome() },
        {
          path: 'tabs',
          element: elements.tabs as never,
          children: [
            { index: true, element: toHome() },
            ...tabs.flatMap((r) => pageNodes(r, elements, 'tabs/')),
            { path: '*', element: toHome() },
          ],
        },
        ...pages.flatMap((r) => pageNodes(r, elements)),
        { path: '*', element: toHome() },
      ],
    },
  ];
}
