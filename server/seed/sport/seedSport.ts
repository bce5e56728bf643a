import { sql } from 'drizzle-orm';
import { beijingDayIndex } from '../../../domain/time';
import type { Database } from '../../db/database';
import { leagues, matches, players, teams } from '../../db/schema';
import { scriptOf, stateAt } from '../../simulator/scriptOf';
import { hashSeed } from '../../domain/random';
import { backToBackFlags } from './backToBack';
import { matchIdOf, WINDOW_DAYS } from '../../domain/calendar';
import { quarterMinutesOf } from '../../domain/sport/catalogue';
import { fixturesOfDay, layOutAroundStart, type Fixture } from './schedule';
import { pastMeetings } from './meetings';
import { recomputeStandings } from '../../features/analysis';

export { MEETINGS_PER_PAIR, seasonBefore } from './meetings';
import type { World } from '../../domain/sport/world';
import { SPORT } from '../../../domain/sport';

export { WINDOW_DAYS };
/** Finished league matches before the window, for recent form and standings. */
export const HISTORY_DAYS = 45;

export const BATCH = 500;

export async function insertInBatches<T>(
  rows: T[],
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

type MatchRow = typeof matches.$inferInsert;

function rowOf(f: Fixture, seed: number, flags?: Map<number, 2 | 3>): MatchRow {
  return {
    backToBack: flags?.get(f.id) ?? 0,
    id: f.id,
    qtMatchId: f.id + 300_000_000,
    sport: f.sport,
    leagueId: f.leagueId,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    matchTime: new Date(f.matchTime),
    round: f.round,
    season: f.season,
    // int4 column: keep the seed within 31 bits.
    scriptSeed: hashSeed(seed, 'script', f.id) & 0x7fffffff,
    gameTabs: f.gameTabs,
    lotteryNo: f.lotteryNo,
    isHot: f.isHot,
    isVideo: f.isVideo,
    isCartoon: f.isCartoon,
    redStatus: f.redStatus,
  };
}

/** A finished match written at once: its script played to the end, no events kept. */
function finishedRow(world: World, f: Fixture, seed: number): MatchRow {
  const row = rowOf(f, seed);
  const state = stateAt(
    scriptOf(world, { ...f, scriptSeed: row.scriptSeed }),
    Number.MAX_SAFE_INTEGER,
  );
  const { happened: _happened, final: _final, ...fields } = state;
  return { ...row, ...fields, redStatus: 0, isVideo: false };
}

/** Fixtures of the window days, with the start day laid out around `now`. */
export function windowFixtures(world: World, seed: number, now: number): Fixture[] {
  const today = beijingDayIndex(now);
  const days = new Map<number, Fixture[]>();
  // Two days more either side: the ones whose matches a moved fixture could come near.
  for (let day = today - WINDOW_DAYS - 2; day <= today + WINDOW_DAYS + 2; day++)
    days.set(day, fixturesOfDay(world, seed, day));
  const others = [...days].flatMap(([day, fixtures]) => (day === today ? [] : fixtures));
  layOutAroundStart(days.get(today) ?? [], now, others);
  const all: Fixture[] = [];
  for (let day = today - WINDOW_DAYS; day <= today + WINDOW_DAYS; day++)
    all.push(...(days.get(day) ?? []));
  return all;
}

export interface SportSeedSummary {
  leagues: number;
  teams: number;
  players: number;
  windowMatches: number;
  pastMatches: number;
}

/**
 * Writes leagues, clubs, squads, the window's fixtures, history and standings. Rows that already
 * exist are kept as they are (every id comes from the world), so a run over a partly written sport
 * finishes it: an older server cut off mid-seed left such databases behind (seed/index.ts).
 */
export async function seedSport(
  db: Database,
  world: World,
  opts: { seed: number; now: number },
): Promise<SportSeedSummary> {
  await db
    .insert(leagues)
    .values(
      world.leagues.map((l) => ({
        id: l.id,
        sport: l.sport,
        name: l.name,
        shortName: l.shortName,
        country: l.country,
        color: l.color,
        kind: l.kind,
        season: l.season,
        quarterMinutes: l.sport === SPORT.basketball ? quarterMinutesOf(l.id) : null,
      })),
    )
    .onConflictDoNothing();
  await insertInBatches(world.teams, (batch) =>
    db
      .insert(teams)
      .values(
        batch.map((t) => ({
          id: t.id,
          leagueId: t.leagueId,
          sport: t.sport,
          name: t.name,
          shortName: t.shortName,
          coach: t.coach,
          logo: null,
        })),
      )
      .onConflictDoNothing(),
  );
  await insertInBatches(world.players, (batch) =>
    db.insert(players).values(batch).onConflictDoNothing(),
  );

  const window = windowFixtures(world, opts.seed, opts.now);
  const today = beijingDayIndex(opts.now);
  // Back-to-back flags of the window, counting the games of the two days before it (as ensureDay does).
  const beforeWindow = [1, 2].flatMap((back) =>
    fixturesOfDay(world, opts.seed, today - WINDOW_DAYS - back),
  );
  const flags = backToBackFlags([...beforeWindow, ...window]);
  const past: MatchRow[] = [];
  for (let day = today - WINDOW_DAYS - HISTORY_DAYS; day < today - WINDOW_DAYS; day++) {
    for (const f of fixturesOfDay(world, opts.seed, day)) {
      if (world.leagues.find((l) => l.id === f.leagueId)?.kind === 'league')
        past.push(finishedRow(world, f, opts.seed));
    }
  }
  for (const meeting of pastMeetings(world, window))
    past.push(finishedRow(world, meeting, opts.seed));
  await insertInBatches(
    window.map((f) => rowOf(f, opts.seed, flags)),
    (batch) => db.insert(matches).values(batch).onConflictDoNothing(),
  );
  await insertInBatches(past, (batch) => db.insert(matches).values(batch).onConflictDoNothing());
  for (const league of world.leagues)
    if (league.kind === 'league') await recomputeStandings(db, league.id, league.sport);
  return {
    leagues: world.leagues.length,
    teams: world.teams.length,
    players: world.players.length,
    windowMatches: window.length,
    pastMatches: past.length,
  };
}

/** Adds the fixtures of a day not generated yet (the schedule rolls forward as days pass). */
export async function ensureDay(
  db: Database,
  world: World,
  seed: number,
  day: number,
): Promise<number> {
  const low = matchIdOf(day, 0, 0);
  const high = matchIdOf(day + 1, 0, 0);
  const found = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(sql`${matches.id} >= ${low} and ${matches.id} < ${high}`);
  if ((found[0]?.n ?? 0) > 0) return 0;
  const fixtures = fixturesOfDay(world, seed, day);
  const before = [1, 2].flatMap((back) => fixturesOfDay(world, seed, day - back));
  const flags = backToBackFlags([...before, ...fixtures]);
  const rows = fixtures.map((f) => rowOf(f, seed, flags));
  await insertInBatches(rows, (batch) => db.insert(matches).values(batch).onConflictDoNothing());
  return rows.length;
}
