import { createRandom, hashSeed, type Random } from '../domain/random';
import {
  pointsPerMinute,
  scoringOfQuarter,
  type BasketballScoring,
} from '../domain/sport/basketballScoring';

/**
 * A basketball match told in advance: periods with their real-time length, and every basket with
 * the moment it falls. Game-clock time runs about 2.2× slower than real time (stoppages), so a
 * 12-minute quarter lasts about 26 minutes.
 */
export interface BasketballScript {
  sport: 2;
  quarterMinutes: number;
  /** Periods in order: 4 quarters then overtimes of 5 minutes. */
  periods: Array<{ start: number; length: number; gameSeconds: number }>;
  /** Baskets: when (seconds since tip-off), which side, how many points. */
  baskets: Array<{ at: number; side: 1 | 2; points: 1 | 2 | 3 }>;
  postponed: boolean;
  end: number;
}

export const REAL_PER_GAME_SECOND = 2.2;
const QUARTER_BREAK = 2 * 60;
const HALF_TIME = 15 * 60;

/**
 * Who plays, and how their league scores: its own scoring (catalogue.ts) — or, for a caller that
 * knows only the quarter length, the typical league of that length.
 */
export type BasketballScriptMatch = { id: number; homeRating: number; awayRating: number } & (
  { scoring: BasketballScoring } | { quarterMinutes: number }
);

/** A draw of about a normal distribution (the sum of three uniforms): mean 0, deviation `sd`. */
function roughlyNormal(rng: Random, sd: number): number {
  return (rng.next() + rng.next() + rng.next() - 1.5) * 2 * sd;
}

export function basketballScript(seed: number, match: BasketballScriptMatch): BasketballScript {
  const rng = createRandom(hashSeed(seed, 'basketball', match.id));
  const scoring = 'scoring' in match ? match.scoring : scoringOfQuarter(match.quarterMinutes);
  const q = scoring.quarterMinutes;
  const periods: BasketballScript['periods'] = [];
  const baskets: BasketballScript['baskets'] = [];
  let cursor = 0;
  const totals = [0, 0];
  // Points a side scores per game minute in its league: an NBA side about 114 in 48 minutes, a CBA
  // side about 102 in as many (a slower pace), a WNBA or EuroLeague side about 82 in 40.
  const perMinute = pointsPerMinute(scoring);
  const addPeriod = (gameMinutes: number, index: number) => {
    const gameSeconds = gameMinutes * 60;
    const length = Math.round(gameSeconds * REAL_PER_GAME_SECOND);
    periods.push({ start: cursor, length, gameSeconds });
    // The league's game-to-game spreads, shared out over the minutes (variances add up): a pace both
    // sides play at moves the total, each side's own form moves the margin.
    const share = gameMinutes / (4 * q);
    const ownSd = (scoring.marginSpread / Math.SQRT2) * Math.sqrt(share);
    const paceSd =
      (Math.sqrt(Math.max(0, scoring.totalSpread ** 2 - scoring.marginSpread ** 2)) / 2) *
      Math.sqrt(share);
    const pace = roughlyNormal(rng, paceSd);
    for (const side of [1, 2] as const) {
      const own = side === 1 ? match.homeRating : match.awayRating;
      const other = side === 1 ? match.awayRating : match.homeRating;
      // A rating point is worth 1/360 of a side's points: ratings span about 35, so the strongest
      // meet the weakest about 20 points ahead, and margins over 30 stay rare, as in the NBA
      // (issue 31 item 11: a weight of 1/120 made scores like 141-84).
      // Home advantage: 1.5% between the sides (about 2 NBA points), the total left as the league's.
      const home = side === 1 ? 0.0075 : -0.0075;
      const mean = gameMinutes * perMinute * (1 + (own - other) / 360 + home);
      let points = Math.max(4, Math.round(mean + pace + roughlyNormal(rng, ownSd)));
      while (points > 0) {
        const value = points >= 3 && rng.chance(0.36) ? 3 : points >= 2 && rng.chance(0.85) ? 2 : 1;
        baskets.push({ at: cursor + rng.int(5, length - 1), side, points: value });
        points -= value;
        totals[side - 1] = (totals[side - 1] ?? 0) + value;
      }
    }
    cursor += length + (index === 1 ? HALF_TIME : QUARTER_BREAK);
  };
  for (let i = 0; i < 4; i++) addPeriod(q, i);
  // Overtime until somebody wins: a tie after a period adds one basket to a side at its end.
  let overtime = 0;
  while (totals[0] === totals[1]) {
    if (overtime === 0 && rng.chance(0.5)) {
      const last = periods[periods.length - 1];
      const side = rng.chance(0.5) ? 1 : 2;
      baskets.push({ at: (last?.start ?? 0) + (last?.length ?? 0) - 3, side, points: 2 });
      totals[side - 1] = (totals[side - 1] ?? 0) + 2;
      break;
    }
    overtime++;
    addPeriod(5, 4 + overtime);
  }
  baskets.sort((a, b) => a.at - b.at);
  const last = periods[periods.length - 1];
  return {
    sport: 2,
    quarterMinutes: q,
    periods,
    baskets,
    postponed: rng.chance(0.01),
    end: (last?.start ?? 0) + (last?.length ?? 0),
  };
}
