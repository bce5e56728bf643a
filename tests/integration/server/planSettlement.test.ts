// Pins issue 19 §1 end to end on the server (PGlite here, PostgreSQL under test:postgres): an expert
// publishes a plan whose odds are the market's at that moment, locked from then on; fans buy it;
// when the match ends the settlement job settles it exactly once — a losing no-win-refund plan's
// coins go back to its buyers, a winning plan's expert gets their share as money, a called-off
// match voids the plan — and the expert's kept record moves with it, equal to a recomputation.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interpretationGame, parseInterpretation } from '../../../contracts/interpretation';
import {
  planDetailSchema,
  publishOptionsSchema,
  type PlanDetail,
  type PublishOptions,
} from '../../../contracts/plans';
import { matches, odds, users } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { recomputeRecords, recordsOf } from '../../../server/features/experts';
import { EXPERT_SHARE, settleDuePlans } from '../../../server/features/plans';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { grant } from '../../kit/grant';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const LATER = NOW + 6 * 3_600_000;
let test: TestApp;
let serial = 0;

beforeAll(async () => {
  // The whole world: publishing takes the odds the odds seed writes.
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function member(opts: { level?: number; coins?: number } = {}) {
  const id = await insertUser(test.database.db, { account: `settle_${++serial}` });
  if (!id) throw new Error('no user');
  if (opts.level)
    await test.database.db.update(users).set({ userLevel: opts.level }).where(eq(users.id, id));
  if (opts.coins) await grant(test.database.db, id, 'coin', opts.coins, NOW);
  return { id, token: await openSession(test.database.db, id) };
}
type Member = Awaited<ReturnType<typeof member>>;

const as = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });

async function options(expert: Member): Promise<PublishOptions> {
  const res = await as(expert, 'GET', '/api/plan/publish/options?qiuFlag=1');
  expect(res.statusCode, res.body).toBe(200);
  return publishOptionsSchema.parse(res.json<{ data: unknown }>().data);
}

const SUMMARY = '主队近期状态出色，客队客场防守漏洞明显，机构盘口支持主队，看好主队赢盘。';
let requests = 0;

function publishBody(matchId: number, over: Record<string, unknown> = {}) {
  return {
    requestId: `req-settle-${++requests}`,
    matchId,
    picks: [{ gameId: 4078, options: [0] }],
    title: '主队让球稳胆',
    summary: SUMMARY,
    price: 58,
    refundIfLost: true,
    ...over,
  };
}

async function publish(expert: Member, body: object): Promise<{ planId: number; planNo: string }> {
  const res = await as(expert, 'POST', '/api/plan/publish', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { planId: number; planNo: string } }>().data;
}

async function detail(planId: number, who?: Member): Promise<PlanDetail> {
  const res = who
    ? await as(who, 'GET', `/api/plan/detail/${planId}`)
    : await test.app.inject({ method: 'GET', url: `/api/plan/detail/${planId}` });
  expect(res.statusCode, res.body).toBe(200);
  return planDetailSchema.parse(res.json<{ data: unknown }>().data);
}

async function buy(planId: number, who: Member) {
  const res = await as(who, 'POST', `/api/plan/pay/${planId}`, {});
  expect(res.statusCode, res.body).toBe(200);
}

const coins = async (who: Member) => (await balancesOf(test.database.db, who.id, LATER, 0)).coinFen;
const money = async (who: Member) =>
  (await balancesOf(test.database.db, who.id, LATER, 0)).moneyFen;

/** Ends a match as the simulator would: final status and score. */
async function finish(matchId: number, home: number, away: number, status = 2) {
  await test.database.db
    .update(matches)
    .set({ status, homeScore: home, awayScore: away, homeHalfScore: 0, awayHalfScore: 0 })
    .where(eq(matches.id, matchId));
}

/** The open matches, taken one per scenario so no two scenarios share a match. */
let open: PublishOptions['matches'] = [];
const nextMatch = () => {
  const found = open.shift();
  if (!found) throw new Error('fixture: no open match left');
  return found;
};

