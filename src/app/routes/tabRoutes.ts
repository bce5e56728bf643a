import { channelHomeScreens } from '@features/channelHome';
import { planScreens } from '@features/plans';
import { hrefFor } from '@shared/routes';
import { page, redirect } from './define';
import { FIRST_SCREENS } from './firstScreens';
import type { RouteDef } from './types';

/** The tabs and their children (product-spec §2 "Tabs and redirects"). */
export const tabRoutes: RouteDef[] = [
  page('tabs/home', '首页', 'home', FIRST_SCREENS['tabs/home'].route),
  page('tabs/match', '足球比分', 'matches', FIRST_SCREENS['tabs/match'].route),
  page('tabs/match-bk', '篮球比分', 'matches', FIRST_SCREENS['tabs/match-bk'].route),
  page('tabs/plan', '方案', 'plans', { load: planScreens.tab }),
  page('tabs/user', '我的', 'account', {
    guards: ['jdUserCenter'],
    load: () => import('@features/account/centre/UserTabPage'),
  }),
  page('tabs/user/center', '我的', 'account', {
    guards: ['jdUserCenter'],
    load: () => import('@features/account/centre/UserTabPage'),
  }),
  page('tabs/jd/user-center', '我的', 'channelHome', { load: channelHomeScreens.userCenter }),
];

/** Redirects and entries outside the tabs. */
export const entryRoutes: RouteDef[] = [
  // The home guard always sends /home on to the channel's home entry; the home tab's screen stands
  // behind it only so the route is whole.
  page('home', '首页', 'home', FIRST_SCREENS['tabs/home'].route),
  page('home-jd', '首页', 'channelHome', { load: channelHomeScreens.jdHome }),
  redirect('home-discovery', hrefFor('tabs/home')),
  redirect('user/center', hrefFor('tabs/user/center')),
  redirect('match-list', hrefFor('tabs/match')),
  redirect('match-list-bk', hrefFor('tabs/match-bk')),
  redirect('home/plan', hrefFor('tabs/plan')),
  // The spec sends both to "expertList", which is itself one of them; the expert hall is meant.
  redirect('expertList', hrefFor('expert')),
  redirect('expertListDetail', hrefFor('expert')),
  redirect('cpzJieduList', hrefFor('jiedu-list')),
  redirect('lcPlanList', hrefFor('plan-list', { qiuFlag: 2 })),
  redirect('zcPlanList', hrefFor('plan-list', { qiuFlag: 1 })),
];
