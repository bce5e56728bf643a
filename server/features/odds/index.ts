import type { GatewayApi } from '../../platform/gateway/api';
import {
  getBkLetMatchOddsChangeDetail,
  getBkMatchBigsmallOddsChangeDetail,
  getBkMatchEuropeOddsChangeDetail,
  getOneAsiaDetailOdds,
  getOneBigSmallDetailOdds,
  getOneEuropeOddsDetail,
} from './details';
import {
  getOddsProviderByMatch,
  getOneMatchAsiaPrimaryOdds,
  getOneMatchBigSmallOdds,
  getOneMatchEuropeOdds,
} from './lists';

/** The odds apiNames of the sport-data gateway (calls-errors-spec §7.1, docs/api.md "Odds"). */
export const oddsApis: readonly GatewayApi[] = [
  getOneMatchEuropeOdds,
  getOneMatchAsiaPrimaryOdds,
  getOneMatchBigSmallOdds,
  getOddsProviderByMatch,
  getOneEuropeOddsDetail,
  getOneAsiaDetailOdds,
  getOneBigSmallDetailOdds,
  getBkLetMatchOddsChangeDetail,
  getBkMatchBigsmallOddsChangeDetail,
  getBkMatchEuropeOddsChangeDetail,
];
