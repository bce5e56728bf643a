import { and, eq, gte, lt } from 'drizzle-orm';
import type { HomeMatches } from '../../../contracts/sportdata/home';
import * as homeCalls from '../../../contracts/sportdata/homeCalls';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { matches } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import { inPlayAt, listStatusOf, selectMatchItems } from '../matches';
import { leagueWeight } from './leagueWeight';
import { beijingDayIndex, dayIndexDate, dayIndexStart } from '../../../domain/time';

const isLive = (m: MatchItem) => listStatusOf(m.sportType, m.matchStatus) === 1;

/** Hottest first: isHot, then the league's weight, then the earlier kick-off (further into play). */
export function byHeat(a: MatchItem, b: MatchItem): number {
  return (
    Number(b.isHot) - Number(a.isHot) ||
    leagueWeight(b.leagueId) - leagueWeight(a.leagueId) ||
    a.matchDate - b.matchDate ||
    a.matchId - b.matchId
  );
}

/**
 * getHomeMatches: the live strip (both sports, live now, hottest first) and today's big matches
 * (hot, not finished, Beijing today, by kick-off). Odds are not sent: the home tab shows none.
 */
export const getHomeMatches = defineApi(homeCalls.getHomeMatches, async (a, { db, clock }) => {
  const now = clock.now();
  const day = beijingDayIndex(now);
  const [liveRows, todayRows] = await Promise.all([
    selectMatchItems(db, inPlayAt(now)),
    selectMatchItems(
      db,
      and(
        eq(matches.isHot, true),
        gte(matches.matchTime, new Date(dayIndexStart(day))),
        lt(matches.matchTime, new Date(dayIndexStart(day + 1))),
      ),
    ),
  ]);
  const live = liveRows.filter(isLive).sort(byHeat).slice(0, a.liveSize);
  const today = todayRows
    .filter((m) => listStatusOf(m.sportType, m.matchStatus) !== 3)
    .sort((x, y) => x.matchDate - y.matchDate || x.matchId - y.matchId)
    .slice(0, a.todaySize);
  const list = new Map<number, MatchItem>();
  for (const m of [...live, ...today]) list.set(m.matchId, m);
  const answer: HomeMatches = {
    list: [...list.values()],
    liveIds: live.map((m) => m.matchId),
    todayIds: today.map((m) => m.matchId),
    date: dayIndexDate(day),
  };
  return answer;
});
