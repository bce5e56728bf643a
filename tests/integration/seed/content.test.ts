// Pins server/seed/content.ts on whichever engine the run uses: experts, plans, interpretations, set
// meals and coupons seeded over a small fixture of matches and demo users — counts, determinism,
// content in the interpretation format, results only on finished matches, the demo coupons, and
// idempotence.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETBALL_GAME_IDS,
  FOOTBALL_GAME_IDS,
  parseInterpretation,
} from '../../../contracts/interpretation';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import {
  coupons,
  experts,
  interpretations,
  leagues,
  matches,
  plans,
  setMeals,
  teams,
  users,
} from '../../../server/db/schema';
import { seedContent, type SeedContentResult } from '../../../server/seed/content';
import { settlePlan } from '../../../server/features/plans';
import { recomputeRecords, recordsOf } from '../../../server/features/experts';
import { testDatabase } from '../../kit/testDatabase';

const SEED = 2026;
const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

type MatchRow = typeof matches.$inferInsert;

/** Nine matches of both sports: finished, in play, abnormal and not started; five of them hot. */
const FIXTURE_MATCHES: MatchRow[] = [
  {
    id: 1,
    sport: 1,
    leagueId: 1,
    homeTeamId: 101,
    awayTeamId: 102,
    matchTime: at(-26),
    status: 2,
    homeScore: 2,
    awayScore: 1,
    homeHalfScore: 1,
    awayHalfScore: 0,
    isHot: true,
  },
  {
    id: 2,
    sport: 1,
    leagueId: 1,
    homeTeamId: 103,
    awayTeamId: 104,
    matchTime: at(-50),
    status: 2,
    homeScore: 0,
    awayScore: 0,
    isHot: false,
  },
  {
    id: 3,
    sport: 1,
    leagueId: 1,
    homeTeamId: 102,
    awayTeamId: 103,
    matchTime: at(24),
    status: 0,
    isHot: true,
  },
  {
    id: 4,
    sport: 1,
    leagueId: 1,
    homeTeamId: 104,
    awayTeamId: 101,
    matchTime: at(3),
    status: 0,
    isHot: false,
  },
  {
    id: 5,
    sport: 1,
    leagueId: 1,
    homeTeamId: 101,
    awayTeamId: 103,
    matchTime: at(-5),
    status: 8,
    isHot: true,
  },
  {
    id: 6,
    sport: 2,
    leagueId: 2,
    homeTeamId: 201,
    awayTeamId: 202,
    matchTime: at(-20),
    status: -1,
    homeScore: 108,
    awayScore: 101,
    isHot: true,
  },
  {
    id: 7,
    sport: 2,
    leagueId: 2,
    homeTeamId: 203,
    awayTeamId: 204,
    matchTime: at(6),
    status: 0,
    isHot: true,
  },
  {
    id: 8,
    sport: 2,
    leagueId: 2,
    homeTeamId: 202,
    awayTeamId: 203,
    matchTime: at(-1),
    status: 3,
    homeScore: 66,
    awayScore: 70,
    isHot: false,
  },
  {
    id: 9,
    sport: 1,
    leagueId: 1,
    homeTeamId: 102,
    awayTeamId: 104,
    matchTime: at(-1.2),
    status: 12,
    homeScore: 1,
    awayScore: 1,
    isHot: true,
  },
].map((m, i) => ({ ...m, qtMatchId: 900_000 + m.id, scriptSeed: 1000 + i }));

const HOT = FIXTURE_MATCHES.filter((m) => m.isHot).length;

async function buildFixture(db: Database, withUsers: boolean): Promise<void> {
  await db.insert(leagues).values([
    {
      id: 1,
      sport: 1,
      name: '英格兰超级联赛',
      shortName: '英超',
      country: '英格兰',
      color: '#3d195b',
      season: '2025-2026',
    },
    {
      id: 2,
      sport: 2,
      name: '美国职业篮球联赛',
      shortName: 'NBA',
      country: '美国',
      color: '#1d428a',
      season: '2025-2026',
      kind: 'league',
      quarterMinutes: 12,
    },
  ]);
  await db.insert(teams).values([
    { id: 101, leagueId: 1, sport: 1, name: '曼城', shortName: '曼城' },
    { id: 102, leagueId: 1, sport: 1, name: '阿森纳', shortName: '阿森纳' },
    { id: 103, leagueId: 1, sport: 1, name: '利物浦', shortName: '利物浦' },
    { id: 104, leagueId: 1, sport: 1, name: '切尔西', shortName: '切尔西' },
    { id: 201, leagueId: 2, sport: 2, name: '洛杉矶湖人', shortName: '湖人' },
    { id: 202, leagueId: 2, sport: 2, name: '金州勇士', shortName: '勇士' },
    { id: 203, leagueId: 2, sport: 2, name: '波士顿凯尔特人', shortName: '凯尔特人' },
    { id: 204, leagueId: 2, sport: 2, name: '丹佛掘金', shortName: '掘金' },
  ]);
  await db.insert(matches).values(FIXTURE_MATCHES);
  if (withUsers) {
    await db.insert(users).values([
      { account: 'someone_else', nickName: '路人甲' },
      { account: 'demo_expert', nickName: '演示专家', userLevel: 2, qiuFlag: 1 },
      { account: 'demo_fan', nickName: '演示球迷' },
      { account: 'demo_vip', nickName: '演示会员', vipLevel: 1, vipStatus: 0 },
    ]);
  }
}

