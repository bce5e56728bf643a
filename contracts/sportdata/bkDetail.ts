import { z } from 'zod/mini';
import { int32 } from '../integers';

/**
 * Responses of the basketball match-detail calls of the sport-data gateway (calls-errors-spec §7.1
 * "Match detail"): head-to-head, recent and future games, the two teams' table rows, team and player
 * statistics of the match, injuries and text live. Times are ms since the epoch; scores are points.
 */

const int = int32();
const nullableInt = z.nullable(int32());

/** Win or loss from one team's point of view (basketball has no draws). */
export const bkResultSchema = z.enum(['W', 'L']);
export type BkResult = z.infer<typeof bkResultSchema>;

/** A run of the same result, newest first: 3 wins in a row is {result: 'W', count: 3}. */
export const bkStreakSchema = z.nullable(z.object({ result: bkResultSchema, count: int }));
export type BkStreak = z.infer<typeof bkStreakSchema>;

const teamHeader = {
  teamId: int,
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
};

/** A finished game seen from one team (`teamId`). */
export const bkGameSchema = z.object({
  matchId: int,
  leagueId: int,
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColor: z.string(),
  matchTime: z.number(),
  status: int,
  homeTeamId: int,
  homeTeamName: z.string(),
  awayTeamId: int,
  awayTeamName: z.string(),
  homeScore: int,
  awayScore: int,
  homeHalfScore: nullableInt,
  awayHalfScore: nullableInt,
  teamId: int,
  /** True when `teamId` played at home. */
  isHome: z.boolean(),
  opponentTeamId: int,
  opponentTeamName: z.string(),
  pointsFor: int,
  pointsAgainst: int,
  /** pointsFor − pointsAgainst. */
  margin: int,
  totalPoints: int,
  result: bkResultSchema,
});
export type BkGame = z.infer<typeof bkGameSchema>;

/** A record over some games. winPercent one decimal, averages one decimal. */
export const bkRecordSchema = z.object({
  played: int,
  won: int,
  lost: int,
  winPercent: z.number(),
  homeWon: int,
  homeLost: int,
  awayWon: int,
  awayLost: int,
  avgPointsFor: z.number(),
  avgPointsAgainst: z.number(),
  avgMargin: z.number(),
  avgTotalPoints: z.number(),
  /** Results newest first. */
  form: z.array(bkResultSchema),
  streak: bkStreakSchema,
});
export type BkRecord = z.infer<typeof bkRecordSchema>;

/** getBkTeamBoutMatch: earlier meetings of the two teams, newest first, from the home team's view. */
export const bkTeamBoutMatchSchema = z.object({
  matchId: int,
  homeTeamId: int,
  homeTeamName: z.string(),
  homeTeamLogo: z.nullable(z.string()),
  awayTeamId: int,
  awayTeamName: z.string(),
  awayTeamLogo: z.nullable(z.string()),
  number: int,
  isHomeAway: z.boolean(),
  summary: bkRecordSchema,
  matches: z.array(bkGameSchema),
});
export type BkTeamBoutMatch = z.infer<typeof bkTeamBoutMatchSchema>;

export const bkTeamFormSchema = z.object({
  ...teamHeader,
  summary: bkRecordSchema,
  matches: z.array(bkGameSchema),
});
export type BkTeamForm = z.infer<typeof bkTeamFormSchema>;

/** getBkTeamRecentMatch: each team's last finished games before this match. */
export const bkTeamRecentMatchSchema = z.object({
  matchId: int,
  number: int,
  isHomeAway: z.boolean(),
  home: bkTeamFormSchema,
  away: bkTeamFormSchema,
});
export type BkTeamRecentMatch = z.infer<typeof bkTeamRecentMatchSchema>;

/** An upcoming game of one team (`teamId`) after this match. */
export const bkFutureGameSchema = z.object({
  matchId: int,
  leagueId: int,
  leagueName: z.string(),
  leagueShortName: z.string(),
  leagueColor: z.string(),
  matchTime: z.number(),
  status: int,
  teamId: int,
  isHome: z.boolean(),
  opponentTeamId: int,
  opponentTeamName: z.string(),
  opponentTeamLogo: z.nullable(z.string()),
  /** Whole days from this match's tip-off to that one's. */
  daysAfter: int,
});
export type BkFutureGame = z.infer<typeof bkFutureGameSchema>;

/** getBkTeamFutureMatch: each team's next games, soonest first. */
export const bkTeamFutureMatchSchema = z.object({
  matchId: int,
  number: int,
  home: z.object({ ...teamHeader, matches: z.array(bkFutureGameSchema) }),
  away: z.object({ ...teamHeader, matches: z.array(bkFutureGameSchema) }),
});
export type BkTeamFutureMatch = z.infer<typeof bkTeamFutureMatchSchema>;

/** One team's row of the league table, with home/away splits and the last ten. */
export const bkStandingRowSchema = z.object({
  ...teamHeader,
  rank: int,
  played: int,
  won: int,
  lost: int,
  winPercent: z.number(),
  /** Games behind the leader (0 for the leader; halves are possible). */
  gamesBehind: z.number(),
  pointsFor: int,
  pointsAgainst: int,
  avgPointsFor: z.number(),
  avgPointsAgainst: z.number(),
  homeWon: int,
  homeLost: int,
  awayWon: int,
  awayLost: int,
  last10Won: int,
  last10Lost: int,
  streak: bkStreakSchema,
});
export type BkStandingRow = z.infer<typeof bkStandingRowSchema>;

