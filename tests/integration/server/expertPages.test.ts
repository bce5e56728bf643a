// Pins the expert pages of issue 37 §3 on the seeded world: every figure of leagueRecordDetail,
// distribution, goodAtLeague and bestScore recounted here from the plan and pick rows (not through
// the server's queries), and the bad arguments each call refuses with a 400, never a 5xx.
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEST_MONTH_MIN_SETTLED,
  LEAGUE_RANK_MIN_PICKS,
  LEAGUE_RECORD_DAYS,
  RECENT_SAMPLE,
  bestScore,
  expertDistribution,
  goodAtLeague,
  leagueRecordDetail,
} from '../../../contracts/experts';
import { PLAN_PAGE_SIZE, PLAN_RESULT } from '../../../contracts/plans';
import { experts, leagues, matches, planPicks, plans } from '../../../server/db/schema';
import { formatBeijing, DAY_MS } from '../../../domain/time';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;

interface PickRow {
  planId: number;
  expertId: number;
  raceType: number;
  leagueId: number;
  leagueName: string;
  gameId: number;
  result: string | null;
  publishedAt: number;
}
interface PlanRow {
  id: number;
  expertId: number;
  raceType: number;
  leagueId: number;
  result: number;
  settleSeq: number | null;
  payoutMilli: number | null;
  publishedAt: number;
  content: string;
}
let picks: PickRow[] = [];
let planRows: PlanRow[] = [];

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
  const db = test.database.db;
  picks = (
    await db
      .select({
        planId: plans.id,
        expertId: plans.expertId,
        raceType: plans.raceType,
        leagueId: matches.leagueId,
        leagueName: leagues.shortName,
        gameId: planPicks.gameId,
        result: planPicks.result,
        publishedAt: plans.publishedAt,
      })
      .from(planPicks)
      .innerJoin(plans, eq(plans.id, planPicks.planId))
      .innerJoin(matches, eq(matches.id, plans.matchId))
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
  ).map((r) => ({ ...r, publishedAt: r.publishedAt.getTime() }));
  planRows = (
    await db
      .select({
        id: plans.id,
        expertId: plans.expertId,
        raceType: plans.raceType,
        leagueId: matches.leagueId,
        result: plans.result,
        settleSeq: plans.settleSeq,
        payoutMilli: plans.payoutMilli,
        publishedAt: plans.publishedAt,
        content: plans.content,
      })
      .from(plans)
      .innerJoin(matches, eq(matches.id, plans.matchId))
  ).map((r) => ({ ...r, publishedAt: r.publishedAt.getTime() }));
});
afterAll(() => test.close());

const counted = (p: PickRow) => p.result !== null && p.result !== 'push' && p.result !== 'void';
const hit = (p: PickRow) => p.result === 'win' || p.result === 'halfWin';
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);
const returnRate = (payout: number, stake: number) =>
  stake === 0 ? null : Math.round((payout / stake) * 1000) / 10;

async function get(url: string) {
  return test.app.inject({ method: 'GET', url });
}
function data<T>(res: Awaited<ReturnType<typeof get>>, schema: { parse: (v: unknown) => T }): T {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json<{ data: unknown }>().data);
}

/** The (expert, league) with the most settled picks, and the expert's sport there. */
function busiestSlice() {
  const by = new Map<string, PickRow[]>();
  for (const p of picks.filter(counted)) {
    const key = `${p.expertId}:${p.leagueId}`;
    by.set(key, [...(by.get(key) ?? []), p]);
  }
  const [, rows] = [...by].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!rows?.[0]) throw new Error('the seeded world has no settled pick');
  return rows[0];
}

