import {
  COUPON_PAGE_SIZE,
  COUPON_PLAN_TYPE,
  COUPON_REASONS,
  COUPON_STATUS,
  couponRefusals,
  priceWithCoupon,
  priceWithDiscountCard,
} from '../../../contracts/coupons';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { done, refused } from '../../platform/refusals';
import {
  couponFactsOf as factsOf,
  couponStatusOf as statusOf,
  couponsOf,
  inCouponOrder as sorted,
  isLowConsumer,
  liveCardsOf,
  sellableOf,
  usableCouponRows,
} from '../../platform/commerce';
import { couponOf } from './queries';
import { CouponRefusals } from './refusals';

/** GET /api/query/couponList: one tab of the fan's coupons, by type then end time. */
export async function couponList(
  db: Database,
  userId: number,
  args: { pageNo: number; status: number },
  now: number,
) {
  const rows = sorted(
    (await couponsOf(db, userId)).filter((r) => statusOf(r, now) === args.status),
  );
  const from = (args.pageNo - 1) * COUPON_PAGE_SIZE;
  return done({
    list: rows.slice(from, from + COUPON_PAGE_SIZE).map((r) => couponOf(r, now)),
    pageNo: args.pageNo,
    hasMore: rows.length > from + COUPON_PAGE_SIZE,
  });
}

/** GET /api/query/couponNum: usable coupons, and those of them ending within three days. */
export async function couponNum(db: Database, userId: number, now: number) {
  const usable = (await couponsOf(db, userId))
    .map((r) => couponOf(r, now))
    .filter((c) => c.status === COUPON_STATUS.usable);
  return done({ usable: usable.length, expiringSoon: usable.filter((c) => c.expiringSoon).length });
}

/** GET /api/query/coupon/list: the fan's usable coupons of a type, by end time. */
export async function usableCoupons(db: Database, userId: number, couponType: number, now: number) {
  const rows = await usableCouponRows(db, userId, couponType, now);
  return done({ list: rows.map((r) => couponOf(r, now)) });
}

/** The sellable a byPlan planType names (plan 1, interpretation 2), as registered by the app. */
const PURPOSE_OF_PLAN_TYPE: Record<number, string> = {
  [COUPON_PLAN_TYPE.plan]: 'plan',
  [COUPON_PLAN_TYPE.interpretation]: 'interpretation',
};

/**
 * GET /api/query/coupon/list/byPlan: the fan's live coupons of a type for a reading, each with every
 * reason it cannot pay for it (the shared rule, on the offer the purchase itself would make) and the
 * price it would leave. A reading the fan cannot buy (their own, closed, bought) is refused as the
 * purchase would refuse it.
 */
export async function couponsForPlan(
  db: Database,
  userId: number,
  args: { couponType: number; planId: number; planType: number; from: string },
  now: number,
) {
  const sellable = sellableOf(PURPOSE_OF_PLAN_TYPE[args.planType] ?? '');
  const ref = sellable?.refOf(String(args.planId));
  if (!sellable || !ref) return refused(CouponRefusals.planNotFound);
  const quote = await sellable.quote(db, userId, ref, now);
  if (!quote.ok) return quote;
  if (quote.data.owned) return refused(quote.data.ownedRefusal);
  const { offer } = quote.data;
  const target = {
    clientType: args.from,
    expertId: offer.expert?.id ?? 0,
    expertLevel: offer.expert?.level ?? 0,
    amountFen: offer.priceFen,
  };
  const rows = sorted(
    (await couponsOf(db, userId)).filter(
      (r) => r.couponType === args.couponType && statusOf(r, now) === COUPON_STATUS.usable,
    ),
  );
  return done({
    price: fenToYuan(offer.priceFen),
    list: rows.map((r) => ({
      coupon: couponOf(r, now),
      reasons: couponRefusals(factsOf(r), target, now).map((reason) => COUPON_REASONS[reason]),
      payPrice: fenToYuan(priceWithCoupon(factsOf(r), offer.priceFen)),
    })),
  });
}

/** GET /api/consume/low: only low-consumption fans may use coupons, discount cards and packages. */
export async function consumeLow(db: Database, userId: number, now: number) {
  return done({ isLow: await isLowConsumer(db, userId, now) });
}

/**
 * GET /api/uc/inter/discountCards: the fan's live discount cards and what the reading costs with
 * each, on the offer the purchase would make; none for a fan who may not use them.
 */
export async function discountCardsForReading(
  db: Database,
  userId: number,
  interId: number,
  now: number,
) {
  const sellable = sellableOf(PURPOSE_OF_PLAN_TYPE[COUPON_PLAN_TYPE.interpretation]!);
  const ref = sellable?.refOf(String(interId));
  if (!sellable || !ref) return refused(CouponRefusals.planNotFound);
  const quote = await sellable.quote(db, userId, ref, now);
  if (!quote.ok) return quote;
  if (quote.data.owned) return refused(quote.data.ownedRefusal);
  const { priceFen } = quote.data.offer;
  if (!(await isLowConsumer(db, userId, now))) return done({ list: [] });
  return done({
    list: (await liveCardsOf(db, userId, now)).map((card) => ({
      id: card.id,
      worth: card.worth,
      left: card.count - card.usedCount,
      expiresAt: card.expiresAt.getTime(),
      payPrice: fenToYuan(priceWithDiscountCard(priceFen, card.worth)),
    })),
  });
}
