import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  BARGAIN_FLOOR_FEN,
  BARGAIN_HOURS,
  BARGAIN_PRODUCT_ID,
  bargainCut,
  type Bargain,
} from '../../../contracts/vipBargain';
import { fenToYuan } from '../../../contracts/wallet/balance';
import { HOUR_MS } from '../../../domain/time';
import type { Database, DbOrTx } from '../../db/database';
import { users, vipBargainHelps, vipBargains } from '../../db/schema';
import { lockBuyer } from '../../platform/commerce';
import { done, refused, RefusedError, type Outcome } from '../../platform/refusals';
import { fullNameOf, membershipById } from './catalogue';
import { VipRefusals } from './refusals';

type BargainRow = typeof vipBargains.$inferSelect;

const isOpen = (row: BargainRow, now: number) =>
  row.orderId === null && row.expiresAt.getTime() > now;

/** A bargain as the page shows it to this viewer: its price, its friends' cuts, their part. */
async function bargainOf(
  db: DbOrTx,
  row: BargainRow,
  viewerId: number | null,
  now: number,
): Promise<Bargain> {
  const helpers = await db
    .select({
      helperId: vipBargainHelps.helperId,
      nickName: users.nickName,
      account: users.account,
      cutFen: vipBargainHelps.cutFen,
      at: vipBargainHelps.createdAt,
    })
    .from(vipBargainHelps)
    .innerJoin(users, eq(users.id, vipBargainHelps.helperId))
    .where(eq(vipBargainHelps.bargainId, row.id))
    .orderBy(asc(vipBargainHelps.id));
  const [starter] = await db
    .select({ nickName: users.nickName, account: users.account })
    .from(users)
    .where(eq(users.id, row.userId));
  const membership = membershipById(row.productId);
  return {
    id: row.id,
    productId: row.productId,
    productName: membership ? fullNameOf(membership) : '',
    startPrice: fenToYuan(row.startPriceFen),
    floor: fenToYuan(row.floorFen),
    price: fenToYuan(row.priceFen),
    helps: row.helps,
    expiresAt: row.expiresAt.getTime(),
    state: row.orderId !== null ? 'bought' : isOpen(row, now) ? 'open' : 'expired',
    mine: viewerId === row.userId,
    helped: viewerId !== null && helpers.some((h) => h.helperId === viewerId),
    starterName: starter?.nickName ?? starter?.account ?? '',
    helpers: helpers.map((h) => ({
      nickName: h.nickName ?? h.account,
      cut: fenToYuan(h.cutFen),
      at: h.at.getTime(),
    })),
  };
}

async function bargainRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vipBargains).where(eq(vipBargains.id, id));
  return row;
}

/**
 * POST /api/vip/bargain/start: the fan's open bargain, or a new one on the red list at its price,
 * open for BARGAIN_HOURS — one open at a time, under the fan's row lock.
 */
export async function startBargain(db: Database, userId: number, now: number) {
  const membership = membershipById(BARGAIN_PRODUCT_ID);
  if (!membership?.onSale) return refused(VipRefusals.productNotFound);
  const row = await db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [open] = await tx
      .select()
      .from(vipBargains)
      .where(
        and(
          eq(vipBargains.userId, userId),
          isNull(vipBargains.orderId),
          gt(vipBargains.expiresAt, new Date(now)),
        ),
      );
    if (open) return open;
    const [made] = await tx
      .insert(vipBargains)
      .values({
        userId,
        productId: membership.id,
        startPriceFen: membership.priceFen,
        floorFen: BARGAIN_FLOOR_FEN,
        priceFen: membership.priceFen,
        startedAt: new Date(now),
        expiresAt: new Date(now + BARGAIN_HOURS * HOUR_MS),
      })
      .returning();
    return made!;
  });
  return done(await bargainOf(db, row, userId, now));
}

/** GET /api/vip/bargain/mine: the fan's latest bargain. */
export async function myBargain(db: Database, userId: number, now: number) {
  const [row] = await db
    .select()
    .from(vipBargains)
    .where(eq(vipBargains.userId, userId))
    .orderBy(desc(vipBargains.startedAt), desc(vipBargains.id))
    .limit(1);
  return done({ bargain: row ? await bargainOf(db, row, userId, now) : null });
}

/** GET /api/vip/bargain/{id}. */
export async function bargainDetail(
  db: Database,
  id: number,
  viewerId: number | null,
  now: number,
) {
  const row = await bargainRow(db, id);
  if (!row) return refused(VipRefusals.bargainNotFound);
  return done(await bargainOf(db, row, viewerId, now));
}

/**
 * POST /api/vip/bargain/{id}/help: a friend's cut, in one transaction with the bargain's row locked —
 * not the starter, once per friend (the unique index decides a race), while it is open and above its
 * floor; the cut is the next of the fixed sequence (contracts/vipBargain.ts bargainCut).
 */
export async function helpBargain(
  db: Database,
  id: number,
  helperId: number,
  now: number,
): Promise<Outcome<{ cut: string; bargain: Bargain }>> {
  try {
    const { row, cutFen } = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(vipBargains)
        .where(eq(vipBargains.id, id))
        .for('update');
      if (!locked) throw new RefusedError(VipRefusals.bargainNotFound);
      if (locked.userId === helperId) throw new RefusedError(VipRefusals.bargainOwn);
      if (!isOpen(locked, now)) throw new RefusedError(VipRefusals.bargainClosed);
      const cut = bargainCut(locked.helps, locked.priceFen, locked.floorFen);
      if (cut === 0) throw new RefusedError(VipRefusals.bargainFloor);
      const [helped] = await tx
        .insert(vipBargainHelps)
        .values({ bargainId: id, helperId, cutFen: cut, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: vipBargainHelps.id });
      if (!helped) throw new RefusedError(VipRefusals.bargainHelped);
      const [updated] = await tx
        .update(vipBargains)
        .set({ priceFen: locked.priceFen - cut, helps: locked.helps + 1 })
        .where(eq(vipBargains.id, id))
        .returning();
      return { row: updated!, cutFen: cut };
    });
    return done({ cut: fenToYuan(cutFen), bargain: await bargainOf(db, row, helperId, now) });
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

/**
 * The bargain a purchase names, locked for the purchase's transaction: the fan's own, of this
 * membership, open. Its price is what the purchase charges.
 */
export async function bargainForPurchase(
  db: DbOrTx,
  bargainId: number,
  fanId: number,
  productId: number,
  now: number,
): Promise<Outcome<BargainRow>> {
  const [row] = await db
    .select()
    .from(vipBargains)
    .where(and(eq(vipBargains.id, bargainId), eq(vipBargains.userId, fanId)))
    .for('update');
  if (!row || row.productId !== productId) return refused(VipRefusals.bargainNotFound);
  if (!isOpen(row, now)) return refused(VipRefusals.bargainClosed);
  return done(row);
}

/** Marks the bargain bought by this order, once (a second purchase of it is refused). */
export async function closeBargainIn(db: DbOrTx, bargainId: number, orderId: number) {
  const [closed] = await db
    .update(vipBargains)
    .set({ orderId })
    .where(and(eq(vipBargains.id, bargainId), isNull(vipBargains.orderId)))
    .returning({ id: vipBargains.id });
  if (!closed) throw new RefusedError(VipRefusals.bargainClosed);
}
