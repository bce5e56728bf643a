import { createRandom, hashSeed } from '../../domain/random';
import { matchIdOf, monthOfDay, weekdayOf } from '../../domain/calendar';
import { dayIndexStart } from '../../../domain/time';
import { keepsRest } from './rest';
import type { LeagueSpec } from '../../domain/sport/catalogue';
import type { TeamSpec, World } from '../../domain/sport/world';
import { SPORT } from '../../../domain/sport';

/** One fixture as the seed writes it; results come from the simulator's script. */
export interface Fixture {
  id: number;
  leagueId: number;
  sport: 1 | 2;
  homeTeamId: number;
  awayTeamId: number;
  matchTime: number;
  round: string;
  /** The league's season; meetings of earlier seasons (head-to-head history) carry theirs. */
  season: string;
  gameTabs: number[];
  lotteryNo: string | null;
  isHot: boolean;
  isVideo: boolean;
  isCartoon: boolean;
  redStatus: number;
}

const BIG_FIVE = new Set([36, 31, 34, 8, 11]);
const HOT_LEAGUES = new Set([36, 31, 34, 8, 11, 103, 60, 1, 3]);

function hourToMs(hour: number): number {
  return Math.round(hour * 60) * 60_000;
}

/** Pairs of a round-robin round by the circle method (a bye when the count is odd). */
export function roundRobinPairs<T>(items: readonly T[], round: number): Array<[T, T]> {
  const list: Array<T | null> = [...items];
  if (list.length % 2) list.push(null);
  const n = list.length;
  const r = round % (n - 1);
  const fixed = list[0] ?? null;
  const rest = list.slice(1);
  const rotated = [...rest.slice(rest.length - r), ...rest.slice(0, rest.length - r)];
  const circle = [fixed, ...rotated];
  const pairs: Array<[T, T]> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i] ?? null;
    const b = circle[n - 1 - i] ?? null;
    if (a === null || b === null) continue;
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

type Pair = [TeamSpec, TeamSpec];

/** Whether a competition plays on a day: its cadence, within its season's months. */
export function playsOn(league: LeagueSpec, day: number): boolean {
  return (day + league.phase) % league.every === 0 && league.months.includes(monthOfDay(day));
}

/** A league's pairs of a day it plays. */
function leaguePairs(world: World, league: LeagueSpec, seed: number, day: number): Pair[] {
  const teams = world.teamsOfLeague.get(league.id) ?? [];
  if (league.sport === SPORT.basketball) {
    // Basketball plays most days with part of the league: back-to-backs happen as in real life.
    const rng = createRandom(hashSeed(seed, 'pairs', league.id, day));
    const drawn = rng.shuffle(teams).slice(0, Math.min(teams.length, (league.perDay ?? 5) * 2));
    const pairs: Pair[] = [];
    for (let i = 0; i + 1 < drawn.length; i += 2)
      pairs.push([drawn[i] as TeamSpec, drawn[i + 1] as TeamSpec]);
    return pairs;
  }
  return roundRobinPairs(teams, Math.floor(day / league.every));
}

/**
 * A cup's ties of a day. They take the place of some of the entrant leagues' matches that day: the
 * cup draws whole league pairs still unplayed in `rounds` (removing them), then pairs the clubs
 * afresh. A club's match days are thus only its league's, three days apart, whatever it enters —
 * the calendar never books it twice within its rest (issue 31 item 5, rest.ts).
 */
function cupTies(cup: LeagueSpec, seed: number, day: number, rounds: Map<number, Pair[]>): Pair[] {
  const rng = createRandom(hashSeed(seed, 'pairs', cup.id, day));
  const open = (cup.entrants ?? []).flatMap((leagueId) =>
    (rounds.get(leagueId) ?? []).map((pair) => ({ leagueId, pair })),
  );
  const taken = rng.shuffle(open).slice(0, cup.perDay ?? 4);
  // One pair would only meet again as a cup tie: no cup that day.
  if (taken.length < 2) return [];
  for (const { leagueId, pair } of taken)
    rounds.set(
      leagueId,
      (rounds.get(leagueId) ?? []).filter((p) => p !== pair),
    );
  return taken.map(({ pair }, i) => {
    const next = taken[(i + 1) % taken.length]?.pair ?? pair;
    const tie: Pair = [pair[0], next[1]];
    return rng.chance(0.5) ? tie : [tie[1], tie[0]];
  });
}

