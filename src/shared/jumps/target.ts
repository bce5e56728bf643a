import {
  hrefFor,
  isRouteBuilt,
  type HrefArgs,
  type ParamValue,
  type RouteName,
  type RouteQuery,
} from '@shared/routes';

/** Where an advert (or any jump) leads: a path of the app, or a page of another site. */
export type JumpTarget = { kind: 'route'; href: string } | { kind: 'external'; url: string };

/**
 * A page of the app, only when its screen is built: a way into a page that still shows
 * 此页面暂未开放 is no way at all, so the advert is not clickable (it becomes so by itself once
 * the route gets its screen).
 */
export function routeTarget<N extends RouteName>(name: N, ...args: HrefArgs<N>): JumpTarget | null {
  if (!isRouteBuilt(name)) return null;
  return { kind: 'route', href: hrefFor(name, ...args) };
}

/**
 * A page named at run time (a custom jump's page): the compiler cannot check its parameters, so
 * hrefFor checks them as it builds the path (a missing one throws MissingRouteParamError).
 */
export function namedRouteTarget(
  name: RouteName,
  params: Readonly<Record<string, ParamValue>>,
  query: RouteQuery,
): JumpTarget | null {
  if (!isRouteBuilt(name)) return null;
  const build = hrefFor as (n: RouteName, p: typeof params, q: RouteQuery) => string;
  return { kind: 'route', href: build(name, params, query) };
}
