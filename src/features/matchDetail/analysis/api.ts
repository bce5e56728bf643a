import type { GatewayArgsOf } from '@contracts/gateway';
import type {
  MatchScheduleList,
  MatchStanding,
  TeamBoutExploits,
  TeamNearStatus,
  TeamStanding,
} from '@contracts/sportdata/analysis';
import {
  getMatchScheduleList,
  getMatchStanding,
  getTeamBoutExploits,
  getTeamNearStatus,
  getTeamStanding,
} from '@contracts/sportdata/analysisCalls';
import type {
  MatchAbility,
  MatchInformation,
  MatchTidianList,
} from '@contracts/sportdata/matchExtras';
import {
  getMatchAnalysisAbility,
  getMatchInfomationApi,
  getMatchTidianList,
} from '@contracts/sportdata/matchExtrasCalls';
import { sportdata } from '@shared/http';
import { ANALYSIS_NUMBER, SCHEDULE_NUMBER } from './rules';

/** The analysis tab's calls (calls-errors-spec §7.1), one small function each, checked by contracts. */

export interface FormFilters {
  /** 同主客: head-to-head with the same home team; form at home for the home side, away for the away side. */
  isHomeAway: boolean;
  /** 同赛事: this league only; 0 = every competition. */
  leagueId: number;
}

const formArgs = (matchId: number, f: FormFilters): GatewayArgsOf<typeof getTeamBoutExploits> => ({
  matchId,
  number: ANALYSIS_NUMBER,
  isHomeAway: f.isHomeAway ? 1 : 0,
  leagueId: f.leagueId,
});

export function fetchBoutExploits(
  matchId: number,
  filters: FormFilters,
  signal?: AbortSignal,
): Promise<TeamBoutExploits> {
  return sportdata(getTeamBoutExploits, formArgs(matchId, filters), { signal });
}

export function fetchNearStatus(
  matchId: number,
  filters: FormFilters,
  signal?: AbortSignal,
): Promise<TeamNearStatus> {
  return sportdata(getTeamNearStatus, formArgs(matchId, filters), { signal });
}

export function fetchMatchStanding(matchId: number, signal?: AbortSignal): Promise<MatchStanding> {
  return sportdata(getMatchStanding, { matchId }, { signal });
}

/** locationType 0 all, 1 home, 2 away; leagueType 0 all competitions, 1 league, 2 cup. */
export interface TeamStandingArgs {
  teamId: number;
  matchCount: number;
  locationType: 0 | 1 | 2;
  leagueType: 0 | 1 | 2;
}

export function fetchTeamStanding(
  args: TeamStandingArgs,
  signal?: AbortSignal,
): Promise<TeamStanding> {
  return sportdata(getTeamStanding, { ...args }, { signal });
}

export function fetchScheduleList(
  matchId: number,
  signal?: AbortSignal,
): Promise<MatchScheduleList> {
  return sportdata(getMatchScheduleList, { matchId, number: SCHEDULE_NUMBER }, { signal });
}

/** 能力对比: six 0–100 axes of both teams (docs/decisions/match-analysis-extras.md). */
export function fetchAbility(matchId: number, signal?: AbortSignal): Promise<MatchAbility> {
  return sportdata(getMatchAnalysisAbility, { matchId }, { signal });
}

/** 数据提点 of a football match. */
export function fetchTidian(matchId: number, signal?: AbortSignal): Promise<MatchTidianList> {
  return sportdata(getMatchTidianList, { matchId }, { signal });
}

/** 赛前情报: each team's good and bad news, and the neutral facts. */
export function fetchInformation(matchId: number, signal?: AbortSignal): Promise<MatchInformation> {
  return sportdata(getMatchInfomationApi, { matchId }, { signal });
}
