import type { LiveScore } from '@contracts/sportdata/matches';

export function liveScore(patch: Partial<LiveScore> = {}): LiveScore {
  return {
    matchId: 1,
    matchStatus: 12,
    matchStartedMinutes: '66',
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: 0,
    awayHalfScore: 0,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 0,
    awayCorner: 0,
    periodScores: [],
    updatedAt: 1_800_000_000_000,
    version: 1,
    ...patch,
  };
}
