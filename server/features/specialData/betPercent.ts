import { oddsLineLabel } from '../../../contracts/sportdata/handicap';
import { europeOutcomeNames, type LineMarket } from '../../../contracts/sportdata/specialData';
import { SPORT } from '../../../domain/sport';
import type { Database } from '../../db/database';
import { consensusSteps, marketMoments } from '../../domain/odds/bookTimeline';
import { matchedVolumes, type MatchedVolumes } from '../../domain/odds/exchangeVolumes';
import { fairOfWaters } from '../../domain/odds/oddsMath';
import type { Triple } from '../../domain/odds/pricing';
import {
  columnMeans,
  exchangeFigures,
  outcomeProbabilities,
} from '../../domain/odds/specialIndices';
import {
  changesByOdds,
  exchangeMatchOf,
  findMatch,
  groupedBy,
  historyOf,
  inPrimaryOrder,
  matchOut,
  outcomesOf,
  percent,
  price,
} from './market';
import { booksOf, changesOf, type BookRow, type SpecialMatchRow } from './queries';
import { pageOut, todayMatches, type ListPage } from './todayList';

// 必发 and 投注比 (issue 36 §2): the money the simulated exchange matched on a match's markets,
// following the books' odds (server/domain/odds/exchangeVolumes.ts), with the exchange's prices,
// the layers' profit and loss and the hot/cold index (docs/decisions/special-data.md "The exchange").

/** The europe market's view: the books' mean probabilities p = F / odds, as the Kelly page's. */
const europeView = (width: number) => (books: ReadonlyArray<readonly number[]>) =>
  columnMeans(books.map(outcomeProbabilities), width);

/** A line's view: the books' mean fair chance of the home (over) side, by the simulator's maths. */
function lineView(books: ReadonlyArray<readonly number[]>): number[] {
  const a = columnMeans(
    books.map((b) => [fairOfWaters(b[0]!, b[2]!)]),
    1,
  )[0]!;
  return [a, 1 - a];
}

/** A match's europe exchange: its books (main providers first) and the money matched by `now`. */
export interface EuropeExchange {
  books: BookRow[];
  volumes: MatchedVolumes;
  /** The exchange's price of each outcome now: 1 / the books' mean p (0 without books). */
  prices: number[];
}

/** The europe exchange of each of these matches. */
export async function europeExchanges(
  db: Database,
  rows: readonly SpecialMatchRow[],
  now: number,
  /** The money over time too (the Betfair page's chart). */
  withTrail = false,
): Promise<Map<number, EuropeExchange>> {
  const books = await booksOf(
    db,
    rows.map((m) => m.matchId),
    'europe',
  );
  const changes = changesByOdds(
    await changesOf(
      db,
      books.map((b) => b.oddsId),
    ),
  );
  const booksByMatch = groupedBy(books, (b) => b.matchId);
  return new Map(
    rows.map((m) => {
      const own = inPrimaryOrder(booksByMatch.get(m.matchId) ?? []);
      const read = (t: Triple) => outcomesOf(m.sport, t);
      const width = m.sport === SPORT.basketball ? 2 : 3;
      const view = europeView(width);
      const moments = marketMoments(own.map((b) => historyOf(b, changes.get(b.oddsId), read)));
      const volumes = matchedVolumes(
        exchangeMatchOf(m),
        'europe',
        consensusSteps(moments, view),
        now,
        withTrail,
      );
      const p = own.length ? view(own.map((b) => read(b.current))) : [];
      const prices = Array.from({ length: width }, (_, i) => (p[i] ? 1 / p[i] : 0));
      const zeros = Array.from({ length: width }, () => 0);
      return [
        m.matchId,
        {
          books: own,
          volumes: own.length
            ? volumes
            : { ...volumes, volumes: zeros, matchedPrices: zeros, trail: [] },
          prices,
        },
      ];
    }),
  );
}

