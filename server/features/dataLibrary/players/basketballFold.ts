import { bkStatLineSchema, type BkStatLine } from '../../../../contracts/sportdata/bkDetail';
import type { BasketballFigures } from '../../../../contracts/sportdata/players';

/**
 * A basketball player's season folded from his box-score lines (pure; docs/decisions/
 * data-library.md "Players"). A line is what the basketball detail's box score gives him for a
 * finished game (bkDetail/box.ts): the season is their sum, per game over the games he played.
 */

/** One player's line of one game. */
export interface BoxEntry {
  playerId: number;
  teamId: number;
  isStarter: boolean;
  line: BkStatLine;
}

/** A finished game with every line of it. */
export interface MatchBox {
  matchId: number;
  season: string;
  matchTime: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  entries: BoxEntry[];
}

export const STAT_FIELDS = Object.keys(bkStatLineSchema.shape) as Array<keyof BkStatLine>;

export function emptyStatLine(): BkStatLine {
  return Object.fromEntries(STAT_FIELDS.map((k) => [k, 0])) as BkStatLine;
}

export function sumLines(lines: readonly BkStatLine[]): BkStatLine {
  const sum = emptyStatLine();
  for (const line of lines) for (const key of STAT_FIELDS) sum[key] += line[key];
  return sum;
}

/** He took the court: minutes on it, or anything on his line. */
export function playedIn(line: BkStatLine): boolean {
  return STAT_FIELDS.some((key) => line[key] > 0);
}

/**
 * Efficiency, the contribution of rank type 8 (the NBA's EFF): points + rebounds + assists +
 * steals + blocks − missed field goals − missed free throws − turnovers.
 */
export function efficiencyOf(line: BkStatLine): number {
  return (
    line.points +
    line.rebounds +
    line.assists +
    line.steals +
    line.blocks -
    (line.fieldGoalsAttempted - line.fieldGoalsMade) -
    (line.freeThrowsAttempted - line.freeThrowsMade) -
    line.turnovers
  );
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Made ÷ attempted in percent, one decimal; 0 without an attempt. */
export function percentOf(made: number, attempted: number): number {
  return attempted > 0 ? oneDecimal((made * 100) / attempted) : 0;
}

export function perGame(total: number, games: number): number {
  return games > 0 ? oneDecimal(total / games) : 0;
}

/** The season's figures of the games he played (entries of games he sat out are not counted). */
export function basketballFigures(entries: readonly BoxEntry[]): BasketballFigures {
  const played = entries.filter((e) => playedIn(e.line));
  const totals = sumLines(played.map((e) => e.line));
  const games = played.length;
  return {
    games,
    starts: played.filter((e) => e.isStarter).length,
    minutes: perGame(totals.minutes, games),
    points: perGame(totals.points, games),
    rebounds: perGame(totals.rebounds, games),
    assists: perGame(totals.assists, games),
    steals: perGame(totals.steals, games),
    blocks: perGame(totals.blocks, games),
    turnovers: perGame(totals.turnovers, games),
    fouls: perGame(totals.fouls, games),
    efficiency: perGame(efficiencyOf(totals), games),
    fieldGoalPercent: percentOf(totals.fieldGoalsMade, totals.fieldGoalsAttempted),
    threePointPercent: percentOf(totals.threePointsMade, totals.threePointsAttempted),
    freeThrowPercent: percentOf(totals.freeThrowsMade, totals.freeThrowsAttempted),
    totals,
  };
}
