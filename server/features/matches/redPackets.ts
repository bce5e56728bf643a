import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { beijingDayIndex, dayIndexStart } from '../../../domain/time';
import * as matchCalls from '../../../contracts/sportdata/matchCalls';
import { matches } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';

/**
 * The red-packet state of matches: the given ids, or with none given every football match of today
 * whose red packet is active (the ~1003 s full-list refresh of calls-errors-spec §7.3).
 */
export const getRedpackedMatchList = defineApi(
  matchCalls.getRedpackedMatchList,
  async ({ matchIds }, { db, clock }) => {
    const today = beijingDayIndex(clock.now());
    const where = matchIds?.length
      ? inArray(matches.id, matchIds)
      : and(
          eq(matches.redStatus, 1),
          gte(matches.matchTime, new Date(dayIndexStart(today))),
          lt(matches.matchTime, new Date(dayIndexStart(today + 1))),
        );
    const rows = await db
      .select({
        matchId: matches.id,
        redStatus: matches.redStatus,
        matchStatus: matches.status,
        pointJson: matches.pointJson,
      })
      .from(matches)
      .where(where)
      .orderBy(matches.matchTime);
    return { list: rows };
  },
);
