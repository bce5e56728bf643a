/**
 * The host apps ("channels") the product runs in, as data (product-spec §1, §6, §9).
 * Agent ids the spec names are used as given; the spec gives none for the microblog app, the shopping
 * app, the push-ball (Tq) platform, the small-shop partner and CNB, so ids were chosen for them
 * (docs/decisions/channels.md). Every rule below is an explicit list, so a new channel must be placed
 * in each one on purpose.
 */
export const CHANNEL_IDS = [
  'main',
  'weibo',
  'wechat',
  'jd',
  'tq',
  'phone',
  'footballInfo',
  'xiaodian',
  'fast',
  'cnb',
] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

export const MAIN_AGENT_ID = '2335037';
export const WECHAT_IOS_AGENT_ID = '2335088';
export const WECHAT_OTHER_AGENT_ID = '2335089';
export const HUAWEI_AGENT_ID = '2335376';
export const VIVO_AGENT_ID = '2335109';
export const ASIAN_CUP_PAY1_AGENT_ID = '2335110';
export const ASIAN_CUP_PAY2_AGENT_ID = '2335111';

/** Known agent ids and their channel. An unknown id is a sub-channel of the main site. */
export const AGENT_CHANNELS: Readonly<Record<string, ChannelId>> = {
  [MAIN_AGENT_ID]: 'main',
  [ASIAN_CUP_PAY1_AGENT_ID]: 'main',
  [ASIAN_CUP_PAY2_AGENT_ID]: 'main',
  '2335201': 'weibo',
  '2335094': 'wechat',
  [WECHAT_IOS_AGENT_ID]: 'wechat',
  [WECHAT_OTHER_AGENT_ID]: 'wechat',
  '2335301': 'jd',
  '2335401': 'tq',
  [HUAWEI_AGENT_ID]: 'phone',
  [VIVO_AGENT_ID]: 'phone',
  '2335615': 'footballInfo',
  '2335501': 'xiaodian',
  '2335620': 'fast',
  '2335601': 'cnb',
};

/** The agent id a channel uses when only the channel is known (a host hint). */
export const CHANNEL_DEFAULT_AGENT: Readonly<Record<ChannelId, string>> = {
  main: MAIN_AGENT_ID,
  weibo: '2335201',
  wechat: '2335094',
  jd: '2335301',
  tq: '2335401',
  phone: HUAWEI_AGENT_ID,
  footballInfo: '2335615',
  xiaodian: '2335501',
  fast: '2335620',
  cnb: '2335601',
};

/** Host-name prefixes that embed the app for one channel (checked when no agentId is given). */
export const HOST_HINTS: ReadonlyArray<readonly [prefix: string, channel: ChannelId]> = [
  ['weibo.', 'weibo'],
  ['jd.', 'jd'],
  ['tq.', 'tq'],
  ['xd.', 'xiaodian'],
  ['cnb.', 'cnb'],
  ['fast.', 'fast'],
];

/** Default app name (product-spec §9) and the company name some agents show instead. */
export const DEFAULT_APP_NAME = '体育周报';
export const AGENT_APP_NAMES: Readonly<Record<string, string>> = {
  '2335615': '足球资讯',
  '2335620': '体育周报极速版',
  '2335301': '京东体育',
  '2335401': '推球体育',
  '2335501': '小店体育',
};

/**
 * iOS store builds show no purchase entries. Detected by `sh=1` in the URL or by one of these
 * (client version, agent id) pairs, which the store review builds report.
 */
export const IOS_STORE_BUILDS: ReadonlyArray<{ clientVersion: string; agentId: string }> = [
  { clientVersion: '7.3.0', agentId: WECHAT_IOS_AGENT_ID },
];
