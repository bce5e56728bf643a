/**
 * Pure rules of the plan screens (product-spec §2 "Plans", calls-errors-spec §8): the expert's
 * record, a plan's price and result, the picks read from the paid content, the coins a fan is
 * short of, and what a failed purchase leads to.
 */
import type { PickResult } from '@contracts/plans';
import {
  describeSegment,
  tryParseInterpretation,
  type InterpretationSegmentView,
} from '@contracts/interpretation';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { fenToText, WALLET_NOT_ENOUGH, yuanTextToFen } from '@contracts/wallet/balance';
import { isApiError } from '@shared/http';

/** What pay-error shows when the refusal came without words. */
export const PAY_FAILED_TEXT = '购买失败，请重试';

/** What a second tap says while the first purchase is on its way (calls-errors-spec §8). */
export const PLEASE_WAIT_TEXT = '请稍候...';

/** 红 / 黑 / 走水 once settled (result 1 / 2 / 3); null while pending. */
export function planResultText(result: number): string | null {
  return result === 1 ? '红' : result === 2 ? '黑' : result === 3 ? '走水' : null;
}

/** The price as a fan reads it: 免费, or 18 金币 / 18.50 金币 (the channel's unit). */
export function planPriceText(price: string, unit: string): string {
  const fen = yuanTextToFen(price);
  return fen > 0 ? `${fenToText(fen)} ${unit}` : '免费';
}

/**
 * The paid picks, one row per game, or null when the content is missing or not in the
 * interpretation format (shown as "not readable" rather than as raw text).
 */
export function picksOf(content: string | null): InterpretationSegmentView[] | null {
  if (content === null) return null;
  const segments = tryParseInterpretation(content);
  return segments ? segments.map(describeSegment) : null;
}

/** An amount from a link's query ('18', '18.5', '18.00'), in fen; null when it is not one. */
export function amountFen(text: string | null): number | null {
  if (text === null || !/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return null;
  return yuanTextToFen(text.trim());
}

/** The coins still missing for a price (never below zero). */
export function missingFen(priceFen: number, balanceFen: number): number {
  return Math.max(0, priceFen - balanceFen);
}

/**
 * What the confirm step of a coin purchase shows: the balance after paying, or — when the coins do
 * not reach the price — how many are missing.
 */
export interface CoinQuote {
  priceFen: number;
  balanceFen: number;
  enough: boolean;
  /** The balance once paid; null when it would not be paid. */
  afterFen: number | null;
  missingFen: number;
}

export function coinQuote(priceFen: number, balanceFen: number): CoinQuote {
  const enough = balanceFen >= priceFen;
  return {
    priceFen,
    balanceFen,
    enough,
    afterFen: enough ? balanceFen - priceFen : null,
    missingFen: missingFen(priceFen, balanceFen),
  };
}

/** The path id of plan/{id}: a positive integer, or null (no call is made for anything else). */
export function planIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The plan does not exist (or is not published yet): the page says so instead of 重新加载. */
export function isPlanNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === PLAN_REFUSAL_CODES.notFound);
}

/**
 * What a failed purchase leads to:
 * - balance: the spec's ' wallet.not.enough' — the balance dialog with the server's text;
 * - refused: any other answer of the server (closed, own, free, not found…) — plan/pay-error;
 * - unanswered: no answer (offline, timeout, a 5xx, a malformed body) — the purchase may or may not
 *   have gone through, and a repeat answers the first purchase, so the fan stays and may tap again.
 */
export type PurchaseFailure = 'balance' | 'refused' | 'unanswered';

export function purchaseFailureOf(error: unknown): PurchaseFailure {
  if (!isApiError(error)) return 'unanswered';
  if (error.code === WALLET_NOT_ENOUGH) return 'balance';
  if (error.kind === 'server') return 'refused';
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) return 'refused';
  return 'unanswered';
}

const PICK_RESULT_TEXT: Record<PickResult, string> = {
  win: '赢',
  halfWin: '赢半',
  push: '走水',
  halfLose: '输半',
  lose: '输',
  void: '无效',
};

/** A settled pick's result as the plan page labels it. */
export function pickResultText(result: PickResult): string {
  return PICK_RESULT_TEXT[result];
}

/** What one unit staked paid back, at the odds locked when the plan was published. */
export function payoutText(payout: number): string {
  return `每投入1单位返还${payout.toFixed(2)}（按发布时锁定的赔率）`;
}

/** A no-win-refund plan that lost or went void gave its buyers' coins back. */
export function refundedText(refundIfLost: boolean, result: number): string | null {
  if (!refundIfLost) return null;
  if (result === 2) return '方案未中，购买者的金币已全额退回';
  if (result === 3) return '方案走水，购买者的金币已全额退回';
  return null;
}
