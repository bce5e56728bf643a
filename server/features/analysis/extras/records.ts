import type { MatchResult, RecordSummary } from '../../../../contracts/sportdata/analysis';
import { SPORT } from '../../../../domain/sport';

/** Records and their words, shared by the ability, the intelligence and the tips. */

/** "6胜2平2负" in football; "7胜3负" in basketball, which has no draws. */
export function recordText(r: Pick<RecordSummary, 'won' | 'drawn' | 'lost'>, sport: number) {
  return sport === SPORT.basketball ? `${r.won}胜${r.lost}负` : `${r.won}胜${r.drawn}平${r.lost}负`;
}

/** How many results at the head of `form` (newest first) pass `test`. */
export function runLength(form: readonly MatchResult[], test: (r: MatchResult) => boolean) {
  let n = 0;
  while (n < form.length && test(form[n]!)) n++;
  return n;
}

/** A number as fans read it: at most `digits` decimals, no trailing zeros (1.5, 2, 112.3). */
export function decimal(n: number, digits = 1): string {
  const f = 10 ** digits;
  return String(Math.round(n * f) / f);
}

/** The same record seen from the other side: wins become losses. */
export function reversed(r: RecordSummary): RecordSummary {
  return {
    ...r,
    won: r.lost,
    lost: r.won,
    goalsFor: r.goalsAgainst,
    goalsAgainst: r.goalsFor,
    goalDiff: -r.goalDiff,
    points: r.points === null ? null : r.lost * 3 + r.drawn,
    winPercent: r.played === 0 ? 0 : Math.round((r.lost / r.played) * 1000) / 10,
    avgGoalsFor: r.avgGoalsAgainst,
    avgGoalsAgainst: r.avgGoalsFor,
    cleanSheets: r.failedToScore,
    failedToScore: r.cleanSheets,
    form: r.form.map((x) => (x === 'W' ? 'L' : x === 'L' ? 'W' : 'D')),
  };
}
