import type { SearchKind, SearchLeague, SearchMatch, SearchScope } from '@contracts/search';
import { matchPageHref } from '@entities/match';
import { hrefFor } from '@shared/routes';

/** The result tabs, in order (docs/decisions/home-search.md). */
export const SEARCH_TABS: readonly { value: SearchScope; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'match', label: '比赛' },
  { value: 'expert', label: '专家' },
  { value: 'plan', label: '方案' },
  { value: 'league', label: '联赛' },
];

export const KIND_LABEL: Record<SearchKind, string> = {
  match: '比赛',
  expert: '专家',
  plan: '方案',
  league: '联赛',
};

/** `?tab=` as a tab; anything else is 全部. */
export function tabOf(value: string | null): SearchScope {
  return SEARCH_TABS.find((t) => t.value === value)?.value ?? 'all';
}

/** The words of the address, trimmed; '' when none. */
export function wordsOf(value: string | null): string {
  return (value ?? '').trim();
}

export function matchHref(match: SearchMatch): string {
  return matchPageHref(match.sport === 2 ? 'basketball' : 'football', match.matchId);
}

/** A league's page in the data library: football and basketball have their own. */
export function leagueHref(league: SearchLeague): string {
  return league.sport === 2
    ? hrefFor('data/bk/league', { leagueId: league.leagueId })
    : hrefFor('data/league-data', { leagueId: league.leagueId });
}
