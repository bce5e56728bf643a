/**
 * Pure rules of the plan screens (product-spec §2 "Plans"): a plan's price and result, the picks
 * read from the paid content, its path id, and a missing plan. What every coin purchase shares
 * (amounts, the shortfall, where a failure leads) is @shared/payment's.
 */
import type { PickResult } from '@contracts/plans';
import {
  describeSegment,
  tryParseInterpretation,
  type InterpretationSegmentView,
} from '@contracts/interpretation';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { fenToText, yuanTextToFen } from '@contracts/wallet/balance';
import { isApiError } from '@shared/http';

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
