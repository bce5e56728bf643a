import type { MatchResult, RecordSummary } from '../../../contracts/sportdata/analysis';
import { SPORT } from '../../../domain/sport';

/** Finished status codes (product-spec §4): football 2, basketball -1. */
export const FINISHED_STATUS: Record<number, number> = { 1: 2, 2: -1 };

export function finishedStatus(sport: number): number {
  return FINISHED_STATUS[sport] ?? 2;
}

/** Win, draw or loss for a side that scored `goalsFor` and conceded `goalsAgainst`. */
export function resultOf(goalsFor: number, goalsAgainst: number): MatchResult {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
const average = (sum: number, count: number) =>
  count === 0 ? 0 : Math.round((sum / count) * 100) / 100;

/**
 * A record over matches given newest first, each as the goals for and against one team. Football
 * counts 3 points a win and 1 a draw; basketball has no points (null).
 */
export function summarize(
  games: ReadonlyArray<{ goalsFor: number; goalsAgainst: number }>,
  sport: number,
): RecordSummary {
  const form = games.map((g) => resultOf(g.goalsFor, g.goalsAgainst));
  const won = form.filter((r) => r === 'W').length;
  const drawn = form.filter((r) => r === 'D').length;
  const lost = form.length - won - drawn;
  const goalsFor = games.reduce((s, g) => s + g.goalsFor, 0);
  const goalsAgainst = games.reduce((s, g) => s + g.goalsAgainst, 0);
  const football = sport !== SPORT.basketball;
  return {
    played: games.length,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    goalDiff: goalsFor - goalsAgainst,
    points: football ? won * 3 + drawn : null,
    winPercent: percent(won, games.length),
    avgGoalsFor: average(goalsFor, games.length),
    avgGoalsAgainst: average(goalsAgainst, games.length),
    cleanSheets: football ? games.filter((g) => g.goalsAgainst === 0).length : 0,
    failedToScore: football ? games.filter((g) => g.goalsFor === 0).length : 0,
    form,
  };
}

/** Basketball games behind the leader: half the sum of the win and loss gaps. */
export function gamesBehind(
  leader: { won: number; lost: number },
  row: { won: number; lost: number },
): number {
  return (leader.won - row.won + (row.lost - leader.lost)) / 2;
}
