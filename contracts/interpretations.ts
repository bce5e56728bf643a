import { z } from 'zod/mini';
import { couponChoiceInput, discountCardChoiceInput } from './coupons';
import { unsignedAmountText as amountText } from './wallet/balance';
import { defineEndpoint } from './endpoint';
import { flagArg } from './sportdata/args';
import { idInput, pageNoInput, requestIdInput } from './inputs';
import { int32 } from './integers';
import { tipExpertSchema } from './matchcenter';
import {
  EXPERT_PLAN_TABS,
  MY_LOOK_TABS,
  PLAN_MAX_PICKS,
  planMatchSchema,
  publishOptionsSchema,
  publishPickInputSchema,
} from './plans';

/**
 * Interpretations (解读, issue 34 §1): an expert's written reading of a match, sold one by one
 * (calls-errors-spec §7.6). Reading one and buying it with coins, through the commerce core as plans
 * are; the content is the interpretation format (contracts/interpretation.ts).
 */

/** The jiedu-list types: 0 jingcai, 3 old football lottery (fourteen-match and pick-nine). */
export const INTERPRETATION_TYPE = { jingcai: 0, oldLottery: 3 } as const;

/** GET /api/interpretation/look/{id}: what the 解读详情 page shows this viewer. */
export const interpretationDetailSchema = z.object({
  id: int32(),
  /** Written by the expert: shown as text. */
  title: z.string(),
  /** The free teaser everyone reads. */
  summary: z.string(),
  /** In coins; '0.00' is free. */
  price: amountText,
  /** INTERPRETATION_TYPE. */
  type: int32(),
  publishedAt: z.number(),
  /** 0 pending, 1 won (红), 2 lost (黑), 3 void: as plans (PLAN_RESULT). */
  result: int32(),
  lookCount: int32(),
  /** For sale until the match kicks off. */
  onSale: z.boolean(),
  /** Bought, free, the viewer's own, or the match is over (readings are public after it). */
  unlocked: z.boolean(),
  /** The reading's picks in the interpretation format: only when unlocked, else null. */
  content: z.nullable(z.string()),
  /** How many picks the content carries, told to everyone; which ones stay in `content`. */
  pickCount: int32(),
  expert: tipExpertSchema,
  match: planMatchSchema,
  /**
   * An old-lottery reading's (type 3) issue of 胜负彩 — its match is on that issue's slip — whose 14
   * matches and draw the page shows (getLotteryDraw); null for jingcai readings.
   */
  issueNo: z.nullable(z.string()),
});
export type InterpretationDetail = z.infer<typeof interpretationDetailSchema>;

export const interpretationDetail = defineEndpoint({
  method: 'GET',
  path: '/api/interpretation/look/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: interpretationDetailSchema,
});

/**
 * Buys the interpretation with coins, at the spec's path (§7.6) but as a POST: it moves money, so it
 * carries the header token like every change and is never a GET a browser may prefetch or replay. A
 * fan buys once: a repeated or concurrent request answers the first purchase and charges nothing
 * more; a short balance is the spec's ' wallet.not.enough'.
 */
export const payInterpretation = defineEndpoint({
  method: 'POST',
  path: '/api/uc/interpretation/pay/{id}',
  access: 'writer',
  // A coupon may pay its part (contracts/coupons.ts), as with a plan, or a discount card.
  input: z.object({ id: idInput, ...couponChoiceInput, ...discountCardChoiceInput }),
  output: z.object({
    interpretationId: int32(),
    /** The fan's coins after the purchase (pay-ok's ableBalance). */
    balance: amountText,
  }),
});

// ── Lists (jiedu-list, my-look-jiedu, my-post-jiedu, the expert home) ──────────────────────────

/** Interpretations per page (product-spec §9 "page size 10"). */
export const INTERPRETATION_PAGE_SIZE = 10;

/** A reading as every list shows it: never the content. */
export const interpretationCardSchema = z.object({
  id: int32(),
  title: z.string(),
  /** The free teaser, as the reading's page shows it to everyone. */
  summary: z.string(),
  price: amountText,
  type: int32(),
  publishedAt: z.number(),
  result: int32(),
  lookCount: int32(),
  onSale: z.boolean(),
  /** How many picks the reading carries (which ones stay behind the paywall). */
  pickCount: int32(),
  expert: tipExpertSchema,
  match: planMatchSchema,
});
export type InterpretationCard = z.infer<typeof interpretationCardSchema>;

export const interpretationPageSchema = z.object({
  list: z.array(interpretationCardSchema),
  pageNo: int32(),
  pageSize: int32(),
  hasMore: z.boolean(),
});
export type InterpretationPage = z.infer<typeof interpretationPageSchema>;

/** jiedu-list's types, as the query carries them. */
const typeInput = z._default(
  z.union([z.literal(0), z.literal(3), z.literal('0'), z.literal('3')]),
  0,
);

/**
 * POST /api/query/interpretation/list/{pageNo} {type 0 | 3, qiuFlag 1 | 2}: readings on sale, newest
 * first — jingcai (0, football or basketball by qiuFlag) or the old football lottery (3); with
 * `free`, the free ones only.
 */
export const interpretationList = defineEndpoint({
  method: 'POST',
  path: '/api/query/interpretation/list/{pageNo}',
  access: 'anyone',
  input: z.object({
    pageNo: pageNoInput,
    type: typeInput,
    qiuFlag: z.optional(z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])),
    /** Free readings only (免费专区, special-home/free). */
    free: z.optional(flagArg),
  }),
  output: interpretationPageSchema,
});

