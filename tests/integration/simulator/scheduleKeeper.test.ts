// Pins issue 33 §2: the simulator knows nothing of how a world is made, so it never imports the
// seed. The schedule rolls forward a day at a time through the keeper server/main.ts hands it
// (server/seed/scheduleKeeper.ts): a day that comes within the window gets its fixtures and their
// opening odds. A simulator without a keeper plays the matches that are there and adds none.
import { and, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matches, odds } from '../../../server/db/schema';
import { matchIdOf, WINDOW_DAYS } from '../../../server/domain/calendar';
import { beijingDayIndex } from '../../../domain/time';
import { buildWorld } from '../../../server/domain/sport/world';
import { scheduleKeeper } from '../../../server/seed/scheduleKeeper';
import { Simulator } from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const DAY = 86_400_000;
/** A day later: the window then reaches one day further than the seed wrote. */
const LATER = NOW + DAY;
const NEW_DAY = beijingDayIndex(LATER) + WINDOW_DAYS;

const world = buildWorld(SEED);
let database: OpenedDatabase;
let db: Database;

const ofNewDay = and(
  gte(matches.id, matchIdOf(NEW_DAY, 0, 0)),
  lt(matches.id, matchIdOf(NEW_DAY + 1, 0, 0)),
);

async function newDayMatches(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(ofNewDay);
  return row?.n ?? 0;
}

async function newDayOdds(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(odds)
    .where(
      and(
        gte(odds.matchId, matchIdOf(NEW_DAY, 0, 0)),
        lt(odds.matchId, matchIdOf(NEW_DAY + 1, 0, 0)),
      ),
    );
  return row?.n ?? 0;
}

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts): the window around NOW.
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport'] });
  db = database.db;
});
afterAll(() => database.close());

describe('the schedule as days pass', () => {
  it('stays as it is under a simulator without a keeper', async () => {
    expect(await newDayMatches()).toBe(0);
    await new Simulator({ db, world, clock: manualClock(LATER), seed: SEED }).tick();
    expect(await newDayMatches()).toBe(0);
  });

  it('gets the new day’s fixtures and their odds from the seed’s keeper', async () => {
    await new Simulator({
      db,
      world,
      clock: manualClock(LATER),
      seed: SEED,
      schedule: scheduleKeeper(db, world, SEED),
    }).tick();
    expect(await newDayMatches()).toBeGreaterThan(0);
    expect(await newDayOdds()).toBeGreaterThan(0);
  });
});
