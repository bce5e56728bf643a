import { eq, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { interpretationPurchases, interpretations } from '../../db/schema';
import { buyWithCoins, type Discount, type Quote, type Sellable } from '../../platform/commerce';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { userBalances } from '../../platform/ledger';
import { purchaseKey } from './keys';
import { interpretationWithContext, purchaseOf, type InterpretationWithContext } from './queries';
import { InterpretationRefusals } from './refusals';
import { isPublished } from './visibility';
import { onSale } from '../plans';

/**
 * An interpretation on sale (issue 34 §1), sold through the commerce core (server/platform/commerce)
 * as plans are: bought with coins (POST /api/uc/interpretation/pay/{id}), once per fan. Direct pay
 * and set-meal tickets join as further ways of paying for the same sellable.
 */
export interface InterpretationRef {
  interpretationId: number;
}

/** Why this fan cannot buy this reading now (owning it aside), or null when they can. */
function refusalFor(r: InterpretationWithContext, userId: number, now: number): Refusal | null {
  if (r.reading.priceFen === 0) return InterpretationRefusals.free;
  if (r.expert.userId === userId) return InterpretationRefusals.own;
  if (!onSale(r, now)) return InterpretationRefusals.closed;
  return null;
}

export const interpretationSellable: Sellable<InterpretationRef> = {
  purpose: 'interpretation',
  noun: '解读',
  refText: (ref) => String(ref.interpretationId),
  refOf: (text) => (/^[1-9]\d{0,9}$/.test(text) ? { interpretationId: Number(text) } : null),

  async quote(db, fanId, { interpretationId }, now): Promise<Outcome<Quote>> {
    const r = await interpretationWithContext(db, interpretationId);
    if (!r || !isPublished(r.reading, now)) return refused(InterpretationRefusals.notFound);
    if (await purchaseOf(db, interpretationId, fanId))
      return done({ owned: true, ownedRefusal: InterpretationRefusals.bought });
    const refusal = refusalFor(r, fanId, now);
    if (refusal) return refused(refusal);
    return done({
      owned: false,
      offer: {
        priceFen: r.reading.priceFen,
        ways: {
          coins: null,
          directPay: InterpretationRefusals.noDirectPay,
          coupon: null,
          discountCard: null,
        },
        key: purchaseKey(interpretationId, fanId),
        memo: `购买解读 ${r.reading.title}`,
        reference: `interpretation:${interpretationId}`,
        held: false,
        expert: { id: r.expert.id, level: r.expert.userLevel },
      },
    });
  },

  /** The purchase is written and the reading's readers counted. */
  async fulfil(tx, { ref, fanId, priceFen, transferId }, now) {
    await tx.insert(interpretationPurchases).values({
      interpretationId: ref.interpretationId,
      userId: fanId,
      priceFen,
      transferId,
      createdAt: new Date(now),
    });
    await tx
      .update(interpretations)
      .set({ lookCount: sql`${interpretations.lookCount} + 1` })
      .where(eq(interpretations.id, ref.interpretationId));
  },

  /** A reading a set-meal ticket paid for has no transfer: no money bought it. */
  async boughtBy(db, fanId, { interpretationId }) {
    return (await purchaseOf(db, interpretationId, fanId))?.transferId ?? undefined;
  },

  /** Not sold by direct pay yet: no order names an interpretation. */
  orderDetail: () => Promise.resolve(undefined),
};

/**
 * POST /api/uc/interpretation/pay/{id}: buys with coins in one transaction and answers the coins
 * left. A fan who has bought it already gets the first purchase back, charged nothing more.
 */
export async function payInterpretation(
  db: Database,
  interpretationId: number,
  userId: number,
  now: number,
  discount?: Discount,
): Promise<Outcome<{ interpretationId: number; balance: string }>> {
  const bought = await buyWithCoins(
    db,
    interpretationSellable,
    { interpretationId },
    userId,
    now,
    discount,
  );
  if (!bought.ok) return bought;
  return done({
    interpretationId,
    balance: fenToYuan((await userBalances(db, userId, now)).coinFen),
  });
}