async function allRows(db: Database) {
  return {
    experts: await db.select().from(experts).orderBy(asc(experts.id)),
    plans: await db.select().from(plans).orderBy(asc(plans.id)),
    interpretations: await db.select().from(interpretations).orderBy(asc(interpretations.id)),
    setMeals: await db.select().from(setMeals).orderBy(asc(setMeals.id)),
    coupons: await db.select().from(coupons).orderBy(asc(coupons.id)),
  };
}

type Rows = Awaited<ReturnType<typeof allRows>>;

let opened: OpenedDatabase;
let result: SeedContentResult;
let rows: Rows;
let userId: Record<string, number>;
const lines: string[] = [];

beforeAll(async () => {
  opened = await testDatabase();
  await buildFixture(opened.db, true);
  result = await seedContent(opened.db, { seed: SEED, now: NOW, log: (l) => lines.push(l) });
  rows = await allRows(opened.db);
  const userRows = await opened.db.select().from(users);
  userId = Object.fromEntries(userRows.map((u) => [u.account, u.id]));
  console.log(`content seed on ${opened.kind}: ${lines.join('; ')}`);
});
afterAll(() => opened.close());

const matchOf = (id: number) => {
  const match = FIXTURE_MATCHES.find((m) => m.id === id);
  if (!match) throw new Error(`no match ${id}`);
  return match;
};
const finished = (m: MatchRow) => (m.sport === 1 ? m.status === 2 : m.status === -1);
/** Abandoned or postponed (football 7, 8), cancelled or postponed (basketball -4, -5). */
const calledOff = (m: MatchRow) =>
  m.sport === 1 ? [7, 8].includes(m.status ?? 0) : [-4, -5].includes(m.status ?? 0);

describe('counts', () => {
  it('returns what it inserted and reports the time', () => {
    expect(result).toEqual({
      experts: rows.experts.length,
      plans: rows.plans.length,
      interpretations: rows.interpretations.length,
      setMeals: rows.setMeals.length,
      coupons: rows.coupons.length,
    });
    expect(result.experts).toBe(40);
    expect(result.setMeals).toBe(12);
    expect(result.coupons).toBe(16);
    expect(lines).toEqual([expect.stringMatching(/^content seed: 40 experts, .* in \d+ ms$/)]);
  });

  it('gives every hot match several plans and at least one interpretation', () => {
    for (const match of FIXTURE_MATCHES.filter((m) => m.isHot)) {
      expect(rows.plans.filter((p) => p.matchId === match.id).length).toBeGreaterThanOrEqual(3);
      expect(rows.interpretations.filter((p) => p.matchId === match.id).length).toBeGreaterThan(0);
    }
    expect(result.plans).toBeGreaterThanOrEqual(HOT * 3);
  });
});

describe('experts', () => {
  it('covers both ball types', () => {
    const football = rows.experts.filter((e) => e.qiuFlag === 1).length;
    const basketball = rows.experts.filter((e) => e.qiuFlag === 2).length;
    expect(football).toBeGreaterThan(15);
    expect(basketball).toBeGreaterThan(15);
    expect(new Set(rows.experts.map((e) => e.nickname)).size).toBe(40);
    for (const e of rows.experts) {
      expect(e.strength).toBeGreaterThanOrEqual(1);
      expect(e.strength).toBeLessThanOrEqual(10);
      expect([1, 2]).toContain(e.userLevel);
      expect(e.followers).toBeGreaterThan(0);
      expect(e.intro).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(new Set(rows.experts.map((e) => e.userLevel))).toEqual(new Set([1, 2]));
  });

  it('keeps records that are the fold of the settled plans, in settle order', async () => {
    const kept = await recordsOf(
      opened.db,
      rows.experts.map((e) => e.id),
    );
    const recomputed = await recomputeRecords(opened.db);
    expect(kept.size).toBeGreaterThan(0);
    expect(kept).toEqual(recomputed);
    const settled = rows.plans.filter((p) => p.result > 0);
    expect(settled.every((p) => p.settleSeq !== null && p.payoutMilli !== null)).toBe(true);
    const wonOrLost = [...kept.values()].reduce((n, r) => n + r.won + r.lost + r.voided, 0);
    expect(wonOrLost).toBe(settled.length);
  });

  it('links one expert to demo_expert, under its nickname and ball type', () => {
    const linked = rows.experts.filter((e) => e.userId !== null);
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      userId: userId.demo_expert,
      nickname: '演示专家',
      qiuFlag: 1,
      userLevel: 2,
    });
  });
});

