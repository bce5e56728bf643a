// Pins the odds of the sport-data gateway (calls-errors-spec §7.1, docs/api.md "Odds"): seedOdds on a
// small fixture world, every odds apiName's shape, paging, primary order, history order, jingcai only on
// lottery matches, bad arguments, and the live drift writing changes.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { asiaHandicapLabel } from '../../../contracts/sportdata/handicap';
import {
  asiaOddsDetailSchema,
  asiaOddsListSchema,
  bigSmallOddsDetailSchema,
  bigSmallOddsListSchema,
  europeOddsDetailSchema,
  europeOddsListSchema,
  oddsProviderListSchema,
} from '../../../contracts/sportdata/odds';
import {
  leagues,
  matches,
  odds,
  oddsChanges,
  oddsProviders,
  standings,
  teams,
} from '../../../server/db/schema';
import { createRandom } from '../../../server/domain/random';
import { seedOdds } from '../../../server/seed/odds';
import { driftOdds } from '../../../server/simulator/oddsDrift';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;

/** Fixture ids: 1 football lottery, 2 football without tabs (kicked off), 3 basketball 406, 4 basketball. */
const FT_LOTTERY = 9_100_001;
const FT_PLAIN = 9_100_002;
const BK_LOTTERY = 9_100_003;
const BK_PLAIN = 9_100_004;

let test: TestApp;
let seeded: { providers: number; odds: number; changes: number };
let seedMs = 0;

async function insertFixtures(app: TestApp) {
  const { db } = app.database;
  await db.insert(leagues).values([
    {
      id: 9101,
      sport: 1,
      name: '测试超级联赛',
      shortName: '测超',
      country: '中国',
      color: '#cc0000',
      season: '2025',
    },
    {
      id: 9102,
      sport: 2,
      name: '测试篮球联赛',
      shortName: '测篮',
      country: '中国',
      color: '#0033cc',
      season: '2024-2025',
      quarterMinutes: 12,
    },
  ]);
  const team = (id: number, leagueId: number, sport: number, name: string) => ({
    id,
    leagueId,
    sport,
    name,
    shortName: name,
  });
  await db
    .insert(teams)
    .values([
      team(910101, 9101, 1, '东海'),
      team(910102, 9101, 1, '西山'),
      team(910103, 9101, 1, '南湖'),
      team(910104, 9101, 1, '北岭'),
      team(910201, 9102, 2, '飞龙'),
      team(910202, 9102, 2, '猛虎'),
      team(910203, 9102, 2, '雄鹰'),
      team(910204, 9102, 2, '骏马'),
    ]);
  // A table where 东海 is far stronger than 西山: its odds must make it the favourite.
  const line = (
    teamId: number,
    won: number,
    drawn: number,
    lost: number,
    gf: number,
    ga: number,
  ) => ({
    leagueId: 9101,
    teamId,
    rank: 1,
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    goalsFor: gf,
    goalsAgainst: ga,
    points: won * 3 + drawn,
  });
  await db.insert(standings).values([line(910101, 9, 1, 0, 25, 4), line(910102, 0, 2, 8, 5, 22)]);
  const match = (
    id: number,
    sport: number,
    leagueId: number,
    home: number,
    away: number,
    at: number,
    gameTabs: number[],
  ) => ({
    id,
    qtMatchId: id + 300_000_000,
    sport,
    leagueId,
    homeTeamId: home,
    awayTeamId: away,
    matchTime: new Date(at),
    scriptSeed: id % 100_000,
    gameTabs,
  });
  await db
    .insert(matches)
    .values([
      match(FT_LOTTERY, 1, 9101, 910101, 910102, NOW + 26 * HOUR, [401, 405]),
      match(FT_PLAIN, 1, 9101, 910103, 910104, NOW - HOUR / 2, []),
      match(BK_LOTTERY, 2, 9102, 910201, 910202, NOW + 2 * HOUR, [406]),
      match(BK_PLAIN, 2, 9102, 910203, 910204, NOW + 50 * HOUR, []),
    ]);
}

