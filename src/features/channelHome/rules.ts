import type { ChannelFeature, ChannelId } from '@shared/channels';
import { hrefFor, type RouteName } from '@shared/routes';

/**
 * Pure rules of the partner channels' homes and user centre (issue 37 §4;
 * docs/decisions/activities-and-channel-homes.md "Channel homes"). No I/O, no time.
 */

/** How many hot matches a channel home shows: a first screen, the 比分 tab has the rest. */
export const HOT_MATCH_COUNT = 8;

/**
 * Today's hot matches, live first: the ones in play now (as the live polls see them), then the rest
 * of the day's big matches in the home answer's order, each once, at most HOT_MATCH_COUNT.
 */
export function hotMatchIds(
  inPlayIds: readonly number[],
  todayIds: readonly number[],
  limit = HOT_MATCH_COUNT,
): number[] {
  return [...new Set([...inPlayIds, ...todayIds])].slice(0, limit);
}

export interface ChannelEntry {
  label: string;
  /** One character on a disc (emoji fonts are missing on many phones). */
  icon: string;
  route: RouteName;
  to: string;
  testId: string;
  /** Shown only where the channel shows this feature (product-spec §6). */
  feature?: ChannelFeature;
}

/** Every entry a channel home may show; each channel keeps those its rules allow. */
function allHomeEntries(): ChannelEntry[] {
  return [
    {
      label: '足球比分',
      icon: '足',
      route: 'tabs/match',
      to: hrefFor('tabs/match'),
      testId: 'ch-entry-football',
    },
    {
      label: '篮球比分',
      icon: '篮',
      route: 'tabs/match-bk',
      to: hrefFor('tabs/match-bk'),
      testId: 'ch-entry-basketball',
      feature: 'basketball',
    },
    {
      label: '专家方案',
      icon: '案',
      route: 'tabs/plan',
      to: hrefFor('tabs/plan'),
      testId: 'ch-entry-plan',
      feature: 'plan',
    },
    {
      label: '专家',
      icon: '专',
      route: 'expert',
      to: hrefFor('expert'),
      testId: 'ch-entry-expert',
      feature: 'plan',
    },
    { label: '资料库', icon: '数', route: 'data', to: hrefFor('data'), testId: 'ch-entry-data' },
    {
      label: '套餐',
      icon: '套',
      route: 'set-meal-list',
      to: hrefFor('set-meal-list', { scope: '1' }),
      testId: 'ch-entry-set-meal',
      feature: 'setMeal',
    },
    {
      label: '会员',
      icon: '会',
      route: 'user/vip',
      to: hrefFor('user/vip'),
      testId: 'ch-entry-vip',
      feature: 'vip',
    },
    {
      label: '红包',
      icon: '红',
      route: 'match-packet/packet',
      to: hrefFor('match-packet/packet'),
      testId: 'ch-entry-red-packet',
      feature: 'redPacket',
    },
  ];
}

/**
 * The entries of a channel home: those whose feature the channel shows and whose page is built
 * (a way into 此页面暂未开放 is a dead end).
 */
export function homeEntriesFor(
  channel: ChannelId,
  visible: (channel: ChannelId, feature: ChannelFeature) => boolean,
  built: (route: RouteName) => boolean,
): ChannelEntry[] {
  return allHomeEntries().filter(
    (e) => (e.feature === undefined || visible(channel, e.feature)) && built(e.route),
  );
}

/** The partner user centre's entries, each under the same two conditions. */
function allCentreEntries(): ChannelEntry[] {
  return [
    {
      label: '已购方案',
      icon: '☰',
      route: 'my-look-plan',
      to: hrefFor('my-look-plan', { tab: 'all' }),
      testId: 'ch-uc-bought',
      feature: 'plan',
    },
    {
      label: '消息中心',
      icon: '✉',
      route: 'message/center',
      to: hrefFor('message/center'),
      testId: 'ch-uc-messages',
    },
    {
      label: '我的关注',
      icon: '★',
      route: 'myAttention',
      to: hrefFor('myAttention', { tab: 'other-all' }),
      testId: 'ch-uc-follow',
    },
    {
      label: '优惠券',
      icon: '券',
      route: 'user/coupon-list',
      to: hrefFor('user/coupon-list'),
      testId: 'ch-uc-coupons',
      feature: 'coupons',
    },
    {
      label: '套餐记录',
      icon: '套',
      route: 'set-meal-record',
      to: hrefFor('set-meal-record'),
      testId: 'ch-uc-set-meal',
      feature: 'setMeal',
    },
    {
      label: '我的包月',
      icon: '月',
      route: 'my-expert-month',
      to: hrefFor('my-expert-month'),
      testId: 'ch-uc-monthly',
      feature: 'monthlyPackage',
    },
    {
      label: '会员中心',
      icon: '会',
      route: 'user/vip',
      to: hrefFor('user/vip'),
      testId: 'ch-uc-vip',
      feature: 'vip',
    },
    {
      label: '帮助反馈',
      icon: '?',
      route: 'user/customer-help',
      to: hrefFor('user/customer-help'),
      testId: 'ch-uc-help',
    },
    {
      label: '我的反馈',
      icon: '议',
      route: 'user/feedback-list',
      to: hrefFor('user/feedback-list'),
      testId: 'ch-uc-feedback',
    },
    {
      label: '设置',
      icon: '⚙',
      route: 'user/settings',
      to: hrefFor('user/settings'),
      testId: 'ch-uc-settings',
    },
  ];
}

export function centreEntriesFor(
  channel: ChannelId,
  visible: (channel: ChannelId, feature: ChannelFeature) => boolean,
  built: (route: RouteName) => boolean,
): ChannelEntry[] {
  return allCentreEntries().filter(
    (e) => (e.feature === undefined || visible(channel, e.feature)) && built(e.route),
  );
}

/** Tq's host logs the fan in behind the page: its user centre asks for the fan again after 50 ms (§9). */
export const TQ_USER_CENTER_REFRESH_MS = 50;

export function refreshesOnEnter(channel: ChannelId): boolean {
  return channel === 'tq';
}

/** A price in the channel's word: 0 is 免费. */
export function priceText(price: number, unit: string): string {
  return price > 0 ? `${price.toFixed(2).replace(/\.00$/, '')} ${unit}` : '免费';
}
