import { STAT_NAVIGATION_END, STAT_ROUTE_ACTIVATED, statEvent, type StatEvent } from '@contracts';
import { after, appNow } from '@schedulers';
import { call } from '@shared/http';
import { isLoggedIn } from '@shared/session';
import { STATS_AFTER_NAVIGATION_END_MS, STATS_AFTER_ROUTE_ACTIVATION_MS } from './statsTimings';

export interface StatsSink {
  (event: StatEvent): void;
}

/**
 * Sends one event; statistics never bother the fan, so failures are dropped. It goes through the
 * app's axios instance (the token in a header, the common params) like every other call.
 */
export const sendStatEvent: StatsSink = (event) => {
  call(statEvent, event).catch(() => undefined);
};

/**
 * Page statistics of one navigation (product-spec §2 App shell, §9): event 101 100 ms after the
 * navigation ends and 102 1000 ms after the route is active. Back navigation reports nothing, and
 * only logged-in fans are counted (product-spec §6).
 */
export function schedulePageStats(
  nav: { path: string; isBack: boolean; pageResourceId?: number },
  sink: StatsSink = sendStatEvent,
  loggedIn: () => boolean = isLoggedIn,
): () => void {
  if (nav.isBack) return () => undefined;
  const report = (eventId: StatEvent['eventId']) => () => {
    if (!loggedIn()) return;
    sink({ eventId, path: nav.path, pageResourceId: nav.pageResourceId, at: appNow() });
  };
  const cancels = [
    after(STATS_AFTER_NAVIGATION_END_MS, report(STAT_NAVIGATION_END)),
    after(STATS_AFTER_ROUTE_ACTIVATION_MS, report(STAT_ROUTE_ACTIVATED)),
  ];
  return () => cancels.forEach((cancel) => cancel());
}
