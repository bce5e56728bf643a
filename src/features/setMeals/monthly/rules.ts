import {
  isRunning,
  SEND_STATUS,
  SEND_STATUS_TEXT,
  type SendStatus,
} from '@contracts/expertMonthly';

/** special-home's tabs: the monthly packages (type 0) and the free readings (type 1). */
export const SPECIAL_TABS = [
  { value: '0', label: '包月专家' },
  { value: '1', label: '免费专区' },
] as const;
export type SpecialTab = (typeof SPECIAL_TABS)[number]['value'];

/** my-expert-month's tabs: the fan's monthly experts, and today's private push. */
export const MONTH_TABS = [
  { value: 'experts', label: '包月专家' },
  { value: 'push', label: '今日私推' },
] as const;
export type MonthTab = (typeof MONTH_TABS)[number]['value'];
export const monthTabOf = (value: string | null): MonthTab =>
  value === 'push' ? 'push' : 'experts';

/** The send-status filter of the fan's list: all, or one of 1–3 (product-spec §4). */
export type MonthlyStatusTab = 'all' | 1 | 2 | 3;
export const STATUS_TABS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'all', label: '全部' },
  { value: String(SEND_STATUS.inUse), label: SEND_STATUS_TEXT[SEND_STATUS.inUse] },
  { value: String(SEND_STATUS.unused), label: SEND_STATUS_TEXT[SEND_STATUS.unused] },
  { value: String(SEND_STATUS.finished), label: SEND_STATUS_TEXT[SEND_STATUS.finished] },
];
export function statusTabOf(value: string | null): MonthlyStatusTab {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 'all';
}

/**
 * What a monthly package's badge says: nothing before it is bought; 包月中 · 剩余 N 次 while it
 * lasts; 已结束 once used up or expired.
 */
export function standingText(sendStatus: number, left: number): string | null {
  if (isRunning(sendStatus)) return `包月中 · 剩余${left}次`;
  if (sendStatus === SEND_STATUS.finished) return SEND_STATUS_TEXT[SEND_STATUS.finished];
  return null;
}

export const sendStatusText = (status: number): string =>
  SEND_STATUS_TEXT[status as SendStatus] ?? SEND_STATUS_TEXT[SEND_STATUS.none];
