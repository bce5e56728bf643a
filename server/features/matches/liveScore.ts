import { and, eq } from 'drizzle-orm';
import * as matchCalls from '../../../contracts/sportdata/matchCalls';
import { matches } from '../../db/schema';
import { defineApi } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { PreSerialized } from '../../platform/gateway/preSerialized';
import { selectMatchItems } from './rows';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';

// getBkMatchListLiveScore is declared with the same arguments and answer, so one type serves both.
// Answered from the live board (memory, kept current by the database's change feed), already
// serialized with its tag: an unchanged set answers 304 (issue 20 §1).
function liveScores(call: typeof matchCalls.getMatchListLiveScore, sport: number) {
  return defineApi(call, async ({ matchIdList }, { live }) => {
    const { list, etag } = await live.scores(matchIdList, sport);
    return new PreSerialized(`{"list":${list}}`, etag);
  });
}

/** Live scores of the matches on screen and followed (football / basketball). */
export const getMatchListLiveScore = liveScores(matchCalls.getMatchListLiveScore, 1);
export const getBkMatchListLiveScore = liveScores(matchCalls.getBkMatchListLiveScore, 2);

/**
 * Events of many matches from the live board; with `second`, only those of the last `second`
 * seconds (what changed). Tagged by the events it holds: nothing new answers 304.
 */
export const getMatchEventByMatchIdList = defineApi(
  matchCalls.getMatchEventByMatchIdList,
  async ({ matchIdList, second }, { live, clock }) => {
    const since = second === undefined ? undefined : clock.now() - second * 1000;
    const { list, etag } = await live.events(matchIdList, since);
    return new PreSerialized(`{"list":${list}}`, etag);
  },
);

/** Every event of one match in order: the detail page's timeline, from the live board too. */
export const getMatchEvent = defineApi(matchCalls.getMatchEvent, async ({ matchId }, { live }) => {
  const { list, etag } = await live.events([matchId]);
  return new PreSerialized(`{"list":${list}}`, etag);
});

async function oneMatch(
  db: Parameters<typeof selectMatchItems>[0],
  id: number,
  by: 'id' | 'qt',
  sport?: number,
) {
  const where = by === 'id' ? eq(matches.id, id) : eq(matches.qtMatchId, id);
  const [item] = await selectMatchItems(db, sport ? and(where, eq(matches.sport, sport)) : where);
  if (!item) throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  return item;
}

/** One football match's header: by leagueMatchId (our match id) or qtMatchId. */
export const getMatchInfoById = defineApi(matchCalls.getMatchInfoById, async (a, { db }) => {
  const id = a.leagueMatchId ?? a.matchId;
  if (id !== undefined) return oneMatch(db, id, 'id');
  if (a.qtMatchId !== undefined) return oneMatch(db, a.qtMatchId, 'qt');
  throw new GatewayError(
    400,
    COMMON_REFUSAL_CODES.badArgs,
    'getMatchInfoById 参数错误：缺少 leagueMatchId 或 qtMatchId',
  );
});

/** One basketball match's header with points by quarter and the quarter length. */
export const getBkMatchDetail = defineApi(
  matchCalls.getBkMatchDetail,
  async ({ matchId }, { db }) => oneMatch(db, matchId, 'id', 2),
);