describe('leagueRecordDetail', () => {
  const call = (expertId: number | string, pageNo: number | string, body: object) =>
    test.app.inject({
      method: 'POST',
      url: `/api/expertHome/leagueRecordDetail/${expertId}/${pageNo}`,
      payload: body,
    });

  it('lists the slice of plans newest first with a record line recounted from the rows', async () => {
    const { expertId, leagueId, leagueName } = busiestSlice();
    for (const [gameId, dateIndex] of [
      [0, 0],
      [picks.find((p) => p.expertId === expertId && p.leagueId === leagueId)?.gameId ?? 0, 0],
      [0, 1],
    ] as const) {
      const days = LEAGUE_RECORD_DAYS[dateIndex];
      const inDays = (at: number) => days === null || at >= NOW - days * DAY_MS;
      const slicePicks = picks.filter(
        (p) => p.expertId === expertId && p.leagueId === leagueId && inDays(p.publishedAt),
      );
      // Pending seeded plans have no pick rows yet: the content names every pick's game.
      const slicePlans = planRows.filter(
        (p) =>
          p.expertId === expertId &&
          p.leagueId === leagueId &&
          inDays(p.publishedAt) &&
          p.publishedAt <= NOW &&
          (gameId === 0 || p.content.includes(`{${gameId}}`)),
      );
      const settled = slicePlans.filter((p) => p.settleSeq !== null);
      const countedPicks = slicePicks.filter(
        (p) => counted(p) && (gameId === 0 || p.gameId === gameId),
      );
      const answer = data(
        await call(expertId, 1, { leagueId, gameId, dateIndex }),
        leagueRecordDetail.output,
      );
      expect(answer.leagueName).toBe(leagueName);
      expect(answer.record).toEqual({
        picks: countedPicks.length,
        won: countedPicks.filter(hit).length,
        hitRate: percent(countedPicks.filter(hit).length, countedPicks.length),
        plans: settled.filter((p) => p.result !== PLAN_RESULT.void).length,
        plansWon: settled.filter((p) => p.result === PLAN_RESULT.won).length,
        returnRate: returnRate(
          settled.reduce((sum, p) => sum + (p.payoutMilli ?? 0), 0),
          settled.length * 1000,
        ),
      });
      const newest = [...slicePlans].sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
      expect(answer.page.list.map((p) => p.id)).toEqual(
        newest.slice(0, PLAN_PAGE_SIZE).map((p) => p.id),
      );
      expect(answer.page.hasMore).toBe(newest.length > PLAN_PAGE_SIZE);
    }
  });

  it('refuses bad arguments with 400, an unknown expert or league with 404', async () => {
    const { expertId, leagueId } = busiestSlice();
    expect((await call(expertId, 1, { leagueId: 'x' })).statusCode).toBe(400);
    expect((await call(expertId, 1, {})).statusCode).toBe(400);
    expect((await call(expertId, 0, { leagueId })).statusCode).toBe(400);
    expect((await call('2147483648', 1, { leagueId })).statusCode).toBe(400);
    expect((await call(expertId, 1, { leagueId, dateIndex: 3 })).statusCode).toBe(400);
    expect((await call(expertId, 1, { leagueId, gameId: -1 })).statusCode).toBe(400);
    expectRefusal(await call(2147483647, 1, { leagueId }), 404, 'expert_not_found');
    expectRefusal(await call(expertId, 1, { leagueId: 2147483647 }), 404, 'league_not_found');
  });
});

describe('distribution', () => {
  it('counts plans, and settled picks by game and by league, of one ball type', async () => {
    const { expertId, raceType } = busiestSlice();
    const answer = data(
      await get(`/api/expert/distribution/${expertId}/${raceType}`),
      expertDistribution.output,
    );
    const mine = planRows.filter((p) => p.expertId === expertId && p.raceType === raceType);
    expect(answer.published).toBe(mine.length);
    expect(answer.settled).toBe(
      mine.filter((p) => p.result === PLAN_RESULT.won || p.result === PLAN_RESULT.lost).length,
    );
    expect(answer.won).toBe(mine.filter((p) => p.result === PLAN_RESULT.won).length);
    const minePicks = picks.filter(
      (p) => p.expertId === expertId && p.raceType === raceType && counted(p),
    );
    const byLeague = new Map<number, PickRow[]>();
    for (const p of minePicks) byLeague.set(p.leagueId, [...(byLeague.get(p.leagueId) ?? []), p]);
    expect(answer.leagues).toHaveLength(byLeague.size);
    for (const row of answer.leagues) {
      const rows = byLeague.get(row.leagueId) ?? [];
      expect(row).toMatchObject({ picks: rows.length, won: rows.filter(hit).length });
    }
    expect(answer.rows.reduce((n, r) => n + r.picks, 0)).toBe(minePicks.length);
  });

  it('refuses a ball type other than 1 or 2 and an id beyond 2^31−1 with 400', async () => {
    expect((await get('/api/expert/distribution/1/3')).statusCode).toBe(400);
    expect((await get('/api/expert/distribution/2147483648/1')).statusCode).toBe(400);
    expectRefusal(await get('/api/expert/distribution/2147483647/1'), 404, 'expert_not_found');
  });
});

