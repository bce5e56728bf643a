import { z } from 'zod/mini';
import { int32 } from '../integers';

/**
 * Responses of the match-analysis calls of the sport-data gateway (calls-errors-spec §7.1):
 * head-to-head, recent form, league table, a team's record, lineups and upcoming fixtures.
 * Times are ms since the epoch; scores of basketball are points (goalsFor/goalsAgainst hold points).
 */

/** A result from one team's point of view: win, draw, loss. */
export const resultSchema = z.enum(['W', 'D', 'L']);
export type MatchResult = z.infer<typeof resultSchema>;

const nullableInt = z.nullable(int32());

/** One match as the analysis lists show it. */
export const analysisMatchSchema = z.object({
  matchId: int32(),
  qtMatchId: int32(),
  /** 1 football, 2 basketball. */
  sport: int32(),
  leagueId: int32(),
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColor: z.string(),
  round: z.nullable(z.string()),
  matchTime: z.number(),
  /** Status code of product-spec §4. */
  status: int32(),
  homeTeamId: int32(),
  homeTeamName: z.string(),
  homeTeamLogo: z.nullable(z.string()),
  awayTeamId: int32(),
  awayTeamName: z.string(),
  awayTeamLogo: z.nullable(z.string()),
  homeScore: int32(),
  awayScore: int32(),
  homeHalfScore: nullableInt,
  awayHalfScore: nullableInt,
});
export type AnalysisMatch = z.infer<typeof analysisMatchSchema>;

/** A finished match seen from one team (`teamId`): where it played and how it ended for it. */
export const teamResultMatchSchema = z.extend(analysisMatchSchema, {
  teamId: int32(),
  /** True when `teamId` was the home side. */
  isHome: z.boolean(),
  goalsFor: int32(),
  goalsAgainst: int32(),
  result: resultSchema,
});
export type TeamResultMatch = z.infer<typeof teamResultMatchSchema>;

