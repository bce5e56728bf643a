import type { GatewayArgsOf } from '@contracts/gateway';
import {
  getBkCountryList,
  getBkHotLeagueList,
  getBkLeagueDetailMessage,
  getBkLeagueList,
  getBkLeagueMatchList,
  getBkTeamSeasonScoreRanking,
  getCountryList,
  getHotLeagueList,
  getLeagueDetailMessage,
  getLeagueList,
  getLeagueMatchList,
  getLeagueRule,
  queryLeagueFootballTeamScore,
} from '@contracts/sportdata/leagueCalls';
import { getBkTeamDetailMessage, getTeamDetailMessage } from '@contracts/sportdata/teamCalls';
import { sportdata } from '@shared/http';
import type { Sport } from './rules';

/**
 * The data library's calls (calls-errors-spec §7.1; docs/decisions/data-library.md), one small
 * function each: basketball asks the spec's getBk… names, football their twins.
 */

export function fetchCountries(sport: Sport, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkCountryList : getCountryList, {}, { signal });
}

export function fetchHotLeagues(sport: Sport, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkHotLeagueList : getHotLeagueList, {}, { signal });
}

export type LeagueListArgs = GatewayArgsOf<typeof getLeagueList>;

export function fetchLeagues(sport: Sport, args: LeagueListArgs, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkLeagueList : getLeagueList, args, { signal });
}

export function fetchLeagueDetail(
  sport: Sport,
  leagueId: number,
  seasonName: string | undefined,
  signal?: AbortSignal,
) {
  return sportdata(
    sport === 2 ? getBkLeagueDetailMessage : getLeagueDetailMessage,
    { leagueId, seasonName },
    { signal },
  );
}

export function fetchLeagueRule(leagueId: number, signal?: AbortSignal) {
  return sportdata(getLeagueRule, { leagueId }, { signal });
}

export function fetchFootballTable(
  leagueId: number,
  seasonName: string | undefined,
  type: number,
  signal?: AbortSignal,
) {
  return sportdata(queryLeagueFootballTeamScore, { leagueId, seasonName, type }, { signal });
}

export function fetchBasketballTable(
  leagueId: number,
  seasonName: string | undefined,
  homeAway: number,
  signal?: AbortSignal,
) {
  return sportdata(getBkTeamSeasonScoreRanking, { leagueId, seasonName, homeAway }, { signal });
}

export type ScheduleArgs = GatewayArgsOf<typeof getLeagueMatchList>;

export function fetchSchedule(sport: Sport, args: ScheduleArgs, signal?: AbortSignal) {
  return sportdata(sport === 2 ? getBkLeagueMatchList : getLeagueMatchList, args, { signal });
}

export function fetchTeam(
  sport: Sport,
  teamId: number,
  seasonName: string | undefined,
  signal?: AbortSignal,
) {
  return sportdata(
    sport === 2 ? getBkTeamDetailMessage : getTeamDetailMessage,
    { teamId, seasonName },
    { signal },
  );
}
