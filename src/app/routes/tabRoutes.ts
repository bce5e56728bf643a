import { page, redirect } from './define';
import type { RouteDef } from './types';

/** The tabs and their children (product-spec §2 "Tabs and redirects"). */
export const tabRoutes: RouteDef[] = [
  page('tabs/home', '首页', 'home', {
    tab: true,
    guards: ['home'],
    load: () => import('@features/home/HomePage'),
  }),
  page('tabs/match', '足球比分', 'matches', {
    tab: true,
    pageResourceId: 923155608,
    load: () => import('@features/matches/list/FootballListPage'),
  }),
  page('tabs/match-bk', '篮球比分', 'matches', {
    tab: true,
    pageResourceId: 923155608,
    load: () => import('@features/matches/list/BasketballListPage'),
  }),
  page('tabs/plan', '方案', 'plans', { tab: true }),
  page('tabs/user', '我的', 'account', {
    tab: true,
    guards: ['jdUserCenter'],
    load: () => import('@features/account/centre/UserTabPage'),
  }),
  page('tabs/user/center', '我的', 'account', {
    tab: true,
    guards: ['jdUserCenter'],
    load: () => import('@features/account/centre/UserTabPage'),
  }),
  page('tabs/jd/user-center', '我的', 'account', { tab: true }),
];

/** Redirects and entries outside the tabs. */
export const entryRoutes: RouteDef[] = [
  page('home', '首页', 'home', { guards: ['home'] }),
  page('home-jd', '首页', 'home'),
  redirect('home-discovery', '/tabs/home'),
  redirect('user/center', '/tabs/user/center'),
  redirect('match-list', '/tabs/match'),
  redirect('match-list-bk', '/tabs/match-bk'),
  redirect('home/plan', '/tabs/plan'),
  // The spec sends both to "expertList", which is itself one of them; the expert hall is meant.
  redirect('expertList', '/expert'),
  redirect('expertListDetail', '/expert'),
  redirect('cpzJieduList', '/jiedu-list'),
  redirect('lcPlanList', '/plan-list/2/all'),
  redirect('zcPlanList', '/plan-list/1/all'),
];