/** Whether money has been matched on every outcome: the Betfair page's rule (product-spec §5). */
export const tradedOnEveryOutcome = (exchange: EuropeExchange | undefined) =>
  Boolean(exchange?.books.length) && Boolean(exchange?.volumes.volumes.every((v) => v > 0));

const LINE_SIDES: Record<'asia' | 'bigsmall', Record<number, readonly [string, string]>> = {
  asia: { [SPORT.football]: ['主队', '客队'], [SPORT.basketball]: ['主队', '客队'] },
  bigsmall: { [SPORT.football]: ['大球', '小球'], [SPORT.basketball]: ['大分', '小分'] },
};

/** A line market's proportions, or null when no book prices it. */
async function lineMarket(
  db: Database,
  match: SpecialMatchRow,
  type: 'asia' | 'bigsmall',
  now: number,
): Promise<LineMarket | null> {
  const books = inPrimaryOrder(await booksOf(db, [match.matchId], type));
  const first = books[0];
  if (!first) return null;
  const changes = changesByOdds(
    await changesOf(
      db,
      books.map((b) => b.oddsId),
    ),
  );
  const read = (t: Triple) => [...t];
  const moments = marketMoments(books.map((b) => historyOf(b, changes.get(b.oddsId), read)));
  const { volumes } = matchedVolumes(
    exchangeMatchOf(match),
    type,
    consensusSteps(moments, lineView),
    now,
  );
  const total = volumes.reduce((s, v) => s + v, 0);
  const names = LINE_SIDES[type][match.sport] ?? LINE_SIDES[type][SPORT.football]!;
  const line = first.current[1];
  return {
    line,
    lineName: oddsLineLabel(match.sport, type, line),
    total,
    list: volumes.map((volume, i) => ({
      name: names[i]!,
      volume,
      share: total > 0 ? percent(volume / total) : 0,
    })),
  };
}

/** The Betfair page's outcomes of an exchange: every outcome listed, zeros before any trading. */
function betfairOut(sport: number, exchange: EuropeExchange) {
  const { volumes, matchedPrices } = exchange.volumes;
  const figures = exchangeFigures(volumes, matchedPrices);
  return {
    total: figures.total,
    trail: exchange.volumes.trail,
    list: europeOutcomeNames(sport).map((name, i) => ({
      name,
      price: price(exchange.prices[i] ?? 0),
      matchedPrice: price(matchedPrices[i] ?? 0),
      volume: volumes[i] ?? 0,
      share: percent(figures.outcomes[i]?.share ?? 0),
      profit: Math.round(figures.outcomes[i]?.profit ?? 0),
      hotCold: price(figures.outcomes[i]?.hotCold ?? 0),
    })),
  };
}

/** getBetPercent. */
export async function betPercent(db: Database, matchId: number, now: number) {
  const match = await findMatch(db, matchId);
  const exchange = (await europeExchanges(db, [match], now, true)).get(matchId)!;
  return {
    match: matchOut(match),
    openedAt: exchange.books.length ? exchange.volumes.openedAt : null,
    until: exchange.books.length ? exchange.volumes.until : null,
    betfair: betfairOut(match.sport, exchange),
    asia: await lineMarket(db, match, 'asia', now),
    bigsmall: await lineMarket(db, match, 'bigsmall', now),
  };
}

/** getBetfairMatchList: today's football matches with the money matched on each outcome. */
export async function betfairList(db: Database, now: number, page: ListPage) {
  const { total, rows } = await todayMatches(db, SPORT.football, now, page);
  const exchanges = await europeExchanges(db, rows, now);
  return {
    ...pageOut(page, total),
    list: rows.map((m) => {
      const { volumes } = exchanges.get(m.matchId)!.volumes;
      const sum = volumes.reduce((s, v) => s + v, 0);
      return {
        match: matchOut(m),
        total: sum,
        volumes,
        shares: volumes.map((v) => (sum > 0 ? percent(v / sum) : 0)),
      };
    }),
  };
}
