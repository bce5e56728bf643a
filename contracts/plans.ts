import { z } from 'zod/mini';
import { couponChoiceInput, discountCardChoiceInput } from './coupons';
import { unsignedAmountText as amountText } from './wallet/balance';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput, requestIdInput } from './inputs';
import { int32 } from './integers';
import { tipExpertSchema } from './matchcenter';
import { COMMON_REFUSAL_CODES } from './refusals';

/**
 * A plan (方案) and buying it with coins (issue 19, its first slice: the purchase through the
 * ledger; product-spec §2 "Plans", calls-errors-spec §8 the balance dialog). The spec names the
 * screens (plan/{id}, plan/pay-charge, plan/pay-ok, plan/pay-error) but not the calls that read and
 * buy a plan with coins: ours are below (docs/decisions/plan-purchase.md).
 */

export const planMatchSchema = z.object({
  matchId: int32(),
  /** 1 football, 2 basketball. */
  sport: int32(),
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  /** Kick-off, ms since the epoch. */
  matchTime: z.number(),
  /** The match's status code (product-spec §4 "Status codes"). */
  status: int32(),
  homeScore: int32(),
  awayScore: int32(),
});
export type PlanMatch = z.infer<typeof planMatchSchema>;

// ── Settled picks ──────────────────────────────────────────────────────────────────────────────

/**
 * How one pick (a segment of the content) ended: won, half won (a quarter line), push (走水, the
 * stake back), half lost, lost, or void (the match abandoned, or the pick could not be told).
 */
export const PICK_RESULTS = ['win', 'halfWin', 'push', 'halfLose', 'lose', 'void'] as const;
export type PickResult = (typeof PICK_RESULTS)[number];
export const pickResultSchema = z.enum(PICK_RESULTS);

/** A plan's result codes: 0 pending, 1 won (红), 2 lost (黑), 3 void (走水: every pick pushed). */
export const PLAN_RESULT = { pending: 0, won: 1, lost: 2, void: 3 } as const;

/** After settlement: each pick's result, in content order, and the plan's return per unit staked. */
export const planSettlementSchema = z.object({
  /** ms since the epoch. */
  settledAt: z.number(),
  picks: z.array(pickResultSchema),
  /** What one unit staked on the plan (shared equally by its picks) paid back, e.g. 1.85. */
  payout: z.number(),
});
export type PlanSettlement = z.infer<typeof planSettlementSchema>;

