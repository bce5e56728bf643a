import { and, eq, isNull } from 'drizzle-orm';
import {
  COUPON_REASONS,
  COUPON_REFUSAL_CODES as C,
  COUPON_STATUS,
  COUPON_TYPE,
  byTypeThenEnd,
  couponRefusals,
  priceWithCoupon,
  type CouponFacts,
} from '../../../contracts/coupons';
import { DAY_MS } from '../../../domain/time';
import type { DbOrTx, Tx } from '../../db/database';
import { coupons } from '../../db/schema';
import { coinsSpentSince, transferIn } from '../ledger';
import { RefusedError, type Refusal } from '../refusals';
import type { Offer } from './sellable';

// Coupons as the commerce core holds them (docs/decisions/coupons.md): a fan's rows, where each
// stands (used, expired, usable), and which are usable now — one definition for the coupon calls,
// the top-up's bonus coupons and, as a way to pay, every purchase.

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon of the fan (a fan holds a handful: filtering and sorting happen in memory). */
export function couponsOf(db: DbOrTx, userId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.userId, userId));
}

/** Used, expired (past its end), or usable: the list's tab of a coupon. */
export function couponStatusOf(row: CouponRow, now: number): number {
  if (row.usedAt !== null) return COUPON_STATUS.used;
  if (row.validEndTime.getTime() < now) return COUPON_STATUS.expired;
  return COUPON_STATUS.usable;
}

/** What the usability rule (contracts/coupons.ts couponRefusals) reads of a coupon. */
export function couponFactsOf(row: CouponRow): CouponFacts {
  return {
    type: row.type,
    worthFen: row.worthFen,
    useConditionFen: row.useConditionFen,
    validStartTime: row.validStartTime.getTime(),
    validEndTime: row.validEndTime.getTime(),
    onlyClientTypeArr: row.onlyClientTypeArr,
    onlyExpertLevel: row.onlyExpertLevel,
    onlyExpertId: row.onlyExpertId,
    usedAt: row.usedAt?.getTime() ?? null,
  };
}

/** Rows in the list's order (product-spec §9): by couponType, then the one ending first. */
export function inCouponOrder(rows: readonly CouponRow[]): CouponRow[] {
  return [...rows].sort((a, b) =>
    byTypeThenEnd(
      { ...a, validEndTime: a.validEndTime.getTime() },
      { ...b, validEndTime: b.validEndTime.getTime() },
    ),
  );
}

/** The fan's coupons of a type usable now — not spent, started, not ended — soonest-ending first. */
export async function usableCouponRows(
  db: DbOrTx,
  userId: number,
  couponType: number,
  now: number,
): Promise<CouponRow[]> {
  return inCouponOrder(
    (await couponsOf(db, userId)).filter(
      (r) =>
        r.couponType === couponType &&
        couponStatusOf(r, now) === COUPON_STATUS.usable &&
        r.validStartTime.getTime() <= now,
    ),
  );
}

/**
 * Who is a low-consumption fan (docs/decisions/coupons.md): one who spent under this many coins (fen)
 * on purchases over the last 30 days. Coupons, discount cards and packages are for them only
 * (product-spec §6).
 */
export const LOW_CONSUMPTION_FEN = 5_000_00;
const LOW_CONSUMPTION_DAYS = 30;

export async function isLowConsumer(db: DbOrTx, userId: number, now: number): Promise<boolean> {
  return (
    (await coinsSpentSince(db, userId, now - LOW_CONSUMPTION_DAYS * DAY_MS)) < LOW_CONSUMPTION_FEN
  );
}

/** Why a coupon cannot pay, in the fan's words. */
export const CouponSpendRefusals = {
  notFound: { status: 404, code: C.notFound, msg: '没有找到这张优惠券' },
  wrongType: { status: 409, code: C.wrongType, msg: '充值券不能用于购买' },
  notLow: { status: 403, code: C.notLow, msg: '当前账户暂不能使用优惠券' },
} as const satisfies Record<string, Refusal>;

/** The rule's reasons, joined: what the fan reads when the coupon chosen cannot pay. */
export function couponRefused(reasons: readonly string[]): Refusal {
  return { status: 409, code: C.refused, msg: reasons.join('；') };
}

