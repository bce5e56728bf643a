import { nameOfPattern } from './patterns';
import type { RouteDef, RouteGuardName } from './types';

type Extra = Partial<Omit<RouteDef, 'pattern' | 'title' | 'feature' | 'status' | 'guards'>> & {
  guards?: ReadonlyArray<RouteGuardName>;
};

/** A page of the spec. It is 'planned' until its feature gives it a screen (`load`). */
export function page(pattern: string, title: string, feature: string, extra: Extra = {}): RouteDef {
  const clean = pattern.replace(/^\//, '');
  return {
    name: extra.name ?? nameOfPattern(clean),
    pattern: clean,
    title,
    feature,
    guards: extra.guards ?? [],
    status: extra.load ? 'built' : 'planned',
    ...extra,
  };
}

/** A redirect of the spec (product-spec §2 "Redirects"). */
export function redirect(pattern: string, to: string, extra: { name?: string } = {}): RouteDef {
  const clean = pattern.replace(/^\//, '');
  return {
    name: extra.name ?? nameOfPattern(clean),
    pattern: clean,
    title: '',
    feature: 'app',
    guards: [],
    status: 'redirect',
    redirectTo: to,
  };
}
