import * as playerCalls from '../../../../contracts/sportdata/playerCalls';
import { defineApi, type GatewayApi } from '../../../platform/gateway/api';
import { bkPlayerRankList } from './bkRankList';
import { playerCareer } from './career';
import { playerContribution } from './contribution';
import { playerDetail } from './detail';
import { leaguePlayerRankList } from './leagueRankList';
import { playerStanding } from './standing';
import { teamPlayerList } from './teamPlayerList';
import { playerTransfers } from './transferList';

/**
 * The data library's player apiNames (issue 36 §1; docs/decisions/data-library.md "Players"):
 * profile, season, career, transfers and contribution of a player, the league rank lists and a
 * club's squad with its season figures.
 */
export const playerApis: readonly GatewayApi[] = [
  defineApi(playerCalls.getPlayerDetail, (a, { db, clock }) =>
    playerDetail(db, a.playerId, clock.now()),
  ),
  defineApi(playerCalls.getPlayerStanding, (a, { db }) =>
    playerStanding(db, a.playerId, a.seasonName),
  ),
  defineApi(playerCalls.getPlayerCareer, (a, { db }) => playerCareer(db, a.playerId)),
  defineApi(playerCalls.getPlayerTransfer, (a, { db }) => playerTransfers(db, a.playerId)),
  defineApi(playerCalls.getPlayerContribution, (a, { db }) =>
    playerContribution(db, a.playerId, a.seasonName),
  ),
  defineApi(playerCalls.getBkTeamPlayerRankList, (a, { db }) => bkPlayerRankList(db, a)),
  defineApi(playerCalls.getLeaguePlayerRankList, (a, { db }) => leaguePlayerRankList(db, a)),
  defineApi(playerCalls.getTeamPlayerList, (a, { db, clock }) =>
    teamPlayerList(db, a.teamId, a.seasonName, clock.now()),
  ),
];
