// Issue 38 §3 in the running app (Debian's Chromium, the run's shared server): the football list
// is walked with Tab past the rows its first screen drew (the virtualized list draws the next ones
// as focus reaches them), and the home's live strip slides to the card Tab reaches; the list's
// settings sheet holds focus, closes on Escape and gives focus
// back to ⚙; a match page's tabs answer the arrow keys; and with reduced motion every animation
// ends at once except the goal flash, which stays lit, still, for its 3 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openApp, type BrowserSession } from '../kit/browser';
import { fetchGateway } from '../kit/gateway';
import { sharedServer, type SharedServer } from '../kit/sharedServer';

let server: SharedServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Reads only: the run's shared server (tests/kit/sharedServer.ts).
  server = await sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.release();
});

/** The match row holding the focused element, or null (the header, the tab bar…). */
const focusedRow = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.closest<HTMLElement>('[data-testid="match-row"]')?.dataset.matchId ??
      null,
  );

const inDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('the keyboard in the running app', () => {
  it('walks the football list with Tab beyond the rows of its first screen', async () => {
    const { page } = await browser.newPhone();
    await openApp(page, `${server.url}/#/tabs/match`);
    const rows = page.getByTestId('match-row');
    await rows.first().waitFor();
    const drawnFirst = await rows.evaluateAll((all) =>
      all.map((row) => (row as HTMLElement).dataset.matchId),
    );
    await rows.first().getByRole('link').focus();
    const footerState = () =>
      page
        .getByTestId('list-footer')
        .getAttribute('data-state')
        .catch(() => null);
    const reached = new Set<string>();
    for (let step = 0; step < 80; step += 1) {
      const id = await focusedRow(page);
      // Tab went row to row, not out to the tab bar.
      expect(id, `focus after ${step} presses of Tab`).not.toBeNull();
      reached.add(id!);
      // A page asked for as focus neared the end is let in first: a fan's next Tab comes long
      // after it on a phone, a test's can come before it on a loaded machine. At the list's end
      // Tab leaves it, as it should.
      await expect.poll(footerState).not.toBe('loading');
      if ((await footerState()) === 'end') break;
      await page.keyboard.press('Tab');
    }
    const beyond = [...reached].filter((id) => !drawnFirst.includes(id));
    expect(reached.size).toBeGreaterThan(drawnFirst.length);
    expect(beyond.length).toBeGreaterThan(0);
  });

  it('slides the home’s live strip to the card Tab reaches', async () => {
    const { page } = await browser.newPhone();
    await openApp(page, `${server.url}/#/tabs/home`);
    // Focus on the first card swaps the plain strip for swiper's; the card keeps focus.
    const first = page.getByTestId('live-strip').getByTestId('live-card').first();
    const id = await first.getAttribute('data-match-id');
    await first.focus();
    const cards = page.getByTestId('live-swiper').getByTestId('live-card');
    await cards.first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-match-id')))
      .toBe(id);
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let step = 1; step < count; step += 1) await page.keyboard.press('Tab');
    // The last card has focus and is on screen, not left beyond the strip's edge.
    const last = cards.last();
    expect(await last.evaluate((card) => card === document.activeElement)).toBe(true);
    const box = await last.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375 + 1);
  });

  it('holds focus in the list settings sheet, closes it on Escape, and returns focus to ⚙', async () => {
    const { page } = await browser.newPhone();
    await openApp(page, `${server.url}/#/tabs/match`);
    const settings = page.getByRole('button', { name: '列表设置' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: /设置$/ });
    await sheet.waitFor();
    await expect.poll(() => inDialog(page)).toBe(true);
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await settings.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('moves between a match page’s tabs with the arrow keys', async () => {
    const live = await fetchGateway<{ list: Array<{ matchId: number }> }>(
      server.url,
      'getMatchListByDate',
      { matchStatus: 1, pageSize: 5 },
    );
    const { page } = await browser.newPhone();
    await openApp(page, `${server.url}/#/match-detail?matchId=${live.list[0]!.matchId}`);
    const tabs = page.getByRole('tablist', { name: '比赛详情' }).getByRole('tab');
    await tabs.first().waitFor();
    const selected = page.getByRole('tablist', { name: '比赛详情' }).getByRole('tab', {
      selected: true,
    });
    const first = await selected.getAttribute('data-tab');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected.getAttribute('data-tab')).not.toBe(first);
    const now = await selected.getAttribute('id');
    // The panel is the chosen tab's, and focus stayed on the tabs.
    await expect.poll(() => page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(now);
    expect(await selected.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => selected.getAttribute('data-tab')).toBe(first);
  });

  it('ends every animation at once with reduced motion, but keeps the goal flash lit for its 3 s', async () => {
    const { page } = await browser.newPhone();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(page, `${server.url}/#/tabs/match`);
    await page.getByTestId('match-row').first().waitFor();
    const motion = await page.evaluate(() => {
      const probe = (className: string) => {
        const element = document.createElement('span');
        element.className = className;
        document.querySelector('[data-testid="match-row"]')!.appendChild(element);
        const style = getComputedStyle(element);
        const seen = { name: style.animationName, duration: style.animationDuration };
        element.remove();
        return seen;
      };
      return { spinner: probe('spinner'), flash: probe('ml-row__flash') };
    });
    expect(motion.spinner.name).toBe('spin');
    expect(parseFloat(motion.spinner.duration)).toBeLessThan(0.001);
    expect(motion.flash).toEqual({ name: 'ml-goal-still', duration: '3s' });
  });
});
