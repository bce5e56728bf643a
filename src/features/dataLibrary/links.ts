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

/** A player's page: one route for both sports, the server knows which his is. */
export function playerHref(playerId: number): string {
  return hrefFor('data/player-info', {}, { playerId });
}

/** A player's season match by match (his contribution). */
export function playerMatchesHref(playerId: number, season: string): string {
  return hrefFor('data/players-detail', {}, { playerId, seasonId: season });
}

/** The full table of one league statistic. */
export function statisticsHref(leagueId: number, type: string, season?: string): string {
  return hrefFor('data/statistics-detail', {}, { leagueId, type, seasonId: season ?? null });
}
