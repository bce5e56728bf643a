import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import { appScheduler } from '@schedulers/appScheduler';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import { HOME_MATCHES_ARGS } from './homeCallArgs';

/** The home screen, loaded by its route and, opened first, by the first-screen script. */
export const loadHomePage = () => import('./HomePage');

/** The home tab's one call, asked before the app's code has arrived (issue 20 §3). */
export function sendFirstHomeCall(): void {
  sendEarlyGatewayCall(getHomeMatches.name, HOME_MATCHES_ARGS);
}

/**
 * The home tab's data the server rendered the page from, seeded for the app's first render (false,
 * nothing seeded, when it does not pass the call's contract: the app asks). The job and the store
 * load with the seed (the app needs them anyway), outside the first-screen script.
 */
export async function seedFirstHome(data: unknown): Promise<boolean> {
  const { seedHomeMatches } = await import('./seed');
  return seedHomeMatches(data, appScheduler.clock.now());
}
