// Pins the match centre's tips calls (calls-errors-spec §7.2; docs/api.md "Match centre"):
// queryPlanAndJdByMatchId lists a match's published plans and interpretations together, 10 a page,
// sorted newest / cheapest / by the expert's hit rate without overlap between pages, each with its
// expert and price in coins and never the paid content, the same for visitors and members;
// queryJdByMatchId lists interpretations only; queryCountInterpretationByFxId counts an expert's
// interpretations and those still for sale. Bad arguments are 400 envelopes, unknown ids 404.
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MatchCenterMessages,
  TIPS_PAGE_SIZE,
  jdCountSchema,
  jdListSchema,
  tipsPageSchema,
  type TipItem,
} from '../../../contracts/matchcenter';
import {
  expertRecords,
  experts,
  interpretations,
  matches,
  planPicks,
  plans,
} from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { insertUser } from '../../../server/features/account/session/users';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const MINUTE = 60_000;
let test: TestApp;

/** The fixture match (football, not started) whose tips this file writes itself. */
let matchId = 0;
let finishedId = 0;
let basketballId = 0;
/** A hot match as the content seed filled it. */
let seededHotId = 0;

interface FixtureExpert {
  id: number;
  wins: number;
  total: number;
}
let strong: FixtureExpert;
let middling: FixtureExpert;
let untested: FixtureExpert;

interface FixtureTip {
  kind: 'plan' | 'interpretation';
  id: number;
  expertId: number;
  priceFen: number;
  publishedAt: number;
}
/** The 12 published tips of the fixture match (8 plans, 4 interpretations). */
const fixture: FixtureTip[] = [];

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
  const db = test.database.db;

  // A hot match the content seed filled; the others are cleared below for this file's own tips.
  const [hot] = await db
    .select({ id: matches.id })
    .from(plans)
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(and(eq(matches.isHot, true), eq(matches.sport, 1)))
    .orderBy(asc(matches.id))
    .limit(1);
  if (!hot) throw new Error('fixture: no seeded hot match');
  seededHotId = hot.id;
  // Kick-offs of the past become played (finished) matches.
  await new Simulator({ db, world: buildWorld(SEED), clock: test.clock, seed: SEED }).tick();

  const pick = async (sport: number, status: number) => {
    const [row] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, sport),
          eq(matches.status, status),
          ne(matches.id, seededHotId),
          gte(matches.matchTime, new Date(NOW - 3 * 86_400_000)),
        ),
      )
      .orderBy(asc(matches.matchTime), asc(matches.id))
      .limit(1);
    if (!row) throw new Error(`fixture: no match of sport ${sport} status ${status}`);
    return row.id;
  };
  matchId = await pick(1, 0);
  finishedId = await pick(1, 2);
  basketballId = await pick(2, 0);
  // The fixture match carries only what this file writes.
  for (const id of [matchId, finishedId, basketballId]) {
    const gone = db.select({ id: plans.id }).from(plans).where(eq(plans.matchId, id));
    await db.delete(planPicks).where(inArray(planPicks.planId, gone));
    await db.delete(plans).where(eq(plans.matchId, id));
    await db.delete(interpretations).where(eq(interpretations.matchId, id));
  }

  const expert = async (nickname: string, wins: number, total: number, strength: number) => {
    const [row] = await db
      .insert(experts)
      .values({
        nickname,
        icon: nickname === '测试强者' ? 'https://img.example/avatar.png' : null,
        intro: '测试专家',
        strength,
        userLevel: 2,
        qiuFlag: 1,
        followers: 1,
      })
      .returning({ id: experts.id });
    if (!row) throw new Error('fixture expert not created');
    // The kept record of `total` settled plans, the last `wins` of them won (no plan rows behind
    // it: this file tests the lists, not the records).
    if (total > 0)
      await db.insert(expertRecords).values({
        expertId: row.id,
        won: wins,
        lost: total - wins,
        currentStreak: wins,
        bestStreak: wins,
        recent: '2'.repeat(total - wins) + '1'.repeat(wins),
        stakeMilli: total * 1000,
        payoutMilli: 0,
      });
    return { id: row.id, wins, total };
  };
  strong = await expert('测试强者', 9, 10, 1);
  middling = await expert('测试中游', 5, 10, 6);
  untested = await expert('测试新人', 0, 0, 10);

  const prices = [0, 1800, 2800, 0, 3800, 1800, 5800, 2800, 1800, 0, 3800, 2800];
  const owners = [strong, middling, untested];
  for (let i = 0; i < 12; i += 1) {
    const kind = i % 3 === 2 ? 'interpretation' : 'plan';
    const owner = owners[i % 3]!;
    const priceFen = prices[i]!;
    const publishedAt = NOW - (i + 1) * 10 * MINUTE;
    const common = {
      expertId: owner.id,
      matchId,
      title: `测试方案${i} <b>不是标签</b>`,
      summary: '免费分析',
      content: '{4071}[](21500-0-0)',
      priceFen,
      publishedAt: new Date(publishedAt),
    };
    const [row] =
      kind === 'plan'
        ? await db
            .insert(plans)
            .values({ ...common, planNo: `P${i}`, raceType: 1, refundIfLost: i === 1 })
            .returning({ id: plans.id })
        : await db
            .insert(interpretations)
            .values({ ...common, type: 0 })
            .returning({ id: interpretations.id });
    if (!row) throw new Error('fixture tip not created');
    fixture.push({ kind, id: row.id, expertId: owner.id, priceFen, publishedAt });
  }
  // Not listed: published in the (simulated) future, and a tip of another match.
  await db.insert(plans).values({
    planNo: 'FUTURE',
    expertId: strong.id,
    matchId,
    raceType: 1,
    title: '尚未发布',
    summary: '',
    content: '{4071}[](21500-0-0)',
    priceFen: 0,
    publishedAt: new Date(NOW + 60 * MINUTE),
  });
  // The strong expert's interpretations: one on a finished match, one on a basketball match.
  await db.insert(interpretations).values(
    [finishedId, basketballId].map((id) => ({
      expertId: strong.id,
      matchId: id,
      type: 0,
      title: '别场解读',
      summary: '',
      content: '{4071}[](21500-0-0)',
      priceFen: 1800,
      publishedAt: new Date(NOW - 5 * MINUTE),
    })),
  );
});
afterAll(() => test.close());

