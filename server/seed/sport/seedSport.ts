import { sql } from 'drizzle-orm';
import { beijingDayIndex } from '../../../domain/time';
import type { Database } from '../../db/database';
import type { matchEvents } from '../../db/schema';
import { leagues, matches, players, teams } from '../../db/schema';
import { scriptOf, stateAt } from '../../simulator/scriptOf';
import { isGoal } from '../../simulator/footballScript';
import { eventRowOf } from '../../simulator/storedEvents';
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

/**
 * The kinds of a finished match's events the seed writes: the ones a player's and a club's records
 * count (goals with their assists, cards, substitutions for appearances). Corners and period marks of
 * a match played before the server started live only in the row's totals.
 */
const RECORDED_KINDS: ReadonlySet<string> = new Set([
  'goal',
  'own_goal',
  'penalty',
  'penalty_missed',
  'yellow',
  'red',
  'substitution',
]);

type EventRow = typeof matchEvents.$inferInsert;

/**
 * A finished match written at once: its script played to the end, with the events it made (football)
 * as the simulator would have written them, so a player's season is counted from the same rows
 * whether the simulator played the match or the seed did (issue 36 §1).
 */
function finishedMatch(
  world: World,
  f: Fixture,
  seed: number,
): { row: MatchRow; events: EventRow[] } {
  const row = rowOf(f, seed);
  const script = scriptOf(world, { ...f, scriptSeed: row.scriptSeed });
  const state = stateAt(script, Number.MAX_SAFE_INTEGER);
  const { happened, final: _final, ...fields } = state;
  const events: EventRow[] = [];
  if (script.sport === SPORT.football) {
    let [home, away] = [0, 0];
    for (const e of script.events.slice(0, happened)) {
      if (isGoal(e.kind) && e.side === 1) home++;
      if (isGoal(e.kind) && e.side === 2) away++;
      if (RECORDED_KINDS.has(e.kind)) events.push(eventRowOf(e, f.matchTime, f.id, [home, away]));
    }
  }
  return { row: { ...row, ...fields, redStatus: 0, isVideo: false }, events };
}

/**
 * Writes events many thousands at a time as one JSON parameter each: row by row through the query
 * builder, the 57,000 events of the history took 6 s of every seed (each browser test's server seeds).
 */
async function insertEvents(db: Database, rows: readonly EventRow[]): Promise<void> {
  const CHUNK = 10_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map((e) => ({
        match_id: e.matchId,
        kind: e.kind,
        side: e.side,
        minute: e.minute,
        extra_minute: e.extraMinute,
        second: e.second,
        player: e.player,
        detail: e.detail,
        happened_at: e.happenedAt,
      })),
    );
    await db.execute(sql`
      insert into match_events (match_id, kind, side, minute, extra_minute, second, player, detail, happened_at)
      select match_id, kind, side, minute, extra_minute, second, player, detail, happened_at
      from jsonb_to_recordset(${json}::jsonb) as e(match_id int, kind text, side smallint, minute smallint,
        extra_minute smallint, second smallint, player text, detail jsonb, happened_at timestamptz)`);
  }
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
  const pastEvents: EventRow[] = [];
  // Events of the current season only: its players' records are counted from them. An older
  // season's meetings are kept for head-to-head by their score (57,000 rows instead of 31,000 took
  // another second of every seed).
  const currentSeason = new Map(world.leagues.map((l) => [l.id, l.season]));
  const addFinished = (f: Fixture) => {
    const { row, events } = finishedMatch(world, f, opts.seed);
    past.push(row);
    if (currentSeason.get(f.leagueId) === f.season) pastEvents.push(...events);
  };
  for (let day = today - WINDOW_DAYS - HISTORY_DAYS; day < today - WINDOW_DAYS; day++) {
    for (const f of fixturesOfDay(world, opts.seed, day)) {
      if (world.leagues.find((l) => l.id === f.leagueId)?.kind === 'league') addFinished(f);
    }
  }
  for (const meeting of pastMeetings(world, window)) addFinished(meeting);
  await insertInBatches(
    window.map((f) => rowOf(f, opts.seed, flags)),
    (batch) => db.insert(matches).values(batch).onConflictDoNothing(),
  );
  const written = new Set<number>();
  await insertInBatches(past, async (batch) => {
    const rows = await db
      .insert(matches)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: matches.id });
    for (const { id } of rows) written.add(id);
  });
  // Events only of the matches written now: a run over a partly seeded sport does not add them twice.
  await insertEvents(
    db,
    pastEvents.filter((e) => written.has(e.matchId)),
  );
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
