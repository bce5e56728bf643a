import type { GatewayApi } from '../../platform/gateway/api';
import { getHomeMatches } from './homeMatches';

/** The home tab's apiNames (issue 6 item 8; docs/decisions/home.md). */
export const homeApis: readonly GatewayApi[] = [getHomeMatches];
