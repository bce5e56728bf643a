import { analysisApis } from '../analysis';
import { matchApis } from '../matches/apis';
import { oddsApis } from '../odds';
import type { GatewayApis } from './api';

/** Every apiName the gateway answers, gathered from the features that own them. */
export const gatewayApis: GatewayApis = {
  ...analysisApis,
  ...matchApis,
  ...oddsApis,
};
