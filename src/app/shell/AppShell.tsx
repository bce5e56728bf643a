import { useEffect, useRef } from 'react';
import {
  NavigationType,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { appNameFor, currentChannel } from '@shared/channels';
import { loginRequired$ } from '@shared/events';
import { closeModal } from '@shared/overlays';
import { loginHref } from '../guards/guards';
import type { RouteDef } from '../routes/types';
import { OverlayHost } from './OverlayHost';
import { schedulePageStats } from './pageStats';

function useActiveRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { route?: RouteDef } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/** What happens on every navigation (product-spec §2 App shell). */
function useNavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useActiveRoute();
  const first = useRef(true);

  useEffect(() => {
    document.title = appNameFor(currentChannel().agentId);
    closeModal();
    // The first page of a visit counts as a forward navigation even though the router calls it POP.
    const isBack = !first.current && navigationType === NavigationType.Pop;
    first.current = false;
    schedulePageStats({ path: location.pathname, isBack, pageResourceId: route?.pageResourceId });
  }, [location.key, location.pathname, navigationType, route?.pageResourceId]);
}

/** A login-required event anywhere opens login with the current address as the return target. */
function useLoginRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    const sub = loginRequired$.subscribe(({ returnTo }) => void navigate(loginHref(returnTo)));
    return () => sub.unsubscribe();
  }, [navigate]);
}

export function AppShell() {
  useNavigationEffects();
  useLoginRequired();
  return (
    <div className="app-column">
      <Outlet />
      <OverlayHost />
    </div>
  );
}
