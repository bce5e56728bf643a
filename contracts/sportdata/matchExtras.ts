import { z } from 'zod/mini';
import { int32 } from '../integers';
import { recordSummarySchema, resultSchema } from './analysis';

/**
 * Responses of the match-analysis extras of the sport-data gateway (calls-errors-spec §7.1): the
 * teams' ability comparison, the analysis tab's counts, the intelligence (情报), the data tips (提点)
 * and the teams' league positions (docs/decisions/match-analysis-extras.md). Every figure is read from
 * the finished matches before this match's kick-off, so a match's analysis does not move while it is
 * played. Texts are what the fan reads, in Chinese.
 */

const int = int32();
const score = int32({ min: 0, max: 100 });

const teamHeader = {
  teamId: int,
  teamName: z.string(),
  teamLogo: z.nullable(z.string()),
};

/** The six axes of the ability radar, the same for both sports. */
export const ABILITY_KEYS = [
  'attack',
  'defence',
  'form',
  'winRate',
  'venue',
  'headToHead',
] as const;
export type AbilityKey = (typeof ABILITY_KEYS)[number];

/** One axis of the radar: each team's 0–100 score and the raw figure it was scored from. */
export const abilityDimensionSchema = z.object({
  key: z.enum(ABILITY_KEYS),
  /** The axis as the fan reads it: 进攻, 防守, 状态, 胜率, 主客场, 交锋. */
  name: z.string(),
  home: score,
  away: score,
  /** The raw figures (goals or points a match, a percentage), two decimals at most. */
  homeValue: z.number(),
  awayValue: z.number(),
  /** What the raw figure counts: 球/场, 分/场 or %. */
  unit: z.string(),
});
export type AbilityDimension = z.infer<typeof abilityDimensionSchema>;

export const abilityTeamSchema = z.object({
  ...teamHeader,
  /** The mean of the six scores. */
  total: score,
  /** The last `recentCount` finished matches in every competition. */
  summary: recordSummarySchema,
  /** The last `venueCount` finished matches at this match's venue (home team at home, away away). */
  venue: recordSummarySchema,
});
export type AbilityTeam = z.infer<typeof abilityTeamSchema>;

/** getMatchAnalysisAbility: the two teams side by side, radar-ready. */
export const matchAbilitySchema = z.object({
  matchId: int,
  sport: int,
  recentCount: int,
  venueCount: int,
  home: abilityTeamSchema,
  away: abilityTeamSchema,
  /** Earlier meetings from the home team's view. */
  headToHead: recordSummarySchema,
  dimensions: z.array(abilityDimensionSchema),
});
export type MatchAbility = z.infer<typeof matchAbilitySchema>;

/** getMatchAnalysisNumber: how much each section of the analysis tab holds. */
export const matchAnalysisNumberSchema = z.object({
  matchId: int,
  sport: int,
  /** Finished meetings of the two teams before kick-off. */
  headToHead: int,
  /** Each team's finished matches before kick-off. */
  homeRecent: int,
  awayRecent: int,
  /** Each team's matches after this one. */
  homeFuture: int,
  awayFuture: int,
  /** Rows of the league table of the match's league (0 for a cup). */
  standingRows: int,
  /** Whether the lineups are out (one hour before kick-off). */
  lineupPublished: z.boolean(),
  /** Players banned for this match (a red card in their team's previous match). */
  suspended: int,
  /** Items of getMatchInfomationApi, good and bad of both teams and neutral. */
  information: int,
  /** Items of getMatchTidianList / getBkMatchTidianList. */
  tidian: int,
});
export type MatchAnalysisNumber = z.infer<typeof matchAnalysisNumberSchema>;

/** One item of the intelligence: what kind of news it is, and the sentence the fan reads. */
export const infoItemSchema = z.object({
  /** suspension, rest, backToBack, congestion, streak, form, table, headToHead. */
  kind: z.string(),
  text: z.string(),
});
export type InfoItem = z.infer<typeof infoItemSchema>;

export const teamInformationSchema = z.object({
  ...teamHeader,
  /** 有利情报. */
  good: z.array(infoItemSchema),
  /** 不利情报. */
  bad: z.array(infoItemSchema),
});
export type TeamInformation = z.infer<typeof teamInformationSchema>;

