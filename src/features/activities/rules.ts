import type { ActivityClaim, ActivityInfo } from '@contracts/activities';
import { formatBeijing } from '@domain/time';

/** The window as a fan reads it: 2026.11.15 - 2027.01.15. */
export function windowText(info: Pick<ActivityInfo, 'startTime' | 'endTime'>): string {
  return `${formatBeijing(info.startTime, 'yyyy.MM.dd')} - ${formatBeijing(info.endTime, 'yyyy.MM.dd')}`;
}

/** What the button of a step says. */
export function claimButtonText(claim: ActivityClaim, buying: boolean): string {
  switch (claim.state) {
    case 'claimed':
      return buying ? '已购买' : '已领取';
    case 'waiting':
      return claim.opensAt ? `${formatBeijing(claim.opensAt, 'MM月dd日')}可领` : '待解锁';
    case 'closed':
      return '不可领取';
    case 'login':
      return buying ? '登录购买' : '登录领取';
    case 'claimable':
      return buying ? '立即购买' : '立即领取';
  }
}

/** The notice over an activity that is not open, or null. */
export function stateNotice(info: Pick<ActivityInfo, 'state' | 'startTime'>): string | null {
  if (info.state === 'ended') return '活动已结束，感谢参与';
  if (info.state === 'upcoming')
    return `活动将于${formatBeijing(info.startTime, 'MM月dd日 HH:mm')}开始`;
  return null;
}

/**
 * Where the spree offers the cashier (direct pay), by the page's `pay` query (the home guard sends
 * the two special channels with it, product-spec §4 "Guards"): `1`, the paying channel 2335110, puts
 * 直接支付 beside 金币购买; `2`, the claim-only channel 2335111, pays with coins alone; any other
 * visit offers it where the coins are short (product-spec §4 "Set-meal payment": pay directly when
 * the balance is below the price and a charge way exists). The channel's ways decide the rest.
 */
export type SpreeCashier = 'beside' | 'whenShort' | 'never';

export function spreeCashier(pay: string | null): SpreeCashier {
  if (pay === '1') return 'beside';
  return pay === '2' ? 'never' : 'whenShort';
}
