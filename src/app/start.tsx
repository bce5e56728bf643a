import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appScheduler } from '@schedulers';
import { liveDataCameWithPage } from '@shared/live';
import type { RouteName } from '@shared/routes';
import { beginFirstScreenHydration } from '@shared/ssr';
import { App } from './App';
import { bootApp } from './boot';
import { hydrationAddress } from './hydrationAddress';

/**
 * Boots the app and renders it into `root` (src/main.tsx loads this after the first-screen script).
 * `seeded` is the route whose screen was seeded from the server's render: when the page shows that
 * render in `root`, the app hydrates it — the page's nodes become the app's and nothing is painted
 * again, so the browser's largest paint stays the server's (issue 31; docs/decisions/first-screen.md).
 * Otherwise the app draws the page itself.
 */
export function startApp(root: HTMLElement, seeded: RouteName | null = null): void {
  bootApp();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const address = hydrationAddress(root, seeded, location.hash);
  if (!address) {
    createRoot(root).render(app);
    return;
  }
  if (address !== location.hash) history.replaceState(history.state, '', address);
  beginFirstScreenHydration();
  liveDataCameWithPage(appScheduler.clock.now());
  // As a transition: React then hydrates in slices, yielding to the browser between them, instead
  // of one long task (a blocking lane is never sliced) — the page is on screen already, and a tap
  // meanwhile is answered sooner (Lighthouse's blocking time on a phone: issue 38).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
