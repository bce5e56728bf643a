import { z } from 'zod/mini';
import { int32 } from '../integers';
import { bkStatLineSchema } from './bkDetail';
import { teamBriefSchema } from './dataLibrary';

/**
 * Answers of the league statistics of the data library (issue 36 §1; docs/decisions/data-library.md
 * "League statistics"): odd-even, handicap, score difference and back-to-back for both sports, and
 * basketball's per-game averages and season records. Each is a per-team table and the league's
 * totals, counted from the season's finished matches; a cup's are counted over its ties. Rates are
 * percentages with one decimal (0–100), averages one decimal; times are ms since the epoch.
 */

const int = int32();

/** The league and season an answer counts, the same head on every statistic. */
export const leagueStatHeadSchema = z.object({
  leagueId: int,
  leagueName: z.string(),
  /** 1 football, 2 basketball. */
  sport: int,
  /** 'league' or 'cup' (a cup's statistics are over its ties). */
  kind: z.string(),
  season: z.string(),
  /** True for the league's current season. */
  current: z.boolean(),
  /** The season's finished matches the statistic counts. */
  finishedMatches: int,
});
export type LeagueStatHead = z.infer<typeof leagueStatHeadSchema>;

// ---------------------------------------------------------------------------------------------
// Odd-even (单双): the total goals (points) of a match, full time.

export const oddEvenCountSchema = z.object({
  played: int,
  /** Matches whose total goals (points) are odd. */
  odd: int,
  even: int,
  oddPercent: z.number(),
  evenPercent: z.number(),
});
export type OddEvenCount = z.infer<typeof oddEvenCountSchema>;

export const oddEvenTeamSchema = z.object({
  team: teamBriefSchema,
  total: oddEvenCountSchema,
  home: oddEvenCountSchema,
  away: oddEvenCountSchema,
});
export type OddEvenTeam = z.infer<typeof oddEvenTeamSchema>;

export const leagueOddEvenStatSchema = z.object({
  ...leagueStatHeadSchema.shape,
  /** Each club in id order. */
  teams: z.array(oddEvenTeamSchema),
  /** Over the season's matches, each counted once. */
  league: oddEvenCountSchema,
});
export type LeagueOddEvenStat = z.infer<typeof leagueOddEvenStatSchema>;

// ---------------------------------------------------------------------------------------------
// Handicap (让球盘路): each match settled on its opening Asian line.

/** How a side ended on the line: 赢, 赢半, 走, 输半, 输 (a quarter line splits the stake in two). */
export const HANDICAP_RESULTS = ['win', 'halfWin', 'push', 'halfLose', 'lose'] as const;
export type HandicapResult = (typeof HANDICAP_RESULTS)[number];
export const HANDICAP_RESULT_NAMES: Record<HandicapResult, string> = {
  win: '赢',
  halfWin: '赢半',
  push: '走',
  halfLose: '输半',
  lose: '输',
};

export const handicapRecordSchema = z.object({
  /** Matches settled on a line. */
  games: int,
  win: int,
  halfWin: int,
  push: int,
  halfLose: int,
  lose: int,
  /** (赢 + 赢半) ÷ games. */
  winPercent: z.number(),
  /** (赢 + 赢半) − (输 + 输半): the 净胜盘 of the data sites. */
  net: int,
});
export type HandicapRecord = z.infer<typeof handicapRecordSchema>;

export const handicapTeamSchema = z.object({
  team: teamBriefSchema,
  total: handicapRecordSchema,
  home: handicapRecordSchema,
  away: handicapRecordSchema,
  /** Giving goals (points): 上盘. */
  favourite: handicapRecordSchema,
  /** Receiving them: 下盘. */
  underdog: handicapRecordSchema,
  /** A level line (平手). */
  level: handicapRecordSchema,
  /** Finished matches the provider priced no opening line for: not in any record. */
  withoutLine: int,
});
export type HandicapTeam = z.infer<typeof handicapTeamSchema>;

export const leagueHandicapStatSchema = z.object({
  ...leagueStatHeadSchema.shape,
  providerId: int,
  providerName: z.string(),
  teams: z.array(handicapTeamSchema),
  league: z.object({
    /** Matches settled on a line. */
    games: int,
    withoutLine: int,
    /** The home sides' records (the away sides' are their mirror). */
    home: handicapRecordSchema,
    /** The favourites' records, over the matches with a line that is not level. */
    favourite: handicapRecordSchema,
    /** Matches on a level line. */
    levelGames: int,
  }),
});
export type LeagueHandicapStat = z.infer<typeof leagueHandicapStatSchema>;

// ---------------------------------------------------------------------------------------------
// Score difference (胜负差): margins by band.

export const marginBandSchema = z.object({
  /** 'W1', 'W2', 'W3+', 'D', 'L1' … football; 'W1-5' … 'W21+', 'L1-5' … basketball. */
  key: z.string(),
  label: z.string(),
});
export type MarginBand = z.infer<typeof marginBandSchema>;

export const scoreDiffTeamSchema = z.object({
  team: teamBriefSchema,
  played: int,
  /** Counts by band, in the order of `bands`. */
  total: z.array(int),
  home: z.array(int),
  away: z.array(int),
  /** Goals (points) for minus against. */
  difference: int,
});
export type ScoreDiffTeam = z.infer<typeof scoreDiffTeamSchema>;