describe('publishing', () => {
  it('offers the matches of the next 48 hours with the odds now, and locks those odds in the plan', async () => {
    const expert = await member({ level: 2 });
    const offered = await options(expert);
    expect(offered).toMatchObject({ userLevel: 2, dailyLimit: 10, todayCount: 0 });
    expect(offered.prices).toContain(58);
    open = offered.matches.filter((m) => m.games.some((g) => g.gameId === 4078));
    expect(open.length).toBeGreaterThan(5);
    for (const m of offered.matches) {
      expect(m.match.status).toBe(0);
      expect(m.match.matchTime).toBeGreaterThan(NOW);
      expect(m.match.matchTime).toBeLessThanOrEqual(NOW + 48 * 3_600_000);
    }
    const target = nextMatch();
    const game = target.games.find((g) => g.gameId === 4078)!;
    const made = await publish(expert, publishBody(target.match.matchId));
    expect(made.planNo).toMatch(/^\d{8}\d{6}$/);

    // The market moves after publishing: the plan keeps the odds it was published at.
    await test.database.db
      .update(odds)
      .set({ current: [0.5, 0, 1.5] })
      .where(
        and(eq(odds.matchId, target.match.matchId), eq(odds.providerId, 0), eq(odds.type, 'asia')),
      );
    const mine = await detail(made.planId, expert);
    const [segment] = parseInterpretation(mine.content ?? '');
    expect(segment).toEqual({ gameId: 4078, handicap: game.handicap, odds: [game.odds[0], 0] });
    expect(mine).toMatchObject({ price: '58.00', refundIfLost: true, onSale: true, result: 0 });
    expect((await options(expert)).todayCount).toBe(1);
  });

  it('publishes once per request id and once per match', async () => {
    const expert = await member({ level: 2 });
    const target = nextMatch();
    const body = publishBody(target.match.matchId);
    const [a, b] = await Promise.all([publish(expert, body), publish(expert, body)]);
    expect(b).toEqual(a);
    expectRefusal(
      await as(expert, 'POST', '/api/plan/publish', { ...body, requestId: 'req-another-one' }),
      409,
      'plan_exists',
    );
  });

  it('tells the expert’s push subscribers of a new plan in the message centre, once', async () => {
    const expert = await member({ level: 2 });
    const target = nextMatch();
    const { expertId } = await options(expert);
    const subscriber = await member();
    const ordered = await as(subscriber, 'POST', `/api/expert-push/order/${expertId}`, { type: 1 });
    expect(ordered.json<{ data: unknown }>().data).toEqual({ ordered: true, subscribers: 1 });
    expectRefusal(
      await as(expert, 'POST', `/api/expert-push/order/${expertId}`, { type: 1 }),
      409,
      'follow_own',
    );
    const body = publishBody(target.match.matchId, { title: '订阅推送测试方案' });
    const { planId } = await publish(expert, body);
    await publish(expert, body);
    const res = await as(subscriber, 'GET', '/api/msg/queryMsg/6/1');
    const list = res.json<{ data: { list: Array<{ title: string; content: string }> } }>().data
      .list;
    expect(list).toHaveLength(1);
    expect(list[0]?.title).toBe('订阅的专家发布了新方案');
    const content = JSON.parse(list[0]?.content ?? '{}') as { text?: string; link?: string };
    expect(content.text).toContain('订阅推送测试方案');
    expect(content.link).toBe(`#/plan/${planId}`);
    const cancelled = await as(subscriber, 'POST', `/api/expert-push/order/${expertId}`, {
      type: 2,
    });
    expect(cancelled.json<{ data: unknown }>().data).toEqual({ ordered: false, subscribers: 0 });
  });

  it('refuses what the rules do not allow, saying why', async () => {
    const fanUser = await member();
    const lab = await member({ level: 1 });
    const expert = await member({ level: 2 });
    const matchId = open[0]!.match.matchId;
    const cases: Array<[Member, object, number, string]> = [
      [fanUser, publishBody(matchId), 403, 'not_expert'],
      [lab, publishBody(matchId), 409, 'free_only'],
      [expert, publishBody(matchId, { price: 57 }), 400, 'price_invalid'],
      [expert, publishBody(matchId, { price: 0 }), 400, 'refund_needs_price'],
      [
        expert,
        publishBody(matchId, { picks: [{ gameId: 4078, options: [0, 1] }] }),
        400,
        'option_invalid',
      ],
      [
        expert,
        publishBody(matchId, { picks: [{ gameId: 4071, options: [5] }] }),
        400,
        'option_invalid',
      ],
      [
        expert,
        publishBody(matchId, { picks: [{ gameId: 4061, options: [0] }] }),
        400,
        'game_invalid',
      ],
      [expert, publishBody(matchId, { title: '<b>稳胆</b>推荐' }), 400, 'title_invalid'],
      [expert, publishBody(matchId, { summary: '太短' }), 400, 'summary_invalid'],
    ];
    for (const [who, body, status, code] of cases)
      expectRefusal(await as(who, 'POST', '/api/plan/publish', body), status, code);
    // A laboratory expert publishes free plans.
    await publish(lab, publishBody(matchId, { price: 0, refundIfLost: false }));
    // A match that has kicked off is closed.
    const [started] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 2))
      .orderBy(asc(matches.id))
      .limit(1);
    expectRefusal(
      await as(expert, 'POST', '/api/plan/publish', publishBody(started!.id)),
      409,
      'match_closed',
    );
  });
});

