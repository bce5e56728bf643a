/**
 * Every route of product-spec §2 (plus the shell's own pages) by name: the one place a route's
 * pattern is written. Features link through `hrefFor` with these names and the app builds its
 * registry (screens, guards, titles) on the same names, so a link and the page it opens cannot
 * disagree, and a name that is not here does not compile.
 *
 * A name is the pattern without its leading slash and placeholders (`plan-list/{qiuFlag}/{type}` →
 * `plan-list`); one clash needed a chosen name: `expert/{tab}/{type}/{qiuFlag}` is `expert/tab`
 * (the expert hall is `expert`). Patterns write path parameters as `{x}`, as the spec does.
 */
export const routePatterns = {
  // The tabs (product-spec §2 "Tabs and redirects"): a pattern under `tabs/` is a tab.
  'tabs/home': 'tabs/home',
  'tabs/match': 'tabs/match',
  'tabs/match-bk': 'tabs/match-bk',
  'tabs/plan': 'tabs/plan',
  'tabs/user': 'tabs/user',
  'tabs/user/center': 'tabs/user/center',
  'tabs/jd/user-center': 'tabs/jd/user-center',
  // Entries and redirects outside the tabs.
  home: 'home',
  'home-jd': 'home-jd',
  'home-discovery': 'home-discovery',
  'user/center': 'user/center',
  'match-list': 'match-list',
  'match-list-bk': 'match-list-bk',
  'home/plan': 'home/plan',
  expertList: 'expertList',
  expertListDetail: 'expertListDetail',
  cpzJieduList: 'cpzJieduList',
  lcPlanList: 'lcPlanList',
  zcPlanList: 'zcPlanList',
  // Account and user centre.
  login: 'login',
  register: 'register',
  retrieve: 'retrieve',
  user: 'user',
  'user/info': 'user/info',
  'user/nickname-change': 'user/nickname-change',
  'user/password-change': 'user/password-change',
  'user/signature-change': 'user/signature-change',
  'user/phone-operation': 'user/phone-operation',
  'user/user-info-complete': 'user/user-info-complete',
  'user/settings': 'user/settings',
  'user/about-us': 'user/about-us',
  'change/userInfoRecomplete': 'change/userInfoRecomplete',
  // Wallet.
  userHuoyanDetail: 'userHuoyanDetail',
  userMoneyDetail: 'userMoneyDetail',
  userDrawMoneyDetail: 'userDrawMoneyDetail/{id}',
  userDrawMoney: 'userDrawMoney',
  'pay/userChargeHuoyan': 'pay/userChargeHuoyan',
  userChargeFinish: 'userChargeFinish',
  // Coupons and set meals.
  'user/coupon-list': 'user/coupon-list',
  'user/coupon-rule': 'user/coupon-rule',
  'set-meal-record': 'set-meal-record',
  'set-meal-list': 'set-meal-list/{scope}',
  'special-home': 'special-home',
  'special-home/free': 'special-home/free',
  'my-expert-month': 'my-expert-month',
  // Service.
  public: 'public',
  'service/ios': 'service/ios',
  'public/serviceCenter': 'public/serviceCenter',
  'public/iosServiceCenter': 'public/iosServiceCenter',
  'user/customer-help': 'user/customer-help',
  'user/feedback-list': 'user/feedback-list',
  // Messages.
  message: 'message',
  'message/center': 'message/center',
  'message/activity': 'message/activity',
  'message/community': 'message/community',
  'message/letter': 'message/letter',
  'message/notice': 'message/notice',
  'message/setting': 'message/setting',
  'message/system': 'message/system',
  'message/official-plan': 'message/official-plan',
  // VIP.
  'user/vip': 'user/vip',
  'hd/vip/try': 'hd/vip/try',
  'user/vip/order': 'user/vip/order',
  'user/vip/gift': 'user/vip/gift',
  'user/vip/giftDetail': 'user/vip/giftDetail',
  'wind-mark-lis': 'wind-mark-lis',
  'wind-mark-lis/vip-exclusive-data': 'wind-mark-lis/vip-exclusive-data/{matchId}',
  'wind-mark-lis/probability-change': 'wind-mark-lis/probability-change/{windMarkId}',
  'vip/buy': 'vip/buy',
  'vip/index': 'vip/index',
  'hd/vipBargain/apply': 'hd/vipBargain/apply',
  // Matches.
  'match-detail': 'match-detail',
  'match-detail/ft/fit': 'match-detail/ft/fit',
  'bk-match-detail': 'bk-match-detail',
  'bk-match-detail/bk/fit': 'bk-match-detail/bk/fit',
  'bk-handicap-detail': 'bk-handicap-detail',
  'bk-explanation': 'bk-explanation',
  'odds-detail': 'odds-detail',
  'match-packet/packet': 'match-packet/packet',
  'home/live': 'home/live',
  'match/long-page': 'match/long-page',
  // Data library.
  data: 'data',
  'data/bk/index': 'data/bk/index',
  'data/search-page': 'data/search-page',
  'data/bk/league': 'data/bk/league/{leagueId}',
  'data/team-data': 'data/team-data',
  'data/bk/league/team': 'data/bk/league/team/{tab}',
  'data/player-info': 'data/player-info',
  'data/league-list': 'data/league-list',
  'data/league-data': 'data/league-data/{leagueId}',
  'data/statistics-detail': 'data/statistics-detail',
  'data/players-detail': 'data/players-detail',
  'data/country-list': 'data/country-list',
  // Special data.
  'bk-kelly/list': 'bk-kelly/list',
  'bk-kelly/detail': 'bk-kelly/detail/{matchId}',
  'bk-kelly/introduce': 'bk-kelly/introduce/{raceType}',
  'bk-dispersed/list': 'bk-dispersed/list',
  'bk-dispersed/introduce': 'bk-dispersed/introduce/{raceType}',
  'same-odds-introduce': 'same-odds-introduce',
  'special-data-index': 'special-data-index',
  'special-data-list': 'special-data-list',
  'special/betfair': 'special/betfair',
  'special/betfair-detail': 'special/betfair-detail',
  'special/dispersed': 'special/dispersed',
  'special/dispersed-change': 'special/dispersed-change',
  'special/kelly': 'special/kelly',
  'special/kelly-detail': 'special/kelly-detail',
  'special/kelly-change': 'special/kelly-change',
  'special/proportion': 'special/proportion',
  'special/same-odds-detail': 'special/same-odds-detail',
  'special/proportion-detail': 'special/proportion-detail',
  // Experts.
  expert: 'expert',
  'expert-article': 'expert-article/{id}',
  'expert-article/feedback': 'expert-article/feedback/{id}',
  'expert-replay': 'expert-replay/{id}',
  expertReplayDetail: 'expertReplayDetail',
  'expert-replay/comment-detail': 'expert-replay/comment-detail/{id}',
  'expert-note': 'expert-note',
  'expert-search': 'expert-search',
  leagueRecord: 'leagueRecord/{expertId}/{gameType}',
  leagueRecordDetail: 'leagueRecordDetail/{option}',
  'public/expertHome': 'public/expertHome/{expertId}',
  'public/expertHomeShare': 'public/expertHomeShare/{expertId}',
  'public/distribution': 'public/distribution',
  'public/expertJdByLeague': 'public/expertJdByLeague',
  'expert-push/index': 'expert-push/index',
  'public/push-protocol': 'public/push-protocol',
  'expert-push/order': 'expert-push/order/{expertId}',
  'expert/lab': 'expert/lab/{qiuFlag}/{type}',
  'expert/tab': 'expert/{tab}/{type}/{qiuFlag}',
  'expert-apply': 'expert-apply',
  hisAttention: 'hisAttention/{expertId}/{tab}',
  myAttention: 'myAttention/{tab}',
  // Plans.
  plan: 'plan/{id}',
  'plan/pay-charge': 'plan/pay-charge',
  'plan/pay-ok': 'plan/pay-ok',
  'plan/pay-error': 'plan/pay-error',
  // Ours: where the provider sends a fan back after paying a plan directly (its status is asked).
  'plan/pay-result': 'plan/pay-result',
  'plan/feedback': 'plan/feedback',
  'plan/look-list': 'plan/look-list/{planId}',
  'my-look-plan': 'my-look-plan/{tab}',
  'my-post-plan': 'my-post-plan/{expertId}/{tab}',
  'plan-list': 'plan-list/{qiuFlag}/{type}',
  // Interpretations.
  tjInterpretation: 'tjInterpretation/{id}',
  'tjInterpretation/pay-charge': 'tjInterpretation/pay-charge',
  'tjInterpretation/pay-ok': 'tjInterpretation/pay-ok',
  'tjInterpretation/pay-error': 'tjInterpretation/pay-error',
  'tjInterpretation/feedback': 'tjInterpretation/feedback',
  'my-look-jiedu': 'my-look-jiedu/{tab}',
  'my-post-jiedu': 'my-post-jiedu/{tab}',
  'jiedu-list': 'jiedu-list',
  // Search.
  'home-search': 'home-search',
  'home-search/searchPage': 'home-search/searchPage',
  'home-search/content': 'home-search/content',
  // Activities and share pages.
  'share-page/bkMatch': 'share-page/bkMatch',
  'share-page/ftMatch': 'share-page/ftMatch',
  'share-page/information': 'share-page/information',
  'hd/spree1188': 'hd/spree1188',
  'hd/1812': 'hd/1812',
  'hd/eightVip': 'hd/eightVip',
  'hd/asian-cup': 'hd/asian-cup',
  'broke-news': 'broke-news',
  'xd-home': 'xd-home',
  download: 'download',
  // Social.
  'sns/index': 'sns/index/{id}',
  'sns/detail': 'sns/detail/{id}',
  'sns/hot-topic-detail': 'sns/hot-topic-detail',
  'publish/zqtj': 'publish/zqtj/{code}',
  'plan-detail': 'plan-detail/{id}',
  // The shell's own pages: not in the spec's lists, but its guards lead to them.
  notice: 'notice',
  'login/third-party': 'login/third-party',
} as const;

