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
  /** A fresh phone-sized context: no cookies or storage from earlier tests. */
  newPhone(opts?: {
    userAgent?: string;
    width?: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  // Playwright gives every launch a fresh, temporary profile of its own.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: FLAGS,
  });
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
      });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
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
 * The row of a match in the virtualized list on screen, scrolled into the rendered range: the list
 * renders only what is near the viewport, so the scroller goes down a screen at a time until the row
 * is there (or the end is reached and the lookup fails).
 */
export async function scrollToMatchRow(page: Page, matchId: number | string) {
  const row = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  const list = page.getByTestId('match-list');
  await list.waitFor();
  for (let step = 0; step < 60 && (await row.count()) === 0; step += 1) {
    const moved = await list.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = before + el.clientHeight * 0.8;
      return el.scrollTop !== before;
    });
    // The next rows render on the scroll event's frame; a later page may be loading at the end.
    await page.waitForFunction(
      () => new Promise((done) => requestAnimationFrame(() => done(true))),
    );
    if (!moved)
      await page
        .locator('[data-testid="list-footer"][data-state="end"]')
        .or(row)
        .first()
        .waitFor({ timeout: 10_000 });
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}
