import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The system Chromium (Debian's package); npm never downloads a browser here. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return path;
}

/**
 * Flags for a closed network: without the background-networking ones Chromium keeps dialling Google's
 * hosts, and each refused connection slows the run.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  browser: Browser;
  /**
   * A fresh phone-sized context: no cookies or storage from earlier tests. Its pages report every
   * Content-Security-Policy violation (see watchPolicy).
   */
  newPhone(opts?: {
    userAgent?: string;
    width?: number;
    /**
     * The app's service worker (docs/decisions/pwa.md) is blocked unless a test is about it: route()
     * does not see what a worker answers, and every fresh context would precache the whole build.
     */
    serviceWorkers?: 'allow' | 'block';
  }): Promise<{ context: BrowserContext; page: Page }>;
  /** Closes the browser; fails when a policy violation was seen and not yet reported. */
  close(): Promise<void>;
}

/** The function the pages call with a violation (Playwright's binding, in every frame). */
const VIOLATION_BINDING = '__matchdayPolicyViolation';

/**
 * The app runs under the server's Content-Security-Policy (docs/decisions/security-headers.md), and
 * what it refuses is a bug the page may never show: a blocked inline script, style or connection.
 * Every page and frame of the context reports the document's securitypolicyviolation events, from
 * before the page's first script runs.
 */
async function watchPolicy(context: BrowserContext, report: (violation: string) => void) {
  await context.exposeBinding(VIOLATION_BINDING, (_source, violation: string) => report(violation));
  await context.addInitScript((binding) => {
    const send = (window as unknown as Record<string, (violation: string) => void>)[binding];
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        send?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
            `(${event.sourceFile}:${event.lineNumber}) on ${location.href}`,
        ),
      true,
    );
  }, VIOLATION_BINDING);
}

/**
 * Where violations go: under vitest, the test running when one arrives fails when it ends (however
 * its pages were made); one that arrives outside a test (a beforeAll's page) fails the run when the
 * browser closes, as an uncaught error, so that the caller's afterAll still stops its server.
 * Outside vitest (scripts/screenshot.ts, bench/), close() throws with them.
 */
async function violationLedger() {
  const unreported: string[] = [];
  const onTestFinished = process.env.VITEST ? (await import('vitest')).onTestFinished : null;
  let armed = false;
  const flush = () => {
    if (unreported.length === 0) return;
    const seen = unreported.splice(0);
    throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
  };
  return {
    flush,
    /** At the end: what no test reported, without stopping the caller's own cleanup. */
    settle: () => {
      if (!onTestFinished) return flush();
      try {
        flush();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    },
    report: (violation: string) => {
      unreported.push(violation);
      if (!onTestFinished || armed) return;
      try {
        onTestFinished(() => {
          armed = false;
          flush();
        });
        armed = true;
      } catch {
        // Not inside a test: close() reports it.
      }
    },
  };
}

export async function launchBrowser(): Promise<BrowserSession> {
  // Playwright gives every launch a fresh, temporary profile of its own.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: FLAGS,
  });
  const violations = await violationLedger();
  return {
    browser,
    async newPhone(opts = {}) {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        userAgent: opts.userAgent,
        serviceWorkers: opts.serviceWorkers ?? 'block',
      });
      await watchPolicy(context, violations.report);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      violations.settle();
    },
  };
}

/** The hash part of the page's URL without the '#', e.g. '/tabs/home'. */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/**
 * Waits until the hash route equals `expected` (or matches it, for a RegExp) and returns it. The
 * router redirects asynchronously; on a timeout the error names the hash the page was left on.
 * The hash changes before the page it names is drawn: a navigation is a transition, and the page
 * left stays on screen until the new one's code has come. Wait for the new page itself before
 * acting on what both show (the tab bar).
 */
export async function waitForHash(
  page: Page,
  expected: string | RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const pattern =
    typeof expected === 'string'
      ? { source: `^${escapeRegExp(expected)}$`, flags: '' }
      : { source: expected.source, flags: expected.flags };
  try {
    await page.waitForFunction(
      (p) => new RegExp(p.source, p.flags).test(location.hash.replace(/^#/, '')),
      pattern,
      { timeout: timeoutMs },
    );
  } catch (error) {
    throw new Error(`hash never became ${String(expected)}; it is "${hashPath(page)}"`, {
      cause: error,
    });
  }
  return hashPath(page);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Resolves once the app owns the page: React has hydrated (or drawn) everything in #root. The
 * server's render of the first screen shows rows and tabs before the app's JavaScript runs, and the
 * screen itself hydrates only once its lazy code has come, after the shell around it: a tap on a node
 * React does not own yet does nothing. A test that taps as soon as a row shows waits for this first.
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => {
    const owned = (node: Element) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    const nodes = [...document.querySelectorAll('#root *')];
    return nodes.length > 0 && nodes.every(owned);
  });
}

/** Opens an address of the app and resolves once the app owns the page (appTookOver). */
export async function openApp(page: Page, url: string) {
  await page.goto(url);
  await appTookOver(page);
}

/** Resolves on the page's next animation frame. */
export async function nextFrame(page: Page) {
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
}

/**
 * The row of a match in the virtualized list on screen, scrolled into the rendered range: the list
 * renders only what is near the viewport, so the scroller goes down a screen at a time until the row
 * is there. A tab switch can swap the list under the walk (the old list scrolled, the new one drawn
 * after), so reaching the end without the row starts a second pass from the top before failing.
 */
export async function scrollToMatchRow(page: Page, matchId: number | string) {
  const row = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  const list = page.getByTestId('match-list');
  // Rows drawn first: Virtuoso mounts empty and draws once it has measured.
  await list.locator('[data-testid="match-row"]').first().waitFor();
  let passes = 0;
  for (let step = 0; step < 120 && passes < 2 && (await row.count()) === 0; step += 1) {
    const moved = await list.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = before + el.clientHeight * 0.8;
      return el.scrollTop !== before;
    });
    // The next rows render on the scroll event's frame; a later page may be loading at the end.
    await nextFrame(page);
    if (moved) continue;
    await page
      .locator('[data-testid="list-footer"][data-state="end"]')
      .or(row)
      .first()
      .waitFor({ timeout: 10_000 });
    if ((await row.count()) > 0) break;
    passes += 1;
    await list.evaluate((el) => {
      el.scrollTop = 0;
    });
    await nextFrame(page);
  }
  if ((await row.count()) === 0) throw new Error(`match ${matchId} is not in the list on screen`);
  await row.scrollIntoViewIfNeeded();
  return row;
}
