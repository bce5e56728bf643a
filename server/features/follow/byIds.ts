import { and, eq, inArray } from 'drizzle-orm';
import { MAX_ID_LIST } from '../../../contracts/sportdata/args';
import * as followCalls from '../../../contracts/sportdata/followCalls';
import type { MatchOdds } from '../../../contracts/sportdata/matches';
import { matches } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import { oddsOf, selectMatchItems } from '../matches';

/**
 * getMatchListById / getBkMatchListById (calls-errors-spec §7.1): list items of the given matches of
 * one sport, in the order asked, unknown ids left out. The followed view asks for its followed ids a
 * page at a time; the gateway adds isFollow (withFollowFlags).
 */
// getBkMatchListById is declared with the same arguments and answer, so one type serves both.
function listById(call: typeof followCalls.getMatchListById, sport: 1 | 2) {
  return defineApi(call, async (a, { db }) => {
    const ids = [...new Set(a.matchIdList)].slice(0, MAX_ID_LIST);
    if (ids.length === 0) return { list: [] };
    const items = await selectMatchItems(
      db,
      and(eq(matches.sport, sport), inArray(matches.id, ids)),
    );
    const byId = new Map(items.map((m) => [m.matchId, m]));
    const odds = a.simple ? new Map<number, MatchOdds>() : await oddsOf(db, ids, a.oddsCompany);
    const list = ids.flatMap((id) => {
      const m = byId.get(id);
      return m ? [{ ...m, odds: odds.get(id) ?? null }] : [];
    });
    return { list };
  });
}

export const getMatchListById = listById(followCalls.getMatchListById, 1);
export const getBkMatchListById = listById(followCalls.getBkMatchListById, 2);
