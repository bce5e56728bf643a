import {
  getBkTeamPlayerRankList,
  getLeaguePlayerRankList,
  getPlayerCareer,
  getPlayerContribution,
  getPlayerDetail,
  getPlayerStanding,
  getPlayerTransfer,
  getTeamPlayerList,
} from '@contracts/sportdata/playerCalls';
import { sportdata } from '@shared/http';

/**
 * The data library's player calls (docs/decisions/data-library.md "Players"), one small function
 * each. A season left out is the current season of the player's (club's, league's) league.
 */

export function fetchPlayerDetail(playerId: number, signal?: AbortSignal) {
  return sportdata(getPlayerDetail, { playerId }, { signal });
}

export function fetchPlayerStanding(
  playerId: number,
  seasonName: string | undefined,
  signal?: AbortSignal,
) {
  return sportdata(getPlayerStanding, { playerId, seasonName }, { signal });
}

export function fetchPlayerCareer(playerId: number, signal?: AbortSignal) {
  return sportdata(getPlayerCareer, { playerId }, { signal });
}

export function fetchPlayerTransfer(playerId: number, signal?: AbortSignal) {
  return sportdata(getPlayerTransfer, { playerId }, { signal });
}

export function fetchPlayerContribution(
  playerId: number,
  seasonName: string | undefined,
  signal?: AbortSignal,
) {
  return sportdata(getPlayerContribution, { playerId, seasonName }, { signal });
}

export interface PlayerRankArgs {
  leagueId: number;
  seasonName: string | undefined;
  type: number;
  pageSize: number;
}

/** Football's goals (1) and assists (2) lists, basketball's eight per-game lists. */
export function fetchFootballPlayerRanks(args: PlayerRankArgs, signal?: AbortSignal) {
  return sportdata(getLeaguePlayerRankList, { ...args, pageNo: 1 }, { signal });
}

export function fetchBasketballPlayerRanks(args: PlayerRankArgs, signal?: AbortSignal) {
  return sportdata(getBkTeamPlayerRankList, { ...args, pageNo: 1 }, { signal });
}

/** A club's squad with each player's figures of the current season. */
export function fetchTeamPlayers(teamId: number, signal?: AbortSignal) {
  return sportdata(getTeamPlayerList, { teamId }, { signal });
}
