// Pins live pushes (issue 20 §2) as a fan meets them in Chromium: with the socket up, a goal reaches
// the list row by a pushed live:score (no poll needed, the poll at its 60 s safety cadence); with
// every socket transport blocked, the same goal arrives by the 10 s poll, as before.
// test-budget: 90 s — the blocked socket's retries and backoff run in real time before the 10 s poll brings the goal
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LIVE_EVENTS } from '../../contracts/live';
import { openApp, launchBrowser, scrollToMatchRow, type BrowserSession } from '../kit/browser';
import { simGoal, simKickOff, upcomingMatches, yesterdayEvening } from '../kit/simControl';
import { startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60', SIM_START: yesterdayEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the page sent and got: live-score requests, and live pushes received over the socket. */
function watchWire(page: Page) {
  const seen = { scorePolls: 0, pushes: [] as string[], watches: 0 };
  page.on('request', (request) => {
    if (request.postData()?.includes('"getMatchListLiveScore"')) seen.scorePolls += 1;
  });
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes(LIVE_EVENTS.score))
        seen.pushes.push(payload);
    });
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes(LIVE_EVENTS.watch)) seen.watches += 1;
    });
  });
  return seen;
}

/** A football match of the upcoming view kicked off now, its row on screen and live. */
async function liveRow(page: Page, skip: number) {
  const next = (await upcomingMatches(server.url, 1))[skip];
  if (!next) throw new Error('no football match kicks off later today');
  await openApp(page, `${server.url}/#/tabs/match`);
  await page.getByTestId('state-tab-upcoming').click();
  const row = await scrollToMatchRow(page, next.matchId);
  await simKickOff(server.url, next.matchId);
  await page.waitForFunction(
    (el) => el?.getAttribute('data-phase') === 'live',
    await row.elementHandle(),
    { timeout: 30_000, polling: 100 },
  );
  return { id: next.matchId, row };
}

/** Scores a goal and resolves once the row shows it. */
async function goalOnScreen(
  page: Page,
  id: number,
  row: Awaited<ReturnType<typeof liveRow>>['row'],
) {
  const score = row.getByTestId('match-score');
  const before = await score.textContent();
  await simGoal(server.url, id);
  await page.waitForFunction(
    ([el, was]) => el?.textContent !== was,
    [await score.elementHandle(), before] as const,
    { timeout: 30_000, polling: 50 },
  );
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  return browser.newPhone();
}

describe('live pushes in Chromium', () => {
  it(
    'brings a goal to the list by push, with the poll at its safety cadence',
    { timeout: 90_000 },
    async () => {
      const { context, page } = await phone();
      const wire = watchWire(page);
      const { id, row } = await liveRow(page, 0);
      // The socket told the server what is on screen, and pushes of the match came, before the goal.
      await expect.poll(() => wire.watches, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0);
      await expect
        .poll(() => wire.pushes.some((p) => p.includes(`"matchId":${id}`)), { timeout: 15_000 })
        .toBe(true);
      // The list says its scores are pushed, not "N s ago".
      await expect
        .poll(() => page.getByTestId('live-indicator').textContent(), { timeout: 15_000 })
        .toContain('实时更新');
      const pushesBefore = wire.pushes.length;
      const pollsBefore = wire.scorePolls;
      await goalOnScreen(page, id, row);
      // It came by push: a live:score of the match arrived, and no live-score poll was asked meanwhile.
      expect(wire.pushes.slice(pushesBefore).some((p) => p.includes(`"matchId":${id}`))).toBe(true);
      expect(wire.scorePolls).toBe(pollsBefore);
      await context.close();
    },
  );

  it(
    'brings the goal by the 10 s poll when every socket transport is blocked',
    { timeout: 90_000 },
    async () => {
      const { context, page } = await phone();
      await context.routeWebSocket(/socket\.io/, (ws) => ws.close());
      await context.route(/socket\.io/, (route) => route.abort());
      const wire = watchWire(page);
      const { id, row } = await liveRow(page, 1);
      const pollsBefore = wire.scorePolls;
      await goalOnScreen(page, id, row);
      // It came by the poll: no push, and a live-score poll was asked meanwhile.
      expect(wire.pushes).toEqual([]);
      expect(wire.scorePolls).toBeGreaterThan(pollsBefore);
      // The poll keeps its 10 s cadence: at least two more in 25 s.
      const polls = wire.scorePolls;
      await expect
        .poll(() => wire.scorePolls - polls, { timeout: 25_000, interval: 500 })
        .toBeGreaterThanOrEqual(2);
      await context.close();
    },
  );
});
