// Issue 36 §2's special data in the running app (Debian's Chromium, the run's shared server, a busy
// evening): the index of the six models, a list whose row opens a live match's Kelly detail, and
// each special page of that match — Kelly detail and change, dispersion and its change, the
// exchange, the proportions, same odds — and basketball's Kelly detail; figures on screen are
// checked against the server's own answer (the opening figures, which never move; the exchange's
// money between an answer before and one after, as it only grows). A match no book priced shows
// 暂无数据 (product-spec §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BetPercent,
  BetfairMatchList,
  DiscreteIndex,
  EuropeSameOdds,
  KellyChange,
  KellyDetail,
  KellyMatchList,
} from '../../contracts/sportdata/specialData';
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

const gw = <T>(apiName: string, args: Record<string, unknown> = {}) =>
  fetchGateway<T>(server.url, apiName, args);

/** 479.37万 or 950 as a number of units. */
const unitsOf = (text: string) => {
  const m = /([\d.]+)(万?)/.exec(text)!;
  return Number(m[1]) * (m[2] ? 10_000 : 1);
};

describe('the special data in the running app', () => {
  it(
    'opens the index, a list, and every special page of a live match',
    { timeout: 120_000 },
    async () => {
      const { page } = await browser.newPhone();
      const go = (path: string) => page.goto(`${server.url}/#/${path}`);

      // The index: the six models, the wind vane's leading to its own list.
      await go('special-data-index');
      await expect.poll(() => page.getByTestId('special-model').count()).toBe(6);
      expect(
        await page.locator('[data-testid=special-model][data-model="6"]').getAttribute('href'),
      ).toContain('wind-mark-lis');

      // A live match the books price, with money on every outcome.
      const kellyList = await gw<KellyMatchList>('getKellyMatchList', { pageNo: 1, pageSize: 100 });
      const betfairList = await gw<BetfairMatchList>('getBetfairMatchList', {
        pageNo: 1,
        pageSize: 100,
      });
      const live = betfairList.list.find((x) => x.volumes.every((v) => v > 0))!.match;
      expect(kellyList.list.some((x) => x.match.matchId === live.matchId)).toBe(true);
      const matchId = live.matchId;

      // The Kelly list: its row opens the match's detail (the rule: books price it).
      await go('special/kelly');
      const row = page.locator(`[data-testid=special-row][data-match-id="${matchId}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain(live.homeName);
      await row.click();
      await page.getByTestId('kelly-book').first().waitFor();
      expect(page.url()).toContain(`special/kelly-detail?matchId=${matchId}`);

      // Kelly detail at the openings: every book's indices and the market's variance.
      const kelly = await gw<KellyDetail>('getkellyDetail', { matchId });
      await page.getByTestId('kelly-moment-opening').click();
      await expect.poll(() => page.getByTestId('kelly-book').count()).toBe(kelly.list.length);
      const firstBook = page.getByTestId('kelly-book').first();
      const shown = await firstBook.getByTestId('kelly-index').allInnerTexts();
      expect(shown).toEqual(kelly.list[0]!.opening.kelly.map((k) => k.toFixed(3)));
      expect(await page.getByTestId('kelly-variance').allInnerTexts()).toEqual(
        kelly.opening.kellyVariance.map((v) => v.toFixed(6)),
      );
      // Below 1 is marked.
      const guarded = kelly.list[0]!.opening.kelly.map((k) => k < 1);
      const classes = await firstBook
        .getByTestId('kelly-index')
        .evaluateAll((els) => els.map((el) => el.classList.contains('sd-guarded')));
      expect(classes).toEqual(guarded);

      // Kelly change: the first book's chart and its oldest moment.
      await firstBook.getByTestId('kelly-book-link').click();
      await page.locator('[data-testid=special-chart] canvas').waitFor();
      const change = await gw<KellyChange>('getKellyChangeList', {
        matchId,
        providerId: kelly.list[0]!.providerId,
      });
      expect(Number(await page.getByTestId('special-chart').getAttribute('data-points'))).toBe(
        await page.getByTestId('kelly-move').count(),
      );
      expect(await page.getByTestId('kelly-move').last().innerText()).toContain(
        change.list[0]!.kelly[0]!.toFixed(3),
      );

      // The match's own page: its 指数 tab links the special pages the match has data for.
      await go(`match-detail?matchId=${matchId}&tab=odds`);
      const strip = page.getByTestId('match-special-links');
      await strip.waitFor();
      expect(await strip.getByTestId('match-special-link').allInnerTexts()).toEqual(
        expect.arrayContaining(['凯利指数', '离散度', '必发交易']),
      );
      await strip.getByText('离散度').click();
      await page.getByTestId('dispersed-opening').waitFor();
      expect(page.url()).toContain(`special/dispersed?matchId=${matchId}`);

      // Dispersion at the openings, then its change as a chart.
      const discrete = await gw<DiscreteIndex>('getFtDiscreteIndex', { matchId });
      await go(`special/dispersed?matchId=${matchId}`);
      await page.getByTestId('dispersed-opening').waitFor();
      expect(
        await page
          .getByTestId('dispersed-opening')
          .getByTestId('dispersed-variance')
          .allInnerTexts(),
      ).toEqual(discrete.opening.variance.map((v) => v.toFixed(4)));
      expect(await page.getByTestId('dispersed-book').count()).toBe(discrete.books.length);
      await page.getByTestId('dispersed-change-link').click();
      await page.locator('[data-testid=special-chart] canvas').waitFor();
      expect(await page.getByTestId('dispersed-move').last().innerText()).toContain(
        discrete.list[0]!.variance[0]!.toFixed(4),
      );

      // The exchange: the total between an answer before and one after (money only grows).
      const before = await gw<BetPercent>('getBetPercent', { matchId });
      await go(`special/betfair-detail?matchId=${matchId}`);
      await page.getByTestId('betfair-outcome').first().waitFor();
      const after = await gw<BetPercent>('getBetPercent', { matchId });
      expect(await page.getByTestId('betfair-outcome').count()).toBe(3);
      const homeVolume = unitsOf(await page.getByTestId('betfair-volume').first().innerText());
      expect(homeVolume).toBeGreaterThanOrEqual(
        Math.floor(before.betfair.list[0]!.volume / 100) * 100,
      );
      expect(homeVolume).toBeLessThanOrEqual(after.betfair.list[0]!.volume + 100);
      expect(await page.getByTestId('betfair-bars-row').count()).toBe(3);
      // Its money over time, a line per outcome.
      await page.locator('[data-testid=special-chart] canvas').waitFor();
      const points = Number(await page.getByTestId('special-chart').getAttribute('data-points'));
      expect(points).toBeGreaterThanOrEqual(before.betfair.trail.length);
      expect(points).toBeLessThanOrEqual(after.betfair.trail.length);

      // The proportions: the three markets, the handicap on its line.
      await go(`special/proportion-detail?matchId=${matchId}`);
      await page.getByTestId('proportion-europe').waitFor();
      expect(await page.getByTestId('proportion-asia-row').count()).toBe(2);
      expect(await page.getByTestId('proportion-bigsmall-row').count()).toBe(2);
      expect(await page.getByTestId('proportion-detail').innerText()).toContain(
        after.asia!.lineName,
      );

      // Same odds: the 1X2's main value, with its tally.
      const same = await gw<EuropeSameOdds>('getEuropeSameOddsDetail', { matchId, type: 2 });
      await go(`special/same-odds-detail?matchId=${matchId}`);
      await page.getByTestId('same-odds-type-2').click();
      await page.getByTestId('same-odds-tally').waitFor();
      await expect.poll(() => page.getByTestId('same-odds-match').count()).toBe(same.list.length);
      expect(await page.getByTestId('same-odds-tally').innerText()).toContain(
        `共${same.list.length}场`,
      );

      // Basketball's Kelly detail of a live game.
      const bk = await gw<KellyMatchList>('getBkKellyMatchList', { pageNo: 1, pageSize: 100 });
      const game = bk.list[0]!.match;
      const bkKelly = await gw<KellyDetail>('getkellyDetail', { matchId: game.matchId });
      await go(`bk-kelly/detail/${game.matchId}`);
      await page.getByTestId('kelly-book').first().waitFor();
      await page.getByTestId('kelly-moment-opening').click();
      expect(
        await page.getByTestId('kelly-book').first().getByTestId('kelly-index').allInnerTexts(),
      ).toEqual(bkKelly.list[0]!.opening.kelly.map((k) => k.toFixed(3)));
    },
  );

  it('says 暂无数据 for a match no book priced', { timeout: 60_000 }, async () => {
    // The season's first round: played before the seed's priced days.
    const schedule = await gw<{ list: Array<{ matchId: number }> }>('getLeagueMatchList', {
      leagueId: 36,
      pageNo: 1,
      pageSize: 20,
      round: '第1轮',
    });
    const matchId = schedule.list[0]!.matchId;
    expect((await gw<KellyDetail>('getkellyDetail', { matchId })).list).toEqual([]);
    const { page } = await browser.newPhone();
    for (const path of ['special/kelly-detail', 'special/betfair-detail']) {
      await page.goto(`${server.url}/#/${path}?matchId=${matchId}`);
      await page.getByTestId('special-no-data').waitFor();
      expect(await page.getByTestId('special-no-data').innerText()).toBe('暂无数据');
    }
  });
});
