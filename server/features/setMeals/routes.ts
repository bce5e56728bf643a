import {
  buySetMeal as buySetMealEndpoint,
  OFFER_PAY_TYPE,
  payWithOffer,
  preDualSetMealPay,
  setMealCount,
  setMealExperts as setMealExpertsEndpoint,
  setMealList as setMealListEndpoint,
  setMealRecord,
  ticketsForReading as ticketsForReadingEndpoint,
} from '../../../contracts/setMeals';
import {
  isAttentExpert as isAttentExpertEndpoint,
  monthlyOffers as monthlyOffersEndpoint,
  myMonthlyExperts as myMonthlyEndpoint,
  privatePushToday as privatePushEndpoint,
} from '../../../contracts/expertMonthly';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import type { Router } from '../../platform/route';
import { appOriginsOf, openDirectPayOf } from '../wallet/charge';
import { setMealExperts, setMealList } from './lists';
import { isAttentExpert, monthlyOffers, myMonthlyExperts, privatePushToday } from './monthly';
import { buySetMeal, setMealSellable } from './purchase';
import { payWithCoupon } from './couponPay';
import { payWithTicket, ticketCount, ticketRecord, ticketsForReading } from './tickets';

export interface SetMealDeps {
  db: Database;
  /** Null when none is configured: direct pay is refused, coins still buy. */
  provider: PaymentProvider | null;
  appOrigins: readonly string[];
  servicePhone: string | null;
}

/** The set meals' calls (calls-errors-spec §7.7, and §7.6's offer pay and tickets for a reading). */
export function setMealRoutes(route: Router, deps: SetMealDeps): void {
  const { db } = deps;
  route(setMealListEndpoint, ({ scope, pageNo, pageSize }) =>
    setMealList(db, { scope: Number(scope), pageNo, pageSize }, deps.servicePhone),
  );
  route(setMealExpertsEndpoint, (_input, { now }) => setMealExperts(db, now));
  route(setMealCount, ({ expertId }, { caller, now }) =>
    ticketCount(db, caller.userId, expertId, now),
  );
  route(buySetMealEndpoint, ({ pkgId, requestId }, { caller, now }) =>
    buySetMeal(db, { setMealId: pkgId, requestId }, caller.userId, now),
  );
  route(preDualSetMealPay, (input, { caller, now, request }) =>
    openDirectPayOf(
      db,
      deps.provider,
      setMealSellable,
      { setMealId: input.planId, requestId: input.requestId },
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
  route(setMealRecord, ({ pageNo }, { caller, now }) =>
    ticketRecord(db, caller.userId, pageNo, now),
  );
  route(ticketsForReadingEndpoint, ({ interId }, { caller, now }) =>
    ticketsForReading(db, caller.userId, interId, now),
  );
  route(payWithOffer, ({ interId, offerId, payType, from }, { caller, now }) =>
    Number(payType) === OFFER_PAY_TYPE.coupon
      ? payWithCoupon(db, caller.userId, { interId, couponId: offerId, from }, now)
      : payWithTicket(db, caller.userId, { interId, ticketId: offerId }, now),
  );
  // Expert monthly packages (专家包月).
  route(monthlyOffersEndpoint, async ({ pageNo }, ctx) =>
    monthlyOffers(db, (await ctx.viewer())?.userId ?? null, pageNo, ctx.now),
  );
  route(myMonthlyEndpoint, ({ pageNo, pageSize, day, qiuFlag, status }, { caller, now }) =>
    myMonthlyExperts(
      db,
      caller.userId,
      {
        pageNo,
        pageSize,
        day,
        qiuFlag: qiuFlag === undefined ? undefined : Number(qiuFlag),
        status: status === undefined ? undefined : Number(status),
      },
      now,
    ),
  );
  route(privatePushEndpoint, ({ pageNo }, { caller, now }) =>
    privatePushToday(db, caller.userId, pageNo, now),
  );
  route(isAttentExpertEndpoint, async ({ expertId }, ctx) =>
    isAttentExpert(db, (await ctx.viewer())?.userId ?? null, expertId, ctx.now),
  );
}
