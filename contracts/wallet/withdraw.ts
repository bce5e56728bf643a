import { z } from 'zod/mini';
import { SMS_CODE_PATTERN, smsSendResultSchema } from '../account/session';
import { defineEndpoint, noInput } from '../endpoint';
import { idInput } from '../inputs';
import { COMMON_REFUSAL_CODES } from '../refusals';
import { FEN_PER_UNIT, fenToText, unsignedAmountText as amountText } from './balance';

/**
 * Withdrawal of money to a bank card (issue 18 §3; product-spec §3 "Withdrawal"; calls-errors-spec
 * §7.12). The spec leaves the amount rules open: ours are here, for both sides, and in
 * docs/decisions/withdrawal.md.
 */

/** Smallest withdrawal, in fen (10 yuan). */
export const WITHDRAW_MIN_FEN = 10 * FEN_PER_UNIT;
/** Largest single withdrawal, in fen (50,000 yuan). */
export const WITHDRAW_MAX_FEN = 50_000 * FEN_PER_UNIT;
/** Withdrawals a member may request per Beijing day. */
export const WITHDRAW_DAILY_COUNT = 3;
/** Saved bank cards per member. */
export const MAX_SAVED_CARDS = 5;
/** The fee: 1% of the amount, at least 1 yuan, at most 25 yuan (the bank's transfer cost). */
export const WITHDRAW_FEE_RATE = 0.01;
export const WITHDRAW_FEE_MIN_FEN = 1 * FEN_PER_UNIT;
export const WITHDRAW_FEE_MAX_FEN = 25 * FEN_PER_UNIT;

/** The fee of a withdrawal of `amountFen`: taken from the amount, the rest reaches the card. */
export function withdrawFeeFen(amountFen: number): number {
  const fee = Math.round(amountFen * WITHDRAW_FEE_RATE);
  return Math.min(WITHDRAW_FEE_MAX_FEN, Math.max(WITHDRAW_FEE_MIN_FEN, fee));
}

/** Why an amount cannot be withdrawn, or null when the rules allow it (the balance aside). */
export function withdrawAmountProblem(amountFen: number): string | null {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return '请输入正确的提现金额';
  if (amountFen < WITHDRAW_MIN_FEN) return `单笔提现不能少于${fenToText(WITHDRAW_MIN_FEN)}元`;
  if (amountFen > WITHDRAW_MAX_FEN) return `单笔提现不能超过${fenToText(WITHDRAW_MAX_FEN)}元`;
  return null;
}

/** A bank card number: 16 to 19 digits with a valid Luhn check digit (every UnionPay debit card). */
export function isBankCardNumber(text: string): boolean {
  if (!/^\d{16,19}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    let digit = Number(text[text.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The SMS code type of a withdrawal (ours; product-spec §9 lists 47–52 for the account flows). */
export const WITHDRAW_SMS_TYPE = 53;

/** Review states of a withdrawal (userDrawMoneyDetail/{id}). */
export const WITHDRAW_STATUS = { reviewing: 1, paying: 2, paid: 3, refused: 4 } as const;
export const WITHDRAW_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: '审核中',
  2: '打款中',
  3: '已到账',
  4: '审核未通过',
};

export const bankSchema = z.object({ bankId: z.number(), bankCode: z.string(), name: z.string() });
export const provinceSchema = z.object({ provinceId: z.number(), name: z.string() });
export const citySchema = z.object({ cityId: z.number(), name: z.string() });
export const branchSchema = z.object({ branchId: z.number(), name: z.string() });

/** A saved card, as the app shows it: never the whole number. */
export const savedCardSchema = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  /** The last four digits. */
  cardTail: z.string(),
  province: z.string(),
  city: z.string(),
  partBank: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/user/queryMemberBank/{type} (type 1: cards for withdrawal, the only kind): what the withdrawal page needs. */
export const memberBankSchema = z.object({
  cards: z.array(savedCardSchema),
  banks: z.array(bankSchema),
  provinces: z.array(provinceSchema),
  /** Money that may be withdrawn now. */
  ableBalance: amountText,
  /** The card holder: the member's verified real name, masked ('王**'); empty when not verified. */
  holder: z.string(),
  /** The phone the SMS code goes to, masked; empty when none is bound. */
  phone: z.string(),
  /** Withdrawals already requested today. */
  todayCount: z.number(),
});
export type MemberBank = z.infer<typeof memberBankSchema>;

export const queryMemberBank = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryMemberBank/{type}',
  access: 'reader',
  input: z.object({ type: idInput }),
  output: memberBankSchema,
});

export const findCitysByProvinceId = defineEndpoint({
  method: 'GET',
  path: '/api/findCitysByProvinceId/',
  access: 'anyone',
  input: z.object({ provinceId: idInput }),
  output: z.array(citySchema),
});

export const findParkBank = defineEndpoint({
  method: 'GET',
  path: '/api/findParkBank/',
  access: 'anyone',
  input: z.object({ cityId: idInput, bankId: idInput }),
  output: z.array(branchSchema),
});

/** POST /api/user/drawMoney/sendCode (ours): the withdrawal's SMS code to the member's own phone. */
export const sendWithdrawCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/drawMoney/sendCode',
  access: 'writer',
  input: noInput,
  output: smsSendResultSchema,
});