describe('plans and interpretations', () => {
  it('are by experts of the match ball type, with content valid for the sport', () => {
    const expertById = new Map(rows.experts.map((e) => [e.id, e]));
    for (const item of [...rows.plans, ...rows.interpretations]) {
      const match = matchOf(item.matchId);
      expect(expertById.get(item.expertId)?.qiuFlag).toBe(match.sport);
      const games: readonly number[] = match.sport === 1 ? FOOTBALL_GAME_IDS : BASKETBALL_GAME_IDS;
      const segments = parseInterpretation(item.content);
      expect(segments.length).toBeGreaterThan(0);
      for (const s of segments) expect(games).toContain(s.gameId);
      expect(item.publishedAt.getTime()).toBeLessThan(match.matchTime.getTime());
      expect(item.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(item.summary).toMatch(/曼城|阿森纳|利物浦|切尔西|湖人|勇士|凯尔特人|掘金/);
      expect(item.title.length).toBeGreaterThan(4);
      // Laboratory experts (level 1) publish free only.
      if (expertById.get(item.expertId)?.userLevel === 1) expect(item.priceFen).toBe(0);
    }
  });

  it('carry plan fields: prices in fen, refunds only on paid plans, unique plan numbers', () => {
    for (const plan of rows.plans) {
      expect([0, 1800, 2800, 3800, 5800]).toContain(plan.priceFen);
      if (plan.refundIfLost) expect(plan.priceFen).toBeGreaterThan(0);
      expect(plan.raceType).toBe(matchOf(plan.matchId).sport);
      expect(plan.planNo).toMatch(/^20\d{12}$/);
    }
    expect(new Set(rows.plans.map((p) => p.planNo)).size).toBe(rows.plans.length);
    expect(rows.plans.some((p) => p.priceFen === 0)).toBe(true);
    expect(rows.plans.some((p) => p.priceFen > 0)).toBe(true);
  });

  it('have results red or black on finished matches only, settled from the score', () => {
    for (const item of [...rows.plans, ...rows.interpretations]) {
      const match = matchOf(item.matchId);
      if (!finished(match)) {
        // A plan on a called-off match settles void (走水); anything else waits for the end.
        const plan = 'planNo' in item;
        expect(item.result).toBe(plan && calledOff(match) ? 3 : 0);
        continue;
      }
      const score = {
        home: match.homeScore ?? 0,
        away: match.awayScore ?? 0,
        homeHalf: match.homeHalfScore ?? null,
        awayHalf: match.awayHalfScore ?? null,
      };
      expect(item.result).toBe(settlePlan(parseInterpretation(item.content), score).result);
    }
    const onFinished = rows.plans.filter((p) => finished(matchOf(p.matchId)));
    expect(onFinished.length).toBeGreaterThan(0);
  });

  it('never picks half/full on a finished match without a half-time score', () => {
    for (const plan of rows.plans.filter((p) => p.matchId === 2)) {
      expect(parseInterpretation(plan.content).map((s) => s.gameId)).not.toContain(4074);
    }
  });

  it('types interpretations jingcai (0) or old lottery (3, football win/draw/lose only)', () => {
    for (const inter of rows.interpretations) {
      expect([0, 3]).toContain(inter.type);
      if (inter.type === 3) {
        expect(matchOf(inter.matchId).sport).toBe(1);
        expect(parseInterpretation(inter.content).map((s) => s.gameId)).toEqual([4071]);
      }
    }
  });
});

describe('set meals', () => {
  it('cover both scopes with the packages the set-meal screen needs', () => {
    const meals = rows.setMeals;
    for (const scope of [1, 2]) {
      expect(meals.filter((m) => m.scope === scope).length).toBeGreaterThanOrEqual(3);
    }
    expect(meals.some((m) => m.scope === 1 && m.lookCount === 3)).toBe(true);
    expect(meals.some((m) => m.expireDays > 30)).toBe(true);
    expect(meals.some((m) => m.tipsTag)).toBe(true);
    expect(meals.some((m) => !m.tipsTag)).toBe(true);
    // A monthly package (专家包月) for each of the four strongest famous experts.
    const specific = meals.filter((m) => m.pkgExpertType === 2);
    expect(specific).toHaveLength(4);
    expect(new Set(specific.map((m) => m.pkgExpertId)).size).toBe(4);
    for (const meal of specific) {
      const owner = rows.experts.find((e) => e.id === meal.pkgExpertId);
      expect(owner?.userLevel).toBe(2);
      expect(meal.name).toContain(owner?.nickname);
    }
    for (const m of meals.filter((x) => x.pkgExpertType !== 2)) expect(m.pkgExpertId).toBeNull();
  });

  it('show a discount in tenths consistent with the amounts', () => {
    for (const m of rows.setMeals) {
      expect(m.discountAmountFen).toBeLessThan(m.totalAmountFen);
      expect(m.discountDesc).toMatch(/^\d(\.\d)?折$/);
      const tenths = Number(m.discountDesc?.replace('折', ''));
      expect(Math.abs((m.discountAmountFen / m.totalAmountFen) * 10 - tenths)).toBeLessThan(0.05);
    }
    expect(rows.setMeals.map((m) => m.discountDesc)).toContain('8.5折');
  });
});

describe('coupons', () => {
  it.each(['demo_fan', 'demo_vip'])('gives %s the listed kinds', (account) => {
    const mine = rows.coupons.filter((c) => c.userId === userId[account]);
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mine.map((c) => c.couponType))).toEqual(new Set([1, 2]));
    expect(mine.some((c) => c.type === 1)).toBe(true);
    expect(mine.some((c) => c.type !== 1)).toBe(true);
    expect(mine.some((c) => c.validEndTime < NOW)).toBe(true);
    expect(mine.some((c) => c.onlyExpertLevel === 2)).toBe(true);
    const forOne = mine.filter((c) => c.onlyExpertId !== 0);
    expect(forOne).toHaveLength(1);
    expect(rows.experts.map((e) => e.id)).toContain(forOne[0]?.onlyExpertId);
    expect(mine.filter((c) => c.originType === 1)).toHaveLength(1);
    for (const c of mine) {
      expect(c.validStartTime < c.validEndTime).toBe(true);
      expect(c.createdAt).toEqual(c.validStartTime);
    }
  });

  it('gives nobody else a coupon', () => {
    const owners = new Set(rows.coupons.map((c) => c.userId));
    expect(owners).toEqual(new Set([userId.demo_fan, userId.demo_vip]));
  });
});

