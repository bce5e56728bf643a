import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, INT32_MAX, int32Input } from './integers';

/**
 * The match centre's tips calls (calls-errors-spec §7.2): the plans and interpretations experts
 * published on one match, and an expert's interpretation count (docs/api.md "Match centre",
 * docs/decisions/match-tips.md). Listing is public; the paid pick (`content`) is never in these
 * answers — buying and reading it is the plan and interpretation pages' business.
 *
 * Query parameters arrive as strings (GET): digit strings and numbers are both accepted.
 */

/** Items per page of queryPlanAndJdByMatchId (the spec names no size for it; set meals use 10). */
export const TIPS_PAGE_SIZE = 10;
/** queryJdByMatchId's pageSize: default and ceiling. */
export const JD_PAGE_SIZE = 10;
export const JD_PAGE_SIZE_MAX = 50;

/** sortType of queryPlanAndJdByMatchId. */
export const TIP_SORT = {
  /** Latest published first. */
  newest: 0,
  /** Cheapest first (free ones on top), then latest. */
  price: 1,
  /** The expert's recent hit rate, highest first, then latest. */
  hitRate: 2,
} as const;
export type TipSort = (typeof TIP_SORT)[keyof typeof TIP_SORT];

export const MatchCenterMessages = {
  badMatchId: '比赛编号错误',
  badMatchType: '比赛类型错误：1 足球，2 篮球',
  badPage: '分页参数错误',
  badSort: '排序类型错误：0 最新，1 价格，2 命中率',
  badExpertId: '专家编号错误',
  matchNotFound: '比赛不存在',
  expertNotFound: '专家不存在',
} as const;

/** A whole number from a number or a digit string, with the message fans see when it is not. */
function wholeNumber(error: string, min: number, max: number) {
  return int32Input({ min, max, error });
}

// Ids are bounded like `idInput` (contracts/inputs.ts) but say which id was wrong.
const matchIdArg = wholeNumber(MatchCenterMessages.badMatchId, 1, INT32_MAX);
const matchTypeArg = z._default(
  z.pipe(
    wholeNumber(MatchCenterMessages.badMatchType, 1, 2),
    z.transform((v) => v as 1 | 2),
  ),
  1 as const,
);

/** GET /api/matchcenter/queryPlanAndJdByMatchId {matchId, pageNo, matchType, sortType}. */
export const tipsPageRequestSchema = z.looseObject({
  matchId: matchIdArg,
  pageNo: z._default(wholeNumber(MatchCenterMessages.badPage, 1, 10_000), 1),
  matchType: matchTypeArg,
  sortType: z._default(
    z.pipe(
      wholeNumber(MatchCenterMessages.badSort, 0, 2),
      z.transform((v) => v as TipSort),
    ),
    TIP_SORT.newest,
  ),
});
export type TipsPageRequest = z.output<typeof tipsPageRequestSchema>;

/** GET /api/matchcenter/queryJdByMatchId {matchId, pageSize, matchType}. */
export const jdListRequestSchema = z.looseObject({
  matchId: matchIdArg,
  pageSize: z._default(wholeNumber(MatchCenterMessages.badPage, 1, JD_PAGE_SIZE_MAX), JD_PAGE_SIZE),
  matchType: matchTypeArg,
});
export type JdListRequest = z.output<typeof jdListRequestSchema>;

/** GET /api/matchcenter/queryCountInterpretationByFxId {fxId}: fxId is the expert's id. */
export const jdCountRequestSchema = z.looseObject({
  fxId: wholeNumber(MatchCenterMessages.badExpertId, 1, INT32_MAX),
});
export type JdCountRequest = z.output<typeof jdCountRequestSchema>;

/**
 * Expert strength 1–10 (product-spec §3 enumerations): grand master, then ninth, eighth and seventh
 * grade, each top, middle or bottom.
 */
const STRENGTH_NAMES = [
  '大师',
  '九段上',
  '九段中',
  '九段下',
  '八段上',
  '八段中',
  '八段下',
  '七段上',
  '七段中',
  '七段下',
] as const;

export function expertLevelName(strength: number): string {
  return STRENGTH_NAMES[strength - 1] ?? '';
}