export type RouteName = keyof typeof routePatterns;

/** The placeholders of a pattern, as a union of their names. */
type PlaceholdersIn<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PlaceholdersIn<Rest>
  : never;

/** The path parameters of a route. */
export type RouteParamName<N extends RouteName> = PlaceholdersIn<(typeof routePatterns)[N]>;

/**
 * Defaults of path parameters: a defaulted parameter may be left out of a link (product-spec §2:
 * `/plan-list` is `/plan-list/1/all`), and the router makes its segment optional.
 */
export const routePathDefaults = {
  'set-meal-list': { scope: '1' },
  hisAttention: { tab: 'me' },
  myAttention: { tab: 'other-all' },
  'my-look-plan': { tab: 'all' },
  'my-look-jiedu': { tab: 'all' },
  'my-post-jiedu': { tab: 'all' },
  'plan-list': { qiuFlag: '1', type: 'all' },
} as const satisfies {
  readonly [N in RouteName]?: Readonly<Partial<Record<RouteParamName<N>, string>>>;
};

/** The path parameters of a route that have a default. */
export type DefaultedParamName<N extends RouteName> = N extends keyof typeof routePathDefaults
  ? keyof (typeof routePathDefaults)[N] & string
  : never;

/**
 * Tabs navigate as root (product-spec §2): a hash router cannot clear history, so a tab replaces the
 * current entry instead of stacking on it. The tabs are the patterns under `tabs/`.
 */
export function navigatesAsRoot(name: RouteName): boolean {
  return routePatterns[name].startsWith('tabs/');
}
