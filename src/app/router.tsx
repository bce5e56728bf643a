import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { routeTree } from './routes/tree';
import { AppShell } from './shell/AppShell';
import { GuardedRoute } from './shell/GuardedRoute';
import { TabsLayout } from './shell/TabsLayout';

export { HOME_PATH } from './routes/tree';

/**
 * The route objects of the whole app, from the registry. Declarative routes, not a data router:
 * guards run in GuardedRoute, and the first load stays about 16 KB (gzipped) lighter
 * (docs/decisions/routing.md). Exported for tests.
 */
export function appRoutes(): RouteObject[] {
  return routeTree({
    shell: <AppShell />,
    tabs: <TabsLayout />,
    // A tab's page is inside the tabs layout's <main>; every other page is the main landmark itself.
    page: (route) =>
      route.tab ? (
        <GuardedRoute route={route} />
      ) : (
        <main className="page-main">
          <GuardedRoute route={route} />
        </main>
      ),
    redirect: (to) => <Navigate to={to} replace />,
  });
}

/** The app's routes under whichever router the caller provides (hash in the app, memory in tests). */
export function AppRoutes() {
  const routes = useMemo(appRoutes, []);
  return useRoutes(routes);
}
