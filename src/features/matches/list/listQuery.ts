// The rules alone, not the entity's index: the first-screen script reads this file (firstScreen.ts).
import { GAME_TAB_LABELS, gameTabsOf, type Sport } from '@entities/match/rules';
import type { MatchPageArgs } from '../callArgs';

/**
 * What one list shows: sport, state tab, day and game tab (product-spec §9 game tab ids), plus the
 * odds company it asks for. Each distinct query has its own id array in the store, so switching tabs
 * back and forth shows the last data at once.
 */

/** State tabs; the numbers are getMatchListByDate's matchStatus (docs/api.md). */
export type ListState = 'all' | 'live' | 'upcoming' | 'finished' | 'followed';

export const STATE_TABS: ReadonlyArray<{ state: ListState; label: string }> = [
  { state: 'all', label: '全部' },
  { state: 'live', label: '进行中' },
  { state: 'upcoming', label: '未开赛' },
  { state: 'finished', label: '已完场' },
  { state: 'followed', label: '关注' },
];

/** A state tab named in an address (`?state=followed`, the 关注比赛 counter of 我的), or undefined. */
export function listStateOf(value: string | null): ListState | undefined {
  return STATE_TABS.find((tab) => tab.state === value)?.state;
}

export const MATCH_STATUS_ARG: Readonly<Record<Exclude<ListState, 'followed'>, number>> = {
  all: 0,
  live: 1,
  upcoming: 2,
  finished: 3,
};

export interface GameTab {
  /** The game id (0 = all); also the per-tab settings key. */
  game: number;
  label: string;
}

/** The game tabs of a sport, in the spec's order, with their names (rules/gameTabs.ts). */
export function gameTabs(sport: Sport): GameTab[] {
  return gameTabsOf(sport).map((game) => ({
    game,
    label: GAME_TAB_LABELS[sport][game] ?? String(game),
  }));
}

/** Match list page size (product-spec §9). */
export const MATCH_PAGE_SIZE = 20;

/** Days shown either side of today in the date strip. */
export const DAYS_BEFORE = 3;
export const DAYS_AFTER = 3;

export interface ListQuery {
  sport: Sport;
  state: ListState;
  /** Beijing day 'yyyy-MM-dd', or null for the server's today. */
  date: string | null;
  game: number;
  oddsCompany: number;
}

/** The store key of a query's id array. */
export function listKey(q: ListQuery): string {
  const day = q.state === 'followed' || q.state === 'live' ? '-' : (q.date ?? 'today');
  return `${q.sport}|${q.state}|${day}|${q.game}|${q.oddsCompany}`;
}

/** The arguments of a list's page `pageNo` (the followed view pages through all its states). */
export function argsOf(query: ListQuery, pageNo: number): MatchPageArgs {
  const state = query.state === 'followed' ? 'all' : query.state;
  return {
    sport: query.sport,
    matchStatus: MATCH_STATUS_ARG[state],
    // In-play matches are today's: the live tab has no date strip.
    date: state === 'live' ? null : query.date,
    game: query.game,
    oddsCompany: query.oddsCompany,
    pageNo,
    pageSize: MATCH_PAGE_SIZE,
  };
}