describe('settling', () => {
  it('refunds the buyers of a losing no-win-refund plan, once, and moves the record', async () => {
    const expert = await member({ level: 2 });
    const target = nextMatch();
    const { planId, planNo } = await publish(expert, publishBody(target.match.matchId));
    const buyers = [await member({ coins: 100 }), await member({ coins: 100 })];
    for (const b of buyers) await buy(planId, b);
    for (const b of buyers) expect(await coins(b)).toBe(4_200);
    // Before the match ends, nothing settles.
    await settleDuePlans(test.database.db, LATER);
    expect((await detail(planId)).result).toBe(0);

    await finish(target.match.matchId, 0, 6);
    expect(await settleDuePlans(test.database.db, LATER)).toBeGreaterThanOrEqual(1);
    const settled = await detail(planId);
    expect(settled).toMatchObject({ result: 2, unlocked: true, onSale: false });
    expect(settled.settlement).toMatchObject({ picks: ['lose'], payout: 0, settledAt: LATER });
    for (const b of buyers) expect(await coins(b)).toBe(10_000);
    const res = await as(buyers[0]!, 'GET', '/api/user/queryHuoyanWalletList/7/1');
    const titles = res
      .json<{ data: { list: Array<{ title: string }> } }>()
      .data.list.map((e) => e.title);
    expect(titles).toContain(`方案未中退款 ${planNo}`);

    // Run again: nothing more moves.
    await settleDuePlans(test.database.db, LATER + 60_000);
    for (const b of buyers) expect(await coins(b)).toBe(10_000);
    const home = await test.app.inject({
      method: 'GET',
      url: `/api/expert/home/${settled.expert.id}`,
    });
    expect(home.json<{ data: { record: unknown } }>().data.record).toMatchObject({
      settled: 1,
      lost: 1,
      won: 0,
      recentTotal: 1,
      recentWins: 0,
      hitRate: 0,
      returnRate: 0,
    });
  });

  it('posts a winning plan’s sales and the expert’s share as money, once', async () => {
    const expert = await member({ level: 2 });
    const target = nextMatch();
    const { planId } = await publish(
      expert,
      publishBody(target.match.matchId, { refundIfLost: false }),
    );
    const buyers = [
      await member({ coins: 60 }),
      await member({ coins: 60 }),
      await member({ coins: 60 }),
    ];
    await Promise.all(buyers.map((b) => buy(planId, b)));
    await finish(target.match.matchId, 6, 0);
    await settleDuePlans(test.database.db, LATER);
    await settleDuePlans(test.database.db, LATER);
    const won = await detail(planId);
    expect(won.result).toBe(1);
    const game = target.games.find((g) => g.gameId === 4078)!;
    expect(won.settlement?.payout).toBe((1000 + (game.odds[0] ?? 0) / 10) / 1000);
    expect(await money(expert)).toBe(Math.floor(3 * 5_800 * EXPERT_SHARE));
    for (const b of buyers) expect(await coins(b)).toBe(200);
    expect(won.expert).toMatchObject({
      currentStreak: 1,
      longestRedStreak: 1,
      recentWins: 1,
      recentTotal: 1,
    });
  });

  it('voids a called-off match’s plan and gives the held coins back', async () => {
    const expert = await member({ level: 2 });
    const target = nextMatch();
    const { planId, planNo } = await publish(expert, publishBody(target.match.matchId));
    const buyer = await member({ coins: 58 });
    await buy(planId, buyer);
    expect(await coins(buyer)).toBe(0);
    await finish(target.match.matchId, 0, 0, 7);
    await settleDuePlans(test.database.db, LATER);
    expect(await detail(planId)).toMatchObject({
      result: 3,
      settlement: { picks: ['void'], payout: 1 },
    });
    expect(await coins(buyer)).toBe(5_800);
    const res = await as(buyer, 'GET', '/api/user/queryHuoyanWalletList/7/1');
    expect(res.body).toContain(`方案走水退款 ${planNo}`);
  });

  // Issue 31 item 13 (docs/decisions/multi-pick-settlement.md): a two-pick plan with one pick won and
  // one lost was 黑 with 每投入1单位返还0.00 and refunded. Picks settle one by one: it is 红, pays half
  // a unit at the winning pick's odds, keeps the buyers' coins and counts as a hit in the record.
  it('settles a two-pick plan pick by pick: one won, one lost is 红 at half the winning odds', async () => {
    const expert = await member({ level: 2 });
    const both = open.findIndex((m) => {
      const hc = m.games.find((g) => g.gameId === 4078)?.handicap;
      const total = m.games.find((g) => g.gameId === 4079)?.handicap;
      if (hc === undefined || hc === null || total === undefined || total === null) return false;
      // The home side covers its whole handicap with a clean sheet, under the total.
      return Math.max(0, Math.floor(0.25 - hc) + 1) < total - 0.25;
    });
    expect(both).toBeGreaterThanOrEqual(0);
    const [target] = open.splice(both, 1);
    const handicap = target!.games.find((g) => g.gameId === 4078)!;
    const home = Math.max(0, Math.floor(0.25 - (handicap.handicap ?? 0)) + 1);
    const { planId, planNo } = await publish(
      expert,
      publishBody(target!.match.matchId, {
        picks: [
          { gameId: 4078, options: [0] },
          { gameId: 4079, options: [0] },
        ],
      }),
    );
    const buyer = await member({ coins: 58 });
    await buy(planId, buyer);
    await finish(target!.match.matchId, home, 0);
    await settleDuePlans(test.database.db, LATER);
    const settled = await detail(planId);
    const odds = (handicap.odds[0] ?? 0) / 10_000;
    expect(settled).toMatchObject({
      result: 1,
      settlement: { picks: ['win', 'lose'], payout: Math.round(((1 + odds) / 2) * 1000) / 1000 },
    });
    // 不中退款 refunds a plan none of whose picks hit: this one hit, so the coins stay spent.
    expect(await coins(buyer)).toBe(0);
    const wallet = await as(buyer, 'GET', '/api/user/queryHuoyanWalletList/7/1');
    expect(wallet.body).not.toContain(`方案未中退款 ${planNo}`);
    expect(await money(expert)).toBe(Math.floor(5_800 * EXPERT_SHARE));
    expect(settled.expert).toMatchObject({ recentWins: 1, recentTotal: 1 });
  });

  it('keeps records equal to a recomputation from the settled plans', async () => {
    const all = await recomputeRecords(test.database.db);
    const kept = await recordsOf(test.database.db, [...all.keys()]);
    expect(kept).toEqual(all);
  });
});

