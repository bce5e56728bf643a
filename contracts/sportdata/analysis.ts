import { z } from 'zod/mini';

/**
 * Responses of the match-analysis calls of the sport-data gateway (calls-errors-spec §7.1):
 * head-to-head, recent form, league table, a team's record, lineups and upcoming fixtures.
 * Times are ms since the epoch; scores of basketball are points (goalsFor/goalsAgainst hold points).
 */

/** A result from one team's point of view: win, draw, loss. */
export const resultSchema = z.enum(['W', 'D', 'L']);
export type MatchResult = z.infer<typeof resultSchema>;

const nullableInt = z.nullable(z.int());

/** One match as the analysis lists show it. */
export const analysisMatchSchema = z.object({
  matchId: z.int(),
  qtMatchId: z.int(),
  /** 1 football, 2 basketball. */
  sport: z.int(),
  leagueId: z.int(),
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColor: z.string(),
  round: z.nullable(z.string()),
  matchTime: z.number(),
  /** Status code of product-spec §4. */
  status: z.int(),
  homeTeamId: z.int(),
  homeTeamName: z.string(),
  homeTeamLogo: z.nullable(z.string()),
  awayTeamId: z.int(),
  awayTeamName: z.string(),
  awayTeamLogo: z.nullable(z.string()),
  homeScore: z.int(),
  awayScore: z.int(),
  homeHalfScore: nullableInt,
  awayHalfScore: nullableInt,
});
export type AnalysisMatch = z.infer<typeof analysisMatchSchema>;

/** A finished match seen from one team (`teamId`): where it played and how it ended for it. */
export const teamResultMatchSchema = z.extend(analysisMatchSchema, {
  teamId: z.int(),
  /** True when `teamId` was the home side. */
  isHome: z.boolean(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  result: resultSchema,
});
export type TeamResultMatch = z.infer<typeof teamResultMatchSchema>;

/** A record over some matches. Rates are percentages with one decimal, averages two decimals. */
export const recordSummarySchema = z.object({
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  goalDiff: z.int(),
  /** Football 3/1/0; null for basketball. */
  points: nullableInt,
  winPercent: z.number(),
  avgGoalsFor: z.number(),
  avgGoalsAgainst: z.number(),
  /** Matches without conceding / without scoring (football; 0 for basketball). */
  cleanSheets: z.int(),
  failedToScore: z.int(),
  /** Results newest first, e.g. ['W', 'D', 'L']. */
  form: z.array(resultSchema),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

/** The filters a list was computed with, echoed back. */
export const analysisFiltersSchema = z.object({
  number: z.int(),
  isHomeAway: z.boolean(),
  leagueId: nullableInt,
});

const teamHeader = {
  teamId: z.int(),
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
};

/** getTeamBoutExploits: earlier meetings of the match's two teams, from the home team's view. */
export const teamBoutExploitsSchema = z.object({
  matchId: z.int(),
  sport: z.int(),
  homeTeamId: z.int(),
  homeTeamName: z.string(),
  awayTeamId: z.int(),
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
  matchId: z.int(),
  sport: z.int(),
  filters: analysisFiltersSchema,
  home: teamFormSchema,
  away: teamFormSchema,
});
export type TeamNearStatus = z.infer<typeof teamNearStatusSchema>;

/** One row of a league table. */
export const standingRowSchema = z.object({
  rank: z.int(),
  teamId: z.int(),
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
  goalDiff: z.int(),
  points: z.int(),
  homeWon: z.int(),
  awayWon: z.int(),
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
  matchId: z.int(),
  sport: z.int(),
  leagueId: z.int(),
  leagueName: z.string(),
  leagueKind: z.string(),
  season: z.string(),
  homeTeamId: z.int(),
  awayTeamId: z.int(),
  available: z.boolean(),
  reason: z.nullable(z.string()),
  rows: z.array(standingRowSchema),
});
export type MatchStanding = z.infer<typeof matchStandingSchema>;

/** getTeamStanding: a team's record from its finished matches. */
export const teamStandingSchema = z.object({
  ...teamHeader,
  sport: z.int(),
  leagueId: z.int(),
  leagueName: z.string(),
  filters: z.object({
    matchCount: z.int(),
    locationType: z.int(),
    leagueType: z.int(),
  }),
  summary: recordSummarySchema,
  matches: z.array(teamResultMatchSchema),
});
export type TeamStanding = z.infer<typeof teamStandingSchema>;

/** One player in a lineup. x/y: 0–100 in the team's own half, see docs/api.md. */
export const lineupPlayerSchema = z.object({
  playerId: z.int(),
  name: z.string(),
  shirtNumber: z.int(),
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
    matchId: z.int(),
    sport: z.int(),
    available: z.literal(false),
    reason: z.string(),
    publishAt: z.number(),
  }),
  z.object({
    matchId: z.int(),
    sport: z.int(),
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
  teamId: z.int(),
  isHome: z.boolean(),
  opponentTeamId: z.int(),
  opponentTeamName: z.string(),
  /** Whole days from this match's kick-off to that one's. */
  daysAfter: z.int(),
});
export type ScheduleMatch = z.infer<typeof scheduleMatchSchema>;

/** getMatchScheduleList: each team's next matches after this one. */
export const matchScheduleListSchema = z.object({
  matchId: z.int(),
  sport: z.int(),
  number: z.int(),
  home: z.object({ ...teamHeader, matches: z.array(scheduleMatchSchema) }),
  away: z.object({ ...teamHeader, matches: z.array(scheduleMatchSchema) }),
});
export type MatchScheduleList = z.infer<typeof matchScheduleListSchema>;
