import { europeOutcomeNames, type KellyFigures } from '../../../contracts/sportdata/specialData';
import type { Database } from '../../db/database';
import { kellySeries, marketMoments, thinSeries } from '../../domain/odds/bookTimeline';
import { kellyTable, type KellyBook, type KellyTable } from '../../domain/odds/specialIndices';
import { GatewayError } from '../../platform/gateway/errors';
import { ODDS_NOT_FOUND } from '../../../contracts/refusals';
import {
  changesByOdds,
  findMatch,
  groupedBy,
  historyOf,
  inPrimaryOrder,
  kellyIndex,
  kellyVariance,
  matchOut,
  outcomesOf,
  percent,
} from './market';
import { booksOf, changesOf } from './queries';
import { pageOut, todayMatches, type ListPage } from './todayList';

// 凯利指数 (issue 36 §2): every book's Kelly indices against the books' mean probabilities, on the
// opening odds and now; one book's over time; the lists (docs/decisions/special-data.md "Kelly").

/** A book's figures on the wire: percentages and indices rounded. */
function figuresOut(odds: readonly number[], book: KellyBook): KellyFigures {
  return {
    odds: [...odds],
    returnRate: percent(book.returnRate),
    probabilities: book.probabilities.map(percent),
    kelly: book.kelly.map(kellyIndex),
  };
}

/** The market's figures on the wire. */
function summaryOut(table: KellyTable) {
  return {
    books: table.books.length,
    meanProbabilities: table.meanProbabilities.map(percent),
    kellyMean: table.kellyMean.map(kellyIndex),
    kellyVariance: table.kellyVariance.map(kellyVariance),
  };
}

/** getkellyDetail. */
export async function kellyDetail(db: Database, matchId: number) {
  const match = await findMatch(db, matchId);
  const books = inPrimaryOrder(await booksOf(db, [matchId], 'europe'));
  const openingOdds = books.map((b) => outcomesOf(match.sport, b.opening));
  const nowOdds = books.map((b) => outcomesOf(match.sport, b.current));
  const opening = kellyTable(openingOdds);
  const now = kellyTable(nowOdds);
  return {
    match: matchOut(match),
    outcomes: [...europeOutcomeNames(match.sport)],
    list: books.map((b, i) => ({
      oddsId: b.oddsId,
      providerId: b.providerId,
      providerName: b.providerName,
      opening: figuresOut(openingOdds[i]!, opening.books[i]!),
      now: figuresOut(nowOdds[i]!, now.books[i]!),
      changeTime: b.updatedAt.getTime(),
    })),
    opening: summaryOut(opening),
    now: summaryOut(now),
  };
}

/** getKellyChangeList: the book's Kelly indices after every move of any book, oldest first. */
export async function kellyChange(db: Database, matchId: number, providerId: number) {
  const match = await findMatch(db, matchId);
  const books = inPrimaryOrder(await booksOf(db, [matchId], 'europe'));
  const index = books.findIndex((b) => b.providerId === providerId);
  if (index < 0)
    throw new GatewayError(ODDS_NOT_FOUND.status, ODDS_NOT_FOUND.code, ODDS_NOT_FOUND.msg);
  const changes = changesByOdds(
    await changesOf(
      db,
      books.map((b) => b.oddsId),
    ),
  );
  const read = (t: Parameters<typeof outcomesOf>[1]) => outcomesOf(match.sport, t);
  const moments = marketMoments(books.map((b) => historyOf(b, changes.get(b.oddsId), read)));
  const book = books[index]!;
  return {
    match: matchOut(match),
    outcomes: [...europeOutcomeNames(match.sport)],
    oddsId: book.oddsId,
    providerId: book.providerId,
    providerName: book.providerName,
    list: thinSeries(kellySeries(moments, index)).map((p) => ({
      ...figuresOut(p.odds, p),
      t: p.t,
      matchState: p.state,
    })),
  };
}

/** getKellyMatchList, getBkKellyMatchList: today's matches with the market's Kelly figures now. */
export async function kellyList(db: Database, sport: number, now: number, page: ListPage) {
  const { total, rows } = await todayMatches(db, sport, now, page);
  const books = groupedBy(
    await booksOf(
      db,
      rows.map((m) => m.matchId),
      'europe',
    ),
    (b) => b.matchId,
  );
  return {
    ...pageOut(page, total),
    list: rows.map((m) => ({
      match: matchOut(m),
      now: summaryOut(
        kellyTable((books.get(m.matchId) ?? []).map((b) => outcomesOf(m.sport, b.current))),
      ),
    })),
  };
}