/** A player banned for this match. */
export const suspendedPlayerSchema = z.object({
  name: z.string(),
  /** The match where he was sent off. */
  matchId: int,
  /** red or second_yellow. */
  card: z.string(),
});
export type SuspendedPlayer = z.infer<typeof suspendedPlayerSchema>;

/** getMatchInfomationApi: each team's good and bad news, and what is neither (中立情报). */
export const matchInformationSchema = z.object({
  matchId: int,
  sport: int,
  home: z.extend(teamInformationSchema, { suspended: z.array(suspendedPlayerSchema) }),
  away: z.extend(teamInformationSchema, { suspended: z.array(suspendedPlayerSchema) }),
  neutral: z.array(infoItemSchema),
});
export type MatchInformation = z.infer<typeof matchInformationSchema>;

/** One data tip (提点): a short fact about one team, or both. */
export const tidianSchema = z.object({
  /** venue, average, overUnder, bothScore, halfTime, cleanSheet, scoringRun, headToHead. */
  kind: z.string(),
  side: z.enum(['home', 'away', 'both']),
  text: z.string(),
});
export type Tidian = z.infer<typeof tidianSchema>;

/** getMatchTidianList, getBkMatchTidianList. */
export const matchTidianListSchema = z.object({
  matchId: int,
  sport: int,
  /** The total line the over/under tips use (this match's opening big-small line); null without. */
  line: z.nullable(z.number()),
  list: z.array(tidianSchema),
});
export type MatchTidianList = z.infer<typeof matchTidianListSchema>;

/** A team's line in one table (total, home games only, away games only). */
export const rankLineSchema = z.object({
  rank: int,
  played: int,
  won: int,
  drawn: int,
  lost: int,
  goalsFor: int,
  goalsAgainst: int,
  goalDiff: int,
  /** Football 3/1/0; basketball 2 a win, 1 a loss (the standings' rule). */
  points: int,
  /** Won / played, one decimal. */
  winPercent: z.number(),
});
export type RankLine = z.infer<typeof rankLineSchema>;

/** A row of the table around a team. */
export const aroundRowSchema = z.extend(rankLineSchema, {
  ...teamHeader,
  /** 'home' / 'away' for the match's two teams. */
  highlight: z.nullable(z.enum(['home', 'away'])),
});
export type AroundRow = z.infer<typeof aroundRowSchema>;

/** One team in its own league's table: a cup match shows each club's league. */
export const teamPointRankSchema = z.object({
  ...teamHeader,
  leagueId: int,
  leagueName: z.string(),
  season: z.string(),
  available: z.boolean(),
  /** Why there is no table (暂无积分榜数据); null when there is one. */
  reason: z.nullable(z.string()),
  teamCount: int,
  total: z.nullable(rankLineSchema),
  home: z.nullable(rankLineSchema),
  away: z.nullable(rankLineSchema),
  /** The rows of the total table around the team: two above and two below where there are. */
  around: z.array(aroundRowSchema),
});
export type TeamPointRank = z.infer<typeof teamPointRankSchema>;

/** getMatchPointRank. */
export const matchPointRankSchema = z.object({
  matchId: int,
  sport: int,
  home: teamPointRankSchema,
  away: teamPointRankSchema,
});
export type MatchPointRank = z.infer<typeof matchPointRankSchema>;

/** getMatchPointRankNew's rows carry each club's last league results of the season. */
export const aroundRowNewSchema = z.extend(aroundRowSchema, { form: z.array(resultSchema) });
export type AroundRowNew = z.infer<typeof aroundRowNewSchema>;

export const teamPointRankNewSchema = z.extend(teamPointRankSchema, {
  around: z.array(aroundRowNewSchema),
  /** The last five league matches of the season, newest first, as a record (form inside). */
  recent: recordSummarySchema,
});
export type TeamPointRankNew = z.infer<typeof teamPointRankNewSchema>;

/** getMatchPointRankNew: getMatchPointRank with the last five league results. */
export const matchPointRankNewSchema = z.object({
  matchId: int,
  sport: int,
  home: teamPointRankNewSchema,
  away: teamPointRankNewSchema,
});
export type MatchPointRankNew = z.infer<typeof matchPointRankNewSchema>;