describe('records on screens', () => {
  it('ranks experts on their settled plans and keeps the rankings’ page size of 8', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/famous/ranking/1/2' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{
      data: {
        list: Array<{ rank: number; period: { returnRate: number; settled: number } }>;
        pageSize: number;
      };
    }>().data;
    expect(page.pageSize).toBe(8);
    expect(page.list.length).toBeLessThanOrEqual(8);
    expect(page.list.map((r) => r.rank)).toEqual(page.list.map((_, i) => i + 1));
    const rates = page.list.map((r) => r.period.returnRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(page.list.every((r) => r.period.settled >= 3)).toBe(true);
  });

  it('gives records by league and by game from the settled picks', async () => {
    const ranking = await test.app.inject({ method: 'GET', url: '/api/famous/ranking/1/2' });
    const expertId = ranking.json<{ data: { list: Array<{ expert: { id: number } }> } }>().data
      .list[0]!.expert.id;
    const leagues = await test.app.inject({
      method: 'POST',
      url: `/api/expertHome/leagueRecord/${expertId}`,
      payload: { gameType: 0, dateIndex: 0 },
    });
    const rows = leagues.json<{ data: { rows: Array<{ picks: number; won: number }> } }>().data
      .rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.won).toBeLessThanOrEqual(r.picks);
    const byGame = await test.app.inject({
      method: 'GET',
      url: `/api/expert/distribution/${expertId}/1`,
    });
    const games = byGame.json<{ data: { rows: Array<{ gameId: number; gameName: string }> } }>()
      .data.rows;
    for (const g of games) expect(g.gameName).toBe(interpretationGame(g.gameId as 4071).name);
  });
});
