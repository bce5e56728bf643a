/**
 * Pure rules of the Tips tab (docs/api.md "Match centre", docs/decisions/match-tips.md): the sort
 * choices, the texts of an expert's record, a price and a publish time, and where a card leads.
 */
import { TIP_SORT, type TipItem, type TipSort } from '@contracts/matchcenter';
import { hrefFor } from '@shared/routes';
import { beijingStamp, relativeTime } from '@domain/time';

export const TIP_SORTS: readonly { sort: TipSort; label: string }[] = [
  { sort: TIP_SORT.newest, label: '最新' },
  { sort: TIP_SORT.price, label: '价格' },
  { sort: TIP_SORT.hitRate, label: '命中率' },
];

/**
 * 最高5连红: the expert's longest run of winning tips (the record keeps the longest, not the
 * current one, so the text says so). A run under 2 is no run; null.
 */
export function streakText(longestRedStreak: number): string | null {
  return longestRedStreak >= 2 ? `最高${longestRedStreak}连红` : null;
}

/** 免费, or the price and the channel's currency (金币; 元 in the partner apps): 18 金币, 18.5 金币. */
export function priceText(price: number, unit: string): string {
  if (!(price > 0)) return '免费';
  return `${Number(price.toFixed(2))} ${unit}`;
}

/**
 * When a tip was published, as tipster apps say it: 刚刚 (under a minute, or a clock a little
 * ahead), N分钟前, N小时前 (under a day), then MM-dd HH:mm this year and yyyy-MM-dd before it.
 * `now` is server time.
 */
export function publishTimeText(publishedAt: number, now: number): string {
  const near = relativeTime(publishedAt, now);
  if (near !== null) return near;
  const then = beijingStamp(publishedAt);
  return then.slice(0, 4) === beijingStamp(now).slice(0, 4) ? then.slice(5) : then.slice(0, 10);
}

/** 红 / 黑 / 走 once settled; null while pending. */
export function resultText(result: number): string | null {
  return result === 1 ? '红' : result === 2 ? '黑' : result === 3 ? '走' : null;
}

export function kindLabel(kind: TipItem['kind']): string {
  return kind === 'plan' ? '方案' : '解读';
}

/**
 * The page a card opens (product-spec §2 routes): /plan/{id} for a plan, tjInterpretation/{id} for an
 * interpretation.
 */
export function tipPath(tip: Pick<TipItem, 'kind' | 'id'>): string {
  return hrefFor(tip.kind === 'plan' ? 'plan' : 'tjInterpretation', { id: tip.id });
}

export function tipKey(tip: Pick<TipItem, 'kind' | 'id'>): string {
  return `${tip.kind}:${tip.id}`;
}
