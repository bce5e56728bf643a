import type { VipInfo } from '@contracts/account/session';
import {
  isVipNow,
  isVipTry,
  vipDaysLeft,
  vipLevelName,
  type VipGift,
  type VipOrder,
} from '@contracts/vip';
import { date2 } from '@shared/format';

/**
 * The member centre's rules (issue 35 §2; docs/decisions/vip.md): which state a membership is in,
 * as the screens tell it. Pure: `now` is passed in.
 */
export type VipState = 'none' | 'trial' | 'valid' | 'expired';

export function vipStateOf(vip: VipInfo): VipState {
  if (isVipTry(vip)) return 'trial';
  if (isVipNow(vip) !== 0) return 'valid';
  return vip.vipMemberLevel !== 0 || vip.endTime !== null ? 'expired' : 'none';
}

/** The status line under the level: 2026-12-25 到期 · 剩余30天, 已于 2026-11-28 到期, 试用剩余3天. */
export function periodLine(vip: VipInfo, now: number): string {
  const state = vipStateOf(vip);
  const end = vip.endTime === null ? '' : date2(vip.endTime, 'yyyy-MM-dd');
  if (state === 'expired') return end ? `已于 ${end} 到期` : '会员已过期';
  if (state === 'none') return '开通会员，解锁专属权益';
  const left = vipDaysLeft(vip, now);
  return state === 'trial' ? `试用剩余${left}天 · ${end} 到期` : `${end} 到期 · 剩余${left}天`;
}

/** The level's name for the card: 超级红单会员, or 会员 when there is none. */
export const levelTitle = (vip: VipInfo) => vipLevelName(vip.vipMemberLevel) || '会员';

export const ORDER_KIND_TEXT: Record<string, string> = {
  buy: '开通',
  renew: '自动续费',
  trial: '试用',
};

export const orderKindText = (order: Pick<VipOrder, 'kind'>) => ORDER_KIND_TEXT[order.kind] ?? '';

export const GIFT_STATUS_TEXT: Record<VipGift['status'], string> = {
  pending: '待发放',
  active: '已发放',
  expired: '已过期',
};
