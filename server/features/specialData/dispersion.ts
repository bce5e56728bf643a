import { europeOutcomeNames } from '../../../contracts/sportdata/specialData';
import type { Database } from '../../db/database';
import { dispersionSeries, marketMoments, thinSeries } from '../../domain/odds/bookTimeline';
import { dispersionOf } from '../../domain/odds/specialIndices';
import {
  changesByOdds,
  findMatch,
  groupedBy,
  historyOf,
  inPrimaryOrder,
  matchOut,
  oddsMean,
  oddsVariance,
  outcomesOf,
} from './market';
import { booksOf, changesOf, type BookRow } from './queries';
import { pageOut, todayMatches, type ListPage } from './todayList';

// 离散度 (issue 36 §2): the variance of the books' odds of each outcome, at the openings, now and
// after every move (docs/decisions/special-data.md "Dispersion").

/** The dispersion of a set of books' odds, on the wire. */
function figuresOut(books: ReadonlyArray<readonly number[]>) {
  const d = dispersionOf(books);
  return {
    books: books.length,
    mean: d.mean.map(oddsMean),
    variance: d.variance.map(oddsVariance),
  };
}

const openingAndNow = (sport: number, books: readonly BookRow[]) => ({
  opening: figuresOut(books.map((b) => outcomesOf(sport, b.opening))),
  now: figuresOut(books.map((b) => outcomesOf(sport, b.current))),
});

/** getFtDiscreteIndex (any sport: basketball's two outcomes too). */
export async function discreteIndex(db: Database, matchId: number) {
  const match = await findMatch(db, matchId);
  const books = inPrimaryOrder(await booksOf(db, [matchId], 'europe'));
  const changes = changesByOdds(
    await changesOf(
      db,
      books.map((b) => b.oddsId),
    ),
  );
  const read = (t: Parameters<typeof outcomesOf>[1]) => outcomesOf(match.sport, t);
  const moments = marketMoments(books.map((b) => historyOf(b, changes.get(b.oddsId), read)));
  return {
    match: matchOut(match),
    outcomes: [...europeOutcomeNames(match.sport)],
    ...openingAndNow(match.sport, books),
    list: thinSeries(dispersionSeries(moments)).map((p) => ({
      t: p.t,
      matchState: p.state,
      books: p.books,
      mean: p.mean.map(oddsMean),
      variance: p.variance.map(oddsVariance),
    })),
    books: books.map((b) => ({
      providerId: b.providerId,
      providerName: b.providerName,
      opening: read(b.opening),
      now: read(b.current),
    })),
  };
}

/** getDiscreteMatchList, getBkDiscreteMatchList. */
export async function discreteList(db: Database, sport: number, now: number, page: ListPage) {
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
      ...openingAndNow(m.sport, books.get(m.matchId) ?? []),
    })),
  };
}
