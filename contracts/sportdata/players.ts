import { z } from 'zod/mini';
import { int32, safeInt } from '../integers';
import { bkStatLineSchema } from './bkDetail';
import { teamBriefSchema } from './dataLibrary';
import { SPORT } from '../../domain/sport';

/**
 * The data library's players (issue 36 §1; docs/decisions/data-library.md "Players"): profile,
 * season statistics, career, transfers, contribution, rank lists and a club's squad. Profiles and
 * transfers are world data; every figure is counted from the matches the world holds — a football
 * player's from the events of his club's finished league matches, a basketball player's from the
 * box scores of its finished games.
 */

const int = int32();

/** Position names as the data pages print them. */
export const POSITION_NAMES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  [SPORT.football]: { G: '门将', D: '后卫', M: '中场', F: '前锋' },
  [SPORT.basketball]: { G: '后卫', F: '前锋', C: '中锋' },
};

export function positionNameOf(sport: number, position: string): string {
  return POSITION_NAMES[sport]?.[position] ?? position;
}

/** A player as every list names him. */
export const playerBriefSchema = z.object({
  playerId: int,
  name: z.string(),
  shirtNumber: int,
  /** Football G/D/M/F, basketball G/F/C. */
  position: z.string(),
  /** 门将 / 后卫 / 中场 / 前锋; basketball 后卫 / 前锋 / 中锋. */
  positionName: z.string(),
});
export type PlayerBrief = z.infer<typeof playerBriefSchema>;

export const playerLeagueSchema = z.object({
  leagueId: int,
  name: z.string(),
  shortName: z.string(),
});
export type PlayerLeague = z.infer<typeof playerLeagueSchema>;

