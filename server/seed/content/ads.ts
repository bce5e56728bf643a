import { AD_LOCATION } from '../../../contracts/ads';
import type { ads } from '../../db/schema';

// The set-meal screen's head adverts (52 jingcai, 53 old lottery): images the app serves itself
// (public/ads/), leading to the screens they promote.

export type AdRow = typeof ads.$inferInsert;

export function buildAds(): AdRow[] {
  return [
    {
      location: AD_LOCATION.setMealJingcai,
      title: '专家包月 名家解读天天看',
      imageUrl: '/ads/set-meal-jingcai.svg',
      jumpPath: '/special-home',
    },
    {
      location: AD_LOCATION.setMealOldLottery,
      title: '十四场 任九 每期专家解读',
      imageUrl: '/ads/set-meal-old-lottery.svg',
      jumpPath: '/jiedu-list?type=3',
    },
  ];
}
