import {
  COUPON_PAGE_SIZE,
  COUPON_REASONS,
  COUPON_STATUS,
  couponRefusals,
  priceWithCoupon,
} from '../../../contracts/coupons';
import { fenToYuan } from '../../../contracts/wallet/balance';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../../db/database';
import { coinsSpentSince } from '../../platform/ledger';
import { done, refused } from '../../platform/refusals';
import {
  couponFactsOf as factsOf,
  couponStatusOf as statusOf,
  couponsOf,
  inCouponOrder as sorted,
  usableCouponRows,
} from '../../platform/commerce';
import { couponOf } from './queries';
import { CouponRefusals } from './refusals';
import { payeeOf } from './targets';

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

/**
 * GET /api/query/coupon/list/byPlan: the fan's live coupons of a type for a reading, each with every
 * reason it cannot pay for it (the shared rule) and the price it would leave.
 */
export async function couponsForPlan(
  db: Database,
  userId: number,
  args: { couponType: number; planId: number; planType: number; from: string },
  now: number,
) {
  const payee = await payeeOf(db, args.planType, args.planId);
  if (!payee) return refused(CouponRefusals.planNotFound);
  const target = {
    clientType: args.from,
    expertId: payee.expertId,
    expertLevel: payee.expertLevel,
    amountFen: payee.priceFen,
  };
  const rows = sorted(
    (await couponsOf(db, userId)).filter(
      (r) => r.couponType === args.couponType && statusOf(r, now) === COUPON_STATUS.usable,
    ),
  );
  return done({
    price: fenToYuan(payee.priceFen),
    list: rows.map((r) => ({
      coupon: couponOf(r, now),
      reasons: couponRefusals(factsOf(r), target, now).map((reason) => COUPON_REASONS[reason]),
      payPrice: fenToYuan(priceWithCoupon(factsOf(r), payee.priceFen)),
    })),
  });
}

/**
 * Who is a low-consumption user (docs/decisions/coupons.md): one who spent under this many coins
 * (fen) on purchases over the last 30 days. Coupons, discount cards and packages are for them.
 */
export const LOW_CONSUMPTION_FEN = 5_000_00;
const LOW_CONSUMPTION_DAYS = 30;

/** GET /api/consume/low. */
export async function consumeLow(db: Database, userId: number, now: number) {
  const spent = await coinsSpentSince(db, userId, now - LOW_CONSUMPTION_DAYS * DAY_MS);
  return done({ isLow: spent < LOW_CONSUMPTION_FEN });
}
