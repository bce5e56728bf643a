// Pins the basketball side of the live simulator (issue 3 §3, product-spec §4) on a manual clock:
// quarters of 12 minutes in leagues 1 (NBA) and 3 (CBA) and 10 elsewhere, status 1–4 with the
// game clock counting down, half-time 50, finished -1, points by quarter — each step stored.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { leagues, matches } from '../../../server/db/schema';
import { matchIdOf } from '../../../server/domain/calendar';
import { beijingDayIndex } from '../../../domain/time';
import { buildWorld } from '../../../server/domain/sport/world';
import type { BasketballScript } from '../../../server/simulator/basketballScript';
import { scriptOf, stateAt } from '../../../server/simulator/scriptOf';
import { Simulator } from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TODAY = beijingDayIndex(NOW);
const BASKETBALL = { NBA: 1, WNBA: 2, CBA: 3, EUROLEAGUE: 7 } as const;

const world = buildWorld(SEED);
const clock = manualClock(NOW);
let database: OpenedDatabase;
let db: Database;
let simulator: Simulator;

type Row = typeof matches.$inferSelect;
const scriptOfRow = (row: Row) => scriptOf(world, row) as BasketballScript;
const rowOf = async (id: number) =>
  (await db.select().from(matches).where(eq(matches.id, id)))[0] as Row;

/** Fresh reads of each watched match after every simulated minute. */
const timeline = new Map<number, Array<{ at: number; row: Row }>>();
let window: Row[];
/** An NBA match (12-minute quarters) and one of a 10-minute league, both after the start. */
let twelve: Row;
let ten: Row;
/** An NBA match level after four quarters. */
let overtime: Row;

const phases = (id: number) =>
  (timeline.get(id) ?? [])
    .map((s) => s.row.status)
    .filter((status, i, all) => i === 0 || all[i - 1] !== status);
/** "07:32" → 452 seconds left on the game clock. */
const secondsLeft = (minute: string | null) => {
  const m = /^(\d{2}):(\d{2})$/.exec(minute ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Few games go to overtime and none of the window does soon after the start, so the test stores
 * one: an NBA pairing not playing today, with the first script seed whose game is level after 48
 * minutes. The simulator plays any stored match the same way.
 */
async function scheduleOvertimeGame(at: number): Promise<Row> {
  const busy = new Set(
    window
      .filter((m) => Math.abs(m.matchTime.getTime() - at) < 24 * HOUR)
      .flatMap((m) => [m.homeTeamId, m.awayTeamId]),
  );
  const [home, away] = (world.teamsOfLeague.get(BASKETBALL.NBA) ?? []).filter(
    (t) => !busy.has(t.id),
  );
  const draft = {
    id: matchIdOf(TODAY, BASKETBALL.NBA, 99),
    qtMatchId: matchIdOf(TODAY, BASKETBALL.NBA, 99) + 300_000_000,
    sport: 2,
    leagueId: BASKETBALL.NBA,
    homeTeamId: home!.id,
    awayTeamId: away!.id,
    matchTime: new Date(at),
    round: '常规赛',
    scriptSeed: 0,
  };
  do draft.scriptSeed++;
  while (
    (scriptOf(world, draft) as BasketballScript).periods.length < 5 ||
    (scriptOf(world, draft) as BasketballScript).postponed
  );
  await db.insert(matches).values(draft);
  return rowOf(draft.id);
}

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport'] });
  db = database.db;
  simulator = new Simulator({ db, world, clock, seed: SEED });
  await simulator.tick();
  window = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sport, 2),
        gte(matches.id, matchIdOf(TODAY - 3, 0, 0)),
        lt(matches.id, matchIdOf(TODAY + 4, 0, 0)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));
  const upcoming = window.filter((m) => m.matchTime.getTime() > NOW && !scriptOfRow(m).postponed);
  twelve = upcoming.find((m) => m.leagueId === BASKETBALL.NBA)!;
  ten = upcoming.find(
    (m) => m.leagueId === BASKETBALL.EUROLEAGUE || m.leagueId === BASKETBALL.WNBA,
  )!;
  expect(twelve && ten).toBeTruthy();
  overtime = await scheduleOvertimeGame(twelve.matchTime.getTime() + 10 * MINUTE);

  // Minute by minute while a watched match is on; the clock jumps over the gaps in between.
  const watched = [twelve, ten, overtime];
  const spans = watched
    .map((m) => [
      m.matchTime.getTime() - MINUTE,
      m.matchTime.getTime() + scriptOfRow(m).end * 1000 + 2 * MINUTE,
    ])
    .sort((a, b) => a[0]! - b[0]!) as Array<[number, number]>;
  for (const [start, end] of spans) {
    if (clock.now() < start) clock.set(start);
    while (clock.now() < end) {
      await simulator.tick();
      for (const m of watched)
        timeline.set(m.id, [
          ...(timeline.get(m.id) ?? []),
          { at: clock.now(), row: await rowOf(m.id) },
        ]);
      clock.advance(MINUTE);
    }
  }
});
afterAll(async () => {
  await simulator.stop();
  await database.close();
});

