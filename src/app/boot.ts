import { appScheduler } from '@schedulers';
import { appNameFor, initChannel } from '@shared/channels';
import { bindBrowserEnvironment } from '@shared/environment';
import { bindRouteAvailability } from '@shared/routes';
import { startLivePush } from '@shared/live/startLivePush';
import { bindResourcesToSession } from '@shared/resource';
import { bootSessionFromCookie } from '@shared/session';
import { bindCurrentUser } from '@shared/session/currentUser';
// The partner module itself, not the feature's index: the index also carries screens and their CSS,
// which the first load does not need.
import { startPartnerAutoLogin } from '@features/account/partner';
// The store alone, not the settings sheet: the lists' settings must be the fan's from the first row.
import { bindMatchSettings } from '@features/matches/settings/store';
import { hasScreen } from './routes/registry';
import { mountSchedulerInspector } from './shell/SchedulerInspectorGate';

/**
 * Start-up (product-spec §4 "Start and login"): channel, token from the cookie; the router starts when the app renders.
 * The scheduler learns visibility and network state from the browser first, so no job fires hidden.
 */
export function bootApp() {
  // A key declared twice differently throws in development and tests; a fan's app shares instead.
  if (import.meta.env.PROD) appScheduler.setKeyConflicts('share');
  bindBrowserEnvironment();
  // Before the first screen: features leave out ways into pages not built yet (the 我的 tiles).
  bindRouteAvailability(hasScreen);
  const { agentId } = initChannel();
  bootSessionFromCookie();
  // Before the router reads the address: partner credentials leave it first (docs/decisions/login.md).
  void startPartnerAutoLogin();
  // The user-centre index on start when logged in; refetched on login, cleared on logout.
  bindCurrentUser();
  // What was loaded for one fan is never shown to the next (schedulers/resource.ts).
  bindResourcesToSession();
  // The lists' settings of whoever is logged in, now and after every login and logout (issue 16 item 2).
  bindMatchSettings();
  document.title = appNameFor(agentId);
  mountSchedulerInspector();
  // Live scores and events pushed over the socket once a screen watches matches (issue 20 §2).
  startLivePush();
}
