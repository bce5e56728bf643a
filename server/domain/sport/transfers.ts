import { createRandom, hashSeed, type Random } from '../random';
import { nameStyleOf } from './names';
import {
  isWomensLeague,
  playerProfile,
  type ProfileLeague,
  type ProfilePlayer,
} from './playerProfiles';
import { addDays, ageOn, seasonBack, seasonStart } from './seasonDates';
import { SPORT } from '../../../domain/sport';

/**
 * A player's moves and the clubs of his career as world data (issue 36 §1; docs/decisions/
 * data-library.md "Players"), drawn once from his id and name like his profile. Every move falls in
 * the weeks before a season begins, the current season's included — never during it: the squads
 * are fixed for the season (world.ts), so what the matches' records say of a club's players stays
 * true of the club he is at. A career is the club of each season from these moves.
 */

export type TransferKind =
  '青训' | '选秀' | '转会' | '自由转会' | '租借' | '租借结束' | '交易' | '自由球员签约';

/** A club of the world as the moves need it: its league and the league's country. */
export interface WorldClub {
  teamId: number;
  leagueId: number;
  sport: number;
  country: string;
}

export interface MovingPlayer extends ProfilePlayer {
  teamId: number;
  /** Place in the squad's depth chart: starters cost more. */
  depth: number;
}

