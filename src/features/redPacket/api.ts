import {
  CHECK_OR_JOIN,
  checkRedPacket,
  clickRedPacket,
  type Award,
  type RedPacketStatus,
} from '@contracts/redPacket';
import { getRedpackedMatchList } from '@contracts/sportdata/matchCalls';
import type { RedPacketMatch } from '@contracts/sportdata/matches';
import { call, sportdata } from '@shared/http';

/** getRedpackedMatchList: today's active red-packet matches, or the given ones (calls-errors-spec §7.1). */
export async function fetchRedPacketMatches(
  matchIds: readonly number[] | null,
  signal?: AbortSignal,
): Promise<RedPacketMatch[]> {
  const page = await sportdata(
    getRedpackedMatchList,
    { matchIds: matchIds ? [...matchIds] : undefined },
    { signal },
  );
  return page.list;
}

/** check: a goal's round and this fan's part in it. */
export function checkRound(
  matchId: number,
  goalCount: number,
  signal?: AbortSignal,
): Promise<RedPacketStatus> {
  return call(checkRedPacket, { matchId, goalCount, checkOrJoin: CHECK_OR_JOIN.check }, { signal });
}

/** check with checkOrJoin 2: the fan's rain starts now. */
export function joinRound(matchId: number, goalCount: number): Promise<RedPacketStatus> {
  return call(checkRedPacket, { matchId, goalCount, checkOrJoin: CHECK_OR_JOIN.join });
}

/** clickRed: the rain's end, with the packets caught; answers the award. */
export async function clickRed(matchId: number, goalCount: number, hits: number): Promise<Award> {
  const result = await call(clickRedPacket, { matchId, goalCount, hits });
  return result.award;
}
