import { WIND_VANE_PAGE_SIZE, type WindVaneCard } from '../../../contracts/windVane';
import type { Database } from '../../db/database';
import { done, refused } from '../../platform/refusals';
import { isMemberNow } from '../vip';
import {
  consensusSeries,
  flowOf,
  leadOf,
  meanOf,
  probsOf,
  thin,
  MAX_POINTS,
  towardOf,
} from './math';
import { booksOf, changesOf, matchOf, matchPage, windMarkOf } from './queries';
import { WindVaneRefusals } from './refusals';

type Book = Awaited<ReturnType<typeof booksOf>>[number];
type MatchRow = NonNullable<Awaited<ReturnType<typeof matchOf>>>;

const matchOut = (m: MatchRow) => ({ ...m, matchTime: m.matchTime.getTime() });

/** A member sees the figures; a visitor or a fan without a membership sees what there is. */
const memberOf = async (db: Database, viewerId: number | null, now: number) =>
  viewerId !== null && (await isMemberNow(db, viewerId, now));

/** The card's figures from the match's books: the consensus at opening and now, its flow. */
function cardOf(match: MatchRow, books: readonly Book[], member: boolean): WindVaneCard {
  if (!member || books.length === 0)
    return {
      match: matchOut(match),
      books: books.length,
      opening: null,
      now: null,
      flow: null,
      lead: null,
    };
  const opening = meanOf(books.map((b) => probsOf(b.opening)));
  const now = meanOf(books.map((b) => probsOf(b.current)));
  const flow = flowOf(opening, now);
  return { match: matchOut(match), books: books.length, opening, now, flow, lead: leadOf(flow) };
}

/** GET /api/windVane/list. */
export async function windVaneList(
  db: Database,
  viewerId: number | null,
  pageNo: number,
  now: number,
) {
  const member = await memberOf(db, viewerId, now);
  const rows = await matchPage(db, now, pageNo, WIND_VANE_PAGE_SIZE);
  const page = rows.slice(0, WIND_VANE_PAGE_SIZE);
  const books = await booksOf(
    db,
    page.map((r) => r.match.matchId),
  );
  return done({
    member,
    list: page.map((r) =>
      cardOf(
        r.match,
        books.filter((b) => b.matchId === r.match.matchId),
        member,
      ),
    ),
    pageNo,
    hasMore: rows.length > WIND_VANE_PAGE_SIZE,
  });
}

/** GET /api/windVane/match/{matchId}. */
export async function windVaneMatch(
  db: Database,
  viewerId: number | null,
  matchId: number,
  now: number,
) {
  const match = await matchOf(db, matchId);
  if (!match || match.sport !== 1) return refused(WindVaneRefusals.notFound);
  const books = await booksOf(db, [matchId]);
  if (books.length === 0) return refused(WindVaneRefusals.notFound);
  const member = await memberOf(db, viewerId, now);
  const card = cardOf(match, books, member);
  if (!member) return done({ member, card, series: [], toward: null, books: [] });
  const changes = await changesOf(
    db,
    books.map((b) => b.id),
  );
  const perBook = books.map((b) => ({
    book: b,
    changes: changes.filter((c) => c.oddsId === b.id),
  }));
  const rows = perBook.map(({ book, changes: moves }) => ({
    windMarkId: book.id,
    name: book.name,
    openingOdds: book.opening,
    currentOdds: book.current,
    opening: probsOf(book.opening),
    now: probsOf(book.current),
    changes: moves.length,
  }));
  return done({
    member,
    card,
    series: consensusSeries(
      perBook.map(({ book, changes: moves }) => ({
        opening: book.opening,
        changes: moves.map((c) => ({ t: c.at.getTime(), values: c.values })),
      })),
    ),
    toward: towardOf(rows),
    books: rows,
  });
}

/** GET /api/windVane/change/{windMarkId}. */
export async function windVaneChange(
  db: Database,
  viewerId: number | null,
  windMarkId: number,
  now: number,
) {
  const mark = await windMarkOf(db, windMarkId);
  const match = mark && (await matchOf(db, mark.matchId));
  if (!mark || !match) return refused(WindVaneRefusals.notFound);
  const member = await memberOf(db, viewerId, now);
  const base = { member, match: matchOut(match), book: mark.name };
  if (!member) return done({ ...base, points: [] });
  const moves = await changesOf(db, [mark.id]);
  return done({
    ...base,
    points: thin(
      moves.map((c) => ({
        t: c.at.getTime(),
        odds: c.values,
        p: probsOf(c.values),
        state: c.state,
      })),
      MAX_POINTS,
    ),
  });
}