// Helpers ---------------------------------------------------------------------------------------

type Query = Record<string, string | number>;
const get = (path: string, query: Query, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'GET',
    url: `/api/matchcenter/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });

function okData(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ isSuccess: true, code: '1', serverTime: NOW });
  return res.json<{ data: unknown }>().data;
}
const page = async (query: Query) =>
  tipsPageSchema.parse(okData(await get('queryPlanAndJdByMatchId', { matchId, ...query })));
const keyOf = (t: { kind: string; id: number }) => `${t.kind}:${t.id}`;

/** The expected order, computed apart from the server's SQL. */
function expected(sort: 0 | 1 | 2): string[] {
  const rate = (t: FixtureTip) => {
    const e = [strong, middling, untested].find((x) => x.id === t.expertId)!;
    return e.total > 0 ? e.wins / e.total : -1;
  };
  const latest = (a: FixtureTip, b: FixtureTip) =>
    b.publishedAt - a.publishedAt || a.kind.localeCompare(b.kind) || b.id - a.id;
  const by =
    sort === 1
      ? (a: FixtureTip, b: FixtureTip) => a.priceFen - b.priceFen || latest(a, b)
      : sort === 2
        ? (a: FixtureTip, b: FixtureTip) => rate(b) - rate(a) || latest(a, b)
        : latest;
  return [...fixture].sort(by).map(keyOf);
}

async function allPages(sortType: number): Promise<TipItem[]> {
  const first = await page({ sortType, pageNo: 1 });
  const second = await page({ sortType, pageNo: 2 });
  expect(first.list).toHaveLength(TIPS_PAGE_SIZE);
  expect(first.hasMore).toBe(true);
  expect(second.list).toHaveLength(2);
  expect(second.hasMore).toBe(false);
  return [...first.list, ...second.list];
}

// Tests -----------------------------------------------------------------------------------------

describe('queryPlanAndJdByMatchId', () => {
  it('lists published plans and interpretations, newest first, 10 a page', async () => {
    const first = await page({});
    expect(first).toMatchObject({
      matchId,
      matchType: 1,
      sortType: 0,
      pageNo: 1,
      pageSize: 10,
      total: 12,
      planTotal: 8,
      jdTotal: 4,
      hasMore: true,
    });
    const all = await allPages(0);
    expect(all.map(keyOf)).toEqual(expected(0));
    expect(all.map((t) => t.title)).not.toContain('尚未发布');
    expect(await page({ pageNo: 3 })).toMatchObject({ list: [], hasMore: false, total: 12 });
  });

  it('sorts by price (free first) and by the expert’s hit rate, pages never overlapping', async () => {
    const byPrice = await allPages(1);
    expect(byPrice.map(keyOf)).toEqual(expected(1));
    expect(byPrice.map((t) => t.price)).toEqual(
      [...byPrice.map((t) => t.price)].sort((a, b) => a - b),
    );
    const byRate = await allPages(2);
    expect(byRate.map(keyOf)).toEqual(expected(2));
    // An expert without recent tips comes last.
    expect(byRate.slice(-4).every((t) => t.expert.hitRate === null)).toBe(true);
    expect(new Set(byRate.map(keyOf)).size).toBe(12);
  });

  it('carries the expert, the price in coins and the publish time — never the paid content', async () => {
    const res = await get('queryPlanAndJdByMatchId', { matchId });
    expect(res.body).not.toContain('21500');
    expect(res.body).not.toContain('免费分析');
    const list = tipsPageSchema.parse(okData(res)).list;
    const newestPlan = list.find((t) => t.id === fixture[0]!.id && t.kind === 'plan');
    expect(newestPlan).toEqual({
      kind: 'plan',
      id: fixture[0]!.id,
      planNo: 'P0',
      title: '测试方案0 <b>不是标签</b>',
      price: 0,
      publishedAt: NOW - 10 * MINUTE,
      result: 0,
      lookCount: 0,
      refundIfLost: false,
      expert: {
        id: strong.id,
        nickname: '测试强者',
        icon: 'https://img.example/avatar.png',
        level: 1,
        levelName: '大师',
        userLevel: 2,
        recentWins: 9,
        recentTotal: 10,
        hitRate: 90,
        longestRedStreak: 9,
        currentStreak: 9,
      },
    });
    const paid = list.find((t) => t.id === fixture[1]!.id && t.kind === 'plan');
    expect(paid).toMatchObject({ price: 18, refundIfLost: true, expert: { hitRate: 50 } });
    const jd = list.find((t) => t.kind === 'interpretation');
    expect(jd).toMatchObject({ planNo: null, refundIfLost: false, expert: { hitRate: null } });
  });

  it('answers a visitor as it answers a member', async () => {
    const userId = await insertUser(test.database.db, { account: 'tipsreader' });
    const token = await openSession(test.database.db, userId!);
    const member = await get(
      'queryPlanAndJdByMatchId',
      { matchId, sortType: 1 },
      { authorization: `Bearer ${token}` },
    );
    const visitor = await get('queryPlanAndJdByMatchId', { matchId, sortType: 1 });
    expect(okData(member)).toEqual(okData(visitor));
  });

  it('lists a seeded hot match’s content and a basketball match as matchType 2', async () => {
    const db = test.database.db;
    const seededPlans = await db
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.matchId, seededHotId));
    const seededJd = await db
      .select({ id: interpretations.id })
      .from(interpretations)
      .where(eq(interpretations.matchId, seededHotId));
    const seeded = tipsPageSchema.parse(
      okData(await get('queryPlanAndJdByMatchId', { matchId: seededHotId })),
    );
    expect(seededPlans.length).toBeGreaterThan(0);
    expect(seeded.planTotal).toBe(seededPlans.length);
    expect(seeded.jdTotal).toBe(seededJd.length);
    expect(seeded.list.every((t) => t.expert.nickname.length > 0)).toBe(true);

    const bk = tipsPageSchema.parse(
      okData(await get('queryPlanAndJdByMatchId', { matchId: basketballId, matchType: 2 })),
    );
    expect(bk).toMatchObject({ matchType: 2, total: 1, jdTotal: 1, planTotal: 0 });
  });

  it('refuses bad arguments with 400 and an unknown match (or the other sport) with 404', async () => {
    const bad = async (query: Query, msg: string) =>
      expectRefusal(await get('queryPlanAndJdByMatchId', query), 400, 'bad_request', msg);
    await bad({}, MatchCenterMessages.badMatchId);
    await bad({ matchId: 'abc' }, MatchCenterMessages.badMatchId);
    await bad({ matchId: -1 }, MatchCenterMessages.badMatchId);
    await bad({ matchId, matchType: 3 }, MatchCenterMessages.badMatchType);
    await bad({ matchId, pageNo: 0 }, MatchCenterMessages.badPage);
    await bad({ matchId, pageNo: '1.5' }, MatchCenterMessages.badPage);
    await bad({ matchId, sortType: 3 }, MatchCenterMessages.badSort);
    await bad({ matchId: '99999999999' }, MatchCenterMessages.badMatchId);
    // One past the largest id the database holds: refused, never sent to the database.
    await bad({ matchId: '2147483648' }, MatchCenterMessages.badMatchId);
    expectRefusal(
      await get('queryPlanAndJdByMatchId', { matchId: 2_000_000_000 }),
      404,
      'match_not_found',
      MatchCenterMessages.matchNotFound,
    );
    expectRefusal(
      await get('queryPlanAndJdByMatchId', { matchId, matchType: 2 }),
      404,
      'match_not_found',
    );
  });
});

describe('queryJdByMatchId', () => {
  it('lists interpretations only, newest first, pageSize of them', async () => {
    const jdKeys = expected(0).filter((k) => k.startsWith('interpretation:'));
    const all = jdListSchema.parse(okData(await get('queryJdByMatchId', { matchId })));
    expect(all).toMatchObject({ matchId, matchType: 1, pageSize: 10, total: 4, hasMore: false });
    expect(all.list.map(keyOf)).toEqual(jdKeys);
    const two = jdListSchema.parse(okData(await get('queryJdByMatchId', { matchId, pageSize: 2 })));
    expect(two).toMatchObject({ pageSize: 2, total: 4, hasMore: true });
    expect(two.list.map(keyOf)).toEqual(jdKeys.slice(0, 2));
  });

  it('refuses a bad pageSize and an unknown match', async () => {
    for (const pageSize of [0, 51, 'x'])
      expectRefusal(
        await get('queryJdByMatchId', { matchId, pageSize }),
        400,
        'bad_request',
        MatchCenterMessages.badPage,
      );
    expectRefusal(await get('queryJdByMatchId', { pageSize: 5 }), 400, 'bad_request');
    expectRefusal(
      await get('queryJdByMatchId', { matchId: basketballId, matchType: 1 }),
      404,
      'match_not_found',
    );
  });
});

describe('queryCountInterpretationByFxId', () => {
  it('counts an expert’s interpretations and those on matches not yet started', async () => {
    const strongJd = fixture.filter((t) => t.expertId === strong.id && t.kind === 'interpretation');
    const count = jdCountSchema.parse(
      okData(await get('queryCountInterpretationByFxId', { fxId: strong.id })),
    );
    // The fixture match and the basketball match have not started; the finished one has.
    expect(count).toEqual({
      fxId: strong.id,
      total: strongJd.length + 2,
      onSale: strongJd.length + 1,
    });
    const none = jdCountSchema.parse(
      okData(await get('queryCountInterpretationByFxId', { fxId: untested.id })),
    );
    expect(none.total).toBe(fixture.filter((t) => t.expertId === untested.id).length);
  });

  it('refuses a missing or bad fxId with 400 and an unknown expert with 404', async () => {
    for (const query of [{}, { fxId: 'abc' }, { fxId: 0 }, { fxId: '2147483648' }] as Query[])
      expectRefusal(
        await get('queryCountInterpretationByFxId', query),
        400,
        'bad_request',
        MatchCenterMessages.badExpertId,
      );
    // The fixture's experts were inserted last: an id past them belongs to nobody.
    expectRefusal(
      await get('queryCountInterpretationByFxId', { fxId: untested.id + 1000 }),
      404,
      'expert_not_found',
      MatchCenterMessages.expertNotFound,
    );
  });
});
