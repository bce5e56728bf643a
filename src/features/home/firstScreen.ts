import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import { appScheduler } from '@schedulers/appScheduler';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import { HOME_MATCHES_ARGS } from './homeCallArgs';

/** The home screen, loaded by its route and, opened first, by the first-screen script. */
export const loadHomePage = () => import('./HomePage');
/** Its module as the build's manifest names it: the server inlines its CSS with its render. */
export const HOME_PAGE_MODULE = 'src/features/home/HomePage.tsx';

/** The home tab's one call, asked before the app's code has arrived (issue 20 §3). */
export function sendFirstHomeCall(): void {
  sendEarlyGatewayCall(getHomeMatches.name, HOME_MATCHES_ARGS);
}

/**
 * The home tab's data the server rendered the page from, checked by the call's contract and seeded
 * for the app's first render; false (nothing seeded) when it does not pass, and the app asks. The
 * job and the store load with it (the app needs them anyway), outside the first-screen script.
 */
export async function seedFirstHome(data: unknown): Promise<boolean> {
  const parsed = getHomeMatches.output.safeParse(data);
  if (!parsed.success) return false;
  const { seedHomeMatches } = await import('./seed');
  seedHomeMatches(parsed.data, appScheduler.clock.now());
  return true;
}
