import type { JumpTarget } from './target';
import { routeTarget } from './target';

/**
 * Jump type 1, a page of the app by its inner id (product-spec §9 "Inner ids map to"). The spec
 * names each id's group (recommendation lists, expert lab, …); which page of the group each id opens
 * is ours (docs/decisions/home-search.md "Ad jumps"). An id of no group, or of a page not built
 * yet (113 partner: no route in the spec's list), leads nowhere.
 */
const INNER_PAGES: Readonly<Record<number, () => JumpTarget | null>> = {
  // Recommendation lists: the plan lists by ball type and kind, the plan tab.
  1: () => routeTarget('plan-list', { qiuFlag: 1, type: 'all' }),
  2: () => routeTarget('plan-list', { qiuFlag: 1, type: 'paid' }),
  3: () => routeTarget('plan-list', { qiuFlag: 1, type: 'refund' }),
  4: () => routeTarget('plan-list', { qiuFlag: 1, type: 'free' }),
  41: () => routeTarget('plan-list', { qiuFlag: 2, type: 'all' }),
  55: () => routeTarget('plan-list', { qiuFlag: 2, type: 'paid' }),
  56: () => routeTarget('plan-list', { qiuFlag: 2, type: 'refund' }),
  57: () => routeTarget('plan-list', { qiuFlag: 2, type: 'free' }),
  58: () => routeTarget('my-look-plan', {}),
  69: () => routeTarget('tabs/plan'),
  70: () => routeTarget('tabs/plan'),
  // Expert lab: football and basketball, by the ranking's type.
  6: () => routeTarget('expert/lab', { qiuFlag: 1, type: 1 }),
  7: () => routeTarget('expert/lab', { qiuFlag: 1, type: 2 }),
  42: () => routeTarget('expert/lab', { qiuFlag: 2, type: 1 }),
  43: () => routeTarget('expert/lab', { qiuFlag: 2, type: 2 }),
  // Expert lists: the hall (football first), the rankings by return of each ball type.
  11: () => routeTarget('expert'),
  12: () => routeTarget('expert/tab', { tab: 'famous', type: 1, qiuFlag: 1 }),
  49: () => routeTarget('expert/tab', { tab: 'famous', type: 2, qiuFlag: 1 }),
  50: () => routeTarget('expert/tab', { tab: 'famous', type: 1, qiuFlag: 2 }),
  // Scores.
  14: () => routeTarget('tabs/match'),
  44: () => routeTarget('tabs/match-bk'),
  // Data.
  18: () => routeTarget('data'),
  45: () => routeTarget('data/bk/index'),
  35: () => routeTarget('pay/userChargeHuoyan'),
  // Interpretation lists: the list (old lottery: type 3) and the fan's own.
  36: () => routeTarget('jiedu-list'),
  38: () => routeTarget('jiedu-list', {}, { type: 3 }),
  39: () => routeTarget('my-look-jiedu', {}),
  40: () => routeTarget('my-post-jiedu', {}),
  48: () => routeTarget('jiedu-list'),
  98: () => routeTarget('jiedu-list', {}, { type: 3 }),
  // Messages.
  60: () => routeTarget('message/center'),
  61: () => routeTarget('message/system'),
  62: () => routeTarget('message/activity'),
  63: () => routeTarget('message/community'),
  64: () => routeTarget('message/notice'),
  // Special data.
  85: () => routeTarget('special-data-index'),
  86: () => routeTarget('special/kelly'),
  87: () => routeTarget('special/betfair'),
  88: () => routeTarget('special/dispersed'),
  89: () => routeTarget('special/proportion'),
  96: () => routeTarget('special-data-list'),
  97: () => routeTarget('bk-kelly/list'),
  105: () => routeTarget('bk-dispersed/list'),
  106: () => routeTarget('wind-mark-lis'),
  // Set meals.
  95: () => routeTarget('set-meal-list', { scope: 1 }),
  114: () => routeTarget('set-meal-list', { scope: 2 }),
  119: () => routeTarget('set-meal-record'),
  // Free zone.
  99: () => routeTarget('special-home/free'),
  100: () => routeTarget('special-home/free'),
  101: () => routeTarget('home/live'),
  // VIP.
  102: () => routeTarget('user/vip'),
  103: () => routeTarget('vip/buy'),
  104: () => routeTarget('vip/index'),
  109: () => routeTarget('hd/vip/try'),
  118: () => routeTarget('user/vip/gift'),
  110: () => routeTarget('user/coupon-list'),
  112: () => routeTarget('hd/vipBargain/apply'),
  // Monthly: the experts' monthly packages, the fan's own, the push subscriptions.
  115: () => routeTarget('special-home'),
  116: () => routeTarget('my-expert-month'),
  117: () => routeTarget('expert-push/index'),
  120: () => routeTarget('user/customer-help'),
};

/** The inner ids with a page (the rest, like 113 partner, lead nowhere). */
export const INNER_PAGE_IDS: readonly number[] = Object.keys(INNER_PAGES).map(Number);

export function innerPageTarget(innerId: number): JumpTarget | null {
  return Object.hasOwn(INNER_PAGES, innerId) ? (INNER_PAGES[innerId]?.() ?? null) : null;
}
