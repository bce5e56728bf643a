import { analysisApis } from './features/analysis';
import { bkDetailApis } from './features/bkDetail';
import { matchApis } from './features/matches/apis';
import { oddsApis } from './features/odds';
import { followApis, withFollowFlags } from './features/follow';
import { homeApis } from './features/home/apis';
import type { GatewayApis } from './platform/gateway/api';

/** Every apiName the gateway answers, gathered from the features that own them. */
export const gatewayApis: GatewayApis = {
  ...analysisApis,
  ...matchApis,
  ...oddsApis,
  ...followApis,
  ...homeApis,
  ...bkDetailApis,
};

// isFollow of the fan whose token came with the call (docs/decisions/follow.md).
for (const name of [
  'getMatchListByDate',
  'getMatchInfoById',
  'getBkMatchDetail',
  'getMatchListById',
  'getBkMatchListById',
]) {
  const api = gatewayApis[name];
  if (api) gatewayApis[name] = withFollowFlags(api);
}
