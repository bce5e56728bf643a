import { getBkMatchDetail, getMatchInfoById } from '@contracts/sportdata/matchCalls';
import type { Sport } from '@entities/match/rules';
import { appScheduler } from '@schedulers/appScheduler';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import type { ScreenCall } from '@shared/ssr';
import { detailMatchArgs } from './detailMatchCall';
import { parseMatchId } from './matchIdParam';

/** The match pages, loaded by their routes and, opened first, by the first-screen script. */
export const loadFootballDetailPage = () => import('./FootballDetailPage');
export const loadBasketballDetailPage = () => import('./BasketballDetailPage');

/** The header call of a match page's address (api.ts fetchDetailMatch's), null for a broken link. */
export function detailMatchCall(sport: Sport, query: URLSearchParams): ScreenCall | null {
  const matchId = parseMatchId(query.get('matchId'));
  if (matchId === null) return null;
  return {
    name: (sport === 'football' ? getMatchInfoById : getBkMatchDetail).name,
    args: detailMatchArgs[sport](matchId),
  };
}

/**
 * A match page's header call (the match: its teams, score and minute, the page's largest paint),
 * asked before the app's code has arrived when the fan opens the app on a match page — a shared
 * link, a goal notification — with the very arguments the page asks with. Nothing for a broken
 * link: the page says so without asking.
 */
export function sendFirstDetailCall(sport: Sport, query: URLSearchParams): void {
  const call = detailMatchCall(sport, query);
  if (call) sendEarlyGatewayCall(call.name, call.args);
}

/**
 * The match the server rendered the page from, seeded for the app's first render (false, nothing
 * seeded, when it does not pass the call's contract or is another match: the app asks).
 */
export async function seedFirstDetail(
  sport: Sport,
  data: unknown,
  query: URLSearchParams,
): Promise<boolean> {
  const { seedDetailMatch } = await import('./seed');
  return seedDetailMatch(sport, parseMatchId(query.get('matchId')), data, appScheduler.clock.now());
}
