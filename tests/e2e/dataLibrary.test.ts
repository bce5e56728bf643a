// Issue 36's data library in the running app (Debian's Chromium, the run's shared server): a fan opens
// 资料库, a hot league, its table (total and home), the schedule paged back, a club from the table
// with its place, results and squad; the basketball side opens the NBA's ranking. Every figure on
// screen is checked against the server's own answer, which the integration tests count again from
// the matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
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

interface RankAnswer {
  list: Array<{ player: { playerId: number; name: string }; value: number; goals: number }>;
}

interface StandingAnswer {
  football: { goals: number; appearances: number } | null;
}

interface OddEvenAnswer {
  finishedMatches: number;
  league: { played: number; odd: number; even: number };
}

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

  it(
    'opens the top scorer from the league’s 球员 tab: his goals, career and moves; then 统计',
    { timeout: 90_000 },
    async () => {
      const { page } = await browser.newPhone();
      await page.goto(`${server.url}/#/data/league-data/36`);
      await page.getByTestId('data-league-head').waitFor();
      await page.getByTestId('data-league-tab-players').click();
      const scorers = await fetchGateway<RankAnswer>(server.url, 'getLeaguePlayerRankList', {
        leagueId: 36,
        type: 1,
      });
      const top = scorers.list[0]!;
      const firstRow = page.getByTestId('data-rank-row').first();
      await firstRow.waitFor();
      expect(await firstRow.getByTestId('data-rank-player').innerText()).toBe(top.player.name);
      expect(await firstRow.getByTestId('data-rank-value').innerText()).toBe(String(top.value));

      // His page: the goals on screen are the server's count of his season, as the list said.
      await firstRow.getByTestId('data-rank-player').click();
      await page.getByTestId('player-head').waitFor();
      expect(await page.getByTestId('player-head').innerText()).toContain(top.player.name);
      const standing = await fetchGateway<StandingAnswer>(server.url, 'getPlayerStanding', {
        playerId: top.player.playerId,
      });
      expect(standing.football?.goals).toBe(top.goals);
      await expect
        .poll(() => page.getByTestId('player-stat-goals').innerText())
        .toContain(String(standing.football!.goals));
      // His career starts with this season at his club; his moves end with how he joined.
      await expect.poll(() => page.getByTestId('player-career-row').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('player-career-row').first().innerText()).toContain(
        String(standing.football!.appearances),
      );
      await expect.poll(() => page.getByTestId('player-transfer').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('player-transfer').first().innerText()).toContain('→');

      // 统计: 单双 over the season's matches, its top rows and the way to all of them.
      await page.goBack();
      await page.getByTestId('data-league-tab-stats').click();
      const oddEven = await fetchGateway<OddEvenAnswer>(server.url, 'getLeagueOddEvenStat', {
        leagueId: 36,
      });
      await expect
        .poll(() => page.getByTestId('data-stat-league').innerText())
        .toContain(`全部${oddEven.league.played}场：单 ${oddEven.league.odd}场`);
      expect(await page.getByTestId('data-stat-table-row').count()).toBe(8);
      await page.getByTestId('data-stat-all').click();
      await page.getByTestId('data-statistics-page').waitFor();
      await expect.poll(() => page.getByTestId('data-stat-table-row').count()).toBe(20);
    },
  );
  it(
    'searches clubs and players from 资料库, keeps the last words with a repeated one first, and offers hot words',
    { timeout: 60_000 },
    async () => {
      const { page } = await browser.newPhone();
      await page.goto(`${server.url}/#/data`);
      await page.getByTestId('data-search-entry').click();
      await page.getByTestId('search-hot').getByTestId('search-hot-word').first().waitFor();
      const search = async (word: string) => {
        await page.getByTestId('search-input').fill(word);
        await page.getByTestId('search-submit').click();
        await page.getByTestId('search-results').or(page.getByTestId('search-empty')).waitFor();
      };
      await search('曼');
      const clubs = await page.getByTestId('search-team').allInnerTexts();
      expect(clubs.some((text) => text.includes('曼城'))).toBe(true);
      // A player found by his name opens his page.
      const found = await fetchGateway<{ squad: Array<{ players: Array<{ name: string }> }> }>(
        server.url,
        'getTeamDetailMessage',
        { teamId: 3601 },
      );
      const someone = found.squad[0]!.players[0]!.name;
      await search(someone);
      await page.getByTestId('search-player').first().click();
      await expect.poll(() => page.url()).toContain('data/player-info');
      // Back on the search page without a word: the history, newest first, a repeated word first.
      await page.goto(`${server.url}/#/data/search-page?qiuFlag=1`);
      await search('英超');
      await search('曼');
      await page.goto(`${server.url}/#/data/search-page?qiuFlag=1`);
      await expect
        .poll(() => page.getByTestId('search-history-word').allInnerTexts())
        .toEqual(['曼', '英超', someone]);
      await page.getByTestId('search-clear').click();
      await expect.poll(() => page.getByTestId('search-history').count()).toBe(0);
    },
  );
});