/** The expert on a tip card: who, how strong, and their record (contracts/experts.ts formulas). */
export const tipExpertSchema = z.object({
  id: int32(),
  nickname: z.string(),
  /** Avatar url, or null: the card shows the nickname's first character. */
  icon: z.nullable(z.string()),
  /** Strength 1 (grand master) … 10. */
  level: int32(),
  /** Its Chinese name (expertLevelName). */
  levelName: z.string(),
  /** 1 laboratory (free tips), 2 popular forecaster (paid tips). */
  userLevel: int32(),
  recentWins: int32(),
  recentTotal: int32(),
  /** recentWins / recentTotal in whole percent; null with no recent tips. */
  hitRate: z.nullable(int32()),
  /** The best streak of won plans (最高N连红). */
  longestRedStreak: int32(),
  /** The streak running now (N连红). */
  currentStreak: int32(),
});
export type TipExpert = z.infer<typeof tipExpertSchema>;

export const TIP_KIND = { plan: 'plan', interpretation: 'interpretation' } as const;
export type TipKind = (typeof TIP_KIND)[keyof typeof TIP_KIND];

/** One plan or interpretation of a match, as listed (never its paid content). */
export const tipItemSchema = z.object({
  kind: z.enum(['plan', 'interpretation']),
  id: int32(),
  /** The plan number (plans); null for interpretations. */
  planNo: z.nullable(z.string()),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** In coins (one yuan one coin), up to two decimals; 0 is free. */
  price: z.number(),
  /** ms since the epoch. */
  publishedAt: z.number(),
  /** 0 pending, 1 won (red), 2 lost (black), 3 void. */
  result: int32(),
  lookCount: int32(),
  /** Plans only: coins back when it loses. */
  refundIfLost: z.boolean(),
  expert: tipExpertSchema,
});
export type TipItem = z.infer<typeof tipItemSchema>;

/** data of queryPlanAndJdByMatchId. */
export const tipsPageSchema = z.object({
  matchId: int32(),
  matchType: int32(),
  sortType: int32(),
  list: z.array(tipItemSchema),
  pageNo: int32(),
  pageSize: int32(),
  /** Plans and interpretations together. */
  total: int32(),
  planTotal: int32(),
  jdTotal: int32(),
  hasMore: z.boolean(),
});
export type TipsPage = z.infer<typeof tipsPageSchema>;

/** data of queryJdByMatchId: the newest interpretations of the match. */
export const jdListSchema = z.object({
  matchId: int32(),
  matchType: int32(),
  list: z.array(tipItemSchema),
  pageSize: int32(),
  total: int32(),
  hasMore: z.boolean(),
});
export type JdList = z.infer<typeof jdListSchema>;

/** data of queryCountInterpretationByFxId. */
export const jdCountSchema = z.object({
  fxId: int32(),
  /** Every interpretation the expert has published. */
  total: int32(),
  /** Those on matches not yet started: still for sale. */
  onSale: int32(),
});
export type JdCount = z.infer<typeof jdCountSchema>;

// The calls (docs/api.md "Match centre"): public, a visitor reads what a member reads.

/** GET /api/matchcenter/queryPlanAndJdByMatchId: a page of a match's plans and interpretations. */
export const queryPlanAndJdByMatchId = defineEndpoint({
  method: 'GET',
  path: '/api/matchcenter/queryPlanAndJdByMatchId',
  access: 'anyone',
  input: tipsPageRequestSchema,
  output: tipsPageSchema,
});

/** GET /api/matchcenter/queryJdByMatchId: the newest interpretations of a match. */
export const queryJdByMatchId = defineEndpoint({
  method: 'GET',
  path: '/api/matchcenter/queryJdByMatchId',
  access: 'anyone',
  input: jdListRequestSchema,
  output: jdListSchema,
});

/** GET /api/matchcenter/queryCountInterpretationByFxId: an expert's interpretation counts. */
export const queryCountInterpretationByFxId = defineEndpoint({
  method: 'GET',
  path: '/api/matchcenter/queryCountInterpretationByFxId',
  access: 'anyone',
  input: jdCountRequestSchema,
  output: jdCountSchema,
});
