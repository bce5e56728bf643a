import type { GatewayApis } from '../../platform/gateway/api';
import { getBkTeamBoutMatch, getBkTeamFutureMatch, getBkTeamRecentMatch } from './games';
import { getBkMatchInjury } from './injury';
import { getBkMatchLineup } from './lineup';
import { getBkMatchAnalyzeStandingData } from './standing';
import { getBkMatchTeamRankAndCount } from './teamStats';
import { getBkMatchTextLive } from './textLive';

/** The basketball match-detail apiNames of the sport-data gateway (calls-errors-spec §7.1). */
export const bkDetailApis: GatewayApis = {
  getBkTeamBoutMatch,
  getBkTeamRecentMatch,
  getBkTeamFutureMatch,
  getBkMatchAnalyzeStandingData,
  // The spec's "standing" of the basketball detail: the same rows.
  getBkMatchStanding: getBkMatchAnalyzeStandingData,
  getBkMatchTeamRankAndCount,
  getBkMatchLineup,
  getBkMatchInjury,
  getBkMatchTextLive,
};
