import { navigatesAsRoot, pathDefaultsOf, routePatterns, type RouteName } from '@shared/routes';
import type { RouteDef, RouteGuardName } from './types';

/** What only the app adds to a route; name, pattern, path defaults and tab come from the name. */
type Extra = Partial<
  Omit<RouteDef, 'name' | 'pattern' | 'pathDefaults' | 'tab' | 'title' | 'feature' | 'status'>
> & {
  guards?: ReadonlyArray<RouteGuardName>;
};

function shapeOf(name: RouteName): Pick<RouteDef, 'name' | 'pattern' | 'pathDefaults' | 'tab'> {
  const pathDefaults = pathDefaultsOf(name);
  return {
    name,
    pattern: routePatterns[name],
    ...(pathDefaults ? { pathDefaults } : {}),
    ...(navigatesAsRoot(name) ? { tab: true } : {}),
  };
}

/** A page of the spec. It is 'planned' until its feature gives it a screen (`load`). */
export function page(name: RouteName, title: string, feature: string, extra: Extra = {}): RouteDef {
  return {
    ...shapeOf(name),
    title,
    feature,
    guards: extra.guards ?? [],
    status: extra.load ? 'built' : 'planned',
    ...extra,
  };
}

/** A redirect of the spec (product-spec §2 "Redirects"). */
export function redirect(name: RouteName, to: string): RouteDef {
  return {
    ...shapeOf(name),
    title: '',
    feature: 'app',
    guards: [],
    status: 'redirect',
    redirectTo: to,
  };
}