describe('quarter length by league', () => {
  it('is 12 minutes for leagues 1 and 3 and 10 for the others, in the leagues table too', async () => {
    const rows = await db
      .select({ id: leagues.id, quarterMinutes: leagues.quarterMinutes })
      .from(leagues)
      .where(inArray(leagues.id, Object.values(BASKETBALL)));
    expect(new Map(rows.map((r) => [r.id, r.quarterMinutes]))).toEqual(
      new Map([
        [BASKETBALL.NBA, 12],
        [BASKETBALL.WNBA, 10],
        [BASKETBALL.CBA, 12],
        [BASKETBALL.EUROLEAGUE, 10],
      ]),
    );
  });

  it.each([
    { name: 'an NBA match', match: () => twelve, quarterMinutes: 12 },
    { name: 'a 10-minute league match', match: () => ten, quarterMinutes: 10 },
    { name: 'a match with overtime', match: () => overtime, quarterMinutes: 12 },
  ])('runs each quarter of $name from $quarterMinutes:00 down', ({ match, quarterMinutes }) => {
    const samples = timeline.get(match().id) ?? [];
    // Tip-off: quarter 1 with the full clock.
    const tipOff = samples.find((s) => s.at === match().matchTime.getTime())!;
    expect(tipOff.row.status).toBe(1);
    expect(tipOff.row.minute).toBe(`${quarterMinutes}:00`);
    for (const quarter of [1, 2, 3, 4]) {
      const clocks = samples
        .filter((s) => s.row.status === quarter && s.row.minute !== '00:00')
        .map((s) => secondsLeft(s.row.minute)!);
      expect(clocks.length, `quarter ${quarter}`).toBeGreaterThan(quarterMinutes);
      expect(Math.max(...clocks)).toBeLessThanOrEqual(quarterMinutes * 60);
      // Within a minute of real time of the quarter's start (about 27 game seconds).
      expect(Math.max(...clocks)).toBeGreaterThan(quarterMinutes * 60 - 30);
      for (let i = 1; i < clocks.length; i++) expect(clocks[i]!).toBeLessThan(clocks[i - 1]!);
    }
  });
});

