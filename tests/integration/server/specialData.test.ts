// Pins the special-data calls (专项数据, issue 36 §2; docs/decisions/special-data.md) on the seeded
// world: Kelly indices, dispersion and the exchange's prices recomputed here, by hand, from the odds
// rows read from the database; the Kelly change and the dispersion over time ending on the odds
// now; the exchange's volumes growing towards kick-off and frozen after the end; same-odds matches
// sharing the book's opening odds with results read from their scores; which models have data
// (a match without odds has none: the pages' 暂无数据); bad arguments refused with 400.
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  SPECIAL_DATA_MODELS,
  asiaSameOddsSchema,
  betPercentSchema,
  betfairMatchListSchema,
  bigSmallSameOddsSchema,
  discreteIndexSchema,
  discreteMatchListSchema,
  europeSameOddsSchema,
  juheInfoSchema,
  kellyChangeSchema,
  kellyDetailSchema,
  kellyMatchListSchema,
  sameOddsMatchListSchema,
} from '../../../contracts/sportdata/specialData';
import { matches, odds, oddsChanges } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const HOUR = 3_600_000;
const DAY_START = Date.parse('2026-11-25T00:00:00+08:00');
const DAY_END = DAY_START + 24 * HOUR;

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'odds'] },
  });
});
afterAll(() => test.close());

