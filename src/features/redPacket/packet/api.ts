import { matchPacketRounds, type MatchPacketRounds } from '@contracts/redPacket';
import { call } from '@shared/http';

/** A match's red-packet rounds, newest first, with this fan's part in each. */
export function fetchMatchPacketRounds(
  matchId: number,
  signal?: AbortSignal,
): Promise<MatchPacketRounds> {
  return call(matchPacketRounds, { matchId }, { signal });
}
