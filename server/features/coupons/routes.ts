import {
  consumeLow as consumeLowEndpoint,
  couponList as couponListEndpoint,
  couponNum as couponNumEndpoint,
  couponsForPlan as couponsForPlanEndpoint,
  devIssueCoupon,
  discountCardsForReading as discountCardsEndpoint,
  usableCoupons as usableCouponsEndpoint,
} from '../../../contracts/coupons';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { issueCoupon } from './issue';
import {
  consumeLow,
  couponList,
  couponNum,
  couponsForPlan,
  discountCardsForReading,
  usableCoupons,
} from './service';

/** The coupons' calls (calls-errors-spec §7.9), and the development door that issues one by hand. */
export function couponRoutes(route: Router, deps: { db: Database; devApi: boolean }): void {
  const { db } = deps;
  route(couponListEndpoint, ({ pageNo, status }, { caller, now }) =>
    couponList(db, caller.userId, { pageNo, status: Number(status) }, now),
  );
  route(couponNumEndpoint, (_input, { caller, now }) => couponNum(db, caller.userId, now));
  route(usableCouponsEndpoint, ({ couponType }, { caller, now }) =>
    usableCoupons(db, caller.userId, Number(couponType), now),
  );
  route(couponsForPlanEndpoint, ({ couponType, planId, planType, from }, { caller, now }) =>
    couponsForPlan(
      db,
      caller.userId,
      { couponType: Number(couponType), planId, planType: Number(planType), from },
      now,
    ),
  );
  route(discountCardsEndpoint, ({ interId }, { caller, now }) =>
    discountCardsForReading(db, caller.userId, interId, now),
  );
  route(consumeLowEndpoint, (_input, { caller, now }) => consumeLow(db, caller.userId, now));
  if (deps.devApi) route(devIssueCoupon, (input, { now }) => issueCoupon(db, input, now));
}
