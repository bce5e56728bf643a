import {
  INTERPRETATION_GAMES,
  type InterpretationGameId,
  type InterpretationSegment,
} from '../../../contracts/interpretation';
import type { Random } from '../../domain/random';
import { SPORT } from '../../../domain/sport';

// Made-up picks in the interpretation format (settled by server/features/plans's rules).
// Handicaps and lines never allow a push (no whole-number Asian lines), so a finished match always
// settles red or black.

/** Decimal odds for a probability with a bookmaker's margin, ×10000, to two decimals. */
function oddsOf(probability: number, payout = 0.9): number {
  return decimalOdds(payout / Math.max(probability, 0.001));
}

/** Decimal odds ×10000, to two decimals, kept within 1.05–99. */
function decimalOdds(decimal: number): number {
  return Math.round(Math.min(99, Math.max(1.05, decimal)) * 100) * 100;
}

/** Hong Kong odds (stake excluded) for the two sides of an Asian line, ×10000. */
function hongKongPair(random: Random): [number, number] {
  const a = random.int(80, 105);
  return [a * 100, (188 - a) * 100];
}

/** Keeps the odds of the picked options and zeroes the rest. */
function keep(odds: number[], picked: readonly number[]): number[] {
  return odds.map((value, index) => (picked.includes(index) ? value : 0));
}

/** `count` distinct options, the likelier (lower odds) ones favoured. */
function pickLikely(random: Random, odds: readonly number[], count: number): number[] {
  const order = odds
    .map((value, index) => ({ index, weight: random.next() * (200_000 / value) }))
    .sort((a, b) => b.weight - a.weight);
  return order.slice(0, count).map((o) => o.index);
}

export interface MatchForPicks {
  /** Chance of a home win, from the seed; shapes every odds of the match. */
  homeEdge: number;
}

function footballSegment(
  random: Random,
  gameId: InterpretationGameId,
  match: MatchForPicks,
): InterpretationSegment {
  const ph = match.homeEdge;
  const pd = 0.27 - Math.abs(ph - 0.4) * 0.2;
  const pa = Math.max(0.08, 1 - ph - pd);
  switch (gameId) {
    case 4071: {
      const odds = [oddsOf(ph), oddsOf(pd), oddsOf(pa)];
      return {
        gameId,
        handicap: null,
        odds: keep(odds, pickLikely(random, odds, random.int(1, 2))),
      };
    }
    case 4076: {
      const handicap = ph >= 0.45 ? -1 : 1;
      const win = handicap < 0 ? ph * 0.5 : ph + pd * 0.9;
      const draw = handicap < 0 ? ph * 0.35 : pa * 0.35;
      const odds = [oddsOf(win), oddsOf(draw), oddsOf(Math.max(0.08, 1 - win - draw))];
      return { gameId, handicap, odds: keep(odds, pickLikely(random, odds, random.int(1, 2))) };
    }
    case 4072: {
      const base = [9.5, 4.6, 3.3, 3.4, 5.6, 10, 19, 28];
      const odds = base.map((b) => decimalOdds(b * random.decimal(0.9, 1.1)));
      const start = random.int(1, 3);
      return { gameId, handicap: null, odds: keep(odds, [start, start + 1]) };
    }
    case 4073: {
      const values = INTERPRETATION_GAMES[4073].values;
      const odds = values.map((label) => {
        const [h, a] = label.split(':').map(Number);
        if (h === undefined || a === undefined || Number.isNaN(h) || Number.isNaN(a)) {
          return random.int(40, 120) * 10_000;
        }
        const goals = h + a;
        const lean = h > a ? ph : h < a ? pa : pd;
        return oddsOf((0.3 * lean) / (1 + goals * goals * 0.35), 0.75);
      });
      return {
        gameId,
        handicap: null,
        odds: keep(odds, pickLikely(random, odds, random.int(2, 3))),
      };
    }
    case 4074: {
      const first = [ph * 0.8, 0.42, pa * 0.8];
      const odds = [0, 1, 2].flatMap((half) =>
        [ph, pd, pa].map((full, fi) =>
          oddsOf((first[half] ?? 0.3) * full * (half === fi ? 2 : 0.6), 0.85),
        ),
      );
      return {
        gameId,
        handicap: null,
        odds: keep(odds, pickLikely(random, odds, random.int(1, 2))),
      };
    }
    case 4078: {
      const size = random.pick([0.25, 0.5, 0.75, 1.25, 1.5]);
      const handicap = ph >= pa ? -size : size;
      return { gameId, handicap, odds: keep(hongKongPair(random), [random.int(0, 1)]) };
    }
    case 4079: {
      const handicap = random.pick([2.25, 2.5, 2.5, 2.75, 3.25]);
      return { gameId, handicap, odds: keep(hongKongPair(random), [random.int(0, 1)]) };
    }
    default:
      throw new Error(`not a football game: ${gameId}`);
  }
}

function basketballSegment(
  random: Random,
  gameId: InterpretationGameId,
  match: MatchForPicks,
): InterpretationSegment {
  const ph = match.homeEdge;
  switch (gameId) {
    case 4061: {
      const odds = [oddsOf(ph, 0.92), oddsOf(1 - ph, 0.92)];
      return { gameId, handicap: null, odds: keep(odds, pickLikely(random, odds, 1)) };
    }
    case 4062: {
      const handicap = Math.round((0.5 - ph) * 30) + 0.5 * (random.chance(0.5) ? 1 : -1);
      const odds = [random.int(170, 182) * 100, random.int(170, 182) * 100];
      return { gameId, handicap, odds: keep(odds, [random.int(0, 1)]) };
    }
    case 4063: {
      // Typical margin-band odds for an even match, shortened for the stronger side.
      const bands = [4.2, 3.9, 5.2, 8, 13, 16];
      const home = bands.map((b) => decimalOdds(b / (ph * 2)));
      const away = bands.map((b) => decimalOdds(b / ((1 - ph) * 2)));
      const side = random.chance(ph) ? 0 : 6;
      const band = random.int(0, 3);
      return {
        gameId,
        handicap: null,
        odds: keep([...home, ...away], [side + band, side + band + 1]),
      };
    }
    case 4064: {
      const handicap = random.int(190, 235) + 0.5;
      const odds = [random.int(170, 182) * 100, random.int(170, 182) * 100];
      return { gameId, handicap, odds: keep(odds, [random.int(0, 1)]) };
    }
    default:
      throw new Error(`not a basketball game: ${gameId}`);
  }
}

export interface PickOptions {
  sport: 1 | 2;
  /** Games this pick may use. */
  games: readonly InterpretationGameId[];
  /** At most this many segments. */
  maxSegments: number;
}

/** One to maxSegments segments on distinct games. */
export function buildSegments(
  random: Random,
  match: MatchForPicks,
  options: PickOptions,
): InterpretationSegment[] {
  const count = Math.min(options.games.length, random.chance(0.7) ? 1 : options.maxSegments);
  return random
    .shuffle(options.games)
    .slice(0, Math.max(1, count))
    .map((gameId) =>
      options.sport === SPORT.football
        ? footballSegment(random, gameId, match)
        : basketballSegment(random, gameId, match),
    );
}
