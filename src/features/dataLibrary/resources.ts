import { defineResource } from '@schedulers';
import {
  fetchBasketballTable,
  fetchCountries,
  fetchFootballTable,
  fetchHotLeagues,
  fetchLeagueDetail,
  fetchLeagueRule,
  fetchLeagues,
  fetchSchedule,
  fetchTeam,
  type LeagueListArgs,
  type ScheduleArgs,
} from './api';
import type { Sport } from './rules';

/**
 * The data library's answers, held by the scheduler. Tables and schedules change when a match ends:
 * kept a minute, asked again when the fan comes back after that; lists of leagues change rarely.
 */
const MINUTE_MS = 60_000;
const LISTS_MS = 10 * MINUTE_MS;

export const countriesResource = defineResource({
  name: 'data-countries',
  key: (sport: Sport) => String(sport),
  fetch: (sport: Sport, signal) => fetchCountries(sport, signal),
  staleMs: LISTS_MS,
});

export const hotLeaguesResource = defineResource({
  name: 'data-hot-leagues',
  key: (sport: Sport) => String(sport),
  fetch: (sport: Sport, signal) => fetchHotLeagues(sport, signal),
  staleMs: LISTS_MS,
});

export interface LeaguesQuery {
  sport: Sport;
  args: LeagueListArgs;
}

export const leaguesResource = defineResource({
  name: 'data-leagues',
  key: (q: LeaguesQuery) => JSON.stringify(q),
  fetch: (q: LeaguesQuery, signal) => fetchLeagues(q.sport, q.args, signal),
  staleMs: LISTS_MS,
});

export interface LeagueQuery {
  sport: Sport;
  leagueId: number;
  season: string | undefined;
}

export const leagueDetailResource = defineResource({
  name: 'data-league',
  key: (q: LeagueQuery) => `${q.sport}:${q.leagueId}:${q.season ?? ''}`,
  fetch: (q: LeagueQuery, signal) => fetchLeagueDetail(q.sport, q.leagueId, q.season, signal),
  staleMs: MINUTE_MS,
});

export const leagueRuleResource = defineResource({
  name: 'data-league-rule',
  key: (leagueId: number) => String(leagueId),
  fetch: (leagueId: number, signal) => fetchLeagueRule(leagueId, signal),
  staleMs: LISTS_MS,
});

export interface TableQuery extends LeagueQuery {
  scope: number;
}

export const footballTableResource = defineResource({
  name: 'data-ft-table',
  key: (q: TableQuery) => `${q.leagueId}:${q.season ?? ''}:${q.scope}`,
  fetch: (q: TableQuery, signal) => fetchFootballTable(q.leagueId, q.season, q.scope, signal),
  staleMs: MINUTE_MS,
});

export const basketballTableResource = defineResource({
  name: 'data-bk-table',
  key: (q: TableQuery) => `${q.leagueId}:${q.season ?? ''}:${q.scope}`,
  fetch: (q: TableQuery, signal) => fetchBasketballTable(q.leagueId, q.season, q.scope, signal),
  staleMs: MINUTE_MS,
});

export interface ScheduleQuery {
  sport: Sport;
  args: ScheduleArgs;
}

export const scheduleResource = defineResource({
  name: 'data-schedule',
  key: (q: ScheduleQuery) => JSON.stringify(q),
  fetch: (q: ScheduleQuery, signal) => fetchSchedule(q.sport, q.args, signal),
  staleMs: MINUTE_MS,
});

export interface TeamQuery {
  sport: Sport;
  teamId: number;
}

export const teamResource = defineResource({
  name: 'data-team',
  key: (q: TeamQuery) => `${q.sport}:${q.teamId}`,
  fetch: (q: TeamQuery, signal) => fetchTeam(q.sport, q.teamId, undefined, signal),
  staleMs: MINUTE_MS,
});