async function data<T extends z.ZodMiniType>(
  schema: T,
  apiName: string,
  args: Record<string, unknown>,
): Promise<z.output<T>> {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ isSuccess: boolean; data: unknown }>();
  expect(body.isSuccess).toBe(true);
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new Error(`${apiName}: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
  await insertFixtures(test);
  const started = performance.now();
  seeded = await seedOdds(test.database.db, { seed: 42, now: NOW });
  seedMs = performance.now() - started;
});
afterAll(() => test.close());

describe('seedOdds', () => {
  it('prices every match with the suitable providers and a 2–10 row history', async () => {
    // Football 7 providers × 3 types (+ jingcai europe on the lottery match); basketball 6 × 3 (+ 篮彩 × 3).
    expect(seeded.providers).toBeGreaterThanOrEqual(6);
    expect(seeded.odds).toBe(22 + 21 + 21 + 18);
    expect(seeded.changes).toBeGreaterThanOrEqual(seeded.odds * 2);
    expect(seeded.changes).toBeLessThanOrEqual(seeded.odds * 10);
    expect(seedMs).toBeLessThan(10_000);

    const { db } = test.database;
    const providers = await db.select().from(oddsProviders).orderBy(oddsProviders.id);
    expect(providers.find((p) => p.id === 0)?.name).toBe('皇冠');
    expect(providers.find((p) => p.id === 6)).toMatchObject({ name: '竞彩官方', sport: 1 });
    expect(providers.find((p) => p.id === 5)).toMatchObject({ name: '篮彩官方', sport: 2 });

    const rows = await db.select().from(odds);
    const changes = await db.select().from(oddsChanges).orderBy(oddsChanges.changedAt);
    const times = new Map((await db.select().from(matches)).map((m) => [m.id, m.matchTime]));
    for (const row of rows) {
      const history = changes.filter((c) => c.oddsId === row.id);
      expect(history.length).toBeGreaterThanOrEqual(2);
      expect(history.length).toBeLessThanOrEqual(10);
      expect(history[0]!.values).toEqual(row.opening);
      expect(history[history.length - 1]!.values).toEqual(row.current);
      const kickoff = times.get(row.matchId)!.getTime();
      for (const c of history) {
        expect(c.matchState).toBe('即');
        expect(c.changedAt.getTime()).toBeLessThanOrEqual(Math.min(kickoff, NOW));
        expect(c.changedAt.getTime()).toBeGreaterThan(kickoff - 6 * 24 * HOUR);
      }
      if (row.type === 'europe') {
        const margin = row.current.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
        expect(margin).toBeGreaterThan(1.03);
        expect(margin).toBeLessThan(1.12);
      } else {
        expect(row.current[0]).toBeGreaterThan(0.5);
        expect(row.current[2]).toBeLessThan(1.6);
      }
    }
  });

  it('adds nothing on a second run', async () => {
    const again = await seedOdds(test.database.db, { seed: 42, now: NOW });
    expect(again).toMatchObject({ odds: 0, changes: 0 });
  });

  it('offers jingcai only on football lottery matches and 篮彩 only on 406 matches', async () => {
    const { db } = test.database;
    const providersOf = async (matchId: number) =>
      new Set(
        (await db.select().from(odds).where(eq(odds.matchId, matchId))).map((r) => r.providerId),
      );
    expect((await providersOf(FT_LOTTERY)).has(6)).toBe(true);
    expect((await providersOf(FT_PLAIN)).has(6)).toBe(false);
    expect((await providersOf(BK_LOTTERY)).has(5)).toBe(true);
    expect((await providersOf(BK_PLAIN)).has(5)).toBe(false);
    expect((await providersOf(BK_LOTTERY)).has(6)).toBe(false);
    expect((await providersOf(FT_LOTTERY)).has(5)).toBe(false);
  });

  it('makes the stronger team the favourite', async () => {
    const [crown] = await test.database.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, FT_LOTTERY), eq(odds.providerId, 0), eq(odds.type, 'europe')));
    expect(crown!.current[0]).toBeLessThan(crown!.current[2]);
    const [asia] = await test.database.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, FT_LOTTERY), eq(odds.providerId, 0), eq(odds.type, 'asia')));
    expect(asia!.current[1]).toBeLessThan(0);
  });
});

describe('odds lists', () => {
  it('getOneMatchEuropeOdds lists every provider with first and live values', async () => {
    const page = await data(europeOddsListSchema, 'getOneMatchEuropeOdds', {
      matchId: FT_LOTTERY,
    });
    expect(page).toMatchObject({ matchId: FT_LOTTERY, sport: 1, pageNo: 1, pageSize: 10 });
    expect(page.total).toBe(8);
    expect(page.list.map((i) => i.providerId)).toEqual([0, 1, 2, 3, 4, 6, 8, 9]);
    const crown = page.list[0]!;
    expect(crown).toMatchObject({ providerName: '皇冠', isPrimary: true });
    expect(crown.live.returnRate).toBeGreaterThan(90);
    expect(crown.live.returnRate).toBeLessThan(97);
    expect(page.list.find((i) => i.providerId === 6)?.providerName).toBe('竞彩官方');
  });

  it('puts the main providers first with isPrimary', async () => {
    const page = await data(europeOddsListSchema, 'getOneMatchEuropeOdds', {
      matchId: FT_LOTTERY,
      isPrimary: 1,
    });
    expect(page.list.map((i) => i.providerId)).toEqual([0, 6, 1, 2, 3, 4, 8, 9]);
    expect(page.list.map((i) => i.isPrimary)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('pages', async () => {
    const page = await data(europeOddsListSchema, 'getOneMatchEuropeOdds', {
      matchId: FT_LOTTERY,
      pageNo: '3',
      pageSize: '3',
    });
    expect(page).toMatchObject({ pageNo: 3, pageSize: 3, total: 8 });
    expect(page.list.map((i) => i.providerId)).toEqual([8, 9]);
    const beyond = await data(europeOddsListSchema, 'getOneMatchEuropeOdds', {
      matchId: FT_LOTTERY,
      pageNo: 5,
    });
    expect(beyond.list).toEqual([]);
  });

  it('getOneMatchAsiaPrimaryOdds labels the handicap in Chinese', async () => {
    const page = await data(asiaOddsListSchema, 'getOneMatchAsiaPrimaryOdds', {
      matchId: FT_PLAIN,
      isPrimary: true,
    });
    expect(page.total).toBe(7);
    for (const item of page.list) {
      expect(item.live.handicapName).toBe(asiaHandicapLabel(item.live.handicap));
      expect(Number.isInteger(item.live.handicap * 4)).toBe(true);
    }
  });

  it('getOneMatchBigSmallOdds gives basketball totals in points', async () => {
    const page = await data(bigSmallOddsListSchema, 'getOneMatchBigSmallOdds', {
      matchId: BK_LOTTERY,
      isPrimary: 1,
    });
    expect(page.list.map((i) => i.providerId)).toEqual([0, 5, 1, 2, 3, 8, 9]);
    for (const item of page.list) {
      expect(item.live.line).toBeGreaterThan(150);
      expect(item.live.line % 1).toBe(0.5);
      expect(item.live.lineName).toBe(`${item.live.line}分`);
    }
    const spread = await data(asiaOddsListSchema, 'getOneMatchAsiaPrimaryOdds', {
      matchId: BK_LOTTERY,
    });
    expect(spread.list[0]!.live.handicapName).toMatch(/^(主让|主受让)[\d.]+分$/);
  });

  it('basketball europe has no draw', async () => {
    const page = await data(europeOddsListSchema, 'getOneMatchEuropeOdds', { matchId: BK_PLAIN });
    expect(page.total).toBe(6);
    for (const item of page.list) expect(item.live.draw).toBe(0);
  });

  it('getOddsProviderByMatch lists the providers of one odds type, primary first', async () => {
    const asia = await data(oddsProviderListSchema, 'getOddsProviderByMatch', {
      matchId: FT_LOTTERY,
      oddsType: 'asia',
    });
    expect(asia.oddsType).toBe('asia');
    // Jingcai sells no Asian handicap.
    expect(asia.list.map((p) => p.providerId)).toEqual([0, 1, 2, 3, 4, 8, 9]);
    const europe = await data(oddsProviderListSchema, 'getOddsProviderByMatch', {
      matchId: FT_LOTTERY,
      oddsType: 2,
    });
    expect(europe.oddsType).toBe('europe');
    expect(europe.list.map((p) => p.providerId).slice(0, 2)).toEqual([0, 6]);
    const [row] = await test.database.db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, FT_LOTTERY), eq(odds.providerId, 6)));
    expect(europe.list[1]!.oddsId).toBe(row!.id);
  });
});

async function oddsIdOf(matchId: number, providerId: number, type: 'europe' | 'asia' | 'bigsmall') {
  const [row] = await test.database.db
    .select({ id: odds.id })
    .from(odds)
    .where(and(eq(odds.matchId, matchId), eq(odds.providerId, providerId), eq(odds.type, type)));
  return row!.id;
}

describe('odds change details', () => {
  it('getOneEuropeOddsDetail gives the history newest first with trends', async () => {
    const oddsId = await oddsIdOf(FT_LOTTERY, 0, 'europe');
    const detail = await data(europeOddsDetailSchema, 'getOneEuropeOddsDetail', {
      matchId: FT_LOTTERY,
      oddsId,
    });
    const stored = await test.database.db
      .select()
      .from(oddsChanges)
      .where(eq(oddsChanges.oddsId, oddsId));
    expect(detail).toMatchObject({ oddsId, providerId: 0, oddsType: 'europe', pageSize: 10 });
    expect(detail.total).toBe(stored.length);
    expect(detail.list).toHaveLength(stored.length);
    const times = detail.list.map((c) => c.changeTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(detail.list[0]!.home).toBe(detail.live.home);
    const oldest = detail.list[detail.list.length - 1]!;
    expect(oldest).toMatchObject({ home: detail.first.home, matchState: '即' });
    expect(oldest.trend).toEqual({ home: 0, draw: 0, away: 0 });
    for (let i = 0; i < detail.list.length - 1; i++) {
      const [now, before] = [detail.list[i]!, detail.list[i + 1]!];
      expect(now.trend.home).toBe(Math.sign(now.home - before.home));
    }
  });

  it('pages the history and keeps trends across pages', async () => {
    const oddsId = await oddsIdOf(FT_LOTTERY, 0, 'europe');
    const all = await data(europeOddsDetailSchema, 'getOneEuropeOddsDetail', {
      matchId: FT_LOTTERY,
      oddsId,
      pageSize: 100,
    });
    const second = await data(europeOddsDetailSchema, 'getOneEuropeOddsDetail', {
      matchId: FT_LOTTERY,
      oddsId,
      pageNo: 2,
      pageSize: 1,
    });
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toEqual(all.list[1]);
  });

  it('getOneAsiaDetailOdds and getOneBigSmallDetailOdds', async () => {
    const asia = await data(asiaOddsDetailSchema, 'getOneAsiaDetailOdds', {
      matchId: FT_PLAIN,
      oddsId: await oddsIdOf(FT_PLAIN, 1, 'asia'),
    });
    expect(asia).toMatchObject({ providerName: '澳门', oddsType: 'asia' });
    const bigsmall = await data(bigSmallOddsDetailSchema, 'getOneBigSmallDetailOdds', {
      matchId: FT_PLAIN,
      oddsId: String(await oddsIdOf(FT_PLAIN, 2, 'bigsmall')),
    });
    expect(bigsmall.list[0]!.lineName).toMatch(/球$/);
  });

  it('refuses an oddsId of another match or type', async () => {
    const other = await oddsIdOf(FT_PLAIN, 0, 'europe');
    const res = await test.gateway('getOneEuropeOddsDetail', {
      matchId: FT_LOTTERY,
      oddsId: other,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'odds_not_found' });
    const wrongType = await test.gateway('getOneAsiaDetailOdds', {
      matchId: FT_PLAIN,
      oddsId: other,
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('basketball details: by provider, by oddsId, or the crown; 100 a page', async () => {
    const byProvider = await data(asiaOddsDetailSchema, 'getBkLetMatchOddsChangeDetail', {
      matchId: BK_LOTTERY,
      providerId: 5,
    });
    expect(byProvider).toMatchObject({ providerId: 5, providerName: '篮彩官方', pageSize: 100 });
    const byDefault = await data(bigSmallOddsDetailSchema, 'getBkMatchBigsmallOddsChangeDetail', {
      matchId: BK_LOTTERY,
    });
    expect(byDefault.providerId).toBe(0);
    const crown = await data(bigSmallOddsDetailSchema, 'getBkMatchBigsmallOddsChangeDetail', {
      matchId: BK_LOTTERY,
      providerId: 0,
    });
    expect(crown.oddsId).toBe(byDefault.oddsId);
    const oddsId = await oddsIdOf(BK_PLAIN, 3, 'europe');
    const europe = await data(europeOddsDetailSchema, 'getBkMatchEuropeOddsChangeDetail', {
      matchId: BK_PLAIN,
      oddsId,
      pageSize: 2,
    });
    expect(europe).toMatchObject({ oddsId, providerName: '威廉希尔', pageSize: 2 });
    expect(europe.list.length).toBeLessThanOrEqual(2);
    const missing = await test.gateway('getBkMatchEuropeOddsChangeDetail', {
      matchId: BK_PLAIN,
      providerId: 5,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'odds_not_found' });
  });
});

describe('bad calls', () => {
  it('answers an unknown match with 404 match_not_found', async () => {
    for (const [apiName, args] of [
      ['getOneMatchEuropeOdds', { matchId: 12345 }],
      ['getOddsProviderByMatch', { matchId: 12345, oddsType: 'asia' }],
      ['getOneAsiaDetailOdds', { matchId: 12345, oddsId: 1 }],
      ['getBkMatchEuropeOddsChangeDetail', { matchId: 12345 }],
    ] as const) {
      const res = await test.gateway(apiName, args);
      expect(res.statusCode, apiName).toBe(404);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'match_not_found' });
    }
  });

  it.each([
    ['getOneMatchEuropeOdds', {}],
    ['getOneMatchEuropeOdds', { matchId: 'abc' }],
    ['getOneMatchAsiaPrimaryOdds', { matchId: FT_LOTTERY, pageSize: 0 }],
    ['getOneMatchBigSmallOdds', { matchId: FT_LOTTERY, pageSize: 101 }],
    ['getOneMatchEuropeOdds', { matchId: FT_LOTTERY, isPrimary: 'yes' }],
    ['getOddsProviderByMatch', { matchId: FT_LOTTERY }],
    ['getOddsProviderByMatch', { matchId: FT_LOTTERY, oddsType: 7 }],
    ['getOddsProviderByMatch', { matchId: FT_LOTTERY, oddsType: 'kelly' }],
    ['getOneEuropeOddsDetail', { matchId: FT_LOTTERY }],
    ['getBkLetMatchOddsChangeDetail', { matchId: BK_LOTTERY, providerId: -1 }],
  ])('%s %j → 400 bad_args', async (apiName, args) => {
    const res = await test.gateway(apiName, args);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_args' });
  });
});

describe('driftOdds', () => {
  const live = (overrides: Partial<Parameters<typeof driftOdds>[1]>) => ({
    id: FT_PLAIN,
    sport: 1,
    status: 12,
    minute: '67',
    homeScore: 0,
    awayScore: 0,
    ...overrides,
  });

  it('leaves a match that is not in play alone', async () => {
    const rng = createRandom(1);
    expect(
      await driftOdds(test.database.db, live({ status: 0, minute: null }), rng, new Date(NOW)),
    ).toBe(0);
    expect(
      await driftOdds(test.database.db, live({ status: 2, minute: null }), rng, new Date(NOW)),
    ).toBe(0);
  });

  it('moves the odds strongly after a goal and writes a change per moved odds', async () => {
    const { db } = test.database;
    const at = new Date(NOW + 10 * 60_000);
    const before = await db.select().from(odds).where(eq(odds.matchId, FT_PLAIN));
    const changed = await driftOdds(db, live({ homeScore: 1 }), createRandom(7), at);
    // Every in-play bookmaker prices the goal at once, every market of it: 1-0 with 23 minutes left
    // is a quiet late state, not one to close (封盘) — docs/decisions/in-play-odds.md.
    expect(changed).toBe(before.length);
    const after = await db.select().from(odds).where(eq(odds.matchId, FT_PLAIN));
    const written = await db
      .select()
      .from(oddsChanges)
      .where(
        and(
          inArray(
            oddsChanges.oddsId,
            after.map((r) => r.id),
          ),
          eq(oddsChanges.matchState, "67' 1-0"),
        ),
      );
    expect(written).toHaveLength(changed);
    for (const row of after.filter((r) => r.type === 'europe')) {
      const old = before.find((b) => b.id === row.id)!;
      // One goal up with 23 minutes to go: home is now the clear favourite.
      expect(row.current[0]).toBeLessThan(old.current[0] * 0.8);
      expect(row.current[0]).toBeLessThan(1.6);
      expect(row.updatedAt.getTime()).toBe(at.getTime());
    }
    for (const row of after.filter((r) => r.type !== 'europe')) {
      for (const water of [row.current[0], row.current[2]]) {
        expect(water).toBeGreaterThanOrEqual(0.7);
        expect(water).toBeLessThanOrEqual(1.15);
      }
    }
    // The over/under comes down from its pre-match 2.25 to where the time left puts it.
    for (const row of after.filter((r) => r.type === 'bigsmall')) {
      const old = before.find((b) => b.id === row.id)!;
      expect(row.current[1]).toBeLessThan(old.current[1]);
      expect([1.5, 1.75]).toContain(row.current[1]);
    }
    // The handicap, on the goals still to come, moves by quarter balls towards 平手.
    for (const row of after.filter((r) => r.type === 'asia')) {
      const old = before.find((b) => b.id === row.id)!;
      expect(Math.abs(row.current[1])).toBeLessThan(Math.abs(old.current[1]));
      expect(Number.isInteger(row.current[1] * 4)).toBe(true);
    }

    const detail = await data(europeOddsDetailSchema, 'getOneEuropeOddsDetail', {
      matchId: FT_PLAIN,
      oddsId: after.find((r) => r.type === 'europe' && r.providerId === 0)!.id,
    });
    expect(detail.list[0]).toMatchObject({ matchState: "67' 1-0", changeTime: at.getTime() });
    expect(detail.list[0]!.trend.home).toBe(-1);
  });

  it('drifts basketball odds with a quarter state', async () => {
    const { db } = test.database;
    const changed = await driftOdds(
      db,
      { id: BK_LOTTERY, sport: 2, status: 3, minute: '05:00', homeScore: 68, awayScore: 72 },
      createRandom(3),
      new Date(NOW + 3 * HOUR),
    );
    expect(changed).toBeGreaterThan(0);
    const rows = await db.select().from(oddsChanges).where(eq(oddsChanges.matchState, 'Q3 68-72'));
    expect(rows).toHaveLength(changed);
  });
});
