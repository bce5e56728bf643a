import type { RouteGuardName } from '../routes/types';
import {
  authGuard,
  chatAppBrowserGuard,
  chatAppGuard,
  framedGuard,
  homeGuard,
  jdUserCenterGuard,
  loginGuard,
} from './guards';
import type { Guard, GuardContext, GuardEffect, GuardOutcome } from './types';

export const ROUTE_GUARDS: Readonly<Record<RouteGuardName, Guard>> = {
  home: homeGuard,
  auth: authGuard,
  login: loginGuard,
  chatApp: chatAppGuard,
  jdUserCenter: jdUserCenterGuard,
};

/** Guards every route passes first, in this order. */
export const GLOBAL_GUARDS: ReadonlyArray<Guard> = [framedGuard, chatAppBrowserGuard];

/**
 * Runs the global guards, then the route's own, in order. The first outcome that is not 'allow' wins;
 * effects asked for along the way are all kept.
 */
export function runGuards(names: ReadonlyArray<RouteGuardName>, ctx: GuardContext): GuardOutcome {
  const effects: GuardEffect[] = [];
  for (const guard of [...GLOBAL_GUARDS, ...names.map((name) => ROUTE_GUARDS[name])]) {
    const outcome = guard(ctx);
    effects.push(...(outcome.effects ?? []));
    if (outcome.kind !== 'allow') return { ...outcome, effects };
  }
  return { kind: 'allow', effects };
}