const shortText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * POST /api/user/memberDrawMoney/: a saved card (drawMoneyWayId) or a new one (bankCode, bank,
 * bankCard, province, city, partBank; saved for next time). `requestId` (ours) makes a repeated
 * tap or a retry request once.
 */
export const memberDrawMoneyInput = z.object({
  amount: z.string().check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, { error: '请输入正确的提现金额' })),
  code: z.string().check(z.regex(SMS_CODE_PATTERN, { error: '请输入6位短信验证码' })),
  /** 1, the only kind: to a bank card (product-spec §9 "default withdrawal type 1"). */
  drawMoneyType: z.optional(z.literal(1)),
  drawMoneyWayId: z.optional(idInput),
  bankCode: z.optional(shortText(20)),
  bank: z.optional(shortText(30)),
  bankCard: z.optional(z.string().check(z.regex(/^\d{16,19}$/, { error: '请输入正确的银行卡号' }))),
  province: z.optional(shortText(20)),
  city: z.optional(shortText(20)),
  partBank: z.optional(shortText(60)),
  requestId: z.string().check(z.regex(/^[0-9a-zA-Z-]{8,64}$/)),
});

export const memberDrawMoney = defineEndpoint({
  method: 'POST',
  path: '/api/user/memberDrawMoney/',
  access: 'writer',
  input: memberDrawMoneyInput,
  output: z.object({ id: z.number() }),
});

export const deleteMemberDrawMoneyWay = defineEndpoint({
  method: 'GET',
  path: '/api/user/deleteMemberDrawMoneyWay/{id}',
  access: 'writer',
  input: z.object({ id: idInput }),
  output: z.object({ id: z.number() }),
});

/** GET /api/user/queryDrawMoneyLogDetail/{id}: one withdrawal and where it stands. */
export const withdrawalDetailSchema = z.object({
  id: z.number(),
  amount: amountText,
  fee: amountText,
  /** What reaches the card: amount − fee. */
  arrival: amountText,
  status: z.number(),
  statusText: z.string(),
  /** Why it was refused (status 4). */
  reason: z.string(),
  bankName: z.string(),
  cardTail: z.string(),
  createdAt: z.number(),
  reviewedAt: z.nullable(z.number()),
  paidAt: z.nullable(z.number()),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const queryDrawMoneyLogDetail = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryDrawMoneyLogDetail/{id}',
  access: 'reader',
  input: z.object({ id: idInput }),
  output: withdrawalDetailSchema,
});

/**
 * POST /api/dev/withdrawals/review (development only, like the simulator's control): the finance
 * desk's decision now — approve, refuse (the money comes back) or pay out an approved one — so a
 * test or a demo need not wait for the desk's schedule.
 */
export const devWithdrawalReview = defineEndpoint({
  method: 'POST',
  path: '/api/dev/withdrawals/review',
  access: 'anyone',
  input: z.object({
    id: idInput,
    decision: z.enum(['approve', 'refuse', 'pay']),
    reason: z._default(z.string().check(z.maxLength(100)), ''),
  }),
  output: z.object({ id: z.number(), status: z.number() }),
});

/** The withdrawal's refusal codes (server/features/wallet/withdraw/refusals.ts says what the fan reads). */
export const WITHDRAW_REFUSAL_CODES = {
  identityRequired: 'identity_required',
  phoneRequired: 'phone_required',
  notEnough: 'balance_not_enough',
  dailyCount: 'daily_count',
  cardNotFound: 'card_not_found',
  badCard: 'bad_card',
  badBank: 'bad_bank',
  tooManyCards: 'too_many_cards',
  notFound: 'withdrawal_not_found',
  notReviewing: 'not_reviewing',
  badAmount: COMMON_REFUSAL_CODES.badAmount,
} as const;
