import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  NavigationType,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { LiveRegion } from '@shared/a11y';
import { appNameFor, currentChannel } from '@shared/channels';
import { loginRequired$ } from '@shared/events';
import { closeOverlaysOnNavigation } from '@shared/overlays';
// The landing module alone, not the feature's index: the first load carries nothing else of sharing.
import { rememberShareLanding } from '@features/share/landing';
import { loginHref } from '../guards/guards';
import { bindNavigator } from '../navigation';
import { activeRouteAt } from '../routes/activeRoute';
import { OverlayHost } from './OverlayHost';
import { RouteErrorBoundary } from './RouteErrorPage';
import { schedulePageStats } from './pageStats';

/** What happens on every navigation (product-spec §2 App shell). */
function useNavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = activeRouteAt(location.pathname);
  const first = useRef(true);

  // Any open sheet, dialog or popup closes on navigation (product-spec §2 App shell). A layout
  // effect, so it runs before the next page's own effects: a dialog that page opens on arrival stays.
  useLayoutEffect(() => {
    closeOverlaysOnNavigation();
  }, [location.key, location.pathname]);

  // A page opened from a shared link keeps its sharer's code for a registration (issue 37 §2).
  useEffect(() => rememberShareLanding(location.search), [location.search]);

  useEffect(() => {
    document.title = appNameFor(currentChannel().agentId);
    // The first page of a visit counts as a forward navigation even though the router calls it POP.
    const isBack = !first.current && navigationType === NavigationType.Pop;
    first.current = false;
    // Cancelled when the fan leaves first: a redirect (which commits the address it leaves) or a page
    // left within a moment is not reported as seen.
    return schedulePageStats({
      path: location.pathname,
      isBack,
      pageResourceId: route?.pageResourceId,
    });
  }, [location.key, location.pathname, navigationType, route?.pageResourceId]);
}

/**
 * A login-required event anywhere opens login with the current address as the return target; code
 * outside React navigates through the same router.
 */
function useRouterNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigator({ navigate: (to, opts) => navigate(to, opts) });
    const sub = loginRequired$.subscribe(({ returnTo }) => void navigate(loginHref(returnTo)));
    return () => sub.unsubscribe();
  }, [navigate]);
}

export function AppShell() {
  useNavigationEffects();
  useRouterNavigation();
  const { pathname } = useLocation();
  return (
    <div className="app-column">
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <OverlayHost />
      {/* The one polite live region: goals and red cards of followed matches (issue 38 §3). */}
      <LiveRegion />
    </div>
  );
}
