import { eq } from 'drizzle-orm';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import { periodOnPurchase, vipLevelName } from '../../../contracts/vip';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { users, vipOrders } from '../../db/schema';
import { buyWithCoins, type Quote, type Sellable } from '../../platform/commerce';
import { userBalances } from '../../platform/ledger';
import { done, refused, type Outcome } from '../../platform/refusals';
import { bargainForPurchase, closeBargainIn } from './bargain';
import { fullNameOf, membershipById } from './catalogue';
import { deliverOrderGiftsIn, planGiftsIn } from './gifts';
import { membershipOf, orderByRequest } from './queries';
import { otherLevelRefusal, VipRefusals } from './refusals';

/**
 * One purchase of a membership (issue 35 §2): the product, the entry it came from (vip/buy type 2,
 * vip/index type 3) and the client's request id — a fan buys memberships again and again, so the
 * request names the purchase and a retry of it buys nothing more. Auto-renewal's request ids begin
 * with `renew-`.
 */
export interface VipRef {
  productId: number;
  source: number;
  requestId: string;
  /** A bargain of the fan's (hd/vipBargain/apply): bought at its price. */
  bargainId?: number;
}

export const RENEWAL_PREFIX = 'renew-';

const REF_TEXT = /^([1-9]\d{0,4}):([0-9]):([A-Za-z0-9_-]{8,64})(?::b([1-9]\d{0,9}))?$/;

/** What one purchase costs and how it changes the fan's period, or why it may not be bought. */
async function termsOf(
  db: Parameters<Sellable<VipRef>['quote']>[0],
  fanId: number,
  ref: VipRef,
  now: number,
) {
  const membership = membershipById(ref.productId);
  if (!membership?.onSale) return refused(VipRefusals.productNotFound);
  const current = await membershipOf(db, fanId, now);
  if (!current) return refused(VipRefusals.productNotFound);
  const period = periodOnPurchase(
    current,
    { level: membership.level, days: membership.periodDays },
    now,
  );
  if (!period.ok)
    return refused(
      otherLevelRefusal(vipLevelName(current.vipMemberLevel), vipLevelName(membership.level)),
    );
  return done({ membership, period });
}

export const vipSellable: Sellable<VipRef> = {
  purpose: 'vip',
  noun: '会员',
  refText: (ref) =>
    `${ref.productId}:${ref.source}:${ref.requestId}${ref.bargainId ? `:b${ref.bargainId}` : ''}`,
  refOf(text) {
    const match = REF_TEXT.exec(text);
    if (!match) return null;
    const ref: VipRef = {
      productId: Number(match[1]),
      source: Number(match[2]),
      requestId: match[3]!,
    };
    return match[4] ? { ...ref, bargainId: Number(match[4]) } : ref;
  },

  async quote(db, fanId, ref, now): Promise<Outcome<Quote>> {
    const earlier = await orderByRequest(db, fanId, ref.requestId);
    if (earlier)
      return earlier.productId === ref.productId
        ? done({ owned: true, ownedRefusal: VipRefusals.bought })
        : refused(REQUEST_REUSED);
    const terms = await termsOf(db, fanId, ref, now);
    if (!terms.ok) return terms;
    const { membership } = terms.data;
    // A bargain's price, its row locked for the rest of the purchase (a friend's cut waits).
    const bargain =
      ref.bargainId === undefined
        ? null
        : await bargainForPurchase(db, ref.bargainId, fanId, membership.id, now);
    if (bargain && !bargain.ok) return bargain;
    return done({
      owned: false,
      offer: {
        priceFen: bargain ? bargain.data.priceFen : membership.priceFen,
        ways: {
          coins: null,
          directPay: null,
          coupon: VipRefusals.noCoupon,
          discountCard: VipRefusals.noCoupon,
        },
        key: `vip:${fanId}:${ref.requestId}`,
        memo: `开通${fullNameOf(membership)}`,
        reference: `vip:${membership.id}`,
        held: false,
        expert: null,
      },
    });
  },

  /**
   * The order and the fan's new period (from now, or from the end of the one running), then the
   * gifts it brings, the first delivered at once. The fan's row is locked by the purchase.
   */
  async fulfil(tx, { ref, fanId, priceFen, transferId }, now) {
    const terms = await termsOf(tx, fanId, ref, now);
    if (!terms.ok) throw new Error(`membership ${ref.productId} vanished after its quote`);
    const { membership, period } = terms.data;
    const [order] = await tx
      .insert(vipOrders)
      .values({
        userId: fanId,
        kind: ref.requestId.startsWith(RENEWAL_PREFIX) ? 'renew' : 'buy',
        productId: membership.id,
        name: fullNameOf(membership),
        level: membership.level,
        days: membership.periodDays,
        priceFen,
        transferId,
        requestId: ref.requestId,
        source: ref.source,
        periodStart: new Date(period.addedFrom),
        periodEnd: new Date(period.end),
        createdAt: new Date(now),
      })
      .returning();
    await tx
      .update(users)
      .set({
        vipLevel: membership.level,
        vipStatus: 0,
        vipStart: new Date(period.start),
        vipEnd: new Date(period.end),
      })
      .where(eq(users.id, fanId));
    if (ref.bargainId !== undefined) await closeBargainIn(tx, ref.bargainId, order!.id);
    await planGiftsIn(tx, order!, membership, period.addedFrom);
    await deliverOrderGiftsIn(tx, order!, now);
  },

  async boughtBy(db, fanId, ref) {
    const order = await orderByRequest(db, fanId, ref.requestId);
    return order?.productId === ref.productId ? (order.transferId ?? undefined) : undefined;
  },

  /** A membership order's status is its number alone. */
  orderDetail: () => Promise.resolve({}),
};

/**
 * POST /api/vip/pay: buys the membership with coins in one transaction; answers the order, the coins
 * left and the period's new end. A repeat of the request answers the same order.
 */
export async function buyVip(
  db: Database,
  ref: VipRef,
  userId: number,
  now: number,
): Promise<Outcome<{ orderId: number; balance: string; endTime: number }>> {
  const bought = await buyWithCoins(db, vipSellable, ref, userId, now);
  if (!bought.ok) return bought;
  const order = await orderByRequest(db, userId, ref.requestId);
  if (!order) throw new Error('a bought membership has no order');
  return done({
    orderId: order.id,
    balance: fenToYuan((await userBalances(db, userId, now)).coinFen),
    endTime: order.periodEnd.getTime(),
  });
}
