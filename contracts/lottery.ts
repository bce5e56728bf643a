import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, int32Input, safeInt } from './integers';

/**
 * The old football lottery (胜负彩: 十四场 and 任选九; issue 34 §1, calls-errors-spec §7.6 and §7.1
 * getLotteryDraw; docs/decisions/fourteen-match.md). The simulator's world makes its issues: each
 * issue is 14 football matches of game tab 401 in kick-off order, sales close at the first kick-off,
 * and it is drawn once all 14 are final. The draw of a match is 3 (home win), 1 (draw) or 0 (away
 * win) after 90 minutes; a called-off match is * (any outcome wins). Prize pools are simulated.
 *
 * Query parameters arrive as strings (GET): digit strings and numbers are both accepted.
 */

/** The old football lottery's game tab (product-spec §9), the only gameId these calls take. */
export const OLD_LOTTERY_GAME_ID = 401;
/** Matches in one issue. */
export const ISSUE_MATCH_COUNT = 14;
/** playType of SFCReturn. */
export const LOTTERY_PLAY_TYPE = { fourteen: 1, pickNine: 2 } as const;
export type LotteryPlayType = (typeof LOTTERY_PLAY_TYPE)[keyof typeof LOTTERY_PLAY_TYPE];
/** lotteryNums' batchSize: default and ceiling. */
export const LOTTERY_NUMS_DEFAULT = 10;
export const LOTTERY_NUMS_MAX = 20;

export const LotteryMessages = {
  badIssueNo: '期号格式错误，应为五位数字，如 26181',
  badGameId: '只支持胜负彩（gameId 401）',
  badPlayType: '玩法错误：1 十四场，2 任选九',
  badBatchSize: `期数应为 1 到 ${LOTTERY_NUMS_MAX}`,
  issueNotFound: '该期不存在或尚未开售',
  noDrawYet: '暂无已开奖的期次',
} as const;

export const LOTTERY_REFUSAL_CODES = {
  /** An issue number no issue of the simulated world has (yet). */
  issueNotFound: 'issue_not_found',
} as const;

/**
 * An issue number: two digits of the year, three of the sequence (26181), as text or a number. The
 * years run from 2010 (digits without a leading zero, as every number here).
 */
export const issueNoInput = z.pipe(
  int32Input({ min: 10_001, max: 99_999, error: LotteryMessages.badIssueNo }),
  z.pipe(
    z.transform((v: number) => String(v)),
    // Sequence 000 is no issue: every year's issues count from 001.
    z.string().check(z.refine((v) => !v.endsWith('000'), LotteryMessages.badIssueNo)),
  ),
);

/** gameId: 401 only, 401 when left out. */
export const lotteryGameIdInput = z._default(
  int32Input({
    min: OLD_LOTTERY_GAME_ID,
    max: OLD_LOTTERY_GAME_ID,
    error: LotteryMessages.badGameId,
  }),
  OLD_LOTTERY_GAME_ID,
);

/** One match's draw: 3 home win, 1 draw, 0 away win (90 minutes), * called off (any outcome wins). */
export const drawOutcomeSchema = z.enum(['3', '1', '0', '*']);
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

/**
 * Where an issue stands: on sale (before its first kick-off), closed (sales over, matches still to
 * finish), drawn (all 14 final).
 */
export const issueStatusSchema = z.enum(['onSale', 'closed', 'drawn']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

export const lotteryMatchSchema = z.object({
  /** Its place on the slip, 1–14. */
  no: int32({ min: 1, max: ISSUE_MATCH_COUNT }),
  matchId: int32(),
  leagueName: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  /** Kick-off, ms. */
  matchTime: safeInt(),
  /** Status code of product-spec §4. */
  matchStatus: int32(),
  /** The score so far (extra time included, as the match's own pages show it). */
  homeScore: int32(),
  awayScore: int32(),
  /** The lottery's outcome once the match is final; null before. */
  outcome: z.nullable(drawOutcomeSchema),
});
export type LotteryMatch = z.infer<typeof lotteryMatchSchema>;

export const issueSummarySchema = z.object({
  issueNo: z.string(),
  gameId: int32(),
  status: issueStatusSchema,
  /** When sales close: the first kick-off, ms. */
  saleEnd: safeInt(),
});
export type IssueSummary = z.infer<typeof issueSummarySchema>;

export const issueWithMatchesSchema = z.object({
  ...issueSummarySchema.shape,
  /**
   * The draw so far, 14 characters in slip order: 3, 1, 0 or * for a final match, - for one not
   * final yet.
   */
  result: z.string(),
  matches: z.array(lotteryMatchSchema),
});
export type IssueWithMatches = z.infer<typeof issueWithMatchesSchema>;

export const prizeLineSchema = z.object({
  /** 1 first prize, 2 second prize (fourteen-match); pick-nine has one prize, level 1. */
  level: int32({ min: 1, max: 2 }),
  name: z.string(),
  /** Winning bets. */
  count: int32(),
  /** Yuan per winning bet; 0 when no bet won. */
  amount: safeInt(),
});
export type PrizeLine = z.infer<typeof prizeLineSchema>;

/** GET /api/query/sports/lotteryNums {batchSize}: the latest issues, the one on sale first. */
export const lotteryNums = defineEndpoint({
  method: 'GET',
  path: '/api/query/sports/lotteryNums',
  access: 'anyone',
  input: z.object({
    batchSize: z._default(
      int32Input({ min: 1, max: LOTTERY_NUMS_MAX, error: LotteryMessages.badBatchSize }),
      LOTTERY_NUMS_DEFAULT,
    ),
  }),
  output: z.object({
    /** The issue on sale now; null between the close of one and the publication of the next. */
    current: z.nullable(z.string()),
    /** The issue on sale (if any), then the closed and drawn ones, newest first. */
    list: z.array(issueSummarySchema),
  }),
});

/**
 * GET /api/query/sports/awardsUnOpen {gameId, issueNo}: the issues not drawn yet with their 14
 * matches (the one on sale and those whose matches are still being played); with issueNo, that
 * issue only (an empty list when it is drawn already).
 */
export const awardsUnOpen = defineEndpoint({
  method: 'GET',
  path: '/api/query/sports/awardsUnOpen',
  access: 'anyone',
  input: z.object({ gameId: lotteryGameIdInput, issueNo: z.optional(issueNoInput) }),
  output: z.object({ list: z.array(issueWithMatchesSchema) }),
});

/**
 * GET /api/query/sports/SFCReturn {issueNo, playType}: an issue's draw and prize table — first and
 * second prize for fourteen-match (playType 1), one prize for pick-nine (2). Before the draw the
 * prizes are empty and sales and pool null.
 */
export const sfcReturn = defineEndpoint({
  method: 'GET',
  path: '/api/query/sports/SFCReturn',
  access: 'anyone',
  input: z.object({
    issueNo: issueNoInput,
    playType: z.pipe(
      int32Input({ min: 1, max: 2, error: LotteryMessages.badPlayType }),
      z.transform((v) => v as LotteryPlayType),
    ),
  }),
  output: z.object({
    issueNo: z.string(),
    playType: int32({ min: 1, max: 2 }),
    status: issueStatusSchema,
    drawn: z.boolean(),
    result: z.string(),
    /** The play's sales in yuan (simulated), once drawn. */
    sales: z.nullable(safeInt()),
    /** The prize money of the issue in yuan (simulated), once drawn. */
    pool: z.nullable(safeInt()),
    prizes: z.array(prizeLineSchema),
  }),
});
