import { PRIMARY_PROVIDER_IDS } from '../../../contracts/sportdata/odds';
import { SPORT } from '../../../domain/sport';
import type { DbOrTx } from '../../db/database';
import type { BookMove } from '../../domain/odds/bookTimeline';
import type { ExchangeMatch } from '../../domain/odds/exchangeVolumes';
import type { Triple } from '../../domain/odds/pricing';
import { roundTo } from '../../domain/odds/specialIndices';
import { GatewayError } from '../../platform/gateway/errors';
import { matchesOf, type BookRow, type ChangeRow, type SpecialMatchRow } from './queries';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';

// How the special pages read the stored rows: a book's outcomes, its history, the match as the
// exchange's model and the wire see it, and the rounding of every figure (docs/decisions/special-data.md).

/** The europe outcomes a stored triple prices: basketball's draw, stored as 0, is none. */
export function outcomesOf(sport: number, t: Triple): number[] {
  return sport === SPORT.basketball ? [t[0], t[2]] : [t[0], t[1], t[2]];
}

const primaryRank = (providerId: number) => {
  const rank = (PRIMARY_PROVIDER_IDS as readonly number[]).indexOf(providerId);
  return rank < 0 ? PRIMARY_PROVIDER_IDS.length : rank;
};

/** Books in the order every odds page shows them: the main providers first, then by id. */
export function inPrimaryOrder<T extends { providerId: number }>(books: readonly T[]): T[] {
  return [...books].sort(
    (a, b) => primaryRank(a.providerId) - primaryRank(b.providerId) || a.providerId - b.providerId,
  );
}

/** Rows grouped by a key, each group in the order read. */
export function groupedBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const by = new Map<number, T[]>();
  for (const row of rows) {
    const list = by.get(key(row));
    if (list) list.push(row);
    else by.set(key(row), [row]);
  }
  return by;
}

/** Each odds row's changes, oldest first as read. */
export const changesByOdds = (changes: readonly ChangeRow[]) => groupedBy(changes, (c) => c.oddsId);

/**
 * A book's history as the timeline reads it, each move read by `read`. A book always has its
 * opening among its changes (the seed writes it first); one without any opens at its last update.
 */
export function historyOf(
  book: BookRow,
  changes: readonly ChangeRow[] | undefined,
  read: (t: Triple) => number[],
): BookMove[] {
  if (!changes?.length)
    return [{ t: book.updatedAt.getTime(), values: read(book.current), state: '即' }];
  return changes.map((c) => ({ t: c.at.getTime(), values: read(c.values), state: c.state }));
}

/** The match as the exchange's model reads it. */
export function exchangeMatchOf(m: SpecialMatchRow): ExchangeMatch {
  return {
    id: m.matchId,
    seed: m.scriptSeed,
    sport: m.sport,
    status: m.status,
    kickoff: m.matchTime.getTime(),
    isHot: m.isHot,
    onLottery: m.gameTabs.length > 0,
  };
}

/** The match on the wire (contracts/sportdata/specialData.ts specialMatchSchema). */
export function matchOut(m: SpecialMatchRow) {
  return {
    matchId: m.matchId,
    sport: m.sport,
    leagueName: m.leagueName,
    homeName: m.homeName,
    awayName: m.awayName,
    matchTime: m.matchTime.getTime(),
    status: m.status,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
  };
}

/** One match, or 404 match_not_found. */
export async function findMatch(db: DbOrTx, matchId: number): Promise<SpecialMatchRow> {
  const [row] = await matchesOf(db, [matchId]);
  if (!row) throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  return row;
}

/** The wire's roundings. */
export const percent = (fraction: number) => roundTo(fraction * 100, 2);
export const price = (x: number) => roundTo(x, 2);
export const kellyIndex = (x: number) => roundTo(x, 3);
export const kellyVariance = (x: number) => roundTo(x, 6);
export const oddsMean = (x: number) => roundTo(x, 3);
export const oddsVariance = (x: number) => roundTo(x, 4);