/**
 * getBkMatchAnalyzeStandingData (also getBkMatchStanding): the rows of both teams in the match's
 * league table; a team without a row is null, and with neither `available` is false with a reason.
 */
export const bkMatchStandingSchema = z.object({
  matchId: int,
  leagueId: int,
  leagueName: z.string(),
  season: z.string(),
  teamCount: int,
  available: z.boolean(),
  reason: z.nullable(z.string()),
  home: z.nullable(bkStandingRowSchema),
  away: z.nullable(bkStandingRowSchema),
});
export type BkMatchStanding = z.infer<typeof bkMatchStandingSchema>;

/** One stat line of a player or a team in this match. */
export const bkStatLineSchema = z.object({
  /** Whole minutes played (a team line: player minutes added up). */
  minutes: int,
  points: int,
  rebounds: int,
  offensiveRebounds: int,
  defensiveRebounds: int,
  assists: int,
  steals: int,
  blocks: int,
  turnovers: int,
  fouls: int,
  /** Field goals are two- and three-pointers together. */
  fieldGoalsMade: int,
  fieldGoalsAttempted: int,
  threePointsMade: int,
  threePointsAttempted: int,
  freeThrowsMade: int,
  freeThrowsAttempted: int,
});
export type BkStatLine = z.infer<typeof bkStatLineSchema>;

/** A team's statistics of the match: the stat line, its shooting rates (one decimal) and rank. */
export const bkTeamStatsSchema = z.extend(bkStatLineSchema, {
  ...teamHeader,
  /** Rank in the match league's table, null without one. */
  rank: nullableInt,
  fieldGoalPercent: z.number(),
  threePointPercent: z.number(),
  freeThrowPercent: z.number(),
  /** Points by period, quarters then overtimes. */
  periodPoints: z.array(int),
});
export type BkTeamStats = z.infer<typeof bkTeamStatsSchema>;

/** getBkMatchTeamRankAndCount: both teams' statistics; zeros with started false before tip-off. */
export const bkMatchTeamStatsSchema = z.object({
  matchId: int,
  status: int,
  started: z.boolean(),
  home: bkTeamStatsSchema,
  away: bkTeamStatsSchema,
});
export type BkMatchTeamStats = z.infer<typeof bkMatchTeamStatsSchema>;

/** Injury status: out (缺阵) or doubtful (出战成疑). */
export const bkInjuryStatusSchema = z.enum(['out', 'doubtful']);

/** One player of a lineup with his line of this match (null before tip-off or when he is out). */
export const bkLineupPlayerSchema = z.object({
  playerId: int,
  name: z.string(),
  shirtNumber: int,
  /** G, F or C. */
  position: z.string(),
  positionName: z.string(),
  isStarter: z.boolean(),
  /** Set when the player is on the injury list. */
  injury: z.nullable(bkInjuryStatusSchema),
  stats: z.nullable(bkStatLineSchema),
});
export type BkLineupPlayer = z.infer<typeof bkLineupPlayerSchema>;

export const bkTeamLineupSchema = z.object({
  ...teamHeader,
  coach: z.nullable(z.string()),
  /** Starters first (depth order), then the bench. */
  players: z.array(bkLineupPlayerSchema),
  /** The players' lines added up; null before tip-off. */
  totals: z.nullable(bkStatLineSchema),
});
export type BkTeamLineup = z.infer<typeof bkTeamLineupSchema>;

/** getBkMatchLineup: both teams' players; `hasStats` false before tip-off (the roster only). */
export const bkMatchLineupSchema = z.object({
  matchId: int,
  status: int,
  hasStats: z.boolean(),
  home: bkTeamLineupSchema,
  away: bkTeamLineupSchema,
});
export type BkMatchLineup = z.infer<typeof bkMatchLineupSchema>;

export const bkInjurySchema = z.object({
  playerId: int,
  name: z.string(),
  shirtNumber: int,
  position: z.string(),
  positionName: z.string(),
  status: bkInjuryStatusSchema,
  /** 缺阵 or 出战成疑. */
  statusName: z.string(),
  /** What he has, e.g. 右脚踝扭伤. */
  reason: z.string(),
});
export type BkInjury = z.infer<typeof bkInjurySchema>;

/** getBkMatchInjury: the injury lists of both teams (either may be empty). */
export const bkMatchInjurySchema = z.object({
  matchId: int,
  home: z.object({ ...teamHeader, players: z.array(bkInjurySchema) }),
  away: z.object({ ...teamHeader, players: z.array(bkInjurySchema) }),
});
export type BkMatchInjury = z.infer<typeof bkMatchInjurySchema>;

/** One text-live line: a score, or the start or end of a period (side 0). */
export const bkTextLineSchema = z.object({
  /** Grows with time through the match: page back with beforeId. */
  id: int,
  kind: z.enum(['score', 'period']),
  /** 1, 2, 3, 4 the quarters; 5 on the overtimes. */
  period: int,
  /** 第1节 … 第4节, 加时1 … */
  periodName: z.string(),
  /** Game clock left in the period, mm:ss. */
  clock: z.string(),
  /** 1 home, 2 away, 0 neither. */
  side: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  text: z.string(),
  /** The score after this line. */
  homeScore: int,
  awayScore: int,
});
export type BkTextLine = z.infer<typeof bkTextLineSchema>;

/** getBkMatchTextLive: lines newest first. */
export const bkTextLiveSchema = z.object({
  matchId: int,
  status: int,
  list: z.array(bkTextLineSchema),
  hasMore: z.boolean(),
});
export type BkTextLive = z.infer<typeof bkTextLiveSchema>;
