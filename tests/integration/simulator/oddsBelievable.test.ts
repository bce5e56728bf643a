// Pins believable odds (issue 16 item 8) over the seeded world on a manual clock: the seed prices
// every match, the simulator plays two and a half hours with server/main.ts's odds hook, and then
// EVERY market row written — opening, current and each change, pre-match and in play — keeps a
// bookmaker's margin (a return of 89–97%) and prices inside the caps, and the official lotteries
// (竞彩官方 6, 篮彩官方 5), which do not sell in play, never change after kick-off.
// test-budget: 90 s — two and a half simulated hours of every in-play market of the seeded world, written through the database: about 20 s alone, up to 70 s beside two other integration files on two cores
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matches, odds, oddsChanges } from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { driftOdds } from '../../../server/simulator/oddsDrift';
import { liveRandom, Simulator } from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
// A Sunday evening in Beijing: European league matches in play, more kicking off within the hour.
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const MINUTE = 60_000;
const PLAYED_MS = 100 * MINUTE;

/** The rules of the issue, written out here rather than imported, so the test states them. */
const RETURN_MIN = 0.89;
const RETURN_MAX = 0.97;
/** Prices are printed with two decimals: a return may sit this far past the band by rounding. */
const ROUNDING = 0.0005;
const DECIMAL_MIN = 1.01;
/** 1X2 long shots at most 41, basketball's two-way at most 21 (docs/decisions/simulation.md). */
const DECIMAL_MAX: Record<number, number> = { 1: 41, 2: 21 };
const WATER_MIN = 0.6;
const WATER_MAX = 1.3;
/** 竞彩官方 (football) and 篮彩官方 (basketball): official lotteries, no in-play sales. */
const OFFICIAL_LOTTERIES = [6, 5];

type Triple = [number, number, number];
type Type = 'europe' | 'asia' | 'bigsmall';

/** Europe: 1 / Σ 1/odds (basketball's draw is 0 and left out). Lines: HK waters, decimal = 1 + water. */
function returnRate(type: Type, values: Triple): number {
  if (type === 'europe') return 1 / values.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
  return 1 / (1 / (1 + values[0]) + 1 / (1 + values[2]));
}

/** What is wrong with one written triple, or null when it is a believable bookmaker's price. */
function flaw(type: Type, sport: number, values: Triple): string | null {
  const rate = returnRate(type, values);
  if (!(rate >= RETURN_MIN - ROUNDING && rate <= RETURN_MAX + ROUNDING))
    return `return ${(rate * 100).toFixed(2)}%`;
  const prices = type === 'europe' ? values.filter((_, i) => i !== 1 || sport === 1) : [];
  for (const v of prices) if (!(v >= DECIMAL_MIN && v <= DECIMAL_MAX[sport]!)) return `price ${v}`;
  if (type !== 'europe')
    for (const w of [values[0], values[2]])
      if (!(w >= WATER_MIN && w <= WATER_MAX)) return `water ${w}`;
  return null;
}

const world = buildWorld(SEED);
const clock = manualClock(NOW);
let database: OpenedDatabase;
let db: Database;
let simulator: Simulator;

interface Written {
  oddsId: number;
  matchId: number;
  providerId: number;
  type: Type;
  sport: number;
  values: Triple;
  matchState: string;
  changedAt: Date;
  kickoff: Date;
}
let rows: Array<typeof odds.$inferSelect & { sport: number; kickoff: Date }>;
let changes: Written[];

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport', 'odds'] });
  db = database.db;
  simulator = new Simulator({
    db,
    world,
    clock,
    seed: SEED,
    hooks: {
      // As server/main.ts wires it.
      onLiveMinute: (match, _goal, now) =>
        driftOdds(db, match, liveRandom(SEED, match.id, match.minute), now),
    },
  });
  await simulator.tick();
  while (clock.now() < NOW + PLAYED_MS) {
    clock.advance(MINUTE);
    await simulator.tick();
  }
  rows = (
    await db
      .select({ row: odds, sport: matches.sport, kickoff: matches.matchTime })
      .from(odds)
      .innerJoin(matches, eq(matches.id, odds.matchId))
  ).map(({ row, sport, kickoff }) => ({ ...row, sport, kickoff }));
  changes = await db
    .select({
      oddsId: oddsChanges.oddsId,
      matchId: odds.matchId,
      providerId: odds.providerId,
      type: odds.type,
      sport: matches.sport,
      values: oddsChanges.values,
      matchState: oddsChanges.matchState,
      changedAt: oddsChanges.changedAt,
      kickoff: matches.matchTime,
    })
    .from(oddsChanges)
    .innerJoin(odds, eq(odds.id, oddsChanges.oddsId))
    .innerJoin(matches, eq(matches.id, odds.matchId));
});
afterAll(async () => {
  await simulator.stop();
  await database.close();
});