/** Each competition's pairs of a day: leagues' rounds first, then the cups that replace some. */
function pairsOfDay(world: World, seed: number, day: number): Map<number, Pair[]> {
  const playing = world.leagues.filter((l) => playsOn(l, day));
  const pairs = new Map<number, Pair[]>();
  for (const league of playing)
    if (league.kind === 'league') pairs.set(league.id, leaguePairs(world, league, seed, day));
  for (const cup of playing)
    if (cup.kind === 'cup') pairs.set(cup.id, cupTies(cup, seed, day, pairs));
  return pairs;
}

/** Every fixture of one Beijing day (kick-offs after midnight belong to the next calendar day). */
export function fixturesOfDay(world: World, seed: number, day: number): Fixture[] {
  const fixtures: Fixture[] = [];
  const pairsOf = pairsOfDay(world, seed, day);
  for (const league of world.leagues) {
    const pairs = pairsOf.get(league.id) ?? [];
    pairs.forEach(([home, away], n) => {
      const rng = createRandom(hashSeed(seed, 'fixture', league.id, day, n));
      const slot =
        league.sport === SPORT.basketball
          ? (league.kickoffs[home.id % league.kickoffs.length] ?? 8)
          : rng.pick(league.kickoffs);
      const start = dayIndexStart(day) + hourToMs(slot) + (slot < 6 ? 86_400_000 : 0);
      const hot = HOT_LEAGUES.has(league.id) && rng.chance(0.35);
      const gameTabs: number[] = [];
      if (league.lottery && league.sport === SPORT.football) {
        if (rng.chance(0.55)) gameTabs.push(407);
        if (rng.chance(0.7)) gameTabs.push(401);
        if (BIG_FIVE.has(league.id) && rng.chance(0.4)) gameTabs.push(405);
      }
      if (league.lottery && league.sport === SPORT.basketball) gameTabs.push(406);
      fixtures.push({
        id: matchIdOf(day, league.id, n),
        leagueId: league.id,
        sport: league.sport,
        homeTeamId: home.id,
        awayTeamId: away.id,
        matchTime: start,
        round:
          league.kind === 'cup'
            ? '小组赛'
            : league.sport === SPORT.football
              ? `第${(Math.floor(day / league.every) % 38) + 1}轮`
              : '常规赛',
        season: league.season,
        gameTabs,
        lotteryNo: null,
        isHot: hot,
        // No broadcast rights in the demo world: see server/features/matches/video.ts.
        isVideo: false,
        isCartoon: league.sport === SPORT.football ? rng.chance(0.7) : rng.chance(0.3),
        redStatus: league.sport === SPORT.football && hot && rng.chance(0.6) ? 1 : 0,
      });
    });
  }
  // Jingcai numbers run through the day in kick-off order: 周一001, 周一002 …
  const jingcai = fixtures.filter((f) => f.gameTabs.includes(407) || f.gameTabs.includes(406));
  jingcai.sort((a, b) => a.matchTime - b.matchTime || a.id - b.id);
  jingcai.forEach((f, i) => (f.lotteryNo = `${weekdayOf(day)}${String(i + 1).padStart(3, '0')}`));
  return fixtures;
}

/**
 * Moves some of the start day's fixtures so that, whenever the server starts, a few matches are
 * under way, one is about to start and more follow (issue 3 §3: lists are never empty of live play).
 * A fixture moves only where its clubs keep their rest from their matches of the other days given.
 */
export function layOutAroundStart(
  fixtures: Fixture[],
  startMs: number,
  otherDays: readonly Fixture[] = [],
): void {
  const anchor = Math.floor(startMs / 300_000) * 300_000;
  const plan = [
    { sport: 1, offsets: [-100, -80, -55, -35, -15, -5, 5, 20, 40] },
    { sport: 2, offsets: [-70, -40, -15, 10, 30] },
  ];
  const moved = new Set<number>();
  for (const { sport, offsets } of plan) {
    const candidates = fixtures.filter((f) => f.sport === sport).sort((a, b) => a.id - b.id);
    offsets.forEach((minutes, i) => {
      const at = anchor + minutes * 60_000;
      const f = candidates
        .slice(i * 2)
        .find((c) => !moved.has(c.id) && keepsRest(c, at, otherDays));
      if (!f) return;
      moved.add(f.id);
      f.matchTime = at;
    });
  }
}
