import { defineResource } from '@schedulers';
import {
  fetchBasketballPlayerRanks,
  fetchFootballPlayerRanks,
  fetchPlayerCareer,
  fetchPlayerContribution,
  fetchPlayerDetail,
  fetchPlayerStanding,
  fetchPlayerTransfer,
  fetchTeamPlayers,
  type PlayerRankArgs,
} from './playerApi';
import type { Sport } from './rules';

/**
 * The player pages' answers, held by the scheduler. Figures change when one of his club's matches
 * ends: kept a minute; a profile and his moves are world data, kept ten.
 */
const MINUTE_MS = 60_000;
const FACTS_MS = 10 * MINUTE_MS;

export const playerDetailResource = defineResource({
  name: 'data-player',
  key: (playerId: number) => String(playerId),
  fetch: (playerId: number, signal) => fetchPlayerDetail(playerId, signal),
  staleMs: FACTS_MS,
});

export interface PlayerSeasonQuery {
  playerId: number;
  season: string | undefined;
}

const seasonKey = (q: PlayerSeasonQuery) => `${q.playerId}:${q.season ?? ''}`;

export const playerStandingResource = defineResource({
  name: 'data-player-standing',
  key: seasonKey,
  fetch: (q: PlayerSeasonQuery, signal) => fetchPlayerStanding(q.playerId, q.season, signal),
  staleMs: MINUTE_MS,
});

export const playerContributionResource = defineResource({
  name: 'data-player-contribution',
  key: seasonKey,
  fetch: (q: PlayerSeasonQuery, signal) => fetchPlayerContribution(q.playerId, q.season, signal),
  staleMs: MINUTE_MS,
});

export const playerCareerResource = defineResource({
  name: 'data-player-career',
  key: (playerId: number) => String(playerId),
  fetch: (playerId: number, signal) => fetchPlayerCareer(playerId, signal),
  staleMs: MINUTE_MS,
});

export const playerTransferResource = defineResource({
  name: 'data-player-transfer',
  key: (playerId: number) => String(playerId),
  fetch: (playerId: number, signal) => fetchPlayerTransfer(playerId, signal),
  staleMs: FACTS_MS,
});

export interface PlayerRankQuery extends PlayerRankArgs {
  sport: Sport;
}

export const playerRanksResource = defineResource({
  name: 'data-player-ranks',
  key: (q: PlayerRankQuery) =>
    `${q.sport}:${q.leagueId}:${q.seasonName ?? ''}:${q.type}:${q.pageSize}`,
  fetch: async ({ sport, ...args }: PlayerRankQuery, signal) =>
    sport === 2
      ? { sport, data: await fetchBasketballPlayerRanks(args, signal) }
      : { sport, data: await fetchFootballPlayerRanks(args, signal) },
  staleMs: MINUTE_MS,
});

export const teamPlayersResource = defineResource({
  name: 'data-team-players',
  key: (teamId: number) => String(teamId),
  fetch: (teamId: number, signal) => fetchTeamPlayers(teamId, signal),
  staleMs: MINUTE_MS,
});
