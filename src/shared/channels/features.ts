import type { ChannelId } from './channelData';

/** Features whose visibility depends on the channel (product-spec §6). */
export const CHANNEL_FEATURES = [
  'mainSiteUserInfo',
  'download',
  'setMeal',
  'monthlyPackage',
  'vip',
  'redPacket',
  'sns',
  'coin',
  'loginRelated',
  'proxy',
  'basketball',
  'plan',
  'coupons',
  'bindChatAccountPrompt',
  'startupPopup',
] as const;
export type ChannelFeature = (typeof CHANNEL_FEATURES)[number];

/** What each channel hides; a feature missing here is shown. */
const HIDDEN: Readonly<Record<ChannelId, ReadonlyArray<ChannelFeature>>> = {
  main: [],
  weibo: ['download'],
  wechat: ['vip'],
  jd: [
    'mainSiteUserInfo',
    'download',
    'setMeal',
    'vip',
    'redPacket',
    'sns',
    'coin',
    'loginRelated',
  ],
  tq: ['setMeal', 'monthlyPackage', 'vip', 'redPacket', 'sns'],
  phone: [],
  footballInfo: ['proxy', 'basketball', 'monthlyPackage', 'plan', 'vip', 'redPacket', 'sns'],
  xiaodian: [],
  fast: [],
  cnb: [],
};

/** Features that only some channels have, listed by the channels that have them. */
const ONLY_ON: Partial<Record<ChannelFeature, ReadonlyArray<ChannelId>>> = {
  coupons: ['main', 'weibo', 'wechat'],
  startupPopup: ['weibo', 'main'],
  bindChatAccountPrompt: ['main', 'phone', 'xiaodian', 'fast', 'cnb'],
};

export function isFeatureVisible(channel: ChannelId, feature: ChannelFeature): boolean {
  if (HIDDEN[channel].includes(feature)) return false;
  const only = ONLY_ON[feature];
  return only === undefined || only.includes(channel);
}
