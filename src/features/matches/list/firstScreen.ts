import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import type { Sport } from '@entities/match';
import { sendEarlyGatewayCall } from '@shared/http/earlyAnswers';
import { matchPageCallArgs } from '../callArgs';
import { readStoredSettings, tabSettingsOf } from '../settings/read';
import { deviceUserKey } from '../settings/userKey';
import { argsOf } from './listQuery';
import { openingView } from './openingView';

/** The list screens, loaded by their routes and, opened first, by the first-screen script. */
export const loadFootballListPage = () => import('./FootballListPage');
export const loadBasketballListPage = () => import('./BasketballListPage');

/**
 * The first page of the list a fan opening a list screen will see, asked before the app's code has
 * arrived (issue 20 §3): the tabs it opens on (openingView), today, the tab's odds company from the
 * fan's settings, page 1 — the very arguments the page's first load asks with. The followed view
 * asks another call, and only with a login: it waits for the app.
 */
export function sendFirstListCall(sport: Sport, search: URLSearchParams): void {
  const { state, game } = openingView(sport, search.get('state'));
  if (state === 'followed') return;
  const settings = readStoredSettings(deviceUserKey());
  const { oddsCompany } = tabSettingsOf(settings, sport, game).provider;
  const args = argsOf({ sport, state, date: null, game, oddsCompany }, 1);
  sendEarlyGatewayCall(getMatchListByDate.name, matchPageCallArgs(args));
}
