import type { UserInfo } from '@contracts/account/session';
import { vipLevelName } from '@contracts/vip';
import { hrefFor } from '@shared/routes';

/**
 * The user centre's business rules (product-spec §3 "User info", "Vip info"; §4 "VIP", "User level"):
 * pure functions of their inputs, no I/O, no clock of their own (`now` is passed in).
 */

export const NOT_SET = '未设置';
export const NOT_BOUND = '未绑定';
export const ZERO_BALANCE = '0.00';
/** The VIP level's name, or '' for none (product-spec §3 enumerations). */
export const vipName = vipLevelName;

// The VIP derivations are the contract's (contracts/vip.ts), shared with the server.
export {
  isVipNow,
  isVipTry,
  SUPER_VIP_LEVEL,
  timeThrough,
  VIP_STATUS,
  vipDaysLeft,
} from '@contracts/vip';

/** showApplyExpert: true if present and not '0' (product-spec §3). */
export function showApplyExpert(value: string | number | null | undefined): boolean {
  return value !== undefined && value !== null && value !== '' && String(value) !== '0';
}

/** A text field with its default: blank or missing reads 未设置 (or the given default). */
export function orDefault(value: string | null | undefined, fallback = NOT_SET): string {
  return value === undefined || value === null || value.trim() === '' ? fallback : value;
}

/** Balances are 2-decimal strings, "0.00" when missing or not a number. */
export function balanceText(value: string | number | null | undefined): string {
  if (value === undefined || value === null || value === '') return ZERO_BALANCE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return ZERO_BALANCE;
  return typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value) ? value : n.toFixed(2);
}

/** nickName falls back to the account (product-spec §3). */
export function displayNickName(user: Pick<UserInfo, 'nickName' | 'account'>): string {
  return orDefault(user.nickName, user.account);
}

/** A phone shown to its owner on screens others may see over a shoulder: 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return NOT_BOUND;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** isExpert: level above 0 (product-spec §3). */
export const isExpert = (userLevel: number) => userLevel > 0;

/** Expert level names (product-spec §4 "User level"). */
export function levelName(level: number): string {
  if (level === 1) return '实验室';
  if (level === 2) return '人气预测家';
  return '普通用户';
}

export type LevelChange = 'rise' | 'fall' | 'none';

/**
 * The change between the stored previous level and the current one. No stored level (first look on
 * this device) is no change: the level is simply remembered, so nobody is congratulated twice.
 */
export function levelChange(previous: number | undefined, current: number): LevelChange {
  if (previous === undefined || previous === current) return 'none';
  return current > previous ? 'rise' : 'fall';
}

/** The congratulation text of a rise to `level` (product-spec §4; §9 share up to 30%). */
export function promotionText(level: number): { title: string; message: string } {
  if (level >= 2)
    return {
      title: '恭喜您成为人气预测家',
      message: '您已获得发布付费推荐的资格，最高可获得30%的收益分成，快去发布推荐吧！',
    };
  return {
    title: '恭喜您晋升实验室专家',
    message: '您已获得发布免费推荐的资格，快去发布推荐吧！',
  };
}

export const DEMOTION_FALLBACK = '很抱歉您已被降级';

/** The demotion text: the last level log's reason, or the fallback. */
export function demotionText(reason: string | null | undefined): string {
  return reason && reason.trim() !== '' ? reason : DEMOTION_FALLBACK;
}

/** The publish tab's parameters: matchType = the fan's ball type or 1, tab 0 (product-spec §4). */
export function publishParams(qiuFlag: number | null | undefined): { matchType: number; tab: 0 } {
  return { matchType: qiuFlag && qiuFlag > 0 ? qiuFlag : 1, tab: 0 };
}

/** The publish tab's address (route publish/zqtj/{code}; code `new` = a new recommendation). */
export function publishHref(qiuFlag: number | null | undefined): string {
  return hrefFor('publish/zqtj', { code: 'new' }, publishParams(qiuFlag));
}
