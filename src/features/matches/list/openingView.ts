import type { Sport } from '@entities/match';
import { TAB_LOCATIONS } from '../tabLearning/learning';
import { savedDefaultTab } from '../tabLearning/storage';
import { listStateOf, type ListState } from './listQuery';

/** Where a sport's game-tab learning is kept (tabLearning). */
export function gameTabLocation(sport: Sport): number {
  return sport === 'football' ? TAB_LOCATIONS.fbGameType : TAB_LOCATIONS.bkGameType;
}

/**
 * The tabs a list page opens on when the fan is not coming back to it: the state tab its address
 * names (我的's 关注比赛 opens the followed view), else 全部; the game tab learnt for the sport,
 * else 全部. The page and the first screen's early call (firstScreen.ts) both start from it.
 */
export function openingView(
  sport: Sport,
  stateParam: string | null,
): { state: ListState; game: number } {
  return {
    state: listStateOf(stateParam) ?? 'all',
    game: savedDefaultTab(gameTabLocation(sport), 0),
  };
}