describe('idempotence', () => {
  it('does nothing when experts already exist', async () => {
    const lines2: string[] = [];
    const again = await seedContent(opened.db, {
      seed: SEED + 1,
      now: NOW,
      log: (l) => lines2.push(l),
    });
    expect(again).toEqual({ experts: 0, plans: 0, interpretations: 0, setMeals: 0, coupons: 0 });
    expect(await allRows(opened.db)).toEqual(rows);
    expect(lines2).toEqual(['content seed: experts already present, nothing to do']);
  });
});

describe('determinism', () => {
  it('gives the same rows for the same seed on a fresh database', async () => {
    const second = await testDatabase();
    try {
      await buildFixture(second.db, true);
      // `now` as epoch ms, as the seed orchestrator passes it, gives the same world as the Date.
      await seedContent(second.db, { seed: SEED, now: NOW.getTime() });
      expect(await allRows(second.db)).toEqual(rows);
    } finally {
      await second.close();
    }
  });

  it('gives other content for another seed, and no coupons or link without demo users', async () => {
    const third = await testDatabase();
    try {
      await buildFixture(third.db, false);
      const fields: object[] = [];
      const logger = { info: (f: object, message: string) => fields.push({ ...f, message }) };
      const other = await seedContent(third.db, { seed: SEED + 7, now: NOW, log: logger });
      expect(fields).toEqual([
        expect.objectContaining({ content: other, ms: expect.any(Number) as unknown }),
      ]);
      expect(other.experts).toBe(40);
      expect(other.coupons).toBe(0);
      const otherRows = await allRows(third.db);
      expect(otherRows.experts.every((e) => e.userId === null)).toBe(true);
      expect(otherRows.plans.map((p) => p.content)).not.toEqual(rows.plans.map((p) => p.content));
      expect(otherRows.experts.map((e) => e.nickname)).not.toEqual(
        rows.experts.map((e) => e.nickname),
      );
    } finally {
      await third.close();
    }
  });
});
