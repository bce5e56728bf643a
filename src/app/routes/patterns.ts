import type { RouteDef } from './types';

const PLACEHOLDER = /\{(\w+)\}/g;

/** react-router path of a route: `{x}` → `:x`, and `:x?` when the parameter has a default. */
export function routerPath(route: Pick<RouteDef, 'pattern' | 'pathDefaults'>): string {
  return route.pattern.replace(PLACEHOLDER, (_, key: string) =>
    route.pathDefaults?.[key] !== undefined ? `:${key}?` : `:${key}`,
  );
}