describe('goodAtLeague', () => {
  it('ranks the league’s experts by hit rate over at least 3 settled picks', async () => {
    const { expertId, leagueId } = busiestSlice();
    const answer = data(
      await get(`/api/expert/goodAtLeague/${expertId}/${leagueId}`),
      goodAtLeague.output,
    );
    const by = new Map<number, PickRow[]>();
    for (const p of picks.filter((p) => p.leagueId === leagueId && counted(p)))
      by.set(p.expertId, [...(by.get(p.expertId) ?? []), p]);
    const expected = [...by]
      .map(([id, rows]) => ({ id, picks: rows.length, won: rows.filter(hit).length }))
      .filter((r) => r.picks >= LEAGUE_RANK_MIN_PICKS)
      .sort((a, b) => b.won / b.picks - a.won / a.picks || b.picks - a.picks || a.id - b.id);
    expect(answer.list.map((r) => [r.expert.id, r.picks, r.won])).toEqual(
      expected.slice(0, 20).map((r) => [r.id, r.picks, r.won]),
    );
    expect(answer.list.map((r) => r.rank)).toEqual(answer.list.map((_, i) => i + 1));
    const place = expected.findIndex((r) => r.id === expertId);
    expect(answer.self).toMatchObject({
      rank: place === -1 ? null : place + 1,
      picks: by.get(expertId)?.length ?? 0,
    });
  });

  it('refuses bad ids with 400 and an unknown league with 404', async () => {
    const { expertId } = busiestSlice();
    expect((await get(`/api/expert/goodAtLeague/${expertId}/abc`)).statusCode).toBe(400);
    expect((await get(`/api/expert/goodAtLeague/0/1`)).statusCode).toBe(400);
    expectRefusal(
      await get(`/api/expert/goodAtLeague/${expertId}/2147483647`),
      404,
      'league_not_found',
    );
  });
});

describe('bestScore', () => {
  it('finds the best streak, the best run of 10 and the best month from the settled plans', async () => {
    const db = test.database.db;
    const [row] = await db
      .select({ id: experts.id })
      .from(experts)
      .innerJoin(plans, eq(plans.expertId, experts.id))
      .where(isNotNull(plans.settleSeq))
      .groupBy(experts.id)
      .orderBy(asc(experts.id))
      .limit(1);
    if (!row) throw new Error('no expert with settled plans');
    const settled = planRows
      .filter((p) => p.expertId === row.id && p.settleSeq !== null)
      .sort((a, b) => (a.settleSeq ?? 0) - (b.settleSeq ?? 0));
    let streak = 0;
    let best = 0;
    for (const p of settled) {
      if (p.result === PLAN_RESULT.won) best = Math.max(best, ++streak);
      else if (p.result === PLAN_RESULT.lost) streak = 0;
    }
    const results = settled.filter((p) => p.result !== PLAN_RESULT.void).map((p) => p.result);
    const size = Math.min(RECENT_SAMPLE, results.length);
    let bestRun = 0;
    for (let i = 0; i + size <= results.length; i++)
      bestRun = Math.max(
        bestRun,
        results.slice(i, i + size).filter((r) => r === PLAN_RESULT.won).length,
      );
    const months = new Map<string, PlanRow[]>();
    for (const p of settled) {
      const key = formatBeijing(p.publishedAt, 'yyyy-MM');
      months.set(key, [...(months.get(key) ?? []), p]);
    }
    const ratio = (list: PlanRow[]) =>
      list.reduce((n, p) => n + (p.payoutMilli ?? 0), 0) / (list.length * 1000);
    const eligible = [...months].filter(
      ([, list]) =>
        list.filter((p) => p.result !== PLAN_RESULT.void).length >= BEST_MONTH_MIN_SETTLED,
    );
    const top = Math.max(...eligible.map(([, list]) => ratio(list)));

    const answer = data(await get(`/api/famous/rankByRed/bestScore/${row.id}`), bestScore.output);
    expect(answer.bestStreak).toBe(best);
    expect(answer.currentStreak).toBe(streak);
    expect(answer.bestRun).toEqual(size === 0 ? null : { won: bestRun, total: size });
    if (eligible.length === 0) expect(answer.bestMonth).toBeNull();
    else {
      const month = eligible.find(([key]) => key === answer.bestMonth?.month);
      expect(month && ratio(month[1])).toBe(top);
    }
  });

  it('refuses a bad id with 400 and an unknown expert with 404', async () => {
    expect((await get('/api/famous/rankByRed/bestScore/-1')).statusCode).toBe(400);
    expect((await get('/api/famous/rankByRed/bestScore/1.5')).statusCode).toBe(400);
    expectRefusal(await get('/api/famous/rankByRed/bestScore/2147483647'), 404, 'expert_not_found');
  });
});
