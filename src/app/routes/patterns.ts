import type { RouteDef } from './types';

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** The default name of a pattern: its static segments ('plan-list/{qiuFlag}/{type}' → 'plan-list'). */
export function nameOfPattern(pattern: string): string {
  return pattern
    .replace(/^\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .join('/');
}

/** react-router path of a route: `{x}` → `:x`, and `:x?` when the parameter has a default. */
export function routerPath(route: Pick<RouteDef, 'pattern' | 'pathDefaults'>): string {
  return route.pattern.replace(PLACEHOLDER, (_, key: string) =>
    route.pathDefaults?.[key] !== undefined ? `:${key}?` : `:${key}`,
  );
}
