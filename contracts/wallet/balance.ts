import { z } from 'zod/mini';
import { defineEndpoint, noInput } from '../endpoint';
import { pageNoInput } from '../inputs';
import { int32Input } from '../integers';

/**
 * What client and server share about coins and money (issue 18; product-spec §3, §9;
 * calls-errors-spec §8): the balance error and its dialog, and the one-yuan-one-coin rule.
 */

/** The spec's code for a balance that does not cover a purchase, spelt with its leading space. */
export const WALLET_NOT_ENOUGH = ' wallet.not.enough';

/** The balance dialog's text (calls-errors-spec §8): how many coins the order needs. */
export function walletNotEnoughText(neededFen: number): string {
  return `订单需要${fenToText(neededFen)}金币，余额不足，请先购买金币`;
}

/** One yuan buys one coin (product-spec §9): both are counted in fen, 100 to the unit. */
export const FEN_PER_UNIT = 100;

/** An amount in fen as the spec's 2-decimal string ('12.50'); the wire form of every balance. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / FEN_PER_UNIT)}.${String(abs % FEN_PER_UNIT).padStart(2, '0')}`;
}

/** An amount written in yuan ('68.00', '12.5', '300') in fen, without floating point: the reverse of fenToYuan. */
export function yuanTextToFen(text: string): number {
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * FEN_PER_UNIT + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** An amount as a fan reads it: whole units without decimals ('12'), otherwise two ('12.50'). */
export function fenToText(fen: number): string {
  return fen % FEN_PER_UNIT === 0 ? String(fen / FEN_PER_UNIT) : fenToYuan(fen);
}

// The wallet's endpoints (calls-errors-spec §7.12). A fan's own coins and money: login needed.

/** A price or a balance on the wire, never below zero: a 2-decimal string ('12.50'). */
export const unsignedAmountText = z.string().check(z.regex(/^\d+\.\d{2}$/));
/** An amount on the wire: a 2-decimal string ('12.50'). */
const amountText = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
/** A movement in the details: signed, '+12.50' in, '-3.00' out. */
const signedAmountText = z.string().check(z.regex(/^[+-]\d+\.\d{2}$/));

/** GET /api/user/queryMemberHuoyanWallet: the three balances and today's earnings (product-spec §3). */
export const walletBalancesSchema = z.object({
  /** Coins (金币). */
  huoyanWallet: amountText,
  /** Money that may be withdrawn now. */
  ableBalance: amountText,
  /** That, plus money in withdrawals under review. */
  totalBalance: amountText,
  todayProfit: amountText,
});
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

export const queryMemberHuoyanWallet = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryMemberHuoyanWallet',
  access: 'reader',
  input: noInput,
  output: walletBalancesSchema,
});

/** The details' page size (ours: the spec names none; docs/decisions/wallet-screens.md). */
export const WALLET_DETAIL_PAGE_SIZE = 20;
/** The ranges a fan picks in the details: the last 7 days, 30 days, 3 months. */
export const WALLET_DETAIL_DAYS = [7, 30, 90] as const;
/** The widest range the details accept, in days. */
export const WALLET_DETAIL_MAX_DAYS = 366;

/** One line of the coin or money detail: what moved, when, and what it was for. */
export const walletEntrySchema = z.object({
  id: z.number(),
  /** When it moved (ms). */
  time: z.number(),
  /** Signed: '+' in, '-' out. */
  amount: signedAmountText,
  /** What it was for, as the fan reads it (充值, 购买方案, 进球红包雨奖励, 奖励金币过期…). */
  title: z.string(),
  /** top_up, purchase, reward, expiry, refund, share, withdrawal… */
  kind: z.string(),
  /** The withdrawal a line belongs to (its detail page: userDrawMoneyDetail/{id}). */
  withdrawalId: z.optional(z.number()),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletPageSchema = z.object({
  list: z.array(walletEntrySchema),
  pageNo: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type WalletPage = z.infer<typeof walletPageSchema>;

const detailInput = z.object({
  day: int32Input({ min: 1, max: WALLET_DETAIL_MAX_DAYS }),
  pageNo: pageNoInput,
});

/** GET /api/user/queryHuoyanWalletList/{day}/{pageNo}: the coin detail, newest first. */
export const queryHuoyanWalletList = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryHuoyanWalletList/{day}/{pageNo}',
  access: 'reader',
  input: detailInput,
  output: walletPageSchema,
});

/** GET /api/user/queryMemberMoneyList/{day}/{pageNo}: the money detail, newest first. */
export const queryMemberMoneyList = defineEndpoint({
  method: 'GET',
  path: '/api/user/queryMemberMoneyList/{day}/{pageNo}',
  access: 'reader',
  input: detailInput,
  output: walletPageSchema,
});
