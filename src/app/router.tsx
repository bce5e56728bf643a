import {
  createHashRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { ensureResponsiveLayout } from '@shared/ui';
import { applyGuardEffects, browserGuardContext, runGuards } from './guards';
import { ROUTES } from './routes/registry';
import { routerPath } from './routes/patterns';
import type { RouteDef } from './routes/types';
import { AppShell } from './shell/AppShell';
import { BootScreen } from './shell/BootScreen';
import { PlannedPage } from './shell/PlannedPage';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { TabsLayout } from './shell/TabsLayout';

export const HOME_PATH = '/tabs/home';
const toHome = () => redirect(HOME_PATH);

/** Runs the guards of a route before it renders; a redirect outcome becomes a router redirect. */
function guardLoader(route: RouteDef) {
  return async ({ request }: LoaderFunctionArgs) => {
    const outcome = runGuards(route.guards, browserGuardContext(new URL(request.url)));
    applyGuardEffects(outcome.effects ?? []);
    if (outcome.kind === 'redirect') return redirect(outcome.to);
    if (outcome.kind === 'thirdPartyLogin') {
      const query = new URLSearchParams({ channel: outcome.channel, backUrl: outcome.backUrl });
      return redirect(`/login/third-party?${query.toString()}`);
    }
    // Product-spec §2: the responsive-layout script is in place before any page module is entered.
    await ensureResponsiveLayout();
    return null;
  };
}

function toRouteObjects(route: RouteDef, prefix = ''): RouteObject[] {
  const paths = [routerPath(route), ...(route.aliases ?? [])].map((path) =>
    path.slice(prefix.length),
  );
  return paths.map((path) => {
    if (route.status === 'redirect') {
      const to = route.redirectTo ?? HOME_PATH;
      return { path, loader: () => redirect(to) };
    }
    const load = route.load;
    return {
      path,
      handle: { route },
      loader: guardLoader(route),
      ...(load
        ? {
            lazy: async () => {
              await ensureResponsiveLayout();
              return { Component: (await load()).default };
            },
          }
        : { element: <PlannedPage route={route} /> }),
    };
  });
}

/** The route objects of the whole app, from the registry. Exported for tests. */
export function appRoutes(): RouteObject[] {
  const tabs = ROUTES.filter((r) => r.tab);
  const pages = ROUTES.filter((r) => !r.tab);
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        { index: true, loader: toHome },
        {
          path: 'tabs',
          element: <TabsLayout />,
          children: [
            { index: true, loader: toHome },
            ...tabs.flatMap((r) => toRouteObjects(r, 'tabs/')),
            // An unknown tab child goes to tabs/home.
            { path: '*', loader: toHome },
          ],
        },
        ...pages.flatMap((r) => toRouteObjects(r)),
        // Unknown paths fall back to the tabs home.
        { path: '*', loader: toHome },
      ],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(appRoutes());
}
export type AppRouter = ReturnType<typeof createAppRouter>;
