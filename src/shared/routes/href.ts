import {
  routePathDefaults,
  routePatterns,
  type DefaultedParamName,
  type RouteName,
  type RouteParamName,
} from './patterns';

/** A value that fills a path parameter or a query parameter. */
export type ParamValue = string | number;

/**
 * Path parameters of route N: the required ones must be given, defaulted ones may be left out. A route
 * without any takes an empty object (`{}` alone would let a stray query value through unchecked).
 */
export type RouteParams<N extends RouteName> = [RouteParamName<N>] extends [never]
  ? Readonly<Record<string, never>>
  : {
      readonly [K in Exclude<RouteParamName<N>, DefaultedParamName<N>>]: ParamValue;
    } & {
      readonly [K in Extract<RouteParamName<N>, DefaultedParamName<N>>]?: ParamValue | null;
    };

/** Query parameters: null, undefined and '' are left out; 0 and false are kept. */
export type RouteQuery = Readonly<Record<string, ParamValue | boolean | null | undefined>>;

/**
 * What `hrefFor` takes after the name: the path parameters, required when the route has one without
 * a default (a route without any takes `{}` or nothing), then the query.
 */
export type HrefArgs<N extends RouteName> = [
  Exclude<RouteParamName<N>, DefaultedParamName<N>>,
] extends [never]
  ? [params?: RouteParams<N>, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery];

export class UnknownRouteError extends Error {
  readonly routeName: string;
  constructor(routeName: string) {
    super(`Unknown page name: "${routeName}"`);
    this.name = 'UnknownRouteError';
    this.routeName = routeName;
  }
}

export class MissingRouteParamError extends Error {
  constructor(routeName: string, param: string) {
    super(`Page "${routeName}" needs the parameter "${param}"`);
    this.name = 'MissingRouteParamError';
  }
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a pattern, in order ('plan-list/{qiuFlag}/{type}' → qiuFlag, type). */
export function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(routePatterns, name);
}

/** A route's parameter defaults, untyped (for the router and for hrefFor's loop). */
export function pathDefaultsOf(name: RouteName): Readonly<Record<string, string>> | undefined {
  return (routePathDefaults as Readonly<Partial<Record<RouteName, Record<string, string>>>>)[name];
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * The in-app path of a page (product-spec §2 "Navigation rules"): `{x}` placeholders are filled from
 * `params` (or their defaults) and encoded; the query follows, with null, undefined and empty values
 * dropped and 0 and false kept. The types reject an unknown name or a missing parameter; the checks
 * here still fail loudly for a name that got past them (a cast, plain JavaScript).
 *
 *     hrefFor('plan', { id: 42 })                  // '/plan/42'
 *     hrefFor('match-detail', {}, { matchId: 7 })  // '/match-detail?matchId=7'
 *     hrefFor('plan-list')                         // '/plan-list/1/all'
 */
export function hrefFor<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  if (!isRouteName(name)) throw new UnknownRouteError(name);
  const given: Readonly<Record<string, ParamValue | null | undefined>> = params ?? {};
  const defaults = pathDefaultsOf(name);
  let path: string = routePatterns[name];
  for (const key of placeholdersOf(path)) {
    const value = isBlank(given[key]) ? defaults?.[key] : String(given[key]);
    if (value === undefined) throw new MissingRouteParamError(name, key);
    path = path.replace(`{${key}}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (!isBlank(value)) search.append(key, String(value));
  }
  const rest = search.toString();
  return `/${path}${rest ? `?${rest}` : ''}`;
}
