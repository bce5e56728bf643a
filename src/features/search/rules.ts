import type { SearchKind, SearchLeague, SearchMatch, SearchScope } from '@contracts/search';
import { matchPageHref } from '@entities/match';
import { isFeatureVisible, type ChannelId } from '@shared/channels';
import { hrefFor } from '@shared/routes';

/** The result tabs, in order (docs/decisions/home-search.md). */
export const SEARCH_TABS: readonly { value: SearchScope; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'match', label: '比赛' },
  { value: 'expert', label: '专家' },
  { value: 'plan', label: '方案' },
  { value: 'post', label: '帖子' },
  { value: 'league', label: '联赛' },
];

export const KIND_LABEL: Record<SearchKind, string> = {
  match: '比赛',
  expert: '专家',
  plan: '方案',
  post: '帖子',
  league: '联赛',
};

/**
 * The kinds a channel shows: the circles' posts only where the channel shows the circles
 * (product-spec §6 hides sns on the shopping app, the football info site and the push-ball
 * platform).
 */
export function shownKind(kind: SearchKind, channel: ChannelId): boolean {
  return kind !== 'post' || isFeatureVisible(channel, 'sns');
}

/** The tabs a channel shows. */
export function searchTabsFor(
  channel: ChannelId,
): readonly { value: SearchScope; label: string }[] {
  return SEARCH_TABS.filter((t) => t.value === 'all' || shownKind(t.value, channel));
}

/** `?tab=` as a tab the channel shows; anything else is 全部. */
export function tabOf(value: string | null, channel: ChannelId): SearchScope {
  return searchTabsFor(channel).find((t) => t.value === value)?.value ?? 'all';
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
