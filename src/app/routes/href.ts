import { placeholdersOf } from './patterns';
import { routeNamed } from './registry';

export type NavParams = Record<string, string | number | boolean | null | undefined>;

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

export class MissingRouteParamError extends Error {
  constructor(routeName: string, param: string) {
    super(`Page "${routeName}" needs the parameter "${param}"`);
    this.name = 'MissingRouteParamError';
  }
}

/**
 * The path of a page (product-spec §2 "Navigation rules"): `{x}` placeholders are filled from params
 * (or their defaults) and removed from the query; null, undefined and empty values are dropped; 0 and
 * false are kept. Unknown names and missing required parameters fail loudly.
 */
export function hrefFor(name: string, params: NavParams = {}): string {
  const route = routeNamed(name);
  const rest: NavParams = { ...params };
  let path = route.pattern;
  for (const key of placeholdersOf(route.pattern)) {
    const given = rest[key];
    delete rest[key];
    const value = isBlank(given) ? route.pathDefaults?.[key] : String(given);
    if (value === undefined) throw new MissingRouteParamError(route.name, key);
    path = path.replace(`{${key}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (!isBlank(value)) query.append(key, String(value));
  }
  const search = query.toString();
  return `/${path}${search ? `?${search}` : ''}`;
}

/** Tabs navigate as root: the tab replaces the current entry instead of stacking on it. */
export function navigatesAsRoot(name: string): boolean {
  return routeNamed(name).tab === true;
}