/** A coupon chosen to pay with: which one, and the client the fan buys in (its client rule). */
export interface CouponChoice {
  couponId: number;
  clientType: string;
}

/**
 * Spends the fan's coupon on an offer inside the purchase's transaction (the fan's row locked by the
 * caller), and answers the part of the price it pays (fen). The coupon's row is locked; the fan must
 * be a low-consumption one; the coupon must be a reading coupon the rule (contracts/coupons.ts
 * couponRefusals) lets pay for this offer now. It is marked spent by a conditional update — the
 * database decides a race for it, the loser told it is used — and its part is credited
 * (creditDiscountPartIn).
 */
export async function spendCouponIn(
  tx: Tx,
  fanId: number,
  choice: CouponChoice,
  offer: Offer,
  now: number,
): Promise<number> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, choice.couponId), eq(coupons.userId, fanId)))
    .for('update');
  if (!row) throw new RefusedError(CouponSpendRefusals.notFound);
  if (row.couponType !== COUPON_TYPE.reading) throw new RefusedError(CouponSpendRefusals.wrongType);
  if (!(await isLowConsumer(tx, fanId, now))) throw new RefusedError(CouponSpendRefusals.notLow);
  const facts = couponFactsOf(row);
  const target = {
    clientType: choice.clientType,
    expertId: offer.expert?.id ?? 0,
    expertLevel: offer.expert?.level ?? 0,
    amountFen: offer.priceFen,
  };
  const reasons = couponRefusals(facts, target, now);
  if (reasons.length > 0)
    throw new RefusedError(couponRefused(reasons.map((r) => COUPON_REASONS[r])));
  const [spent] = await tx
    .update(coupons)
    .set({ usedAt: new Date(now), usedFor: offer.reference })
    .where(and(eq(coupons.id, row.id), isNull(coupons.usedAt)))
    .returning({ id: coupons.id });
  if (!spent) throw new RefusedError(couponRefused([COUPON_REASONS.used]));
  const partFen = offer.priceFen - priceWithCoupon(facts, offer.priceFen);
  await creditDiscountPartIn(
    tx,
    { fanId, partFen, key: `coupon:${row.id}`, memo: `优惠券抵扣 ${offer.memo}`, offer },
    now,
  );
  return partFen;
}

/**
 * The part of a price a coupon or a discount card pays, credited to the fan's coins by the house's
 * `promotions` account under the discount's own key, in a lot that lapses a millisecond later: the
 * purchase that follows spends those coins first (the first to lapse go first), so the discount pays
 * for this purchase only, and a refund cannot turn it into coins that last. Nothing for a part of 0.
 */
export async function creditDiscountPartIn(
  tx: Tx,
  part: { fanId: number; partFen: number; key: string; memo: string; offer: Offer },
  now: number,
): Promise<void> {
  if (part.partFen <= 0) return;
  await transferIn(
    tx,
    {
      key: part.key,
      kind: 'coupon',
      memo: part.memo,
      from: { house: 'promotions' },
      to: { user: part.fanId, kind: 'coin' },
      amountFen: part.partFen,
      validUntil: now + 1,
      reference: part.offer.reference,
    },
    now,
  );
}

/** A coupon given to a fan: its terms, in fen and ms. */
export interface CouponGrant {
  userId: number;
  couponType: number;
  type: number;
  worthFen: number;
  useConditionFen: number;
  validStartTime: number;
  validEndTime: number;
  onlyClientTypeArr?: string[];
  onlyExpertLevel?: number;
  onlyExpertId?: number;
  /** 1 issued by hand. */
  originType: number;
  /** What gives it, once: a second grant of the same source gives nothing more. */
  source?: string;
}

/** Gives a coupon (in the caller's transaction or not); answers its id, or the one the source gave. */
export async function grantCouponIn(db: DbOrTx, grant: CouponGrant, now: number): Promise<number> {
  const values = {
    ...grant,
    validStartTime: new Date(grant.validStartTime),
    validEndTime: new Date(grant.validEndTime),
    createdAt: new Date(now),
  };
  const [made] = await db
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({ target: coupons.source })
    .returning({ id: coupons.id });
  if (made) return made.id;
  const [given] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.source, grant.source ?? ''));
  return given!.id;
}

/** The coupon a source gave, if any. */
export async function couponBySource(db: DbOrTx, source: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.source, source));
  return row;
}
