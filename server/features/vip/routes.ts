import {
  buyVip as buyVipEndpoint,
  preDualVipPay,
  setVipAutoRenew,
  tryVip,
  vipGiftDesc,
  vipGiftDetail,
  vipGiftRecord,
  vipOrderRecord,
  vipProducts as vipProductsEndpoint,
  vipTryStatus,
} from '../../../contracts/vip';
import {
  bargainDetail as bargainDetailEndpoint,
  helpBargain as helpBargainEndpoint,
  myBargain as myBargainEndpoint,
  startBargain as startBargainEndpoint,
} from '../../../contracts/vipBargain';
import { redListOffer } from '../../../contracts/vipOffer';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import type { Router } from '../../platform/route';
import { done } from '../../platform/refusals';
import { appOriginsOf, openDirectPayOf } from '../wallet/charge';
import { bargainDetail, helpBargain, myBargain, startBargain } from './bargain';
import { RED_LIST } from './catalogue';
import { buyVip, vipSellable } from './purchase';
import { giftDesc, giftDetail, giftRecord, orderRecord, vipProducts } from './records';
import { setAutoRenew } from './renewal';
import { startTrial, trialStatus } from './trial';

export interface VipDeps {
  db: Database;
  /** Null when none is configured: direct pay is refused, coins still buy. */
  provider: PaymentProvider | null;
  appOrigins: readonly string[];
}

/** The VIP calls (calls-errors-spec §7.10) and the red-list offer the set-meal reminder shows. */
export function vipRoutes(route: Router, deps: VipDeps): void {
  const { db } = deps;
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
  route(vipProductsEndpoint, () => Promise.resolve(vipProducts()));
  route(vipGiftDesc, ({ vipMemberLevel }) => Promise.resolve(giftDesc(vipMemberLevel)));
  route(buyVipEndpoint, ({ productId, requestId, type, bargainId }, { caller, now }) =>
    buyVip(
      db,
      { productId, requestId, source: Number(type), ...(bargainId ? { bargainId } : {}) },
      caller.userId,
      now,
    ),
  );
  // 会员砍价.
  route(startBargainEndpoint, (_input, { caller, now }) => startBargain(db, caller.userId, now));
  route(myBargainEndpoint, (_input, { caller, now }) => myBargain(db, caller.userId, now));
  route(bargainDetailEndpoint, async ({ id }, ctx) =>
    bargainDetail(db, id, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(helpBargainEndpoint, ({ id }, { caller, now }) => helpBargain(db, id, caller.userId, now));
  route(preDualVipPay, (input, { caller, now, request }) =>
    openDirectPayOf(
      db,
      deps.provider,
      vipSellable,
      { productId: input.productId, source: 0, requestId: input.requestId },
      {
        userId: caller.userId,
        chargeWay: input.chargeWay,
        channel: input.from,
        returnUrl: input.returnUrl,
        appOrigins: appOriginsOf(request, deps.appOrigins),
      },
      now,
    ),
  );
  route(vipTryStatus, (_input, { caller }) => trialStatus(db, caller.userId));
  route(tryVip, (_input, { caller, now }) => startTrial(db, caller.userId, now));
  route(setVipAutoRenew, ({ on }, { caller }) => setAutoRenew(db, caller.userId, on));
  route(vipOrderRecord, ({ pageNo, vipMemberId }, { caller }) =>
    orderRecord(db, caller.userId, { pageNo, level: vipMemberId ?? 0 }),
  );
  route(vipGiftRecord, ({ pageNo }, { caller, now }) => giftRecord(db, caller.userId, pageNo, now));
  route(vipGiftDetail, ({ giftPackgeId }, { caller, now }) =>
    giftDetail(db, caller.userId, giftPackgeId, now),
  );
}
