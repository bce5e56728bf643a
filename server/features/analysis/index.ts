import type { GatewayApis } from '../../platform/gateway/api';
import { getTeamBoutExploits } from './boutExploits';
import { getMatchLineup } from './lineup';
import { getMatchStanding } from './matchStanding';
import { getTeamNearStatus } from './nearStatus';
import { getMatchScheduleList } from './schedule';
import { getTeamStanding } from './teamStanding';

/** The match-analysis apiNames of the sport-data gateway (calls-errors-spec §7.1). */
export const analysisApis: GatewayApis = {
  getTeamBoutExploits,
  getTeamNearStatus,
  getMatchStanding,
  getTeamStanding,
  getMatchLineup,
  getMatchScheduleList,
};
