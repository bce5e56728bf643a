import type { InterpretationGameId } from '../../../contracts/interpretation';
import { oddsLineLabel } from '../../../contracts/sportdata/handicap';
import { CROWN_PROVIDER_ID } from '../../../contracts/sportdata/odds';
import {
  SAME_ODDS_TYPES,
  type EUROPE_RESULTS,
  type LINE_RESULTS,
} from '../../../contracts/sportdata/specialData';
import { SPORT } from '../../../domain/sport';
import type { Database } from '../../db/database';
import type { Triple } from '../../domain/odds/pricing';
import { settlePick } from '../plans';
import { findMatch, matchOut, outcomesOf } from './market';
import { booksOf, providerNameOf, sameOddsCounts, sameOddsMatches } from './queries';
import { pageOut, todayMatches, type ListPage } from './todayList';

// 同赔 (issue 36 §2): past finished matches whose opening odds of a book are this match's, and how
// they ended (docs/decisions/special-data.md "Same odds").

export interface SameOddsArgs {
  num: number;
  matchId: number;
  leagueType: number;
  providerId: number;
  type: number;
}

type LineType = 'asia' | 'bigsmall';

/** How a match ended on the 1X2 (basketball has no draw). */
function europeResult(home: number, away: number): (typeof EUROPE_RESULTS)[number] {
  return home > away ? 'home' : home === away ? 'draw' : 'away';
}

/** The plans' line games: the same settlement as a pick on the home or the over side. */
const LINE_GAMES: Record<LineType, Record<number, InterpretationGameId>> = {
  asia: { [SPORT.football]: 4078, [SPORT.basketball]: 4062 },
  bigsmall: { [SPORT.football]: 4079, [SPORT.basketball]: 4064 },
};

/** How a match ended on a line, from the home (handicap) or over (totals) side. */
function lineResult(
  type: LineType,
  sport: number,
  line: number,
  home: number,
  away: number,
): (typeof LINE_RESULTS)[number] {
  const gameId = LINE_GAMES[type][sport] ?? LINE_GAMES[type][SPORT.football]!;
  const result = settlePick(
    { gameId, handicap: line, odds: [1, 0] },
    { home, away, homeHalf: null, awayHalf: null },
  );
  // A finished score with one side picked never voids; were it to, nothing was won or lost.
  return result === 'void' ? 'push' : result;
}

/** The reference odds, the past matches and the book's name, for any odds type. */
async function pastMatches(db: Database, type: 'europe' | LineType, a: SameOddsArgs) {
  const match = await findMatch(db, a.matchId);
  const book = (await booksOf(db, [a.matchId], type)).find((b) => b.providerId === a.providerId);
  const base = {
    match: matchOut(match),
    providerId: a.providerId,
    providerName: book?.providerName ?? (await providerNameOf(db, a.providerId)),
    type: a.type,
    leagueType: a.leagueType,
  };
  if (!book) return { match, base, opening: null, rows: [] };
  const rows = await sameOddsMatches(db, {
    matchId: a.matchId,
    sport: match.sport,
    providerId: a.providerId,
    type,
    opening: book.opening,
    // type 2 compares the main value: the home odds of the 1X2, the line of a line market.
    index: a.type === SAME_ODDS_TYPES.main ? (type === 'europe' ? 0 : 1) : null,
    before: match.matchTime,
    leagueId: a.leagueType === 1 ? match.leagueId : null,
    limit: a.num,
  });
  return { match, base, opening: book.opening, rows };
}

const pastOut = (m: Awaited<ReturnType<typeof sameOddsMatches>>[number]['match']) => ({
  ...m,
  matchTime: m.matchTime.getTime(),
});

/** getEuropeSameOddsDetail. */
export async function europeSameOdds(db: Database, a: SameOddsArgs) {
  const { match, base, opening, rows } = await pastMatches(db, 'europe', a);
  const list = rows.map((r) => ({
    match: pastOut(r.match),
    odds: outcomesOf(match.sport, r.opening),
    result: europeResult(r.match.homeScore, r.match.awayScore),
  }));
  const count = (result: string) => list.filter((r) => r.result === result).length;
  return {
    ...base,
    oddsType: 'europe' as const,
    odds: opening ? outcomesOf(match.sport, opening) : null,
    list,
    tally: { home: count('home'), draw: count('draw'), away: count('away') },
  };
}

/** getAsiaSameOddsDetail, getBigSmallSameOddsDetail. */
export async function lineSameOdds<T extends LineType>(db: Database, type: T, a: SameOddsArgs) {
  const { match, base, opening, rows } = await pastMatches(db, type, a);
  const label = (t: Triple) => oddsLineLabel(match.sport, type, t[1]);
  const list = rows.map((r) => ({
    match: pastOut(r.match),
    odds: [...r.opening],
    lineName: label(r.opening),
    result: lineResult(type, match.sport, r.opening[1], r.match.homeScore, r.match.awayScore),
  }));
  const count = (result: string) => list.filter((r) => r.result === result).length;
  return {
    ...base,
    oddsType: type,
    odds: opening ? [...opening] : null,
    lineName: opening ? label(opening) : null,
    list,
    tally: {
      win: count('win'),
      halfWin: count('halfWin'),
      push: count('push'),
      halfLose: count('halfLose'),
      lose: count('lose'),
    },
  };
}

/** How many past matches share each match's crown opening odds, by type. */
export async function sameOddsCountsOf(db: Database, matchIds: readonly number[]) {
  const counts = await sameOddsCounts(db, matchIds, CROWN_PROVIDER_ID);
  return (matchId: number, type: 'europe' | LineType) =>
    counts.find((c) => c.matchId === matchId && c.type === type)?.count ?? 0;
}

/** getSameOddsMatchList: today's football matches with their same-odds counts. */
export async function sameOddsList(db: Database, now: number, page: ListPage) {
  const { total, rows } = await todayMatches(db, SPORT.football, now, page);
  const countOf = await sameOddsCountsOf(
    db,
    rows.map((m) => m.matchId),
  );
  return {
    ...pageOut(page, total),
    list: rows.map((m) => ({
      match: matchOut(m),
      europe: countOf(m.matchId, 'europe'),
      asia: countOf(m.matchId, 'asia'),
      bigsmall: countOf(m.matchId, 'bigsmall'),
    })),
  };
}
