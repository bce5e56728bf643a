import type { OddsType } from '../../db/tables/odds';
import { createRandom, hashSeed, type Random } from '../../domain/random';
import {
  basketballModel,
  basketballPrices,
  footballModel,
  footballPrice,
  PRE_MATCH,
  type Margins,
  type Triple,
} from '../../domain/odds/pricing';
import { marginsOf, type ProviderSpec } from '../../domain/odds/providers';
import { SPORT } from '../../../domain/sport';
import { DAY_MS, HOUR_MS } from '../../../domain/time';

/** What the pre-match odds of one match are made from. */
export interface MatchForOdds {
  id: number;
  sport: number;
  matchTime: Date;
  /** Team strengths in [-1, 1]. */
  homeStrength: number;
  awayStrength: number;
  /** Goals (football) or points (basketball) per match in its league. */
  leagueTotal: number;
}

export interface ChangeDraft {
  values: Triple;
  changedAt: Date;
}

export interface OddsDraft {
  providerId: number;
  type: OddsType;
  opening: Triple;
  current: Triple;
  updatedAt: Date;
  /** Oldest first: the opening, then every move up to the current values. */
  changes: ChangeDraft[];
}

/** A bookmaker's view of a match: supremacy/margin and total, before its margin. */
interface View {
  edge: number;
  total: number;
}

function priceOf(type: OddsType, match: MatchForOdds, view: View, margins: Margins): Triple {
  if (match.sport === SPORT.basketball)
    return basketballPrices({ margin: view.edge, total: view.total }, PRE_MATCH, margins)[type];
  // A football view's edge is the goal supremacy, home advantage included.
  const home = Math.max(0.15, (view.total + view.edge) / 2);
  const away = Math.max(0.15, (view.total - view.edge) / 2);
  return footballPrice(type, { home, away }, PRE_MATCH, margins);
}

/** The consensus view of a match from the two strengths. */
export function viewOf(match: MatchForOdds): View {
  if (match.sport === SPORT.basketball) {
    const m = basketballModel(match.homeStrength, match.awayStrength, match.leagueTotal);
    return { edge: m.margin, total: m.total };
  }
  const m = footballModel(match.homeStrength, match.awayStrength, match.leagueTotal);
  return { edge: m.home - m.away, total: m.home + m.away };
}

/**
 * A view moved a little, `step` times further each try, so a change row never repeats the one before
 * it. The move is made to the view and priced again, never to the printed prices, so a nudged row
 * keeps the book's margin and caps like every other.
 */
function nudged(view: View, basketball: boolean, sign: number, step: number): View {
  return {
    edge: view.edge + sign * step * (basketball ? 0.5 : 0.03),
    total: view.total + sign * step * (basketball ? 1 : 0.04),
  };
}

const same = (a: Triple, b: Triple) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** Change times: the first at `start`, the rest spread towards `end`, denser near kick-off. */
function timesOf(count: number, start: number, end: number, rng: Random): Date[] {
  const rest = Array.from(
    { length: count - 1 },
    () => start + (end - start) * Math.sqrt(rng.next()),
  );
  rest.sort((a, b) => a - b);
  return [start, ...rest].map((t, i) => new Date(Math.round(t) + i));
}

/**
 * One provider's pre-match odds of one match: an opening view a little off the consensus drifts
 * towards the provider's final view in 2–10 changes, stamped between a few days before kick-off and
 * kick-off (never after `now`). Deterministic from (seed, match, provider).
 */
export function draftProviderOdds(
  seed: number,
  match: MatchForOdds,
  provider: ProviderSpec,
  now: number,
): OddsDraft[] {
  const rng = createRandom(hashSeed(seed, 'odds', match.id, provider.id));
  const basketball = match.sport === SPORT.basketball;
  const consensus = viewOf(match);
  const final: View = {
    edge: consensus.edge + rng.decimal(-1, 1, 3) * (basketball ? 1.5 : 0.12),
    total: consensus.total + rng.decimal(-1, 1, 3) * (basketball ? 3 : 0.1),
  };
  const opening: View = {
    edge: final.edge + rng.decimal(-1, 1, 3) * (basketball ? 3 : 0.35),
    total: final.total + rng.decimal(-1, 1, 3) * (basketball ? 6 : 0.25),
  };
  const margins = marginsOf(provider);
  const kickoff = match.matchTime.getTime();
  const daysBefore = provider.lotteryOnly ? rng.decimal(1, 2) : rng.decimal(2, basketball ? 3 : 5);
  const end = Math.min(kickoff - 5 * 60_000, now - 60_000);
  let start = kickoff - daysBefore * DAY_MS;
  if (end - start < HOUR_MS) start = end - rng.int(2, 12) * HOUR_MS;

  return provider.types.map((type) => {
    const count = rng.int(2, 10);
    const times = timesOf(count, start, end, rng);
    const changes: ChangeDraft[] = [];
    for (let k = 0; k < count; k++) {
      const f = count === 1 ? 1 : k / (count - 1);
      const wobble = k === 0 || k === count - 1 ? 0 : rng.decimal(-1, 1, 3);
      const view: View = {
        edge: opening.edge + (final.edge - opening.edge) * f + wobble * (basketball ? 1 : 0.06),
        total: opening.total + (final.total - opening.total) * f + wobble * (basketball ? 2 : 0.05),
      };
      let values = priceOf(type, match, view, margins);
      const previous = changes[k - 1]?.values;
      if (previous && same(previous, values)) {
        const sign = rng.chance(0.5) ? 1 : -1;
        for (let step = 1; same(previous, values) && step <= 8; step++)
          values = priceOf(type, match, nudged(view, basketball, sign, step), margins);
      }
      changes.push({ values, changedAt: times[k]! });
    }
    const last = changes[changes.length - 1]!;
    return {
      providerId: provider.id,
      type,
      opening: changes[0]!.values,
      current: last.values,
      updatedAt: last.changedAt,
      changes,
    };
  });
}
