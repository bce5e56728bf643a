import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import type { Sport } from '@entities/match';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import { matchPageCallArgs } from '../callArgs';
import { parseMatchSettings, type MatchSettings } from '../settings/schema';
import { readStoredSettings, tabSettingsOf } from '../settings/read';
import { deviceUserKey } from '../settings/userKey';
import { argsOf, type ListQuery } from './listQuery';
import { openingView } from './openingView';

/** The list screens, loaded by their routes and, opened first, by the first-screen script. */
export const loadFootballListPage = () => import('./FootballListPage');
export const loadBasketballListPage = () => import('./BasketballListPage');

/** The list a fan opens on, from the opening tabs and that tab's odds company in `settings`. */
function openingQuery(
  sport: Sport,
  view: ReturnType<typeof openingView>,
  settings: MatchSettings,
): ListQuery {
  const { oddsCompany } = tabSettingsOf(settings, sport, view.game).provider;
  return { sport, state: view.state, date: null, game: view.game, oddsCompany };
}

/**
 * The list a fan with nothing saved opens on — 全部, today, game tab 0, the default odds company:
 * the one the server renders into the page (src/app/ssr).
 */
export function defaultListQuery(sport: Sport): ListQuery {
  return openingQuery(sport, { state: 'all', game: 0 }, parseMatchSettings(undefined));
}

/** getMatchListByDate's arguments for a list's first page. */
export function firstListCallArgs(query: ListQuery) {
  return matchPageCallArgs(argsOf(query, 1));
}

/**
 * The first page of the list a fan opening a list screen will see, asked before the app's code has
 * arrived (issue 20 §3): the tabs it opens on (openingView), today, the tab's odds company from the
 * fan's settings, page 1 — the very arguments the page's first load asks with. The followed view
 * asks another call, and only with a login: it waits for the app.
 */
export function sendFirstListCall(sport: Sport, search: URLSearchParams): void {
  const view = openingView(sport, search.get('state'));
  if (view.state === 'followed') return;
  const query = openingQuery(sport, view, readStoredSettings(deviceUserKey()));
  sendEarlyGatewayCall(getMatchListByDate.name, firstListCallArgs(query));
}

/**
 * The first page of the default list the server rendered the page from (its #first-screen-data),
 * seeded for the app's first render; false (nothing seeded) when it does not pass the call's
 * contract, and the app asks. The page's script showed the render only to a fan whose list
 * opens on that default view, so the seed is the list the page will show.
 */
export async function seedFirstList(sport: Sport, data: unknown): Promise<boolean> {
  const { seedListPage } = await import('./seed');
  return seedListPage(defaultListQuery(sport), data);
}
