import { createElement } from 'react';
import { ActivityPage } from './ActivityPage';

/** The activities' pages, one chunk (index.ts loads it on first use). */
export const Spree1188Page = () =>
  createElement(ActivityPage, { name: 'spree1188', title: '超值礼包' });
export const Activity1812Page = () =>
  createElement(ActivityPage, { name: '1812', title: '连续领金币' });
export const EightVipPage = () =>
  createElement(ActivityPage, { name: 'eightVip', title: '会员体验' });
export const AsianCupPage = () =>
  createElement(ActivityPage, { name: 'asianCup', title: '亚洲杯狂欢' });
