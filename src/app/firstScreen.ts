import { readPartnerParams } from '@features/account/partner/params';
import { initChannel } from '@shared/channels/current';
import { routePatterns, type RouteName } from '@shared/routes';
import { bootSessionFromCookie } from '@shared/session/token';
import { browserGuardContext } from './guards/browserContext';
import { runGuards } from './guards/run';
import { FIRST_SCREENS, HOME_ROUTE, type FirstScreen } from './routes/firstScreens';

/** The first screen the address opens on, if it is one the script starts early. */
function firstScreenAt(path: string): FirstScreen | undefined {
  // Patterns have no leading slash.
  const pattern = path.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const [route, screen] of Object.entries(FIRST_SCREENS) as Array<[RouteName, FirstScreen]>)
    if (routePatterns[route] === pattern) return screen;
  return undefined;
}

/**
 * The first-screen script (issue 20 §3): the app's entry runs it before it imports the app, and it
 * needs a fifth of the app's JavaScript. For the screen the address opens on it starts what that
 * screen will wait for — its chunk, and its first call (earlyAnswers.ts) — so both travel while
 * the rest of the app downloads, instead of after it has run.
 *
 * It starts nothing the app would not do itself: the channel and the login token are read as the
 * boot reads them, a route whose guards would send the fan elsewhere asks nothing, and a partner's
 * login in the address (which changes who is asking) leaves the call to the app.
 */
export function startFirstScreen(href: string = location.href): void {
  initChannel();
  bootSessionFromCookie();
  const page = new URL(href);
  const address = new URL(page.hash.replace(/^#/, '') || '/', page.origin);
  // An address without a route is sent to the home route, whose guards then decide.
  if (address.pathname === '/') address.pathname = `/${routePatterns[HOME_ROUTE]}`;
  const screen = firstScreenAt(address.pathname);
  if (!screen) return;
  // A chunk that fails here is loaded again by the route, which shows its own error.
  void screen.route.load?.().catch(() => undefined);
  const partner = readPartnerParams(page);
  if (partner.ticket || partner.uid) return;
  if (runGuards(screen.route.guards, browserGuardContext(address)).kind !== 'allow') return;
  screen.sendFirstCall(address.searchParams);
}
