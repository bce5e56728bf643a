import { fenToYuan, yuanTextToFen } from '@contracts/wallet/balance';
import {
  MAX_SAVED_CARDS,
  memberDrawMoneyInput,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_MAX_FEN,
  withdrawAmountProblem,
  withdrawFeeFen,
  WITHDRAW_STATUS,
} from '@contracts/wallet/withdraw';

/**
 * The 提现 page's rules over the contract's (issue 18 §3; docs/decisions/withdrawal-screens.md):
 * the amount as typed, its problems, the fee preview, the daily count, the card limit. Pure: no
 * I/O, no time. Amounts are fen (integers) so no float ever decides a cent.
 */

export const WithdrawTexts = {
  notEnough: '可提现余额不足',
  dailyUsed: '今日提现次数已用完',
  badCard: '请输入正确的银行卡号',
  cardsFull: `最多保存${MAX_SAVED_CARDS}张银行卡，请先删除一张再使用新银行卡`,
} as const;

/**
 * What the amount field keeps of what was typed: digits and one point, at most two decimals and six
 * whole digits (the contract's amount), no leading zeros ('007' → '7', '.5' → '0.5').
 */
export function amountInputText(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const wholeRaw = point === -1 ? cleaned : cleaned.slice(0, point);
  const whole = wholeRaw.replace(/^0+(?=\d)/, '').slice(0, 6);
  if (point === -1) return whole;
  const cents = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${cents}`;
}

/** The typed amount in fen; null while nothing is typed. */
export function typedAmountFen(text: string): number | null {
  if (!/\d/.test(text)) return null;
  return yuanTextToFen(text.endsWith('.') ? text.slice(0, -1) : text);
}

/** Why this amount cannot be withdrawn now (the contract's rules, then the balance), or null. */
export function amountProblem(fen: number, ableFen: number): string | null {
  return withdrawAmountProblem(fen) ?? (fen > ableFen ? WithdrawTexts.notEnough : null);
}

/** 全部提现: the whole balance, but never more than one withdrawal may carry. */
export function wholeBalanceText(ableFen: number): string {
  return fenToYuan(Math.min(ableFen, WITHDRAW_MAX_FEN));
}

/** The fee and what reaches the card, for the live preview under the amount. */
export function feePreview(fen: number): { feeFen: number; arrivalFen: number } {
  const feeFen = withdrawFeeFen(fen);
  return { feeFen, arrivalFen: fen - feeFen };
}

export function dailyCountUsed(todayCount: number): boolean {
  return todayCount >= WITHDRAW_DAILY_COUNT;
}

export function cardsFull(savedCount: number): boolean {
  return savedCount >= MAX_SAVED_CARDS;
}

/** The code as the contract takes it (the server answers a malformed one with the same words). */
export function isCodeText(code: string): boolean {
  return memberDrawMoneyInput.shape.code.safeParse(code).success;
}

/** How a card is named on screen: the bank and the last four digits, never more. */
export function cardName(bankName: string, tail: string): string {
  return `${bankName} 尾号${tail}`;
}

/** Reviewing and paying may still change; paid and refused are final. */
export function isFinalStatus(status: number): boolean {
  return status === WITHDRAW_STATUS.paid || status === WITHDRAW_STATUS.refused;
}
