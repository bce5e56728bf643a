import { and, gte, inArray, lt, eq, type SQL } from 'drizzle-orm';
import * as matchCalls from '../../../contracts/sportdata/matchCalls';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { matches } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import { oddsOf, selectMatchItems } from './rows';
import { isBasketballInPlay, isFootballInPlay, NOT_STARTED, SPORT } from '../../../domain/sport';
import {
  beijingDayIndex,
  beijingDayStart,
  dayIndexDate,
  dayIndexStart,
} from '../../../domain/time';

/** matchStatus of getMatchListByDate: 0 all, 1 in play, 2 not started, 3 finished or abnormal. */
export const LIST_STATUS = { all: 0, live: 1, upcoming: 2, finished: 3 } as const;

/** Football live, finished (incl. abnormal) by status code; product-spec §4. */
export function listStatusOf(sport: number, status: number): 1 | 2 | 3 {
  if (status === NOT_STARTED) return 2;
  if (sport === SPORT.basketball) return isBasketballInPlay(status) ? 1 : 3;
  return isFootballInPlay(status) ? 1 : 3;
}

function dayOf(date: string | undefined, now: number): number {
  if (!date) return beijingDayIndex(now);
  return beijingDayIndex(beijingDayStart(date));
}

export const getMatchListByDate = defineApi(
  matchCalls.getMatchListByDate,
  async (a, { db, clock }) => {
    const day = dayOf(a.date, clock.now());
    const where: SQL[] = [
      eq(matches.sport, a.sportType),
      gte(matches.matchTime, new Date(dayIndexStart(day))),
      lt(matches.matchTime, new Date(dayIndexStart(day + 1))),
    ];
    if (a.qtMatchIdList?.length) where.push(inArray(matches.qtMatchId, a.qtMatchIdList));
    if (a.leagueIdList?.length) where.push(inArray(matches.leagueId, a.leagueIdList));
    let items: MatchItem[] = await selectMatchItems(db, and(...where));
    if (a.game) items = items.filter((m) => m.gameTabs.includes(a.game));
    if (a.matchStatus)
      items = items.filter((m) => listStatusOf(m.sportType, m.matchStatus) === a.matchStatus);
    // Live first, then upcoming by time, then finished — the order fans expect in an "all" list.
    items.sort(
      (x, y) =>
        listStatusOf(x.sportType, x.matchStatus) - listStatusOf(y.sportType, y.matchStatus) ||
        x.matchDate - y.matchDate ||
        x.matchId - y.matchId,
    );
    const needOdds = !a.simple || Boolean(a.asiaList?.length) || Boolean(a.bigsmallList?.length);
    if (needOdds) {
      const byMatch = await oddsOf(
        db,
        items.map((m) => m.matchId),
        a.oddsCompany,
      );
      items = items.map((m) => ({ ...m, odds: byMatch.get(m.matchId) ?? null }));
      if (a.asiaList?.length)
        items = items.filter((m) => m.odds?.asia && a.asiaList?.includes(m.odds.asia[1]));
      if (a.bigsmallList?.length)
        items = items.filter(
          (m) => m.odds?.bigsmall && a.bigsmallList?.includes(m.odds.bigsmall[1]),
        );
    }
    const start = (a.pageNo - 1) * a.pageSize;
    const list = items.slice(start, start + a.pageSize);
    return {
      list: a.simple ? list.map((m) => ({ ...m, odds: null })) : list,
      pageNo: a.pageNo,
      pageSize: a.pageSize,
      total: items.length,
      hasMore: start + a.pageSize < items.length,
      date: dayIndexDate(day),
    };
  },
);