async function data<T extends z.ZodMiniType>(
  schema: T,
  apiName: string,
  args: Record<string, unknown>,
): Promise<z.output<T>> {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, `${apiName}: ${res.body}`).toBe(200);
  const body = res.json<{ isSuccess: boolean; data: unknown }>();
  expect(body.isSuccess).toBe(true);
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new Error(`${apiName}: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/** A match's books of a type as stored, by provider id. */
async function booksOf(matchId: number, type: 'europe' | 'asia' | 'bigsmall' = 'europe') {
  return test.database.db
    .select({
      id: odds.id,
      providerId: odds.providerId,
      opening: odds.opening,
      current: odds.current,
    })
    .from(odds)
    .where(and(eq(odds.matchId, matchId), eq(odds.type, type)))
    .orderBy(asc(odds.providerId));
}

// The formulas again, written out here rather than imported, so the server's are checked.
const football = (t: readonly number[]) => [t[0]!, t[1]!, t[2]!];
const basketball = (t: readonly number[]) => [t[0]!, t[2]!];
const returnOf = (o: readonly number[]) => 1 / o.reduce((s, x) => s + 1 / x, 0);
const probsOf = (o: readonly number[]) => o.map((x) => returnOf(o) / x);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const variance = (xs: readonly number[]) =>
  xs.reduce((s, x) => s + (x - mean(xs)) ** 2, 0) / xs.length;
const column = (rows: readonly (readonly number[])[], i: number) => rows.map((r) => r[i]!);

/** Kelly indices of each book against the books' mean p, and their variance per outcome. */
function kellyOf(books: readonly (readonly number[])[]) {
  const ps = books.map(probsOf);
  const width = books[0]!.length;
  const meanP = Array.from({ length: width }, (_, i) => mean(column(ps, i)));
  const kelly = books.map((o) => o.map((x, i) => x * meanP[i]!));
  return {
    meanP,
    kelly,
    variance: Array.from({ length: width }, (_, i) => variance(column(kelly, i))),
  };
}

/** Today's football list, the matches the pages start from. */
async function kellyList() {
  return data(kellyMatchListSchema, 'getKellyMatchList', {});
}

/** A football match of today with several books, and one that is over. */
async function pickMatches() {
  const { list } = await kellyList();
  const upcoming = list.find(
    (i) => i.match.status === 0 && i.match.matchTime > NOW + 2 * HOUR && i.now.books >= 3,
  )!;
  expect(upcoming, 'a football match to come with three books').toBeDefined();
  // A match of the last days that is over and was priced.
  const [finished] = await test.database.db
    .selectDistinct({ matchId: matches.id })
    .from(matches)
    .innerJoin(odds, and(eq(odds.matchId, matches.id), eq(odds.type, 'europe')))
    .where(and(eq(matches.sport, 1), eq(matches.status, 2)))
    .orderBy(matches.id)
    .limit(1);
  return { upcoming: upcoming.match, finished };
}

describe('the special lists', () => {
  it('list today’s matches with odds, in play first, then to come, then the rest', async () => {
    const page = await kellyList();
    expect(page.pageSize).toBe(100);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.list.length);
    const rank = (s: number) => (s === 0 ? 1 : [1, 11, 12, 13, 14].includes(s) ? 0 : 2);
    const ranks = page.list.map((i) => rank(i.match.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const { match, now } of page.list) {
      expect(match.sport).toBe(1);
      if (rank(match.status) !== 0) {
        expect(match.matchTime).toBeGreaterThanOrEqual(DAY_START);
        expect(match.matchTime).toBeLessThan(DAY_END);
      }
      expect(now.books).toBeGreaterThan(0);
    }
    // The market's figures of the first match, recomputed from its rows.
    const first = page.list[0]!;
    const rows = await booksOf(first.match.matchId);
    const k = kellyOf(rows.map((r) => football(r.current)));
    expect(first.now.books).toBe(rows.length);
    first.now.kellyVariance.forEach((v, i) => expect(v).toBeCloseTo(k.variance[i]!, 6));

    const second = await data(kellyMatchListSchema, 'getKellyMatchList', {
      pageNo: 2,
      pageSize: 1,
    });
    expect(second.list[0]?.match.matchId).toBe(page.list[1]?.match.matchId);
  });

  it('basketball’s lists have two outcomes', async () => {
    const kelly = await data(kellyMatchListSchema, 'getBkKellyMatchList', {});
    const dispersed = await data(discreteMatchListSchema, 'getBkDiscreteMatchList', {});
    expect(kelly.list.length).toBeGreaterThan(0);
    expect(dispersed.list.map((i) => i.match.matchId)).toEqual(
      kelly.list.map((i) => i.match.matchId),
    );
    for (const item of kelly.list) {
      expect(item.match.sport).toBe(2);
      expect(item.now.kellyVariance).toHaveLength(2);
    }
    const detail = await data(kellyDetailSchema, 'getkellyDetail', {
      matchId: kelly.list[0]!.match.matchId,
    });
    expect(detail.outcomes).toEqual(['主胜', '客胜']);
    const rows = await booksOf(detail.match.matchId);
    const k = kellyOf(rows.map((r) => basketball(r.current)));
    const book = detail.list.find((b) => b.providerId === rows[0]!.providerId)!;
    book.now.kelly.forEach((x, i) => expect(x).toBeCloseTo(k.kelly[0]![i]!, 3));
  });
});

describe('Kelly', () => {
  it('every book’s return rate, probabilities and Kelly indices, opening and now, from its rows', async () => {
    const { upcoming } = await pickMatches();
    const detail = await data(kellyDetailSchema, 'getkellyDetail', { matchId: upcoming.matchId });
    const rows = await booksOf(upcoming.matchId);
    expect(detail.outcomes).toEqual(['主胜', '平局', '客胜']);
    expect(detail.list).toHaveLength(rows.length);
    for (const side of ['opening', 'current'] as const) {
      const books = rows.map((r) => football(r[side]));
      const k = kellyOf(books);
      const summary = side === 'opening' ? detail.opening : detail.now;
      summary.meanProbabilities.forEach((p, i) => expect(p).toBeCloseTo(k.meanP[i]! * 100, 2));
      summary.kellyVariance.forEach((v, i) => expect(v).toBeCloseTo(k.variance[i]!, 6));
      rows.forEach((row, c) => {
        const book = detail.list.find((b) => b.providerId === row.providerId)!;
        const figures = side === 'opening' ? book.opening : book.now;
        expect(figures.odds).toEqual(books[c]);
        expect(figures.returnRate).toBeCloseTo(returnOf(books[c]!) * 100, 2);
        figures.probabilities.forEach((p, i) =>
          expect(p).toBeCloseTo(probsOf(books[c]!)[i]! * 100, 2),
        );
        figures.kelly.forEach((x, i) => expect(x).toBeCloseTo(k.kelly[c]![i]!, 3));
      });
    }
    // The main providers come first, the crown at their head.
    expect(detail.list[0]!.providerId).toBe(0);
  });

  it('a book’s Kelly change runs from its opening to its odds now, after every move of any book', async () => {
    const { upcoming } = await pickMatches();
    const detail = await data(kellyDetailSchema, 'getkellyDetail', { matchId: upcoming.matchId });
    const book = detail.list[0]!;
    const change = await data(kellyChangeSchema, 'getKellyChangeList', {
      matchId: upcoming.matchId,
      providerId: book.providerId,
    });
    expect(change.providerName).toBe(book.providerName);
    const own = await test.database.db
      .select({ at: oddsChanges.changedAt })
      .from(oddsChanges)
      .where(eq(oddsChanges.oddsId, book.oddsId))
      .orderBy(asc(oddsChanges.changedAt));
    const allBooks = detail.list.map((b) => b.oddsId);
    const moments = await test.database.db
      .selectDistinct({ at: oddsChanges.changedAt })
      .from(oddsChanges)
      .where(
        and(
          inArray(oddsChanges.oddsId, allBooks),
          sql`${oddsChanges.changedAt} >= ${own[0]!.at.toISOString()}`,
        ),
      );
    expect(change.list).toHaveLength(Math.min(240, moments.length));
    expect(change.list[0]!.t).toBe(own[0]!.at.getTime());
    expect(change.list[0]!.odds).toEqual(book.opening.odds);
    expect(change.list.at(-1)!.odds).toEqual(book.now.odds);
    expect(change.list.at(-1)!.kelly).toEqual(book.now.kelly);
    const ts = change.list.map((p) => p.t);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    expect(change.list.every((p) => p.matchState === '即')).toBe(true);
  });

  it('a match no book prices answers an empty list (暂无数据); an unknown one is 404', async () => {
    const [bare] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          notExists(
            test.database.db
              .select({ one: sql`1` })
              .from(odds)
              .where(eq(odds.matchId, matches.id)),
          ),
        ),
      )
      .limit(1);
    const detail = await data(kellyDetailSchema, 'getkellyDetail', { matchId: bare!.id });
    expect(detail.list).toEqual([]);
    expect(detail.now.books).toBe(0);
    const unknown = await test.gateway('getkellyDetail', { matchId: 2_147_483_647 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'match_not_found' });
    const noBook = await test.gateway('getKellyChangeList', { matchId: bare!.id, providerId: 0 });
    expect(noBook.statusCode).toBe(404);
    expect(noBook.json()).toMatchObject({ code: 'odds_not_found' });
  });
});

describe('dispersion', () => {
  it('is the variance of the books’ odds, at the openings, now and after every move', async () => {
    const { upcoming } = await pickMatches();
    const d = await data(discreteIndexSchema, 'getFtDiscreteIndex', { matchId: upcoming.matchId });
    const rows = await booksOf(upcoming.matchId);
    for (const [side, figures] of [
      ['opening', d.opening],
      ['current', d.now],
    ] as const) {
      const books = rows.map((r) => football(r[side]));
      expect(figures.books).toBe(rows.length);
      figures.variance.forEach((v, i) => expect(v).toBeCloseTo(variance(column(books, i)), 4));
      figures.mean.forEach((m, i) => expect(m).toBeCloseTo(mean(column(books, i)), 3));
    }
    expect(d.list.at(-1)!.variance).toEqual(d.now.variance);
    expect(d.list.at(-1)!.books).toBe(rows.length);
    expect(d.list[0]!.books).toBe(1);
    expect(d.books.map((b) => b.now)).toEqual(
      expect.arrayContaining(rows.map((r) => football(r.current))),
    );

    const list = await data(discreteMatchListSchema, 'getDiscreteMatchList', {});
    const item = list.list.find((i) => i.match.matchId === upcoming.matchId)!;
    expect(item.now).toEqual(d.now);
    expect(item.opening).toEqual(d.opening);
  });
});

describe('the exchange (必发) and the proportions (投注比)', () => {
  it('prices, volumes, shares, the layers’ profit and loss and the hot/cold index', async () => {
    const { upcoming } = await pickMatches();
    const bet = await data(betPercentSchema, 'getBetPercent', { matchId: upcoming.matchId });
    const rows = await booksOf(upcoming.matchId);
    const k = kellyOf(rows.map((r) => football(r.current)));
    const { total, list } = bet.betfair;
    expect(list.map((o) => o.name)).toEqual(['主胜', '平局', '客胜']);
    // Trading opened with the first book's opening, before now.
    expect(bet.openedAt).toBeLessThan(NOW);
    expect(list.every((o) => o.volume > 0)).toBe(true);
    expect(total).toBe(list.reduce((s, o) => s + o.volume, 0));
    expect(list.reduce((s, o) => s + o.share, 0)).toBeCloseTo(100, 1);
    list.forEach((o, i) => {
      expect(o.price).toBeCloseTo(1 / k.meanP[i]!, 2);
      expect(o.share).toBeCloseTo((o.volume / total) * 100, 2);
      // matchedPrice is rounded to cents on the wire, the profit is not.
      expect(Math.abs(o.profit - (total - o.volume * o.matchedPrice))).toBeLessThanOrEqual(
        o.volume * 0.005 + 1,
      );
      expect(o.hotCold).toBeCloseTo((o.share / 100) * o.matchedPrice, 1);
    });
    // The favourite of the books draws the most money.
    const favourite = k.meanP.indexOf(Math.max(...k.meanP));
    expect(list[favourite]!.volume).toBe(Math.max(...list.map((o) => o.volume)));
    // The handicap and the totals, each split over its two sides.
    for (const market of [bet.asia, bet.bigsmall]) {
      expect(market).not.toBeNull();
      expect(market!.list).toHaveLength(2);
      expect(market!.total).toBe(market!.list[0]!.volume + market!.list[1]!.volume);
    }
    expect(bet.asia!.line).toBe((await booksOf(upcoming.matchId, 'asia'))[0]!.current[1]);
    // The chart's trail: from the opening to now, ending at the volumes listed.
    const { trail } = bet.betfair;
    expect(trail.length).toBeGreaterThan(1);
    expect(trail[0]!.t).toBeGreaterThan(bet.openedAt!);
    expect(trail.at(-1)).toEqual({ t: bet.until, volumes: list.map((o) => o.volume) });
  });

  it('grow towards kick-off, never fall, and are frozen once the match is over', async () => {
    const { upcoming, finished } = await pickMatches();
    expect(finished, 'a football match that is over, with odds').toBeDefined();
    const volumes = async (matchId: number) =>
      (await data(betPercentSchema, 'getBetPercent', { matchId })).betfair.list.map(
        (o) => o.volume,
      );
    const before = await volumes(upcoming.matchId);
    const finishedBefore = await volumes(finished!.matchId);
    expect(finishedBefore.every((v) => v > 0)).toBe(true);
    test.clock.set(NOW + HOUR);
    try {
      const later = await volumes(upcoming.matchId);
      later.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(before[i]!));
      expect(later.reduce((s, v) => s + v, 0)).toBeGreaterThan(before.reduce((s, v) => s + v, 0));
      expect(await volumes(finished!.matchId)).toEqual(finishedBefore);
    } finally {
      test.clock.set(NOW);
    }
    const list = await data(betfairMatchListSchema, 'getBetfairMatchList', {});
    const item = list.list.find((i) => i.match.matchId === upcoming.matchId)!;
    expect(item.volumes).toEqual(before);
  });

  it('a match without odds has nothing matched: every outcome at 0 (暂无数据)', async () => {
    const [bare] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          notExists(
            test.database.db
              .select({ one: sql`1` })
              .from(odds)
              .where(eq(odds.matchId, matches.id)),
          ),
        ),
      )
      .limit(1);
    const bet = await data(betPercentSchema, 'getBetPercent', { matchId: bare!.id });
    expect(bet.betfair.total).toBe(0);
    expect(bet.betfair.list.map((o) => o.volume)).toEqual([0, 0, 0]);
    expect(bet.openedAt).toBeNull();
    expect(bet.betfair.trail).toEqual([]);
    expect(bet.asia).toBeNull();
  });
});

describe('same odds (同赔)', () => {
  /** A match of today whose crown opening line (handicap, else totals) a finished earlier match shares. */
  async function pairOfToday() {
    const { list } = await data(sameOddsMatchListSchema, 'getSameOddsMatchList', {});
    const item = list.find((i) => i.asia > 0) ?? list.find((i) => i.bigsmall > 0);
    expect(item, 'a match of today sharing a crown line opening with a past one').toBeDefined();
    const type = item!.asia > 0 ? ('asia' as const) : ('bigsmall' as const);
    const apiName = type === 'asia' ? 'getAsiaSameOddsDetail' : 'getBigSmallSameOddsDetail';
    return { item: item!, type, apiName, count: item![type] };
  }

  it('lists past finished matches with the same opening odds of the book, newest first', async () => {
    const { item, type, apiName, count } = await pairOfToday();
    const schema = type === 'asia' ? asiaSameOddsSchema : bigSmallSameOddsSchema;
    const same = await data(schema, apiName, { matchId: item.match.matchId });
    const [mine] = (await booksOf(item.match.matchId, type)).filter((b) => b.providerId === 0);
    expect(same.oddsType).toBe(type);
    expect(same.odds).toEqual(mine!.opening);
    expect(same.providerName).toBe('皇冠');
    expect(same.list).toHaveLength(Math.min(100, count));
    const line = mine!.opening[1];
    for (const past of same.list) {
      expect(past.odds).toEqual(mine!.opening);
      expect(past.match.status).toBe(2);
      expect(past.match.matchTime).toBeLessThan(item.match.matchTime);
      const [stored] = (await booksOf(past.match.matchId, type)).filter((b) => b.providerId === 0);
      expect(stored!.opening).toEqual(mine!.opening);
      // The home (over) side against the line: a whole or half line wins, loses or pushes outright.
      const { homeScore: h, awayScore: a } = past.match;
      const margin = type === 'asia' ? h + line - a : h + a - line;
      if (Number.isInteger(line * 2))
        expect(past.result).toBe(margin > 0 ? 'win' : margin < 0 ? 'lose' : 'push');
    }
    const times = same.list.map((p) => p.match.matchTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tally = Object.values(same.tally).reduce((s, n) => s + n, 0);
    expect(tally).toBe(same.list.length);

    // num, the looser rule and the league filter.
    const one = await data(schema, apiName, { matchId: item.match.matchId, num: 1 });
    expect(one.list).toEqual(same.list.slice(0, 1));
    const sameLine = await data(schema, apiName, { matchId: item.match.matchId, type: 2 });
    expect(sameLine.list.length).toBeGreaterThanOrEqual(same.list.length);
    expect(sameLine.list.every((p) => p.odds[1] === line)).toBe(true);
    const league = await data(schema, apiName, {
      matchId: item.match.matchId,
      leagueType: 1,
      type: 2,
    });
    expect(league.leagueType).toBe(1);
    expect(league.list.length).toBeLessThanOrEqual(sameLine.list.length);
    expect(league.list.every((p) => p.match.leagueName === item.match.leagueName)).toBe(true);
  });

  it('tallies the 1X2 by the scores; a book that does not price the match answers nothing', async () => {
    const { item } = await pairOfToday();
    const europe = await data(europeSameOddsSchema, 'getEuropeSameOddsDetail', {
      matchId: item.match.matchId,
      type: 2,
    });
    expect(europe.odds).not.toBeNull();
    for (const past of europe.list) {
      const { homeScore: h, awayScore: a } = past.match;
      expect(past.result).toBe(h > a ? 'home' : h === a ? 'draw' : 'away');
      expect(past.odds[0]).toBe(europe.odds![0]);
    }
    expect(europe.tally.home + europe.tally.draw + europe.tally.away).toBe(europe.list.length);
    const none = await data(europeSameOddsSchema, 'getEuropeSameOddsDetail', {
      matchId: item.match.matchId,
      providerId: 77,
    });
    expect(none).toMatchObject({ odds: null, list: [], providerName: null });
  });
});

describe('which models have data (getMatchJuheInfoByIdList)', () => {
  it('follows the pages’ own rules, for the sport’s matches only', async () => {
    const { upcoming } = await pickMatches();
    const same = await pairOfTodayId();
    const [bare] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          notExists(
            test.database.db
              .select({ one: sql`1` })
              .from(odds)
              .where(eq(odds.matchId, matches.id)),
          ),
        ),
      )
      .limit(1);
    const bk = (await data(kellyMatchListSchema, 'getBkKellyMatchList', {})).list[0]!.match.matchId;
    const ids = [upcoming.matchId, bare!.id, bk, same, 2_147_483_647];
    const info = await data(juheInfoSchema, 'getMatchJuheInfoByIdList', {
      matchIdList: ids.join(','),
    });
    const models = (id: number) => info.list.find((i) => i.matchId === id)?.models;
    const { kaili, lisan, bifa, touzhubi, fengxiangbiao, tongpei } = SPECIAL_DATA_MODELS;
    expect(models(upcoming.matchId)).toEqual(
      expect.arrayContaining([kaili, lisan, bifa, touzhubi, fengxiangbiao]),
    );
    expect(models(same)).toContain(tongpei);
    expect(models(bare!.id)).toEqual([]);
    // Basketball and unknown ids are not football matches.
    expect(models(bk)).toBeUndefined();
    expect(models(2_147_483_647)).toBeUndefined();

    const bkInfo = await data(juheInfoSchema, 'getBkMatchJuheInfoByIdList', { matchIdList: [bk] });
    expect(bkInfo.list[0]!.models).toContain(kaili);
    expect(bkInfo.list[0]!.models).not.toContain(fengxiangbiao);
  });

  async function pairOfTodayId() {
    const { list } = await data(sameOddsMatchListSchema, 'getSameOddsMatchList', {});
    return list.find((i) => i.asia + i.europe + i.bigsmall > 0)!.match.matchId;
  }
});

describe('bad arguments', () => {
  it('are a 400 bad_args, never a 5xx', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['getkellyDetail', { matchId: 'abc' }],
      ['getkellyDetail', { matchId: 0 }],
      ['getkellyDetail', {}],
      ['getKellyChangeList', { matchId: 1 }],
      ['getKellyChangeList', { matchId: 1, providerId: -1 }],
      ['getFtDiscreteIndex', { matchId: 2_147_483_648 }],
      ['getBetPercent', { matchId: 1.5 }],
      ['getEuropeSameOddsDetail', { matchId: 1, num: 101 }],
      ['getAsiaSameOddsDetail', { matchId: 1, num: 0 }],
      ['getBigSmallSameOddsDetail', { matchId: 1, leagueType: 2 }],
      ['getBigSmallSameOddsDetail', { matchId: 1, type: 3 }],
      ['getKellyMatchList', { pageSize: 101 }],
      ['getBkDiscreteMatchList', { pageNo: 0 }],
      ['getMatchJuheInfoByIdList', { matchIdList: 'x,y' }],
      ['getBkMatchJuheInfoByIdList', {}],
      // A list page's worth at most: a longer one would hold the server for seconds.
      ['getMatchJuheInfoByIdList', { matchIdList: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ];
    for (const [apiName, args] of cases) {
      const res = await test.gateway(apiName, args);
      expect(res.statusCode, `${apiName} ${JSON.stringify(args)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_args' });
    }
  });
});
