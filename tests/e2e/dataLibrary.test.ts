// Issue 36's data library in the running app (Debian's Chromium, a server of its own): a fan opens
// 资料库, a hot league, its table (total and home), the schedule paged back, a club from the table
// with its place, results and squad; the basketball side opens the NBA's ranking. Every figure on
// screen is checked against the server's own answer, which the integration tests count again from
// the matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { fetchGateway } from '../kit/gateway';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_START: busyEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TableAnswer {
  list: Array<{ rank: number; team: { teamId: number; name: string }; points: number }>;
}

describe('the data library in the running app', () => {
  it(
    'opens a hot league, its tables and schedule, a club from the table, and the NBA ranking',
    { timeout: 90_000 },
    async () => {
      const { page } = await browser.newPhone();
      await page.goto(`${server.url}/#/data`);
      const hot = page.getByTestId('data-hot');
      await hot.getByTestId('data-league').first().waitFor();
      // 英超 is among the hot leagues of a busy evening; its tile opens its page.
      await hot.locator('[data-league-id="36"]').click();
      await page.getByTestId('data-league-head').waitFor();
      await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(20);

      const table = await fetchGateway<TableAnswer>(server.url, 'queryLeagueFootballTeamScore', {
        leagueId: 36,
      });
      const firstRow = page.getByTestId('data-table-row').first();
      expect(await firstRow.innerText()).toContain(table.list[0]!.team.name);
      expect(await firstRow.innerText()).toContain(String(table.list[0]!.points));
      await expect.poll(() => page.getByTestId('data-rule').innerText()).toContain('欧冠');

      // 主场: the home table, without zones.
      await page.getByTestId('data-scope-1').click();
      const home = await fetchGateway<TableAnswer>(server.url, 'queryLeagueFootballTeamScore', {
        leagueId: 36,
        type: 1,
      });
      await expect
        .poll(() => page.getByTestId('data-table-row').first().innerText())
        .toContain(home.list[0]!.team.name);

      // 赛程: the round being played, then the matches before it.
      await page.getByTestId('data-league-tab-schedule').click();
      await page.getByTestId('data-match').first().waitFor();
      const round = await page.getByTestId('data-step').inputValue();
      expect(round).toMatch(/^第\d+轮$/);
      await page.getByTestId('data-earlier').click();
      await expect.poll(() => page.getByTestId('data-match').count()).toBe(20);

      // A club from the table: its place in the total table and its squad.
      await page.getByTestId('data-league-tab-table').click();
      const leader = table.list[0]!;
      await page.getByTestId('data-table-row').first().getByRole('link').click();
      await page.getByTestId('data-team-head').waitFor();
      expect(await page.getByTestId('data-team-head').innerText()).toContain(leader.team.name);
      const ranking = await page.getByTestId('data-team-ranking').innerText();
      expect(ranking).toContain(String(leader.points));
      await expect.poll(() => page.getByTestId('data-player').count()).toBeGreaterThan(11);
      expect(await page.getByTestId('data-team-recent').getByTestId('data-match').count()).toBe(10);

      // Basketball: the NBA's ranking.
      await page.goto(`${server.url}/#/data/bk/index`);
      await page.getByTestId('data-hot').locator('[data-league-id="1"]').click();
      await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(30);
      expect(await page.getByTestId('data-table-row').first().innerText()).toMatch(/\d+\.\d%/);
    },
  );
});
