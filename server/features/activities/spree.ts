import { fenToYuan } from '../../../contracts/wallet/balance';
import { COUPON_TYPE, FULL_FREE } from '../../../contracts/coupons';
import { ACTIVITY_REFUSAL_CODES, ActivityMessages } from '../../../contracts/activities';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../../db/database';
import { buyWithCoins, grantCouponIn, type Quote, type Sellable } from '../../platform/commerce';
import { transferIn, userBalances } from '../../platform/ledger';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { ACTIVITY_CALENDAR, windowRefusal } from './calendar';
import { transferAtKey } from './claims';

/** The spree's price and what it gives (ours): 11.88 for 18.88 lasting coins and two coupons. */
export const SPREE_PRICE_FEN = 1188;
export const SPREE_COINS_FEN = 1888;
const COUPON_VALID_MS = 15 * DAY_MS;

/** The one thing the spree sells: a fan's pack (one per account, its ledger key is the fan's). */
export const SPREE_REF = 'pack';
export const spreeKey = (userId: number) => `hd:spree1188:${userId}`;
export const spreeCoinsKey = (userId: number) => `hd:spree1188:${userId}:coins`;
export const spreeCouponSource = (userId: number, n: number) => `hd:spree1188:${userId}:${n}`;

const owned: Refusal = {
  status: 409,
  code: ACTIVITY_REFUSAL_CODES.spreeOwned,
  msg: ActivityMessages.spreeOwned,
};
const noDiscount: Refusal = {
  status: 400,
  code: ACTIVITY_REFUSAL_CODES.noDiscount,
  msg: ActivityMessages.noDiscount,
};

/**
 * The spree as the commerce core sells it (docs/decisions/commerce.md): one per account (the ref is
 * the fan's own — the ledger key is unique), sold inside the activity's window, with coins or paid
 * directly (the paid order's coins buy it through the same purchase, routes.ts). Fulfilment credits
 * the pack's coins from the house's rewards, lasting like bought coins, and gives its coupons.
 */
export const spreeSellable: Sellable<'pack'> = {
  purpose: 'spree1188',
  noun: '礼包',
  refText: () => SPREE_REF,
  refOf: (text) => (text === SPREE_REF ? SPREE_REF : null),
  async quote(db, fanId, _ref, now): Promise<Outcome<Quote>> {
    if (await transferAtKey(db, spreeKey(fanId))) return done({ owned: true, ownedRefusal: owned });
    const closed = windowRefusal(ACTIVITY_CALENDAR.spree1188, now);
    if (closed) return refused(closed);
    return done({
      owned: false,
      offer: {
        priceFen: SPREE_PRICE_FEN,
        ways: { coins: null, directPay: null, coupon: noDiscount, discountCard: noDiscount },
        key: spreeKey(fanId),
        memo: '购买11.88元超值礼包',
        reference: 'activity:spree1188',
        held: false,
        expert: null,
      },
    });
  },
  async fulfil(tx, { fanId }, now) {
    await transferIn(
      tx,
      {
        key: spreeCoinsKey(fanId),
        kind: 'reward',
        memo: '超值礼包金币',
        from: { house: 'rewards' },
        to: { user: fanId, kind: 'coin' },
        amountFen: SPREE_COINS_FEN,
        reference: 'activity:spree1188',
      },
      now,
    );
    const base = {
      userId: fanId,
      couponType: COUPON_TYPE.reading,
      validStartTime: now,
      validEndTime: now + COUPON_VALID_MS,
      originType: 0,
    };
    await grantCouponIn(
      tx,
      {
        ...base,
        type: FULL_FREE,
        worthFen: 800,
        useConditionFen: 0,
        source: spreeCouponSource(fanId, 1),
      },
      now,
    );
    await grantCouponIn(
      tx,
      {
        ...base,
        type: 2,
        worthFen: 300,
        useConditionFen: 800,
        source: spreeCouponSource(fanId, 2),
      },
      now,
    );
  },
  async boughtBy(db, fanId) {
    return (await transferAtKey(db, spreeKey(fanId)))?.id;
  },
  orderDetail: () => Promise.resolve({}),
};

/** POST /api/hd/spree1188/buy: with coins, once; a repeat answers `repeated` and the balance. */
export async function buySpree(db: Database, userId: number, now: number) {
  const bought = await buyWithCoins(db, spreeSellable, SPREE_REF, userId, now);
  if (!bought.ok) return bought;
  const balances = await userBalances(db, userId, now);
  return done({ repeated: bought.data === 'owned', balance: fenToYuan(balances.coinFen) });
}
