/**
 * The partner channels' homes and user centre (issue 37 §4). The route registry takes the screens
 * from here, each loaded on first use; nothing else of the feature is for other code.
 */
export const channelHomeScreens = {
  /** `home-jd`: the JD and Tq home. */
  jdHome: () => import('./JdHomePage'),
  /** `xd-home`: the small-shop partner's home. */
  xdHome: () => import('./XdHomePage'),
  /** `tabs/jd/user-center`: the partner channels' 我的. */
  userCenter: () => import('./PartnerUserCenterPage'),
} as const;
