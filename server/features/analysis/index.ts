import type { GatewayApi } from '../../platform/gateway/api';
import { getTeamBoutExploits } from './boutExploits';
import { matchExtrasApis } from './extras';
import { getMatchLineup } from './lineup';
import { getMatchStanding } from './matchStanding';
import { getTeamNearStatus } from './nearStatus';
import { getMatchScheduleList } from './schedule';
import { getTeamStanding } from './teamStanding';

// What the basketball detail shares: a team's matches and the games-behind rule.
export { teamMatches } from './queries';
export { gamesBehind } from './record';
// A league's table rebuilt from its finished matches: by the seed, and by the simulator at full time.
export { recomputeStandings, seasonGames, tableLines, type TableLine } from './standingsTable';

/** The match-analysis apiNames of the sport-data gateway (calls-errors-spec §7.1). */
export const analysisApis: readonly GatewayApi[] = [
  getTeamBoutExploits,
  getTeamNearStatus,
  getMatchStanding,
  getTeamStanding,
  getMatchLineup,
  getMatchScheduleList,
  ...matchExtrasApis,
];
