import { after } from '@schedulers/timers';
import { readPartnerParams } from '@features/account/partner/params';
import { initChannel } from '@shared/channels/current';
import { routePatterns, type RouteName } from '@shared/routes';
import { bootSessionFromCookie } from '@shared/session/token';
import { browserGuardContext } from './guards/browserContext';
import { runGuards } from './guards/run';
import { FIRST_SCREENS, HOME_ROUTE, type FirstScreen } from './routes/firstScreens';

/** The first screen the address opens on, if it is one the script starts early. */
function firstScreenAt(path: string): [RouteName, FirstScreen] | undefined {
  // Patterns have no leading slash.
  const pattern = path.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const entry of Object.entries(FIRST_SCREENS) as Array<[RouteName, FirstScreen]>)
    if (routePatterns[entry[0]] === pattern) return entry;
  return undefined;
}

const NOTHING: Promise<void> = Promise.resolve();
const NOT_SEEDED: Promise<RouteName | null> = Promise.resolve(null);

/** Where the server puts the data it rendered the first screen from (server: firstScreen). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * Whether a rendered screen is on its way: the page's script asks for the screen an address opens
 * on when the page does not carry it (index.html), and says when it has arrived or will not.
 */
function renderPending(): boolean {
  return document.getElementById('first-shell')?.hasAttribute('data-pending') ?? false;
}

/**
 * How long the app waits for a rendered screen on its way: as long as the page's script does (its
 * request is given up after 3 s where the browser can), and no longer where it cannot.
 */
export const RENDER_WAIT_MS = 3_000;

/** Settles when no rendered screen is on its way any more, or after RENDER_WAIT_MS. */
function renderSettled(): Promise<void> {
  if (!renderPending()) return NOTHING;
  return new Promise((settled) => {
    const done = () => {
      cancel();
      document.removeEventListener('first-screen', done);
      settled();
    };
    const cancel = after(RENDER_WAIT_MS, done);
    document.addEventListener('first-screen', done);
  });
}

/** The route the server rendered and its data, if the page carries them. */
function renderedByServer(): { route: string; data: unknown } | null {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { route?: unknown; data?: unknown };
    return typeof parsed.route === 'string' ? { route: parsed.route, data: parsed.data } : null;
  } catch {
    return null;
  }
}

/**
 * The first-screen script (issue 20 §3): the app's entry runs it before it imports the app, and it
 * needs a fifth of the app's JavaScript. For the screen the address opens on it starts what that
 * screen will wait for — its chunk, and its first call (earlyAnswers.ts) — so both travel while
 * the rest of the app downloads, instead of after it has run.
 *
 * It starts nothing the app would not do itself: the channel and the login token are read as the
 * boot reads them, a route whose guards would send the fan elsewhere asks nothing, and a partner's
 * login in the address (which changes who is asking) leaves the call to the app. When the server
 * rendered the screen into the page, its data came with it: the screen is seeded with that
 * instead, so the app's first render draws what the page already shows. Resolves when the app may
 * render: at once, or once the seed is in, with the route seeded from the server's render (null when
 * none was): the app hydrates that render (start.tsx).
 */
export function startFirstScreen(href: string = location.href): Promise<RouteName | null> {
  initChannel();
  bootSessionFromCookie();
  const page = new URL(href);
  const address = new URL(page.hash.replace(/^#/, '') || '/', page.origin);
  // An address without a route is sent to the home route, whose guards then decide.
  if (address.pathname === '/') address.pathname = `/${routePatterns[HOME_ROUTE]}`;
  const found = firstScreenAt(address.pathname);
  if (!found) return NOT_SEEDED;
  const [route, screen] = found;
  // A chunk that fails here is loaded again by the route, which shows its own error.
  void screen.route.load?.().catch(() => undefined);
  const partner = readPartnerParams(page);
  if (partner.ticket || partner.uid) return NOT_SEEDED;
  if (runGuards(screen.route.guards, browserGuardContext(address)).kind !== 'allow')
    return NOT_SEEDED;
  // The page brought the screen's data (rendered on the server), or its script is asking for it:
  // nothing to ask, and the app renders once the screen is seeded (main.tsx waits), so its first
  // render draws what the page shows.
  const { seed } = screen;
  if (!seed || !(renderPending() || renderedByServer()?.route === route)) {
    screen.sendFirstCall(address.searchParams);
    return NOT_SEEDED;
  }
  return renderSettled()
    .then(() => {
      const rendered = renderedByServer();
      return rendered?.route === route ? seed(rendered.data, address.searchParams) : false;
    })
    .then(
      (seeded) => {
        if (seeded) return route;
        screen.sendFirstCall(address.searchParams);
        return null;
      },
      () => {
        screen.sendFirstCall(address.searchParams);
        return null;
      },
    );
}
