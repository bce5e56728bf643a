import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { codeArg, pageNoArg, pageSizeArg } from './args';
import { seasonArg } from './dataLibrary';
import {
  BK_RANK_TYPES,
  bkPlayerRankListSchema,
  LEAGUE_RANK_TYPES,
  leaguePlayerRankListSchema,
  playerCareerSchema,
  playerContributionSchema,
  playerDetailSchema,
  playerStandingSchema,
  playerTransferSchema,
  teamPlayerListSchema,
} from './players';

/**
 * The data library's player apiNames (calls-errors-spec §7.1 "Player detail, transfer, career,
 * standing and contribution calls", getBkTeamPlayerRankList; issue 36 §1). A season left out is the
 * league's current one; a season the league has no match of is 404 season_not_found, an unknown
 * player 404 player_not_found.
 */

/** Rank lists page 20 at a time, at most 100. */
export const RANK_PAGE_SIZE = 20;

const playerArgs = z.object({ playerId: idInput });
const playerSeasonArgs = z.object({ playerId: idInput, seasonName: seasonArg });

/** A player's profile, his club and its league, and how he came there. */
export const getPlayerDetail = defineGatewayCall('getPlayerDetail', playerArgs, playerDetailSchema);

/** A player's statistics of one season of his club's league. */
export const getPlayerStanding = defineGatewayCall(
  'getPlayerStanding',
  playerSeasonArgs,
  playerStandingSchema,
);

/** Each season of a player's career with its club, and its figures where the world holds them. */
export const getPlayerCareer = defineGatewayCall('getPlayerCareer', playerArgs, playerCareerSchema);

/** A player's moves between clubs, newest first. */
export const getPlayerTransfer = defineGatewayCall(
  'getPlayerTransfer',
  playerArgs,
  playerTransferSchema,
);

/** A player's share of his club's goals or points in a season, with each match he played. */
export const getPlayerContribution = defineGatewayCall(
  'getPlayerContribution',
  playerSeasonArgs,
  playerContributionSchema,
);

/**
 * A basketball league season's players ranked by a per-game figure: type 1 points, 2 rebounds,
 * 3 assists, 4 blocks, 5 steals, 6 turnovers, 7 fouls, 8 contribution (efficiency).
 */
export const getBkTeamPlayerRankList = defineGatewayCall(
  'getBkTeamPlayerRankList',
  z.object({
    leagueId: idInput,
    seasonName: seasonArg,
    type: codeArg(BK_RANK_TYPES, 1),
    pageNo: pageNoArg,
    pageSize: pageSizeArg(RANK_PAGE_SIZE),
  }),
  bkPlayerRankListSchema,
);

/** A football league season's top scorers (type 1) or assist makers (type 2). */
export const getLeaguePlayerRankList = defineGatewayCall(
  'getLeaguePlayerRankList',
  z.object({
    leagueId: idInput,
    seasonName: seasonArg,
    type: codeArg(LEAGUE_RANK_TYPES, 1),
    pageNo: pageNoArg,
    pageSize: pageSizeArg(RANK_PAGE_SIZE),
  }),
  leaguePlayerRankListSchema,
);

/** A club's squad by position, each player with his figures of the season. */
export const getTeamPlayerList = defineGatewayCall(
  'getTeamPlayerList',
  z.object({ teamId: idInput, seasonName: seasonArg }),
  teamPlayerListSchema,
);
