// Pins issue 34 "Done when" in the built app, at SIM_SPEED=60, as demo_fan: the first tap on the
// 3-use jingcai package shows the red-list reminder and stops; a jingcai package bought with coins;
// two interpretations read with it (its count goes down); a fourteen-match reading refused by it
// with the reason; one interpretation bought with coins; its match played to the end; the reading
// settled and evaluated in the three dimensions. Then the set-meal head advert (location 52) leading
// to 专家包月, a monthly package bought and shown in 我的包月 with today's private push, 免费专区, and
// an old-lottery reading's page showing its 胜负彩 issue. Last, demo_expert publishes a free 十四场
// reading from the publish screen on a match of the issue on sale (two days ahead and more), demo_fan
// asks a note under it, and the expert answers from the notes inbox.
// test-budget: 90 s — three walks, one a match played at SIM_SPEED=60 to its settlement, beside another browser file on two cores
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, openPhoneAs } from '../kit/demoLogin';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { simAdvance, simKickOff } from '../kit/simControl';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_START: eveningAhead(), SIM_SPEED: '60' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Card {
  id: number;
  price: string;
  type: number;
  onSale: boolean;
  match: { matchId: number; sport: number; matchTime: number };
}

async function onSale(type: 0 | 3): Promise<Card[]> {
  const res = await fetch(`${server.url}/api/query/interpretation/list/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, qiuFlag: 1 }),
  });
  const body = (await res.json()) as { data: { list: Card[] } };
  return body.data.list.filter((c) => c.onSale && Number(c.price) > 0);
}

const ticketLeft = async (page: Page) => {
  await page.goto(`${server.url}/#/set-meal-record`);
  await page.getByTestId('set-meal-ticket').first().waitFor();
  return page.getByTestId('set-meal-ticket-left').first().innerText();
};

describe('interpretations and set meals in the running app', () => {
  it(
    'a fan buys a package, reads with it, buys a reading with coins and evaluates it after its match',
    { timeout: 240_000 },
    async () => {
      // ── 套餐订购: the reminder first, then a 10-reading package with coins ──
      const { page, errors } = await openPhoneAs(
        browser,
        server.url,
        'demo_fan',
        '/set-meal-list/1',
      );
      await page.getByTestId('set-meal-card').first().waitFor();
      const three = page.locator('[data-testid=set-meal-card]', { hasText: '3次' }).first();
      await three.getByTestId('set-meal-order').click();
      await page.getByTestId('set-meal-remind').waitFor();
      expect(await page.getByTestId('set-meal-remind-per-day').innerText()).toMatch(
        /每天仅需 \d+\.\d{2}/,
      );
      await page.getByTestId('set-meal-remind-close').click();
      await page.getByTestId('set-meal-remind').waitFor({ state: 'detached' });
      const ten = page.locator('[data-testid=set-meal-card]', { hasText: '10次' }).first();
      await ten.getByTestId('set-meal-order').click();
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('set-meal-record-page').waitFor();
      expect(await ticketLeft(page)).toContain('剩余 10/10 次');

      // ── two readings with the package; a fourteen-match one refused ──
      const jingcai = (await onSale(0)).sort((a, b) => a.match.matchTime - b.match.matchTime);
      expect(jingcai.length).toBeGreaterThanOrEqual(3);
      const [forCoins, ...forTicket] = jingcai;
      for (const reading of forTicket.slice(0, 2)) {
        await page.goto(`${server.url}/#/tjInterpretation/${reading.id}`);
        await page.getByTestId('jiedu-ticket-use').click();
        await page.getByTestId('plan-picks').waitFor();
      }
      expect(await ticketLeft(page)).toContain('剩余 8/10 次');
      const [lottery] = await onSale(3);
      if (lottery) {
        await page.goto(`${server.url}/#/tjInterpretation/${lottery.id}`);
        await page.getByTestId('jiedu-ticket-why').waitFor();
        expect(await page.getByTestId('jiedu-ticket-why').innerText()).toBe(
          '竞彩足篮套餐不能查看十四场、任九解读',
        );
      }

      // ── one reading bought with coins ──
      await page.goto(`${server.url}/#/tjInterpretation/${forCoins!.id}`);
      await page.getByTestId('plan-buy').click();
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('jiedu-pay-ok-page').waitFor();
      await page.getByTestId('jiedu-pay-view').click();
      await page.getByTestId('plan-picks').waitFor();
      expect(await page.getByTestId('jiedu-eval-closed').innerText()).toBe('解读结算后才能评价');

      // ── its match is played to the end; the reading settles; the fan evaluates it ──
      await simKickOff(server.url, forCoins!.match.matchId);
      await simAdvance(server.url, 150);
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('jiedu-title').waitFor();
            return page.getByTestId('jiedu-result').count();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(1);
      for (const star of ['attitude-5', 'quality-4', 'result-3'])
        await page.getByTestId(`jiedu-star-${star}`).click();
      await page.getByTestId('jiedu-eval-submit').click();
      await page.getByTestId('jiedu-eval-done').waitFor();
      expect(errors).toEqual([]);
    },
  );

  it(
    'the head advert leads to 专家包月; a monthly package bought shows in 我的包月 with today’s push; an old-lottery reading shows its issue',
    { timeout: 120_000 },
    async () => {
      // ── 套餐订购's head advert (location 52) opens 专家包月 ──
      const { page, errors } = await openPhoneAs(
        browser,
        server.url,
        'demo_fan',
        '/set-meal-list/1',
      );
      const ad = page.getByTestId('set-meal-ad');
      await ad.locator('img').waitFor();
      // The element shows before its picture has arrived: wait for the picture itself.
      await expect
        .poll(() => ad.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(750);
      await ad.click();
      await page.getByTestId('special-home-page').waitFor();
      const offer = page.getByTestId('monthly-offer').first();
      await offer.waitFor();
      expect(await offer.getByTestId('monthly-standing').count()).toBe(0);

      // ── bought with coins: 我的包月 shows it unused, with what the expert pushed today ──
      await offer.getByTestId('set-meal-order').click();
      await page.getByTestId('coin-confirm-pay').click();
      await page.getByTestId('my-month-page').waitFor();
      const ticket = page.getByTestId('monthly-ticket').first();
      await ticket.waitFor();
      expect(await ticket.getByTestId('monthly-status').innerText()).toBe('未使用');
      expect(await ticket.getByTestId('monthly-facts').innerText()).toContain('剩余 20/20 次');
      const pushed = Number(await ticket.getByTestId('monthly-push-count').innerText());
      await page.getByTestId('my-month-tabs-push').click();
      if (pushed > 0) await page.getByTestId('jiedu-card').first().waitFor();
      else await page.getByText('今天包月专家还没有发布解读').waitFor();
      expect(await page.getByTestId('jiedu-card').count()).toBe(Math.min(pushed, 10));
      await page.goto(`${server.url}/#/special-home`);
      expect(await page.getByTestId('monthly-standing').first().innerText()).toBe(
        '包月中 · 剩余20次',
      );

      // ── 免费专区 lists free readings only ──
      await page.getByTestId('special-tabs-1').click();
      await page.getByTestId('jiedu-card').first().waitFor();
      for (const price of await page.getByTestId('jiedu-card-price').allInnerTexts())
        expect(price).toBe('免费');

      // ── an old-lottery reading shows its 胜负彩 issue, its own match marked ──
      const [lottery] = await onSale(3);
      if (lottery) {
        await page.goto(`${server.url}/#/tjInterpretation/${lottery.id}`);
        await page.getByTestId('issue-slip').waitFor();
        await expect.poll(() => page.getByTestId('issue-match').count()).toBe(14);
        const marked = page.locator('[data-testid=issue-match][aria-current=true]');
        expect(await marked.count()).toBe(1);
      }
      expect(errors).toEqual([]);
    },
  );

  it(
    'demo_expert publishes a 十四场 reading from the publish screen; a fan asks a note and the expert answers it',
    { timeout: 120_000 },
    async () => {
      // ── demo_expert: 发布推荐 → 十四场解读, a match of the issue on sale, 胜平负 ──
      const expert = await openPhoneAs(browser, server.url, 'demo_expert', '/publish/zqtj/new');
      await expert.page.getByTestId('publish-kind-sfc').click();
      const token = await demoLoginToken(server.url, 'demo_expert');
      const res = await fetch(`${server.url}/api/interpretation/publish/options?type=3`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const options = (await res.json()) as {
        data: { matches: Array<{ match: { matchId: number }; published: boolean }> };
      };
      const target = options.data.matches.find((m) => !m.published);
      if (!target) throw new Error('no match of the issue on sale open for publishing');
      const page = expert.page;
      await page
        .locator(`[data-testid=publish-match][data-match-id="${target.match.matchId}"]`)
        .click();
      const games = page.getByTestId('publish-game');
      await games.first().waitFor();
      expect(await games.count()).toBe(1);
      expect(await games.first().getAttribute('data-game-id')).toBe('4071');
      await games.first().getByTestId('publish-option').first().click();
      await page.getByTestId('publish-title').fill('十四场焦点：主队不败');
      await page
        .getByTestId('publish-summary')
        .fill('主队近期主场状态稳定，客队客场防守问题明显，本期十四场看好主队不败。');
      await page.getByTestId('publish-price-0').click();
      await page.getByTestId('publish-submit').click();
      await page.waitForURL(/#\/tjInterpretation\/\d+/);
      const readingId = Number(/#\/tjInterpretation\/(\d+)/.exec(page.url())?.[1]);
      await page.getByTestId('issue-slip').waitFor();
      // The slip's section shows at once; its 14 matches follow the draw's call.
      await expect.poll(() => page.getByTestId('issue-match').count()).toBe(14);
      expect(await page.locator('[data-testid=issue-match][aria-current=true]').count()).toBe(1);

      // ── demo_fan asks a note under the free reading ──
      const fan = await openPhoneAs(
        browser,
        server.url,
        'demo_fan',
        `/tjInterpretation/${readingId}`,
      );
      await fan.page.getByTestId('note-input').fill('请问主队首发有变化吗？');
      await fan.page.getByTestId('note-send').click();
      await fan.page.getByTestId('note-content').first().waitFor();

      // ── demo_expert answers it from the notes inbox ──
      await page.goto(`${server.url}/#/expert-note`);
      const row = page.locator('[data-testid=note-row]', { hasText: '请问主队首发有变化吗？' });
      await row.getByTestId('note-reply-open').click();
      await page.getByTestId('note-reply-input').fill('首发没有变化，主力都在。');
      await page.getByTestId('note-reply-send').click();
      await row.getByTestId('note-reply').waitFor();

      // ── the fan reads the answer under the reading ──
      await fan.page.reload();
      await expect
        .poll(async () => (await fan.page.getByTestId('note-reply').allInnerTexts()).join())
        .toContain('首发没有变化，主力都在。');
      expect(expert.errors).toEqual([]);
      expect(fan.errors).toEqual([]);
    },
  );
});