/** A record over some matches. Rates are percentages with one decimal, averages two decimals. */
export const recordSummarySchema = z.object({
  played: int32(),
  won: int32(),
  drawn: int32(),
  lost: int32(),
  goalsFor: int32(),
  goalsAgainst: int32(),
  goalDiff: int32(),
  /** Football 3/1/0; null for basketball. */
  points: nullableInt,
  winPercent: z.number(),
  avgGoalsFor: z.number(),
  avgGoalsAgainst: z.number(),
  /** Matches without conceding / without scoring (football; 0 for basketball). */
  cleanSheets: int32(),
  failedToScore: int32(),
  /** Results newest first, e.g. ['W', 'D', 'L']. */
  form: z.array(resultSchema),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

/** The filters a list was computed with, echoed back. */
export const analysisFiltersSchema = z.object({
  number: int32(),
  isHomeAway: z.boolean(),
  leagueId: nullableInt,
});

const teamHeader = {
  teamId: int32(),
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
};

/** getTeamBoutExploits: earlier meetings of the match's two teams, from the home team's view. */
export const teamBoutExploitsSchema = z.object({
  matchId: int32(),
  sport: int32(),
  homeTeamId: int32(),
  homeTeamName: z.string(),
  awayTeamId: int32(),
  awayTeamName: z.string(),
  filters: analysisFiltersSchema,
  summary: recordSummarySchema,
  matches: z.array(teamResultMatchSchema),
});
export type TeamBoutExploits = z.infer<typeof teamBoutExploitsSchema>;

export const teamFormSchema = z.object({
  ...teamHeader,
  summary: recordSummarySchema,
  matches: z.array(teamResultMatchSchema),
});
export type TeamForm = z.infer<typeof teamFormSchema>;

/** getTeamNearStatus: the last finished matches of each team before this match. */
export const teamNearStatusSchema = z.object({
  matchId: int32(),
  sport: int32(),
  filters: analysisFiltersSchema,
  home: teamFormSchema,
  away: teamFormSchema,
});
export type TeamNearStatus = z.infer<typeof teamNearStatusSchema>;

/** One row of a league table. */
export const standingRowSchema = z.object({
  rank: int32(),
  teamId: int32(),
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
  played: int32(),
  won: int32(),
  drawn: int32(),
  lost: int32(),
  goalsFor: int32(),
  goalsAgainst: int32(),
  goalDiff: int32(),
  points: int32(),
  homeWon: int32(),
  awayWon: int32(),
  /** Won / played as a percentage, one decimal (the basketball table's 胜率). */
  winPercent: z.number(),
  /** Basketball games behind the leader; null for football. */
  gamesBehind: z.nullable(z.number()),
  /** 'home' / 'away' for the match's two teams, else null. */
  highlight: z.nullable(z.enum(['home', 'away'])),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

/** getMatchStanding: the table of the match's league; empty with a reason for cups or no data. */
export const matchStandingSchema = z.object({
  matchId: int32(),
  sport: int32(),
  leagueId: int32(),
  leagueName: z.string(),
  leagueKind: z.string(),
  season: z.string(),
  homeTeamId: int32(),
  awayTeamId: int32(),
  available: z.boolean(),
  reason: z.nullable(z.string()),
  rows: z.array(standingRowSchema),
});
export type MatchStanding = z.infer<typeof matchStandingSchema>;

/** getTeamStanding: a team's record from its finished matches. */
export const teamStandingSchema = z.object({
  ...teamHeader,
  sport: int32(),
  leagueId: int32(),
  leagueName: z.string(),
  filters: z.object({
    matchCount: int32(),
    locationType: int32(),
    leagueType: int32(),
  }),
  summary: recordSummarySchema,
  matches: z.array(teamResultMatchSchema),
});
export type TeamStanding = z.infer<typeof teamStandingSchema>;

/** One player in a lineup. x/y: 0–100 in the team's own half, see docs/api.md. */
export const lineupPlayerSchema = z.object({
  playerId: int32(),
  name: z.string(),
  shirtNumber: int32(),
  /** Football G/D/M/F, basketball G/F/C. */
  position: z.string(),
  positionName: z.string(),
  isStarter: z.boolean(),
  /** Formation line of a football starter: 0 goalkeeper, 1 defenders, …; null otherwise. */
  line: nullableInt,
  x: z.nullable(z.number()),
  y: z.nullable(z.number()),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const teamLineupSchema = z.object({
  ...teamHeader,
  coach: z.nullable(z.string()),
  /** Football formation such as "4-3-3"; null for basketball. */
  formation: z.nullable(z.string()),
  starters: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});
export type TeamLineup = z.infer<typeof teamLineupSchema>;

/** getMatchLineup: published one hour before kick-off (`publishAt`). */
export const matchLineupSchema = z.discriminatedUnion('available', [
  z.object({
    matchId: int32(),
    sport: int32(),
    available: z.literal(false),
    reason: z.string(),
    publishAt: z.number(),
  }),
  z.object({
    matchId: int32(),
    sport: int32(),
    available: z.literal(true),
    reason: z.null(),
    publishAt: z.number(),
    home: teamLineupSchema,
    away: teamLineupSchema,
  }),
]);
export type MatchLineup = z.infer<typeof matchLineupSchema>;

/** An upcoming match of one team (`teamId`). */
export const scheduleMatchSchema = z.extend(analysisMatchSchema, {
  teamId: int32(),
  isHome: z.boolean(),
  opponentTeamId: int32(),
  opponentTeamName: z.string(),
  /** Whole days from this match's kick-off to that one's. */
  daysAfter: int32(),
});
export type ScheduleMatch = z.infer<typeof scheduleMatchSchema>;

/** getMatchScheduleList: each team's next matches after this one. */
export const matchScheduleListSchema = z.object({
  matchId: int32(),
  sport: int32(),
  number: int32(),
  home: z.object({ ...teamHeader, matches: z.array(scheduleMatchSchema) }),
  away: z.object({ ...teamHeader, matches: z.array(scheduleMatchSchema) }),
});
export type MatchScheduleList = z.infer<typeof matchScheduleListSchema>;
