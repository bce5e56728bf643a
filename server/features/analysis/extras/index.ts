import type { GatewayApi } from '../../../platform/gateway/api';
import { getMatchAnalysisAbility } from './ability';
import { getMatchInfomationApi } from './information';
import { getMatchAnalysisNumber } from './number';
import { getMatchPointRank, getMatchPointRankNew } from './pointRank';
import { getBkMatchTidianList, getMatchTidianList } from './tidian';

/**
 * The match-analysis extras (calls-errors-spec §7.1; docs/decisions/match-analysis-extras.md):
 * ability, counts, intelligence, data tips and league positions.
 */
export const matchExtrasApis: readonly GatewayApi[] = [
  getMatchAnalysisAbility,
  getMatchAnalysisNumber,
  getMatchInfomationApi,
  getMatchTidianList,
  getBkMatchTidianList,
  getMatchPointRank,
  getMatchPointRankNew,
];
