/**
 * Goal to screen (issue 20 §2): in Chromium, a fan on a match's page; the simulator scores a goal
 * (its development control) and we time until the page's header shows it. GOALS goals with the
 * socket up (live pushes, the poll at its 60 s safety cadence), then the same with every socket
 * transport blocked (the 10 s poll alone). Prints p50, p95 and max of each; asserts nothing.
 *
 *   npx tsx bench/goal-to-screen.ts          (20 goals each way)
 *   GOALS=5 npx tsx bench/goal-to-screen.ts
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/kit/browser';
import { startServerProcess } from '../tests/kit/serverProcess';
import { simGoal, simKickOff, upcomingMatches, yesterdayEvening } from '../tests/kit/simControl';

const GOALS = Number(process.env.GOALS ?? 20);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Goals on the match of the page, each timed from the control's answer's start to the header. */
async function timeGoals(page: Page, baseUrl: string, matchId: number): Promise<number[]> {
  const score = page.getByTestId('match-score').first();
  const times: number[] = [];
  for (let i = 0; i < GOALS; i += 1) {
    // Goals come at any moment of the poll's cycle, not right after its last answer.
    await page.waitForTimeout(Math.random() * 10_000);
    const before = await score.textContent();
    const started = Date.now();
    await simGoal(baseUrl, matchId, i % 2 === 0 ? 1 : 2);
    await page.waitForFunction(
      ([el, was]) => el?.textContent !== was,
      [await score.elementHandle(), before] as const,
      { timeout: 30_000, polling: 'raf' },
    );
    times.push(Date.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  // Simulated time a day behind at normal speed: matches ahead to kick off, none ending meanwhile.
  const server = await startServerProcess({ env: { SIM_START: yesterdayEvening() } });
  const browser = await launchBrowser();
  try {
    const upcoming = await upcomingMatches(server.url, 1);
    const results: Array<[string, number[]]> = [];
    for (const [label, blocked] of [
      ['with live pushes', false],
      ['socket blocked (poll only)', true],
    ] as const) {
      const match = upcoming[results.length];
      if (!match) throw new Error('not enough upcoming matches');
      const { context, page } = await browser.newPhone();
      if (blocked) {
        await context.routeWebSocket(/socket\.io/, (ws) => ws.close());
        await context.route(/socket\.io/, (route) => route.abort());
      }
      await simKickOff(server.url, match.matchId);
      await page.goto(`${server.url}/#/match-detail?matchId=${match.matchId}`);
      await page.getByTestId('match-score').first().waitFor();
      // Let the page settle (its socket connected and watching, or refused for good).
      await page.waitForTimeout(3_000);
      results.push([label, await timeGoals(page, server.url, match.matchId)]);
      await context.close();
    }
    console.log(`\nGoal to screen in Chromium, ${GOALS} goals each (ms):`);
    for (const [label, times] of results)
      console.log(
        `  ${label}: p50 ${quantile(times, 0.5)}, p95 ${quantile(times, 0.95)}, max ${times.at(-1)}`,
      );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