describe('the world played for two and a half hours', () => {
  it('priced many matches and moved their odds in play, late leads included', () => {
    expect(rows.length).toBeGreaterThan(3000);
    const inPlay = changes.filter((c) => c.matchState !== '即');
    expect(inPlay.length).toBeGreaterThan(500);
    // A decided match late on (a lead of two or more after the 70th minute) was priced: the case of
    // the issue, where every bookmaker offered about 100 with a 99.98% return.
    const late = inPlay.filter((c) => {
      const m = /^(\d+)(?:\+\d+)?' (\d+)-(\d+)$/.exec(c.matchState);
      return m && Number(m[1]) >= 70 && Math.abs(Number(m[2]) - Number(m[3])) >= 2;
    });
    expect(late.filter((c) => c.type === 'europe').length).toBeGreaterThan(10);
  });
});

describe('every market row keeps a margin and prices inside the caps', () => {
  it('opening and current values of every odds row', () => {
    const bad = rows.flatMap((r) =>
      (['opening', 'current'] as const).flatMap((side) => {
        const why = flaw(r.type, r.sport, r[side]);
        return why
          ? [
              `${r.type} ${side} of match ${r.matchId} provider ${r.providerId}: ${r[side].join('/')} (${why})`,
            ]
          : [];
      }),
    );
    expect(bad.slice(0, 10), `${bad.length} rows`).toEqual([]);
  });

  it.each(['europe', 'asia', 'bigsmall'] as const)(
    'every %s change, pre-match and in play',
    (type) => {
      const written = changes.filter((c) => c.type === type);
      expect(written.length).toBeGreaterThan(1000);
      const bad = written.flatMap((c) => {
        const why = flaw(c.type, c.sport, c.values);
        return why
          ? [
              `match ${c.matchId} provider ${c.providerId} at ${c.matchState}: ${c.values.join('/')} (${why})`,
            ]
          : [];
      });
      expect(bad.slice(0, 10), `${bad.length} of ${written.length} changes`).toEqual([]);
    },
  );
});

describe('the official lotteries do not sell in play', () => {
  it('write no change at or after kick-off and keep the last pre-match line', () => {
    const kickedOff = rows.filter(
      (r) => OFFICIAL_LOTTERIES.includes(r.providerId) && r.kickoff.getTime() <= clock.now(),
    );
    // Jingcai priced matches that were played during the run, not only ones already over.
    const playedHere = kickedOff.filter(
      (r) => r.providerId === 6 && r.kickoff.getTime() > NOW - 2 * 3_600_000,
    );
    expect(playedHere.length).toBeGreaterThan(3);
    const ids = new Set(kickedOff.map((r) => r.id));
    const history = changes.filter((c) => ids.has(c.oddsId));
    const late = history.filter(
      (c) => c.matchState !== '即' || c.changedAt.getTime() >= c.kickoff.getTime(),
    );
    expect(
      late.map((c) => `${c.matchId}/${c.providerId} ${c.matchState} ${c.values.join('/')}`),
    ).toEqual([]);
    for (const r of kickedOff) {
      const own = history
        .filter((c) => c.oddsId === r.id)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
      expect(r.current, `odds ${r.id}`).toEqual(own[own.length - 1]!.values);
      expect(r.updatedAt.getTime()).toBeLessThan(r.kickoff.getTime());
    }
  });
});
