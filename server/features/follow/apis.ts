import { beijingDate } from '../../../domain/time';
import * as followCalls from '../../../contracts/sportdata/followCalls';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { authenticate } from '../../platform/auth/authenticate';
import { listStatusOf, oddsOf } from '../matches';
import { defineApi, type GatewayApi, type GatewayContext } from '../../platform/gateway/api';
import { GatewayError } from '../../platform/gateway/errors';
import { CommonRefusals } from '../../platform/refusals';
import { getBkMatchListById, getMatchListById } from './byIds';
import { followedAmong, followedIds, followedMatchItems } from './queries';

/**
 * The fan is the one the login token names (Authorization header, jcob_token header or cookie), never
 * the body's userId: anyone can write a number into a body, and the gateway's signature proves only
 * the app, not the fan.
 */
async function fanOf(ctx: GatewayContext): Promise<number | null> {
  return (await authenticate(ctx.db, ctx.request))?.userId ?? null;
}

/**
 * getUserFollowMatchList: the followed view. The fan's followed matches of one sport as list items
 * (isFollow true), live first, then upcoming by kick-off, then finished latest first.
 */
export const getUserFollowMatchList = defineApi(
  followCalls.getUserFollowMatchList,
  async (a, ctx) => {
    const userId = await fanOf(ctx);
    if (userId === null) {
      const { status, code, msg } = CommonRefusals.noLogin;
      throw new GatewayError(status, code, msg);
    }
    const now = ctx.clock.now();
    const ids = await followedIds(ctx.db, userId, a.sportType, now);
    let items: MatchItem[] = ids.length ? await followedMatchItems(ctx.db, ids) : [];
    if (a.game) items = items.filter((m) => m.gameTabs.includes(a.game));
    if (a.matchStatus)
      items = items.filter((m) => listStatusOf(m.sportType, m.matchStatus) === a.matchStatus);
    items.sort((x, y) => {
      const sx = listStatusOf(x.sportType, x.matchStatus);
      const sy = listStatusOf(y.sportType, y.matchStatus);
      if (sx !== sy) return sx - sy;
      const byTime = sx === 3 ? y.matchDate - x.matchDate : x.matchDate - y.matchDate;
      return byTime || x.matchId - y.matchId;
    });
    const start = (a.pageNo - 1) * a.pageSize;
    let list = items.slice(start, start + a.pageSize);
    if (!a.simple) {
      const byMatch = await oddsOf(
        ctx.db,
        list.map((m) => m.matchId),
        a.oddsCompany,
      );
      list = list.map((m) => ({ ...m, odds: byMatch.get(m.matchId) ?? null }));
    }
    return {
      list: list.map((m) => ({ ...m, isFollow: true })),
      pageNo: a.pageNo,
      pageSize: a.pageSize,
      total: items.length,
      hasMore: start + a.pageSize < items.length,
      date: beijingDate(now),
    };
  },
);

type Item = { matchId: number };
const isItem = (v: unknown): v is Item =>
  typeof v === 'object' && v !== null && typeof (v as Item).matchId === 'number';

/**
 * Adds isFollow (product-spec §3 Match) to what a match call answers — a page `{list}` of items or
 * one item — for the fan of the login token; visitors read false without a database look-up. The
 * wrapped call's output must allow isFollow on its items (matchItemSchema does).
 */
export function withFollowFlags(api: GatewayApi): GatewayApi {
  return {
    call: api.call,
    async run(input, ctx) {
      const data = await api.run(input, ctx);
      const page = typeof data === 'object' && data !== null && 'list' in data ? data : null;
      const list = page?.list;
      const items = Array.isArray(list) ? list.filter(isItem) : isItem(data) ? [data] : [];
      if (items.length === 0) return data;
      const userId = await fanOf(ctx);
      const followed =
        userId === null
          ? new Set<number>()
          : await followedAmong(
              ctx.db,
              userId,
              items.map((m) => m.matchId),
              ctx.clock.now(),
            );
      const flag = (m: unknown) => (isItem(m) ? { ...m, isFollow: followed.has(m.matchId) } : m);
      if (page && Array.isArray(list)) return { ...page, list: list.map(flag) };
      return flag(data);
    },
  };
}

/** The follow apiNames of the gateway (the by-id lists serve the followed view first). */
export const followApis: readonly GatewayApi[] = [
  getUserFollowMatchList,
  getMatchListById,
  getBkMatchListById,
];
