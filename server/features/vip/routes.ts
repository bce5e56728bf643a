import { redListOffer } from '../../../contracts/vipOffer';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Router } from '../../platform/route';
import { done } from '../../platform/refusals';
import { RED_LIST } from './catalogue';

/** The VIP calls that exist before issue 35: the red-list offer the set-meal reminder shows. */
export function vipRoutes(route: Router): void {
  route(redListOffer, () =>
    Promise.resolve(
      done({
        onSale: RED_LIST.onSale,
        name: RED_LIST.name,
        price: fenToYuan(RED_LIST.priceFen),
        periodDays: RED_LIST.periodDays,
        monthlySetMealCount: RED_LIST.monthlySetMealCount,
        halfPriceCount: RED_LIST.halfPriceCount,
        dataMemberValue: fenToYuan(RED_LIST.giftedDataMemberFen),
      }),
    ),
  );
}
