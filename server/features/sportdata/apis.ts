import { analysisApis } from '../analysis';
import { bkDetailApis } from '../bkDetail';
import { matchApis } from '../matches/apis';
import { oddsApis } from '../odds';
import { followApis, withFollowFlags } from '../follow';
import { homeApis } from '../home/apis';
import type { GatewayApis } from './api';

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
