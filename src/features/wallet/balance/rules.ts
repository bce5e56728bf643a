import { WALLET_DETAIL_DAYS } from '@contracts/wallet/balance';

type DetailDay = (typeof WALLET_DETAIL_DAYS)[number];
const RANGE_LABELS: Record<DetailDay, string> = { 7: '近7天', 30: '近30天', 90: '近3个月' };

/** The range chips of the details and their words; 30 days is where a fan starts. */
export const DETAIL_RANGES = WALLET_DETAIL_DAYS.map((day) => ({ day, label: RANGE_LABELS[day] }));
export const DEFAULT_DETAIL_DAY: DetailDay = 30;

/** An entry's amount as shown: '+12.00' / '-3.50', and whether money came in. */
export function amountView(amount: string): { text: string; incoming: boolean } {
  const incoming = !amount.startsWith('-');
  return { text: incoming && !amount.startsWith('+') ? `+${amount}` : amount, incoming };
}

/** What the empty detail says, by kind and range. */
export function emptyText(kind: 'coin' | 'money', day: number): string {
  const range = DETAIL_RANGES.find((r) => r.day === day)?.label ?? `近${day}天`;
  return `${range}没有${kind === 'coin' ? '金币' : '资金'}变动`;
}