/** getPlayerDetail: the profile, his club and its league, and how he came to the club. */
export const playerDetailSchema = z.object({
  ...playerBriefSchema.shape,
  /** 1 football, 2 basketball. */
  sport: int,
  team: teamBriefSchema,
  league: playerLeagueSchema,
  /** The league's current season. */
  season: z.string(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string(),
  /** Whole years on today's Beijing date. */
  age: int,
  heightCm: int,
  weightKg: int,
  nationality: z.string(),
  /** 右脚 / 左脚 / 双脚; null for basketball. */
  preferredFoot: z.nullable(z.string()),
  /** In his club's starting eleven (football) or five (basketball). */
  isStarter: z.boolean(),
  /** When and how he came to the club ('YYYY-MM-DD'; 转会, 租借, 青训…). */
  joinedDate: z.string(),
  joinedKind: z.string(),
  /** Playing for the club on loan from another. */
  onLoan: z.boolean(),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

/** A football player's figures over a season's (or a match's) league matches. */
export const footballFiguresSchema = z.object({
  appearances: int,
  starts: int,
  /** Came on from the bench. */
  subIn: int,
  minutes: int,
  /** Goals, penalties scored included (own goals are not his). */
  goals: int,
  penalties: int,
  penaltiesMissed: int,
  assists: int,
  ownGoals: int,
  yellow: int,
  red: int,
});
export type FootballFigures = z.infer<typeof footballFiguresSchema>;

/**
 * A basketball player's season: games, per-game figures (one decimal), shooting rates (percent,
 * one decimal; 0 without an attempt) and the season's totals. `efficiency` is the contribution of
 * rank type 8: PTS + REB + AST + STL + BLK − missed FG − missed FT − TOV, per game.
 */
export const basketballFiguresSchema = z.object({
  games: int,
  starts: int,
  minutes: z.number(),
  points: z.number(),
  rebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  fouls: z.number(),
  efficiency: z.number(),
  fieldGoalPercent: z.number(),
  threePointPercent: z.number(),
  freeThrowPercent: z.number(),
  totals: bkStatLineSchema,
});
export type BasketballFigures = z.infer<typeof basketballFiguresSchema>;

/**
 * Why a season has no figures: `no_matches` — his club has no finished league match of it;
 * `no_events` — the world keeps that season's matches by their score only (older football seasons,
 * kept for head-to-head); `other_club` — he played for another club, and a club's records name the
 * squad it has today; `before_career` — before his first season.
 */
export const NO_FIGURES = ['no_matches', 'no_events', 'other_club', 'before_career'] as const;
export type NoFigures = (typeof NO_FIGURES)[number];
export const NO_FIGURES_TEXT: Readonly<Record<NoFigures, string>> = {
  no_matches: '本赛季暂无完场比赛',
  no_events: '该赛季暂无比赛事件记录',
  other_club: '该赛季效力其他球队，暂无数据',
  before_career: '该赛季尚未出道',
};

/** A season's figures of one sport, or why there are none. */
const seasonFiguresFields = {
  /** His club's finished league matches the figures count. */
  matches: int,
  /** Null when there are figures. */
  noFigures: z.nullable(z.enum(NO_FIGURES)),
  /** Football figures; null for basketball or without figures. */
  football: z.nullable(footballFiguresSchema),
  /** Basketball figures; null for football or without figures. */
  basketball: z.nullable(basketballFiguresSchema),
};

/** getPlayerStanding: his statistics of one season of his club's league. */
export const playerStandingSchema = z.object({
  player: playerBriefSchema,
  sport: int,
  season: z.string(),
  /** The club he played for that season (his career); null before his first season. */
  team: z.nullable(teamBriefSchema),
  league: z.nullable(playerLeagueSchema),
  ...seasonFiguresFields,
});
export type PlayerStanding = z.infer<typeof playerStandingSchema>;

/** getPlayerCareer: each season of his career, newest first, with its club and figures. */
export const playerCareerSchema = z.object({
  player: playerBriefSchema,
  sport: int,
  seasons: z.array(
    z.object({
      season: z.string(),
      team: teamBriefSchema,
      league: playerLeagueSchema,
      onLoan: z.boolean(),
      ...seasonFiguresFields,
    }),
  ),
});
export type PlayerCareer = z.infer<typeof playerCareerSchema>;

/** getPlayerTransfer: his moves, newest first. */
export const playerTransferSchema = z.object({
  player: playerBriefSchema,
  list: z.array(
    z.object({
      /** 'YYYY-MM-DD'. */
      date: z.string(),
      /** The season he moved for. */
      season: z.string(),
      /** Null for a first club (from 青训 or 选秀). */
      from: z.nullable(teamBriefSchema),
      /** The club's name, or 青训 / 选秀. */
      fromName: z.string(),
      to: teamBriefSchema,
      /** 青训, 选秀, 转会, 自由转会, 租借, 租借结束; basketball 交易, 自由球员签约. */
      kind: z.string(),
      /** 万欧元, football transfers with a fee; null otherwise. */
      feeWan: z.nullable(int),
    }),
  ),
});
export type PlayerTransfer = z.infer<typeof playerTransferSchema>;

/** A match of his season as his contribution lists it. */
const contributionMatchFields = {
  matchId: int,
  /** Kick-off, ms since the epoch. */
  matchTime: safeInt(),
  isHome: z.boolean(),
  opponent: teamBriefSchema,
  teamScore: int,
  opponentScore: int,
  started: z.boolean(),
};

/**
 * Football contribution: his share of his club's league goals (goals ÷ club goals) and his goal
 * involvement (goals + assists, and its share), with each match he played, newest first.
 */
export const footballContributionSchema = z.object({
  teamGoals: int,
  goals: int,
  assists: int,
  involvement: int,
  /** Percent, one decimal; 0 when the club has not scored. */
  goalShare: z.number(),
  involvementShare: z.number(),
  matches: z.array(z.object({ ...contributionMatchFields, figures: footballFiguresSchema })),
});

/**
 * Basketball contribution: his share of his club's points and his efficiency per game, with each
 * game he played, newest first.
 */
export const basketballContributionSchema = z.object({
  teamPoints: int,
  points: int,
  /** Percent, one decimal. */
  pointShare: z.number(),
  efficiency: z.number(),
  matches: z.array(
    z.object({
      ...contributionMatchFields,
      line: bkStatLineSchema,
      efficiency: int,
      /** Percent of his club's points that game, one decimal. */
      pointShare: z.number(),
    }),
  ),
});

/** getPlayerContribution: how much of his club's season he made. */
export const playerContributionSchema = z.object({
  player: playerBriefSchema,
  sport: int,
  season: z.string(),
  team: z.nullable(teamBriefSchema),
  matches: int,
  noFigures: z.nullable(z.enum(NO_FIGURES)),
  football: z.nullable(footballContributionSchema),
  basketball: z.nullable(basketballContributionSchema),
});
export type PlayerContribution = z.infer<typeof playerContributionSchema>;

/** getBkTeamPlayerRankList types (calls-errors-spec §7.1). */
export const BK_RANK_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const BK_RANK_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '得分',
  2: '篮板',
  3: '助攻',
  4: '盖帽',
  5: '抢断',
  6: '失误',
  7: '犯规',
  8: '效率',
};

/** Football league rank types: 1 goals (射手榜), 2 assists (助攻榜). */
export const LEAGUE_RANK_TYPES = [1, 2] as const;
export const LEAGUE_RANK_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '射手榜',
  2: '助攻榜',
};

const rankPageFields = {
  leagueId: int,
  season: z.string(),
  type: int,
  typeName: z.string(),
  pageNo: int,
  pageSize: int,
  /** Players ranked in all. */
  total: int,
};

/**
 * getBkTeamPlayerRankList: the league season's players by a per-game figure, best first (turnovers
 * and fouls too: the list is of who made the most).
 */
export const bkPlayerRankListSchema = z.object({
  ...rankPageFields,
  list: z.array(
    z.object({
      rank: int,
      player: playerBriefSchema,
      team: teamBriefSchema,
      games: int,
      /** Per game, one decimal. */
      value: z.number(),
      /** The season's total of the figure. */
      total: int,
    }),
  ),
});
export type BkPlayerRankList = z.infer<typeof bkPlayerRankListSchema>;

/**
 * getLeaguePlayerRankList: the football league season's top scorers or assist makers (players with
 * at least one). Ties: fewer penalties among the goals, then fewer minutes, then the name.
 */
export const leaguePlayerRankListSchema = z.object({
  ...rankPageFields,
  list: z.array(
    z.object({
      rank: int,
      player: playerBriefSchema,
      team: teamBriefSchema,
      /** Goals (type 1) or assists (type 2). */
      value: int,
      goals: int,
      penalties: int,
      assists: int,
      appearances: int,
      minutes: int,
    }),
  ),
});
export type LeaguePlayerRankList = z.infer<typeof leaguePlayerRankListSchema>;

/** getTeamPlayerList: a club's squad, in position order, each with his figures of the season. */
export const teamPlayerListSchema = z.object({
  team: teamBriefSchema,
  league: playerLeagueSchema,
  sport: int,
  season: z.string(),
  /** The club's finished league matches of the season. */
  matches: int,
  list: z.array(
    z.object({
      ...playerBriefSchema.shape,
      age: int,
      nationality: z.string(),
      isStarter: z.boolean(),
      noFigures: z.nullable(z.enum(NO_FIGURES)),
      football: z.nullable(footballFiguresSchema),
      basketball: z.nullable(basketballFiguresSchema),
    }),
  ),
});
export type TeamPlayerList = z.infer<typeof teamPlayerListSchema>;
