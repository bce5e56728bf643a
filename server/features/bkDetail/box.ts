import type { BkStatLine } from '../../../contracts/sportdata/bkDetail';
import type { BkMatch, Side } from './match';
import { playsOf, type PeriodSpan, type Play, type SideNo, type StatKey } from './playByPlay';
import type { RosterPlayer } from './roster';
import { NOT_STARTED } from '../../../domain/sport';

export const emptyLine = (): BkStatLine => ({
  minutes: 0,
  points: 0,
  rebounds: 0,
  offensiveRebounds: 0,
  defensiveRebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fouls: 0,
  fieldGoalsMade: 0,
  fieldGoalsAttempted: 0,
  threePointsMade: 0,
  threePointsAttempted: 0,
  freeThrowsMade: 0,
  freeThrowsAttempted: 0,
});

const FIELD: Record<StatKey, Array<keyof BkStatLine>> = {
  points: ['points'],
  fgm: ['fieldGoalsMade'],
  fga: ['fieldGoalsAttempted'],
  tpm: ['threePointsMade'],
  tpa: ['threePointsAttempted'],
  ftm: ['freeThrowsMade'],
  fta: ['freeThrowsAttempted'],
  oreb: ['offensiveRebounds', 'rebounds'],
  dreb: ['defensiveRebounds', 'rebounds'],
  ast: ['assists'],
  stl: ['steals'],
  blk: ['blocks'],
  tov: ['turnovers'],
  pf: ['fouls'],
};

export const STAT_KEYS = Object.keys(emptyLine()) as Array<keyof BkStatLine>;

export function addLines(lines: readonly BkStatLine[]): BkStatLine {
  const sum = emptyLine();
  for (const line of lines) for (const key of STAT_KEYS) sum[key] += line[key];
  return sum;
}

/**
 * The period points the plays are told from. They are the row's periodScores; should those not add
 * up to the score (a feed that sends no periods), the difference goes to the last period, or to a
 * first one, so the box score always adds up to the score shown in the header.
 */
export function periodPoints(match: BkMatch): Array<[number, number]> {
  const periods = match.periodScores.map(([h, a]): [number, number] => [h, a]);
  const totals = [match.homeScore, match.awayScore] as const;
  ([0, 1] as const).forEach((side) => {
    const diff = totals[side] - periods.reduce((s, p) => s + p[side], 0);
    if (diff === 0) return;
    if (periods.length === 0) periods.push([0, 0]);
    const last = periods[periods.length - 1]!;
    if (last[side] + diff >= 0) last[side] += diff;
    else {
      // More points in the periods than in the score: keep the score, told as one period.
      periods.forEach((p) => (p[side] = 0));
      last[side] = totals[side];
    }
  });
  return periods;
}

export interface BoxScore {
  started: boolean;
  spans: PeriodSpan[];
  plays: Play[];
  /** Where the baskets come from (baskets.ts). */
  source: 'script' | 'chain';
  periods: Array<[number, number]>;
  /** playerId → line, for players who play. */
  lines: Map<number, BkStatLine>;
  totals: Record<Side, BkStatLine>;
}

const SIDE_OF: Record<SideNo, Side> = { 1: 'home', 2: 'away' };

/** The plays of the match and the lines they add up to. */
export function boxScoreOf(match: BkMatch, rosters: Record<Side, RosterPlayer[]>): BoxScore {
  const periods = periodPoints(match);
  const started = match.status !== NOT_STARTED && periods.length > 0;
  const playing = (side: Side) => rosters[side].filter((p) => p.share > 0);
  const { spans, plays, source } = started
    ? playsOf({
        matchId: match.matchId,
        seed: match.scriptSeed,
        leagueId: match.leagueId,
        quarterMinutes: match.quarterMinutes ?? 12,
        status: match.status,
        minute: match.minute,
        periods,
        rosters: { 1: playing('home'), 2: playing('away') },
      })
    : { spans: [], plays: [], source: 'chain' as const };
  const lines = new Map<number, BkStatLine>();
  for (const side of ['home', 'away'] as const)
    for (const p of rosters[side])
      if (p.injury?.status !== 'out') lines.set(p.playerId, emptyLine());
  for (const play of plays)
    for (const credit of play.credits) {
      const line = lines.get(credit.playerId);
      if (line) for (const field of FIELD[credit.stat]) line[field] += 1;
    }
  const gameSeconds = spans.reduce((s, span) => s + span.elapsed, 0);
  for (const side of ['home', 'away'] as const)
    for (const p of rosters[side]) {
      const line = lines.get(p.playerId);
      if (!line) continue;
      const minutes = Math.round((p.share * gameSeconds) / 60);
      const active = STAT_KEYS.some((key) => key !== 'minutes' && line[key] > 0);
      // Whoever did something was on court: at least a minute.
      line.minutes = active ? Math.max(1, minutes) : minutes;
    }
  const totals = (side: Side) =>
    addLines(rosters[side].flatMap((p) => lines.get(p.playerId) ?? []));
  return {
    started,
    spans,
    plays,
    source,
    periods,
    lines,
    totals: { home: totals('home'), away: totals('away') },
  };
}

export { SIDE_OF };
