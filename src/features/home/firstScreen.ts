import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import { HOME_MATCHES_ARGS } from './homeCallArgs';

/** The home screen, loaded by its route and, opened first, by the first-screen script. */
export const loadHomePage = () => import('./HomePage');

/** The home tab's one call, asked before the app's code has arrived (issue 20 §3). */
export function sendFirstHomeCall(): void {
  sendEarlyGatewayCall(getHomeMatches.name, HOME_MATCHES_ARGS);
}
