/** Names of the values the client stores (product-spec §3 "Stored client values"). */
export const StorageKeys = {
  agentId: 'agentId',
  sessionId: 'jcobSessionId',
  deviceUuid: 'device_uuid',
  token: 'jcob_token',
  agentCookie: 'jcob_agent_id',
  registerShareId: 'register_share_id',
  shareInfoId: 'shareInfoId',
  tqClientVersion: 'tq_cv',
  tqClientType: 'tq_ct',
  tqName: 'tq_name',
  tqShowUrl: 'tq_show_url',
  chargeBackToHome: 'chargeBackToHome',
  serverTimeOffset: 'sysTimeExc',
  /** Where the login page returns to (login guard). */
  loginBackUrl: 'loginBackUrl',
  /** Cached user info; cleared with the token. */
  userInfo: 'userInfo',
  /** Routes remembered for the session; cleared on logout. */
  storedRoutes: 'storedRoutes',
  /** Session flag: the asian-cup redirect ran in this session, and where it returns to. */
  asianCupShown: 'asianCupShown',
  asianCupBackUrl: 'asianCupBackUrl',
  /** Match lists: per-tab settings and alert preferences, suffixed `:<user id or guest>`. */
  matchSettings: 'matchSettings',
  /** Default-tab learning (product-spec §4): clicks and saved defaults, suffixed `:<user id or guest>`. */
  tabLearning: 'tabLearning',
  /** Red-packet rounds this device joined (or was told it had) and its last join; reset on login and logout. */
  redPacketJoined: 'redPacketJoined',
  redPacketLastJoin: 'redPacketLastJoin',
  /** Per-user times the fan last read comments, likes and follows (getMessageNum), suffixed `:<user id>`. */
  snsTimes: 'snsTimes',
  /** Expert search history (product-spec §5): up to 8 words, newest first; kept on this device. */
  expertSearchHistory: 'expertSearchHistory',
  /**
   * Data-library search history (product-spec §5): the 5 most recent words, a repeated one moved to
   * the front; suffixed `:<ball type>` (football and basketball each keep their own).
   */
  dataSearchHistory: 'dataSearchHistory',
  /**
   * Home search history (product-spec §5): 6 words per key, a repeated one moved to the front; the
   * key is the fan's, suffixed `:<user id>` (`:guest` for a visitor), so fans sharing a phone keep
   * their own words.
   */
  homeSearchHistory: 'homeSearchHistory',
  /** The newest expert note the expert saw in 专家笔记 (server ms), suffixed `:<user id>`. */
  expertNotesSeen: 'expertNotesSeen',
  /** The coupon reminder: the Beijing day the fan was last reminded, suffixed `:<user id>`. */
  couponReminder: 'couponReminder',
  /** The fan's theme: 'light' or 'dark'; absent follows the system (src/shared/theme, index.html's head). */
  theme: 'theme',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];