export const leagueScoreDiffStatSchema = z.object({
  ...leagueStatHeadSchema.shape,
  bands: z.array(marginBandSchema),
  teams: z.array(scoreDiffTeamSchema),
  league: z.object({
    played: int,
    /** The matches by the home side's margin, in the order of `bands`. */
    home: z.array(int),
  }),
});
export type LeagueScoreDiffStat = z.infer<typeof leagueScoreDiffStatSchema>;

// ---------------------------------------------------------------------------------------------
// Back-to-back (背靠背) and short rest.

export const restRecordSchema = z.object({
  played: int,
  won: int,
  drawn: int,
  lost: int,
  winPercent: z.number(),
  goalsFor: int,
  goalsAgainst: int,
  /** Per game, one decimal. */
  averageFor: z.number(),
  averageAgainst: z.number(),
});
export type RestRecord = z.infer<typeof restRecordSchema>;

export const backToBackTeamSchema = z.object({
  team: teamBriefSchema,
  /** Games whose team played its previous game at most `windowHours` before. */
  shortRest: restRecordSchema,
  rested: restRecordSchema,
});
export type BackToBackTeam = z.infer<typeof backToBackTeamSchema>;

export const leagueBackToBackStatSchema = z.object({
  ...leagueStatHeadSchema.shape,
  /** 36 (basketball: the night before) or 72 (football). */
  windowHours: int,
  /** What the page calls the two columns: 背靠背 / 非背靠背, 72小时内再战 / 休息超过72小时. */
  shortRestLabel: z.string(),
  restedLabel: z.string(),
  teams: z.array(backToBackTeamSchema),
  /** Over every team's games (each match counted once per side). */
  league: z.object({ shortRest: restRecordSchema, rested: restRecordSchema }),
});
export type LeagueBackToBackStat = z.infer<typeof leagueBackToBackStatSchema>;

// ---------------------------------------------------------------------------------------------
// Basketball per-game averages (getBkLeagueStat).

export const bkAveragesSchema = z.object({
  games: int,
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  rebounds: z.number(),
  offensiveRebounds: z.number(),
  defensiveRebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  fouls: z.number(),
  /** Made ÷ attempted over the season's games. */
  fieldGoalPercent: z.number(),
  threePointPercent: z.number(),
  freeThrowPercent: z.number(),
});
export type BkAverages = z.infer<typeof bkAveragesSchema>;

export const bkLeagueStatTeamSchema = z.object({
  team: teamBriefSchema,
  won: int,
  lost: int,
  averages: bkAveragesSchema,
  /** The season's box-score lines added up (the same the match page shows per game). */
  totals: bkStatLineSchema,
  pointsAgainst: int,
});
export type BkLeagueStatTeam = z.infer<typeof bkLeagueStatTeamSchema>;

export const bkLeagueStatSchema = z.object({
  ...leagueStatHeadSchema.shape,
  teams: z.array(bkLeagueStatTeamSchema),
  /** Per team and game over the whole league (games: team-games, twice the matches). */
  league: bkAveragesSchema,
});
export type BkLeagueStat = z.infer<typeof bkLeagueStatSchema>;

// ---------------------------------------------------------------------------------------------
// Basketball season records (getBkTheMostOfLeague).

export const BK_RECORD_KEYS = [
  'mostTeamPoints',
  'fewestTeamPoints',
  'biggestMargin',
  'highestCombined',
  'lowestCombined',
  'mostPlayerPoints',
  'mostPlayerRebounds',
  'mostPlayerAssists',
  'mostPlayerSteals',
  'mostPlayerBlocks',
  'mostPlayerThrees',
] as const;
export type BkRecordKey = (typeof BK_RECORD_KEYS)[number];

export const recordMatchSchema = z.object({
  matchId: int,
  matchTime: z.number(),
  round: z.nullable(z.string()),
  home: teamBriefSchema,
  away: teamBriefSchema,
  homeScore: int,
  awayScore: int,
});
export type RecordMatch = z.infer<typeof recordMatchSchema>;

export const bkSeasonRecordSchema = z.object({
  key: z.enum(BK_RECORD_KEYS),
  /** What the fan reads: 单场最高得分 … */
  label: z.string(),
  value: int,
  /** The first match (by tip-off) that set it. */
  match: recordMatchSchema,
  /**
   * The team that set it: the scoring team, the winner of the biggest margin, the player's team;
   * null for a combined score.
   */
  team: z.nullable(teamBriefSchema),
  /** The player who set a player record. */
  player: z.nullable(z.object({ playerId: int, name: z.string(), teamId: int })),
  /** Later performances that equalled it. */
  equalled: int,
});
export type BkSeasonRecord = z.infer<typeof bkSeasonRecordSchema>;

export const bkTheMostOfLeagueSchema = z.object({
  ...leagueStatHeadSchema.shape,
  /**
   * In the order of BK_RECORD_KEYS; a record nobody has set yet (before the first finished game, or
   * a player record still at 0) is left out.
   */
  records: z.array(bkSeasonRecordSchema),
});
export type BkTheMostOfLeague = z.infer<typeof bkTheMostOfLeagueSchema>;
