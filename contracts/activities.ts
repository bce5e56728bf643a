import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32, int32Input } from './integers';

/**
 * The /hd/* activities (issue 37 §4; docs/decisions/activities-and-channel-homes.md): each has its
 * rules, a window kept by the server, and what it gives — claimed once per account, through the
 * ledger (coins), the coupons or the VIP trial; the spree is bought once with coins.
 */

export const ACTIVITY_NAMES = ['spree1188', '1812', 'eightVip', 'asianCup'] as const;
export type ActivityName = (typeof ACTIVITY_NAMES)[number];

export const ActivityMessages = {
  name: '活动不存在',
  step: '领取档位错误',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  secondDayEarly: '第二天才能领取第二份奖励',
  firstStepFirst: '请先领取第一天的奖励',
  vipUsed: '你已是会员或已体验过会员，无法再领取试用',
  spreeOwned: '你已购买过该礼包',
  noDiscount: '礼包不可使用优惠券',
} as const;

/** Why an activity claim or the spree purchase is refused (ActivityMessages has the fan's words). */
export const ACTIVITY_REFUSAL_CODES = {
  /** Asked before the activity's window opens. */
  notStarted: 'activity_not_started',
  /** Asked after the activity's window closed. */
  ended: 'activity_ended',
  /** 1812's second step asked on the day of the first. */
  secondDayEarly: 'activity_step_waiting',
  /** 1812's second step asked before the first. */
  firstStepFirst: 'activity_step_order',
  /** eightVip asked by a member or a fan who has had a trial. */
  vipUsed: 'activity_vip_used',
  /** The spree bought again. */
  spreeOwned: 'activity_spree_owned',
  /** A coupon or discount card named for the spree. */
  noDiscount: 'activity_no_discount',
} as const;

const nameInput = z.enum(ACTIVITY_NAMES, { error: ActivityMessages.name });

/** Where an activity stands now. */
export const ACTIVITY_STATES = ['upcoming', 'open', 'ended'] as const;
/** One thing of an activity a fan can take, as this fan stands with it. */
export const CLAIM_STATES = ['claimable', 'claimed', 'waiting', 'closed', 'login'] as const;

export const activityClaimSchema = z.object({
  step: int32(),
  title: z.string(),
  /** What it gives, in words ('18金币（7天内有效）'). */
  reward: z.string(),
  state: z.enum(CLAIM_STATES),
  /** When a waiting step opens (the next Beijing day), else null. */
  opensAt: z.nullable(z.number()),
});
export type ActivityClaim = z.infer<typeof activityClaimSchema>;

export const activityMatchSchema = z.object({
  matchId: int32(),
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  matchTime: z.number(),
  status: int32(),
  homeScore: int32(),
  awayScore: int32(),
});
export type ActivityMatch = z.infer<typeof activityMatchSchema>;

export const activityInfoSchema = z.object({
  name: z.enum(ACTIVITY_NAMES),
  title: z.string(),
  rules: z.array(z.string()),
  startTime: z.number(),
  endTime: z.number(),
  state: z.enum(ACTIVITY_STATES),
  /** The spree's price in yuan ('11.88'); null for the free ones. */
  price: z.nullable(z.string()),
  claims: z.array(activityClaimSchema),
  /** The asian-cup page's matches (Asian competitions, from the world); empty elsewhere. */
  matches: z.array(activityMatchSchema),
});
export type ActivityInfo = z.infer<typeof activityInfoSchema>;

/** GET /api/hd/activity/{name} (ours): the activity as the viewer (or a visitor) stands with it. */
export const activityInfo = defineEndpoint({
  method: 'GET',
  path: '/api/hd/activity/{name}',
  access: 'anyone',
  input: z.object({ name: nameInput }),
  output: activityInfoSchema,
});

export const activityClaimResultSchema = z.object({
  /** The step had been claimed already: nothing was given again. */
  repeated: z.boolean(),
  reward: z.string(),
});
export type ActivityClaimResult = z.infer<typeof activityClaimResultSchema>;

/** 1 or 2 (a number or a digit string); missing is 1. */
const stepInput = z.pipe(
  z.optional(int32Input({ min: 1, max: 2, error: ActivityMessages.step })),
  z.transform((v) => v ?? 1),
);

/**
 * POST /api/hd/activity/{name}/claim {step}: takes a free step (1812's two days, eightVip's trial,
 * asianCup's coupons), once per account however often and however concurrently it is asked.
 */
export const activityClaim = defineEndpoint({
  method: 'POST',
  path: '/api/hd/activity/{name}/claim',
  access: 'writer',
  input: z.object({
    name: z.enum(['1812', 'eightVip', 'asianCup'], { error: ActivityMessages.name }),
    step: stepInput,
  }),
  output: activityClaimResultSchema,
});

/** POST /api/hd/spree1188/buy: the spree bought with coins, once per account. */
export const spreeBuy = defineEndpoint({
  method: 'POST',
  path: '/api/hd/spree1188/buy',
  access: 'writer',
  input: z.object({}),
  output: z.object({ repeated: z.boolean(), balance: z.string() }),
});

/**
 * POST /api/pay/preDualSpreePay {chargeWay, from, returnUrl}: the spree paid through the cashier
 * (product-spec §4 "Payment"; docs/decisions/activities-and-channel-homes.md). The payment core's
 * one direct pay (`openDirectPayOf`): the price is the server's, the way one the channel pays a
 * purchase by (none in Weibo; WeChat only, up to 500, inside WeChat), the return address the app's
 * own. The paid notification credits the money as coins that buy the spree in its transaction, once
 * per account however often it arrives. Answers the order's id and the cashier's address (`key`).
 */
export const preDualSpreePay = defineEndpoint({
  method: 'POST',
  path: '/api/pay/preDualSpreePay',
  access: 'writer',
  input: z.object({
    chargeWay: z.union([z.literal(3), z.literal(4), z.literal(5)]),
    from: z.string().check(z.maxLength(20)),
    returnUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  output: z.object({ id: int32(), key: z.string() }),
});
