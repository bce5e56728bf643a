import type { GatewayApi } from '../../platform/gateway/api';
import { getBkTeamBoutMatch, getBkTeamFutureMatch, getBkTeamRecentMatch } from './games';
import { getBkMatchInjury } from './injury';
import { getBkMatchLineup } from './lineup';
import { getBkMatchAnalyzeStandingData, getBkMatchStanding } from './standing';
import { getBkMatchTeamRankAndCount } from './teamStats';
import { getBkMatchTextLive } from './textLive';

/** The basketball match-detail apiNames of the sport-data gateway (calls-errors-spec §7.1). */
export const bkDetailApis: readonly GatewayApi[] = [
  getBkTeamBoutMatch,
  getBkTeamRecentMatch,
  getBkTeamFutureMatch,
  getBkMatchAnalyzeStandingData,
  getBkMatchStanding,
  getBkMatchTeamRankAndCount,
  getBkMatchLineup,
  getBkMatchInjury,
  getBkMatchTextLive,
];

/**
 * A game's box score, for the data library's season figures (league statistics, player seasons):
 * the same lines the match page shows, so a season adds up to its games.
 */
export { addLines, boxScoreOf, emptyLine, type BoxScore } from './box';
export { rostersOf, type RosterPlayer } from './roster';
export type { BkMatch } from './match';
