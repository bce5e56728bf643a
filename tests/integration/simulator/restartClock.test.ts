// Pins issue 31 item 9: a restart with SIM_SPEED=60 on the same data continues the simulated clock
// where it stopped. It used to start at real now while the matches the previous run had played —
// up to days ahead of real time — stayed finished: tonight's fixtures showed final scores and home
// said 今天暂无焦点赛事. The server's own start path (startingClock, ensureWorld, the simulator's
// ticks) runs twice on one database (a PGlite data directory, or a PostgreSQL database of its own),
// with real time played by hand.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../server/db/database';
import { matches, simClock } from '../../../server/db/schema';
import { ensureWorld } from '../../../server/seed/index';
import { buildWorld } from '../../../server/domain/sport/world';
import { startingClock, storedSimulatedNow } from '../../../server/simulator/clockStore';
import { Simulator } from '../../../server/simulator/simulator';
import { emptyDatabase } from '../../kit/testDatabase';
import type { DatabaseTarget } from '../../../server/db/database';

const SEED = 2026;
const SPEED = 60;
const MINUTE = 60_000;
const FINISHED = { 1: [2], 2: [-1] } as const;
const world = buildWorld(SEED);
/** Real time, moved by the test. */
let real = Date.parse('2026-11-28T18:00:00+08:00');
const realNow = () => real;
const settings = { simSpeed: SPEED, simStart: undefined, simClockAnchor: undefined };

let target: DatabaseTarget;
let storage: Awaited<ReturnType<typeof emptyDatabase>>;
let database: OpenedDatabase;
/** Where the first run's clock stood when it stopped. */
let stoppedAt: number;

/** One run of the server's world: open, clock, world, a first tick, `realMinutes` of play, stop. */
async function run(realMinutes: number): Promise<{ startedAt: number; stoppedAt: number }> {
  database = await openDatabase(target);
  const clock = await startingClock(database.db, settings, realNow);
  const startedAt = clock.now();
  await ensureWorld(database.db, world, { seed: SEED, now: clock.now() });
  const simulator = new Simulator({ db: database.db, world, clock, seed: SEED });
  await simulator.tick();
  for (let i = 0; i < realMinutes; i++) {
    real += MINUTE;
    await simulator.tick();
  }
  await simulator.stop();
  return { startedAt, stoppedAt: clock.now() };
}

/** Matches already finished that kick off after `at`: a final score in the clock's future. */
async function finishedAfter(at: number) {
  const sides = [1, 2] as const;
  const rows = await Promise.all(
    sides.map((sport) =>
      database.db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.sport, sport),
            inArray(matches.status, [...FINISHED[sport]]),
            gt(matches.matchTime, new Date(at)),
          ),
        ),
    ),
  );
  return rows.flat();
}

beforeAll(async () => {
  storage = await emptyDatabase();
  target = storage.target;
  // Five real minutes at SIM_SPEED=60: five simulated hours, this evening's matches all played.
  ({ stoppedAt } = await run(5));
  await database.close();
  real += 30_000;
}, 240_000);
afterAll(async () => {
  await database.close();
  await storage.remove();
});

describe('a restart on the same data (issue 31 item 9)', () => {
  it('continues the simulated clock where it stopped, not at real now', async () => {
    expect(stoppedAt - real).toBeGreaterThan(4 * 60 * MINUTE);
    database = await openDatabase(target);
    expect(await storedSimulatedNow(database.db)).toBe(stoppedAt);
    const clock = await startingClock(database.db, settings, realNow);
    expect(clock.now()).toBe(stoppedAt);
    // The last run's matches stay in the past of the clock; from real now they would not.
    expect(await finishedAfter(clock.now())).toEqual([]);
    expect((await finishedAfter(real)).length).toBeGreaterThan(10);
    // And it runs on from there at its speed.
    real += MINUTE;
    expect(clock.now()).toBe(stoppedAt + SPEED * MINUTE);
  });

  it('plays on after the restart without a final score in the future', async () => {
    await database.close();
    const { startedAt } = await run(3);
    expect(startedAt).toBeGreaterThanOrEqual(stoppedAt);
    const clock = await startingClock(database.db, settings, realNow);
    expect(await finishedAfter(clock.now())).toEqual([]);
  });

  it('lets SIM_START place the clock whatever the data holds; a clock behind real time starts at real now', async () => {
    const start = Date.parse('2026-11-24T20:00:00+08:00');
    const placed = await startingClock(database.db, { ...settings, simStart: start }, realNow);
    expect(placed.now()).toBe(start);
    // A stored clock behind real time (a run at SIM_SPEED=1 stopped yesterday): real now.
    await database.db.update(simClock).set({ simulatedAt: new Date(real - 24 * 60 * MINUTE) });
    const plain = await startingClock(database.db, { ...settings, simSpeed: 1 }, realNow);
    expect(plain.now()).toBe(real);
  });
});
