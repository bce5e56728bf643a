import { lazy, useEffect, useMemo, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { reloadFailedStyles } from '@shared/environment';
import { hrefFor } from '@shared/routes';
import { ensureResponsiveLayout } from '@shared/ui';
import { applyGuardEffects, browserGuardContext, runGuards, type GuardOutcome } from '../guards';
import type { RouteDef } from '../routes/types';
import { FirstShellDone } from './FirstShellDone';
import { PlannedPage } from './PlannedPage';
import { ScreenBoundary } from './ScreenBoundary';

// One lazy component per route, made once: a new one on every render would remount the screen.
const screens = new WeakMap<RouteDef, ComponentType>();

function screenOf(route: RouteDef, load: NonNullable<RouteDef['load']>): ComponentType {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(async () => {
      // Product-spec §2: the responsive-layout script is in place before any page module is entered.
      await ensureResponsiveLayout();
      // A retry after the network came back: the styles that failed with the code come again too.
      await reloadFailedStyles();
      try {
        return await load();
      } catch (error) {
        // A lazy component keeps its failure for good: the next render (the error page's retry
        // when the network returns) makes a new one that downloads again.
        screens.delete(route);
        throw error;
      }
    });
    screens.set(route, screen);
  }
  return screen;
}

function redirectTarget(outcome: GuardOutcome): string | undefined {
  if (outcome.kind === 'redirect') return outcome.to;
  if (outcome.kind === 'thirdPartyLogin') {
    return hrefFor('login/third-party', {}, { channel: outcome.channel, backUrl: outcome.backUrl });
  }
  return undefined;
}

/**
 * A registry page behind its guards: they run on every navigation to it, before its screen is
 * loaded; a redirect replaces the entry, so Back does not bounce into the guard again.
 */
export function GuardedRoute({ route }: { route: RouteDef }) {
  const { pathname, search } = useLocation();
  const outcome = useMemo(
    () =>
      runGuards(
        route.guards,
        browserGuardContext(new URL(pathname + search, window.location.origin)),
      ),
    [route, pathname, search],
  );
  useEffect(() => applyGuardEffects(outcome.effects ?? []), [outcome]);

  const target = redirectTarget(outcome);
  if (target !== undefined) return <Navigate to={target} replace />;
  if (!route.load) {
    void ensureResponsiveLayout();
    return (
      <>
        <PlannedPage route={route} />
        <FirstShellDone />
      </>
    );
  }
  const Screen = screenOf(route, route.load);
  return (
    <ScreenBoundary>
      <Screen />
    </ScreenBoundary>
  );
}
