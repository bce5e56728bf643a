import { hrefFor } from '@shared/routes';
import type { Sport } from './rules';

/** Where the data library's pages are, by sport (product-spec §2 "Data"). */

export function leagueHref(sport: Sport, leagueId: number, season?: string): string {
  return sport === 2
    ? hrefFor('data/bk/league', { leagueId }, { sessonId: season ?? null })
    : hrefFor('data/league-data', { leagueId }, { seasonId: season ?? null });
}

export function teamHref(sport: Sport, teamId: number): string {
  return sport === 2
    ? hrefFor('data/bk/league/team', { tab: 'info' }, { teamId })
    : hrefFor('data/team-data', {}, { teamId });
}

export function matchHref(sport: Sport, matchId: number): string {
  return sport === 2
    ? hrefFor('bk-match-detail', {}, { matchId })
    : hrefFor('match-detail', {}, { matchId });
}

export function leagueListHref(sport: Sport, countryId: number): string {
  return hrefFor('data/league-list', {}, { ballType: sport, countryId });
}

export function homeHref(sport: Sport): string {
  return sport === 2 ? hrefFor('data/bk/index') : hrefFor('data');
}
