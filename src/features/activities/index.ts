/**
 * The /hd/* activities and 爆料 (issue 37 §4). The route registry takes the screens from here,
 * loaded on first use: the four activity pages in one chunk, broke-news (with the image picker) in
 * its own.
 */
const screens = () => import('./screens');

export const activityScreens = {
  spree1188: () => screens().then((m) => ({ default: m.Spree1188Page })),
  day1812: () => screens().then((m) => ({ default: m.Activity1812Page })),
  eightVip: () => screens().then((m) => ({ default: m.EightVipPage })),
  asianCup: () => screens().then((m) => ({ default: m.AsianCupPage })),
  brokeNews: () => import('./BrokeNewsPage'),
} as const;
