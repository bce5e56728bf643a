import { appNameFor, initChannel } from '@shared/channels';
import { bindBrowserEnvironment } from '@shared/environment';
import { bootSessionFromCookie } from '@shared/session';
import { bindNavigator } from './navigation';
import { mountSchedulerInspector } from './shell/SchedulerInspectorGate';
import { createAppRouter } from './router';

/**
 * Start-up (product-spec §4 "Start and login"): channel, token from the cookie, then the router.
 * The scheduler learns visibility and network state from the browser first, so no job fires hidden.
 */
export function bootApp() {
  bindBrowserEnvironment();
  const { agentId } = initChannel();
  bootSessionFromCookie();
  document.title = appNameFor(agentId);
  const router = createAppRouter();
  bindNavigator(router);
  mountSchedulerInspector();
  return router;
}