export interface Transfer {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The season it was made before (named in the calendar of the player's league of today). */
  season: string;
  /** Null for a first club: from its youth teams (青训) or the draft (选秀). */
  fromTeamId: number | null;
  toTeamId: number;
  kind: TransferKind;
  /** 万欧元, for a football transfer with a fee; null for every other move. */
  feeWan: number | null;
}

export interface CareerSeason {
  season: string;
  teamId: number;
  onLoan: boolean;
}

export interface PlayerMoves {
  /** Oldest first; the last one brought him to his club of today. */
  transfers: Transfer[];
  /** Newest first, from the current season back to his first. */
  career: CareerSeason[];
}

/**
 * Leagues whose first-year players come through the draft, and how many days before the season
 * it is held: the NBA's in late June, the WNBA's in mid-April.
 */
const DRAFT_DAYS_BEFORE: Readonly<Record<number, readonly [number, number]>> = {
  1: [95, 105],
  2: [15, 25],
};

/** What a first-team player costs in a league, 万欧元 (the scale a fee is drawn around). */
const FEE_SCALE: Readonly<Record<number, number>> = {
  36: 2500,
  31: 2000,
  34: 1500,
  8: 1500,
  11: 1200,
  292: 1200,
  23: 600,
  16: 500,
  37: 400,
  4: 350,
  21: 300,
  60: 150,
  25: 120,
  15: 80,
  273: 60,
};

/** A club's stay: from season index `first` (seasons before the current one) for `len` seasons. */
interface Stint {
  teamId: number;
  first: number;
  len: number;
  onLoan: boolean;
  /** Back at his club after a loan. */
  returning: boolean;
}

/**
 * The clubs a player could have come from: the same sport and circuit (the WNBA's players move
 * among its clubs), and for a league whose names are Chinese, Japanese or Korean only its own
 * country's clubs — a name tells where a player grew up (names.ts).
 */
function poolOf(league: ProfileLeague, clubs: readonly WorldClub[], teamId: number): WorldClub[] {
  const womens = isWomensLeague(league.id);
  const style = nameStyleOf(league.country);
  return clubs
    .filter(
      (c) =>
        c.sport === league.sport &&
        c.teamId !== teamId &&
        isWomensLeague(c.leagueId) === womens &&
        (style === 'foreign' ? nameStyleOf(c.country) === 'foreign' : c.country === league.country),
    )
    .sort((a, b) => a.teamId - b.teamId);
}

/** Seasons ago his current stay began: most players joined in the last few summers. */
function currentStayStart(rng: Random, debut: number): number {
  if (debut <= 8 && rng.chance(0.15)) return debut;
  let back = 0;
  while (back < debut && rng.chance(0.65)) back++;
  return back;
}

function stintsOf(
  rng: Random,
  player: MovingPlayer,
  league: ProfileLeague,
  pool: readonly WorldClub[],
  debut: number,
): Stint[] {
  const current = pool.length === 0 ? debut : currentStayStart(rng, debut);
  const home = pool.filter((c) => c.country === league.country);
  const pick = (not: number | undefined) => {
    const from = home.length > 0 && rng.chance(0.6) ? home : pool;
    const choices = from.filter((c) => c.teamId !== not);
    return (choices.length > 0 ? rng.pick(choices) : rng.pick(pool)).teamId;
  };
  const stints: Stint[] = [];
  for (let p = debut; p > current;) {
    const len = rng.int(1, Math.min(4, p - current));
    stints.push({
      teamId: pick(stints.at(-1)?.teamId),
      first: p,
      len,
      onLoan: false,
      returning: false,
    });
    p -= len;
  }
  stints.push({
    teamId: player.teamId,
    first: current,
    len: current + 1,
    onLoan: false,
    returning: false,
  });
  return stints;
}

/**
 * Football loans: a young player's long stay may hold a season away on loan and his return, and a
 * young player who joined within the last two summers may be on loan from his club before.
 */
function withLoans(
  rng: Random,
  stints: Stint[],
  pool: readonly WorldClub[],
  ageAt: (s: number) => number,
): Stint[] {
  const out: Stint[] = [];
  stints.forEach((s, i) => {
    const last = i === stints.length - 1;
    if (last && i > 0 && s.len <= 2 && ageAt(s.first) <= 24 && rng.chance(0.25)) {
      out.push({ ...s, onLoan: true });
      return;
    }
    if (s.len < 3 || ageAt(s.first) > 24 || pool.length < 2 || !rng.chance(0.2)) {
      out.push(s);
      return;
    }
    const before = rng.int(1, s.len - 2);
    const borrower = rng.pick(pool.filter((c) => c.teamId !== s.teamId)).teamId;
    out.push({ ...s, len: before });
    out.push({ teamId: borrower, first: s.first - before, len: 1, onLoan: true, returning: false });
    out.push({ ...s, first: s.first - before - 1, len: s.len - before - 1, returning: true });
  });
  return out;
}

/** How he came to a stay: his first club from its youth teams or the draft, a loan, a move. */
function moveKind(
  rng: Random,
  s: Stint,
  first: boolean,
  toLeague: number,
  sport: number,
  age: number,
): TransferKind {
  if (first) return DRAFT_DAYS_BEFORE[toLeague] ? '选秀' : '青训';
  if (s.onLoan) return '租借';
  if (s.returning) return '租借结束';
  if (sport === SPORT.basketball) return rng.chance(0.55) ? '交易' : '自由球员签约';
  // Older players more often leave at the end of a contract.
  return rng.chance(age >= 30 ? 0.5 : 0.2) ? '自由转会' : '转会';
}

function feeOf(rng: Random, toLeagueId: number, age: number, starter: boolean): number {
  const scale = FEE_SCALE[toLeagueId] ?? 100;
  const ageFactor = age <= 24 ? 1.3 : age >= 30 ? 0.5 : 1;
  // Most fees are well below the league's scale, a few far above it (squared: skewed low).
  const spread = 0.1 + 2.4 * rng.next() ** 2;
  const fee = scale * spread * ageFactor * (starter ? 1.3 : 0.7);
  return Math.max(10, Math.round(fee / 10) * 10);
}

export function playerMoves(
  player: MovingPlayer,
  league: ProfileLeague,
  clubs: readonly WorldClub[],
): PlayerMoves {
  const rng = createRandom(hashSeed('player-transfers', player.id, player.name));
  const { birthDate } = playerProfile(player, league);
  const startOf = (s: number) =>
    seasonStart({ leagueId: league.id, season: seasonBack(league.season, s) });
  const ageAt = (s: number) => ageOn(birthDate, startOf(s));
  const debut = Math.max(0, ageAt(0) - rng.int(17, 20));
  const pool = poolOf(league, clubs, player.teamId);
  const planned = stintsOf(rng, player, league, pool, debut);
  const stints = league.sport === SPORT.basketball ? planned : withLoans(rng, planned, pool, ageAt);
  const leagueOf = new Map(clubs.map((c) => [c.teamId, c.leagueId]));
  const transfers = stints.map((s, i): Transfer => {
    const previous = stints[i - 1];
    const toLeague = leagueOf.get(s.teamId) ?? league.id;
    const kind = moveKind(rng, s, previous === undefined, toLeague, league.sport, ageAt(s.first));
    const draft = DRAFT_DAYS_BEFORE[toLeague];
    return {
      // In the weeks before the season he joined for; a draft where the league holds it.
      date: addDays(
        startOf(s.first),
        kind === '选秀' && draft ? -rng.int(...draft) : -rng.int(3, 45),
      ),
      season: seasonBack(league.season, s.first),
      fromTeamId: previous?.teamId ?? null,
      toTeamId: s.teamId,
      kind,
      feeWan: kind === '转会' ? feeOf(rng, toLeague, ageAt(s.first), player.depth < 11) : null,
    };
  });
  const career: CareerSeason[] = [];
  for (let s = 0; s <= debut; s++) {
    const stint = stints.find((t) => s <= t.first && s > t.first - t.len);
    if (stint)
      career.push({
        season: seasonBack(league.season, s),
        teamId: stint.teamId,
        onLoan: stint.onLoan,
      });
  }
  return { transfers, career };
}
