/**
 * Game tabs of the match lists and the odds company each one prices with (product-spec §9):
 * football 0 all, 401, 405, 407 (official jingcai, company 6); basketball 0 and 406 (company 5);
 * the default company 0 is the crown provider.
 */
import type { Sport } from './status';

export const FOOTBALL_GAME_TABS = [0, 407, 405, 401] as const;
export const BASKETBALL_GAME_TABS = [0, 406] as const;
export type FootballTabKey = (typeof FOOTBALL_GAME_TABS)[number];
export type BasketballTabKey = (typeof BASKETBALL_GAME_TABS)[number];
export type GameTabKey = FootballTabKey | BasketballTabKey;

export const CROWN_COMPANY = 0;
export const JINGCAI_COMPANY = 6;
export const BASKETBALL_LOTTERY_COMPANY = 5;

/** Chinese names of the tabs as the tab strip shows them. */
export const GAME_TAB_LABELS: Readonly<Record<Sport, Readonly<Record<number, string>>>> = {
  football: { 0: '全部', 407: '竞彩', 405: '足彩', 401: '北单' },
  basketball: { 0: '全部', 406: '篮彩' },
};

export function gameTabsOf(sport: Sport): readonly GameTabKey[] {
  return sport === 'football' ? FOOTBALL_GAME_TABS : BASKETBALL_GAME_TABS;
}

export function isGameTab(sport: Sport, tab: number): tab is GameTabKey {
  return (gameTabsOf(sport) as readonly number[]).includes(tab);
}

/** The odds company a tab lists by default: 6 on 407, 5 on 406, else the crown (0). */
export function defaultOddsCompany(sport: Sport, tab: number): number {
  if (sport === 'football' && tab === 407) return JINGCAI_COMPANY;
  if (sport === 'basketball' && tab === 406) return BASKETBALL_LOTTERY_COMPANY;
  return CROWN_COMPANY;
}
