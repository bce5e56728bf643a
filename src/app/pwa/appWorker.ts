import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { HOUR_MS } from '@domain/time';
import { appScheduler, type Scheduler } from '@schedulers';

/** The worker the build writes (scripts/vitePwa.ts SW_FILE), controlling the whole app. */
export const SW_URL = '/sw.js';
export const SW_SCOPE = '/';

/**
 * How often an open app asks whether a new version was deployed. The browser asks by itself on
 * every navigation, but the app navigates in the hash, which never reaches it: a fan who keeps the
 * app open all evening would otherwise never hear of one. A scheduler job, so nothing is asked
 * while the app is hidden or offline, and one question on return.
 */
export const UPDATE_CHECK_MS = HOUR_MS;
export const UPDATE_CHECK_KEY = 'app-worker-update';

/** What the update flow uses of workbox-window's Workbox (tests give a fake). */
export interface WorkerPort {
  /** A new version's worker is installed and waits for the fan (also one found waiting at start). */
  onWaiting(listener: () => void): void;
  /** Another worker took the page over; `isUpdate`: the page had one already (never a first install). */
  onControlling(listener: (isUpdate: boolean) => void): void;
  /** Registers the worker; undefined when the browser refused quietly. */
  register(): Promise<ServiceWorkerRegistration | undefined>;
  /** Asks the server whether sw.js changed. */
  update(): Promise<void>;
  /** Tells the waiting worker to take over. */
  skipWaiting(): void;
}

/** Where the prompt shows: `accept` lets the waiting worker take over (then the page reloads). */
export interface PromptHost {
  show(accept: () => void): void;
}

/**
 * The new-version flow (docs/decisions/pwa.md). A new worker installs in the background and waits:
 * the page keeps running the version it loaded, with the files that version precached, until the
 * fan taps 刷新. Then the worker takes over every open page of the app and each reloads, so no page
 * runs one version's code under another version's worker. Resolves once registered; null when the
 * browser refused to register.
 */
export async function startUpdateFlow(opts: {
  worker: WorkerPort;
  scheduler: Scheduler;
  prompt: PromptHost;
  reload: () => void;
}): Promise<{ stop(): void } | null> {
  const { worker, scheduler, prompt, reload } = opts;
  worker.onWaiting(() => prompt.show(() => worker.skipWaiting()));
  // The fan accepted, here or in another page of the app: this page's code is now older than its
  // worker. A first install never gets here: the worker does not claim pages it did not load.
  worker.onControlling((isUpdate) => {
    if (isUpdate) reload();
  });
  const registration = await worker.register();
  if (!registration) return null;
  const checks = scheduler.poll<number>(
    UPDATE_CHECK_KEY,
    // The registration has just asked: the first run only starts the grid.
    ({ previous }) =>
      previous === undefined ? Promise.resolve(0) : worker.update().then(() => previous + 1),
    { intervalMs: UPDATE_CHECK_MS, retry: false },
  );
  const subscription = checks.state$.subscribe();
  return { stop: () => subscription.unsubscribe() };
}

function workboxPort(workbox: Workbox): WorkerPort {
  return {
    onWaiting: (listener) => workbox.addEventListener('waiting', () => listener()),
    onControlling: (listener) =>
      workbox.addEventListener('controlling', (event) => listener(event.isUpdate === true)),
    register: () => workbox.register(),
    update: () => workbox.update(),
    skipWaiting: () => workbox.messageSkipWaiting(),
  };
}

/**
 * The prompt in a root of its own beside the app: it stays over every screen until answered. Its
 * code and styles are a chunk of their own, asked for only when there is a version to offer.
 */
function promptRoot(): PromptHost {
  let root: Root | null = null;
  return {
    show(accept) {
      void import('./UpdatePrompt').then(({ UpdatePrompt }) => {
        if (!root) {
          const host = document.createElement('div');
          host.id = 'app-update';
          document.body.appendChild(host);
          root = createRoot(host);
        }
        const shown = root;
        shown.render(
          createElement(UpdatePrompt, { onReload: accept, onDismiss: () => shown.render(null) }),
        );
      });
    },
  };
}

/** Registers the app's service worker and offers each new version (src/app/pwa/start.ts loads it). */
export function registerAppWorker(): void {
  // Browsers without service workers (and pages that are not a secure context) run as before.
  if (!('serviceWorker' in navigator)) return;
  startUpdateFlow({
    worker: workboxPort(new Workbox(SW_URL, { scope: SW_SCOPE })),
    scheduler: appScheduler,
    prompt: promptRoot(),
    reload: () => window.location.reload(),
  }).catch((error: unknown) => {
    // Without a worker the app works as before: online only, each version from its next load.
    console.warn('service worker not registered', error);
  });
}
