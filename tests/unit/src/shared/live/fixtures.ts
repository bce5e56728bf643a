import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import { liveScore as liveScoreOfTip } from '../../features/matches/tips/fixtures';

/** A live score of match `matchId` (1–0 and the like through `over`), for the live polls' tests. */
export const liveScore = (matchId: number, over: Partial<LiveScore> = {}): LiveScore =>
  liveScoreOfTip({ matchId, ...over });

/** A goal of the home side. */
export const goalEvent = (id: number, matchId: number, happenedAt: number): MatchEvent => ({
  id,
  matchId,
  kind: 'goal',
  side: 1,
  minute: 10,
  extraMinute: 0,
  second: 0,
  player: null,
  detail: null,
  happenedAt,
});