describe('a match played minute by minute', () => {
  it.each([
    { name: 'an NBA match', match: () => twelve },
    { name: 'a 10-minute league match', match: () => ten },
    { name: 'an overtime match', match: () => overtime },
  ])('$name goes 0 → 1 → 2 → 50 (half-time) → 3 → 4 → -1', ({ match }) => {
    const periods = scriptOfRow(match()).periods.length;
    const overtime = Array.from({ length: periods - 4 }, (_, i) => 5 + i);
    expect(phases(match().id)).toEqual([0, 1, 2, 50, 3, 4, ...overtime, -1]);
    const samples = timeline.get(match().id) ?? [];
    expect(samples.filter((s) => s.row.status === 50).every((s) => s.row.minute === '中场')).toBe(
      true,
    );
  });

  it('keeps points by quarter that add up to the score, and the half-time score of Q1 + Q2', () => {
    for (const match of [twelve, ten, overtime]) {
      const samples = timeline.get(match.id) ?? [];
      for (const { row } of samples) {
        const [home, away] = row.periodScores.reduce(([h, a], [x, y]) => [h + x, a + y], [0, 0]);
        expect([home, away]).toEqual([row.homeScore, row.awayScore]);
        if (row.status === 1 || row.status === 0) expect(row.homeHalfScore).toBeNull();
        // The quarter under way is listed as it goes.
        if (row.status >= 1 && row.status <= 4) expect(row.periodScores.length).toBe(row.status);
      }
      const final = samples.at(-1)!.row;
      expect(final.status).toBe(-1);
      expect(final.periodScores.length).toBeGreaterThanOrEqual(4);
      const [q1, q2] = final.periodScores as [[number, number], [number, number]];
      expect([final.homeHalfScore, final.awayHalfScore]).toEqual([q1[0] + q2[0], q1[1] + q2[1]]);
      expect(final.homeScore).not.toBe(final.awayScore);
    }
  });

  it('scores only go up, and a fresh read is the script at that moment', () => {
    for (const match of [twelve, ten, overtime]) {
      const samples = timeline.get(match.id) ?? [];
      const script = scriptOfRow(match);
      for (let i = 0; i < samples.length; i++) {
        const { at, row } = samples[i]!;
        const state = stateAt(script, Math.floor((at - match.matchTime.getTime()) / 1000));
        expect({
          status: row.status,
          minute: row.minute,
          score: [row.homeScore, row.awayScore],
          periods: row.periodScores,
        }).toEqual({
          status: state.status,
          minute: state.minute,
          score: [state.homeScore, state.awayScore],
          periods: state.periodScores,
        });
        const before = samples[i - 1]?.row;
        if (before) {
          expect(row.homeScore).toBeGreaterThanOrEqual(before.homeScore);
          expect(row.awayScore).toBeGreaterThanOrEqual(before.awayScore);
        }
      }
    }
  });

  it('plays an NBA game in about two hours of real time, half-time included', () => {
    const script = scriptOfRow(twelve);
    expect(script.end).toBeGreaterThan(1.8 * 3600);
    expect(script.end).toBeLessThan(2.6 * 3600);
    expect(scriptOfRow(ten).end).toBeLessThan(script.end);
  });
});

describe('catching up at start', () => {
  it('stores every basketball match that tipped off as its script stands, with the §4 codes', async () => {
    const started = (
      await db
        .select()
        .from(matches)
        .where(
          inArray(
            matches.id,
            window.filter((m) => m.matchTime.getTime() <= NOW).map((m) => m.id),
          ),
        )
    ).filter((m) => m.matchTime.getTime() <= NOW - 3 * HOUR);
    expect(started.length).toBeGreaterThan(50);
    for (const m of started) {
      expect([-1, -5], `match ${m.id}`).toContain(m.status);
      if (m.status === -1) expect(m.periodScores.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('overtime', () => {
  it('plays periods of 5 minutes (status 5, 6 …) after a level fourth quarter', () => {
    const samples = timeline.get(overtime.id) ?? [];
    const periods = scriptOfRow(overtime).periods.length;
    expect(periods).toBeGreaterThanOrEqual(5);
    for (let status = 5; status <= periods; status++) {
      const clocks = samples
        .filter((s) => s.row.status === status && s.row.minute !== '00:00')
        .map((s) => secondsLeft(s.row.minute)!);
      expect(clocks.length, `period ${status}`).toBeGreaterThanOrEqual(5);
      expect(Math.max(...clocks)).toBeLessThanOrEqual(300);
      expect(Math.max(...clocks)).toBeGreaterThan(270);
    }
    // Level after regulation; the final has points for each overtime period.
    const final = samples.at(-1)!.row;
    const regulation = final.periodScores
      .slice(0, 4)
      .reduce(([h, a], [x, y]) => [h + x, a + y], [0, 0]);
    expect(regulation[0]).toBe(regulation[1]);
    expect(final.periodScores).toHaveLength(periods);
  });

  it('also happens in the seeded history', async () => {
    const history = await db
      .select({ periods: matches.periodScores })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 2),
          eq(matches.status, -1),
          lt(matches.id, matchIdOf(TODAY - 3, 0, 0)),
        ),
      );
    expect(history.length).toBeGreaterThan(200);
    expect(history.some((m) => m.periods.length > 4)).toBe(true);
  });
});