/** GET /api/plan/detail/{id}: what the plan page shows this viewer. */
export const planDetailSchema = z.object({
  id: int32(),
  planNo: z.string(),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** The free analysis everyone reads. */
  summary: z.string(),
  /** In coins; '0.00' is free. */
  price: amountText,
  /** 不中退款: the coins come back if it loses. */
  refundIfLost: z.boolean(),
  /** 1 football, 2 basketball, 3 fourteen-match, 4 pick-nine, 5 single match. */
  raceType: int32(),
  publishedAt: z.number(),
  /** PLAN_RESULT: 0 pending, 1 won (red), 2 lost (black), 3 void. */
  result: int32(),
  /** Each pick's result and the return, once settled; null before. */
  settlement: z.nullable(planSettlementSchema),
  lookCount: int32(),
  /** For sale until the match kicks off. */
  onSale: z.boolean(),
  /** The viewer bought it (or it is free, or theirs, or settled: picks are public after the match). */
  unlocked: z.boolean(),
  /**
   * The paid pick, in the interpretation format (contracts/interpretation.ts): only when
   * unlocked; null otherwise.
   */
  content: z.nullable(z.string()),
  /**
   * How many picks (games) the content carries, told to every viewer so the page can say how a plan
   * of several settles before it is bought (docs/decisions/multi-pick-settlement.md). A count only:
   * which games and options stay in `content`, for those who unlocked it.
   */
  pickCount: int32(),
  expert: tipExpertSchema,
  match: planMatchSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planDetail = defineEndpoint({
  method: 'GET',
  path: '/api/plan/detail/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: planDetailSchema,
});

/**
 * POST /api/plan/pay/{id} {couponId?, from?}: buys the plan with coins, a coupon paying its part
 * when one is named (contracts/coupons.ts). A fan buys a plan once: a repeated or concurrent request
 * answers the first purchase and charges nothing more (nor spends the coupon). A short balance is
 * the spec's ' wallet.not.enough' with the dialog's text.
 */
export const payPlan = defineEndpoint({
  method: 'POST',
  path: '/api/plan/pay/{id}',
  access: 'writer',
  // A discount card named is refused, never ignored: cards are for interpretations.
  input: z.object({ id: idInput, ...couponChoiceInput, ...discountCardChoiceInput }),
  output: z.object({
    planId: int32(),
    /** The fan's coins after the purchase (plan/pay-ok's ableBalance). */
    balance: amountText,
  }),
});

/** Why a plan cannot be bought now (the refusals' codes). */
export const PLAN_REFUSAL_CODES = {
  notFound: 'plan_not_found',
  closed: 'plan_closed',
  free: 'plan_free',
  own: 'plan_own',
  /** The fan owns it already (direct pay, preDualPay): the app goes straight to the plan. */
  bought: 'plan_bought',
  /** The planNo sent does not name the plan sent (direct pay). */
  mismatch: 'plan_mismatch',
  /** A discount card named for a plan: cards pay for interpretations only. */
  noCard: 'plan_no_discount_card',
} as const;

/**
 * The one refusal for a plan that does not exist or is not published yet, wherever a plan is looked
 * up (the plan page, its notes, a feedback about it): one code, one text the app shows too.
 */
export const PLAN_NOT_FOUND = {
  status: 404,
  code: PLAN_REFUSAL_CODES.notFound,
  msg: '方案不存在',
} as const;

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

/**
 * The games an expert may pick when publishing: those whose odds Matchday keeps (the crown
 * provider's europe, asia and over/under lines), so the odds of a plan are the market's at the
 * moment it was published, never typed in (docs/decisions/plan-publishing.md).
 */
export const PUBLISH_GAMES = { 1: [4071, 4078, 4079], 2: [4061, 4062, 4064] } as const;

/** Prices an expert may ask, in coins; 0 is free (the only price of a laboratory expert). */
export const PLAN_PRICES = [0, 8, 18, 28, 38, 58, 88, 128, 188] as const;
/** Picks (segments, on distinct games) in one plan. */
export const PLAN_MAX_PICKS = 2;
/** Plans one expert may publish in a (Beijing) day. */
export const PLANS_PER_DAY = 10;
/** Plans open for publishing kick off within this many hours. */
export const PUBLISH_HORIZON_HOURS = 48;
export const PLAN_TITLE_CHARS = { min: 4, max: 30 } as const;
export const PLAN_SUMMARY_CHARS = { min: 20, max: 800 } as const;

/** A game of a match open for publishing, with its odds now (interpretation-format values). */
export const publishGameSchema = z.object({
  gameId: int32(),
  /** The line (handicap from the home side, or the total); null for games without one. */
  handicap: z.nullable(z.number()),
  /** One value per option, ×10000, as the content carries them. */
  odds: z.array(int32()),
});
export type PublishGame = z.infer<typeof publishGameSchema>;

export const publishOptionsSchema = z.object({
  /** The caller's expert id (their my-post-plan/{expertId} and expert home). */
  expertId: int32(),
  /** 1 laboratory (free plans only), 2 popular forecaster. */
  userLevel: int32(),
  qiuFlag: int32(),
  /** Prices this expert may ask, in coins. */
  prices: z.array(int32()),
  todayCount: int32(),
  dailyLimit: int32(),
  matches: z.array(
    z.object({
      match: planMatchSchema,
      games: z.array(publishGameSchema),
      /** This expert already has a plan on the match (one per match). */
      published: z.boolean(),
    }),
  ),
});
export type PublishOptions = z.infer<typeof publishOptionsSchema>;

/** GET /api/plan/publish/options {qiuFlag}: what the publish tab (publish/zqtj/{code}) offers. */
export const planPublishOptions = defineEndpoint({
  method: 'GET',
  path: '/api/plan/publish/options',
  access: 'reader',
  input: z.object({ qiuFlag: z.optional(z.enum(['1', '2'])) }),
  output: publishOptionsSchema,
});

export const publishPickInputSchema = z.object({
  gameId: int32(),
  /**
   * The option indexes recommended (INTERPRETATION_GAMES order): one on a line game, at most two
   * elsewhere, and never every option of a game (a pick that cannot lose is no pick).
   */
  options: z.array(int32()).check(z.minLength(1), z.maxLength(2)),
});

/**
 * POST /api/plan/publish: publishes a plan, locked from then on (no edit, no delete). The odds are
 * the server's at this moment; `requestId` makes a retried tap publish once.
 */
export const publishPlan = defineEndpoint({
  method: 'POST',
  path: '/api/plan/publish',
  access: 'writer',
  input: z.object({
    requestId: requestIdInput,
    matchId: idInput,
    picks: z.array(publishPickInputSchema).check(z.minLength(1), z.maxLength(PLAN_MAX_PICKS)),
    title: z.string().check(z.maxLength(200)),
    summary: z.string().check(z.maxLength(4000)),
    /** In coins, one of PLAN_PRICES. */
    price: int32(),
    refundIfLost: z.boolean(),
  }),
  output: z.object({ planId: int32(), planNo: z.string() }),
});

export const PUBLISH_REFUSAL_CODES = {
  notExpert: 'not_expert',
  freeOnly: 'free_only',
  price: 'price_invalid',
  refundNeedsPrice: 'refund_needs_price',
  matchClosed: 'match_closed',
  game: 'game_invalid',
  option: 'option_invalid',
  oddsMissing: 'odds_missing',
  title: 'title_invalid',
  summary: 'summary_invalid',
  duplicate: 'plan_exists',
  requestReused: COMMON_REFUSAL_CODES.requestReused,
  dailyLimit: 'daily_limit',
} as const;

// ── Lists ──────────────────────────────────────────────────────────────────────────────────────

/** A plan as lists show it: never its paid content. */
export const planCardSchema = z.object({
  id: int32(),
  planNo: z.string(),
  title: z.string(),
  /** In coins; 0 is free. */
  price: z.number(),
  refundIfLost: z.boolean(),
  publishedAt: z.number(),
  /** PLAN_RESULT. */
  result: int32(),
  lookCount: int32(),
  onSale: z.boolean(),
  expert: tipExpertSchema,
  match: planMatchSchema,
});
export type PlanCard = z.infer<typeof planCardSchema>;

export const planPageSchema = z.object({
  list: z.array(planCardSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type PlanPage = z.infer<typeof planPageSchema>;

export const PLAN_PAGE_SIZE = 20;

/** plan-list/{qiuFlag}/{type}: every plan on sale, or the free, paid or no-win-refund ones. */
export const PLAN_LIST_TYPES = ['all', 'free', 'paid', 'refund'] as const;
export type PlanListType = (typeof PLAN_LIST_TYPES)[number];

/** GET /api/plan/list/{qiuFlag}/{type}/{pageNo}: plans on sale, newest first. */
export const planList = defineEndpoint({
  method: 'GET',
  path: '/api/plan/list/{qiuFlag}/{type}/{pageNo}',
  access: 'anyone',
  input: z.object({
    qiuFlag: z.enum(['1', '2']),
    type: z.enum(PLAN_LIST_TYPES),
    pageNo: pageNoInput,
  }),
  output: planPageSchema,
});

/** my-look-plan/{tab}: the plans a fan bought, by result. */
export const MY_LOOK_TABS = ['all', 'pending', 'won', 'lost'] as const;

/** GET /api/uc/plan/myLook/{tab}/{pageNo}: the caller's bought plans, newest purchase first. */
export const myLookPlans = defineEndpoint({
  method: 'GET',
  path: '/api/uc/plan/myLook/{tab}/{pageNo}',
  access: 'reader',
  input: z.object({ tab: z.enum(MY_LOOK_TABS), pageNo: pageNoInput }),
  output: planPageSchema,
});

/** my-post-plan/{expertId}/{tab} and the expert home's plan tab: on sale, or settled. */
export const EXPERT_PLAN_TABS = ['all', 'onSale', 'settled'] as const;

/** GET /api/expertHome/plan/{expertId}/{tab}/{pageNo}: an expert's plans, newest first. */
export const expertPlans = defineEndpoint({
  method: 'GET',
  path: '/api/expertHome/plan/{expertId}/{tab}/{pageNo}',
  access: 'anyone',
  input: z.object({ expertId: idInput, tab: z.enum(EXPERT_PLAN_TABS), pageNo: pageNoInput }),
  output: planPageSchema,
});

/** GET /api/plan/lookList/{planId}/{pageNo}: who bought the plan (names masked), newest first. */
export const planLookList = defineEndpoint({
  method: 'GET',
  path: '/api/plan/lookList/{planId}/{pageNo}',
  access: 'anyone',
  input: z.object({ planId: idInput, pageNo: pageNoInput }),
  output: z.object({
    /** How many bought it (the list's whole length). */
    lookCount: int32(),
    list: z.array(
      z.object({
        /** The purchase: a stable key while pages load. */
        id: int32(),
        /** The first character and ***: who bought stays private. */
        nickName: z.string(),
        icon: z.nullable(z.string()),
        at: z.number(),
      }),
    ),
    pageNo: int32(),
    hasMore: z.boolean(),
  }),
});