/** POST /api/uc/interpretation/myLook/{pageNo} {tab}: the caller's bought readings, by result. */
export const myLookInterpretations = defineEndpoint({
  method: 'POST',
  path: '/api/uc/interpretation/myLook/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput, tab: z._default(z.enum(MY_LOOK_TABS), 'all') }),
  output: interpretationPageSchema,
});

/**
 * my-post-jiedu's tabs by name (EXPERT_PLAN_TABS), or by the old app's numbers: 0 all, 1 on sale,
 * 2 settled — the same order.
 */
const expertTabInput = z._default(
  z.union([
    z.enum(EXPERT_PLAN_TABS),
    z.literal(0),
    z.literal(1),
    z.literal(2),
    z.literal('0'),
    z.literal('1'),
    z.literal('2'),
  ]),
  'all',
);

/**
 * POST /api/uc/interpretation/myPublish/{pageNo} {tab}: the caller's own readings as an expert,
 * newest first; a fan who never published (no expert row) gets an empty page.
 */
export const myPublishInterpretations = defineEndpoint({
  method: 'POST',
  path: '/api/uc/interpretation/myPublish/{pageNo}',
  access: 'reader',
  input: z.object({ pageNo: pageNoInput, tab: expertTabInput }),
  output: interpretationPageSchema,
});

/**
 * POST /api/expertHome/interpretation/{pageNo} {expertId, memberId, type 0, fromCpz}: one expert's
 * readings, newest first. memberId and fromCpz are accepted and ignored.
 */
export const expertInterpretations = defineEndpoint({
  method: 'POST',
  path: '/api/expertHome/interpretation/{pageNo}',
  access: 'anyone',
  input: z.object({
    pageNo: pageNoInput,
    expertId: idInput,
    memberId: z.optional(z.unknown()),
    type: z.optional(typeInput),
    fromCpz: z.optional(z.unknown()),
  }),
  output: interpretationPageSchema,
});

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

/** The longest content a publish request carries (two segments of 31 odds fit many times over). */
export const INTERPRETATION_CONTENT_MAX_CHARS = 2000;

/**
 * POST /api/interpretation/publish: an expert's reading, published as plans are (the options of
 * GET /api/plan/publish/options, the odds the server's at this moment, locked from then on; one per
 * match; `requestId` publishes a retried tap once). Type 3 (the old football lottery) reads
 * football's 胜平负 only.
 *
 * The picks come one of two ways: `picks`, as the publish form sends them, or `content`, the
 * interpretation format (contracts/interpretation.ts) whose options with odds above 0 are the
 * picks. Either way the odds written are the market's now; content whose line (handicap) is no
 * longer the market's is refused, since its pick would mean something else; malformed content is a
 * 400 telling what is wrong.
 */
export const publishInterpretation = defineEndpoint({
  method: 'POST',
  path: '/api/interpretation/publish',
  access: 'writer',
  input: z.object({
    requestId: requestIdInput,
    matchId: idInput,
    type: z.union([z.literal(0), z.literal(3)]),
    /** The picks as the publish form sends them; or `content` instead (exactly one of the two). */
    picks: z.optional(
      z.array(publishPickInputSchema).check(z.minLength(1), z.maxLength(PLAN_MAX_PICKS)),
    ),
    content: z.optional(z.string().check(z.maxLength(INTERPRETATION_CONTENT_MAX_CHARS))),
    title: z.string().check(z.maxLength(200)),
    summary: z.string().check(z.maxLength(4000)),
    /** In coins, one of PLAN_PRICES. */
    price: int32(),
  }),
  output: z.object({ interpretationId: int32() }),
});

/**
 * GET /api/interpretation/publish/options {qiuFlag, type}: what the publish screen offers for a
 * reading — the plans' options (contracts/plans.ts) with the expert's interpretations counted; for
 * type 3 (十四场/任九), the matches of the 胜负彩 issue on sale and their 胜平负 only.
 */
export const interpretationPublishOptions = defineEndpoint({
  method: 'GET',
  path: '/api/interpretation/publish/options',
  access: 'reader',
  input: z.object({
    qiuFlag: z.optional(z.enum(['1', '2'])),
    type: z._default(z.enum(['0', '3']), '0'),
  }),
  output: publishOptionsSchema,
});

/** Why an interpretation cannot be read or bought now (the refusals' codes). */
export const INTERPRETATION_REFUSAL_CODES = {
  notFound: 'interpretation_not_found',
  closed: 'interpretation_closed',
  free: 'interpretation_free',
  own: 'interpretation_own',
  bought: 'interpretation_bought',
  /** Direct pay (preDualPay) does not sell interpretations yet: coins do. */
  noDirectPay: 'interpretation_no_direct_pay',
  /** A second reading of one expert on one match. */
  duplicate: 'interpretation_exists',
  /** An old-lottery reading on anything but football's 胜平负. */
  oldLotteryGame: 'interpretation_old_lottery_game',
  /** Published content that is not the interpretation format. */
  contentInvalid: 'interpretation_content_invalid',
  /** Neither picks nor content, or both. */
  picksOrContent: 'interpretation_picks_or_content',
  /** Published content whose line is no longer the market's. */
  lineMoved: 'interpretation_line_moved',
  /** An old-lottery reading on a match not on the 胜负彩 issue on sale. */
  notOnIssue: 'interpretation_not_on_issue',
} as const;

/** No such interpretation (or not published yet), as the fan reads it wherever one is looked up. */
export const INTERPRETATION_NOT_FOUND = {
  status: 404,
  code: INTERPRETATION_REFUSAL_CODES.notFound,
  msg: '解读不存在',
} as const;
