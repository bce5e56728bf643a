import { and, desc, eq } from 'drizzle-orm';
import {
  benefitsOf,
  VIP_PAGE_SIZE,
  vipLevelName,
  type VipGift,
  type VipOrder,
  type VipProduct,
} from '../../../contracts/vip';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { discountCards, vipGifts, vipOrders } from '../../db/schema';
import { done, refused } from '../../platform/refusals';
import { giftTicketOf } from '../setMeals';
import { fullNameOf, MEMBERSHIPS, monthlyOf, type Membership } from './catalogue';
import { deliverDueGifts } from './gifts';
import type { VipOrderRow } from './queries';
import { VipRefusals } from './refusals';

/** What a membership would cost at its level's monthly price, for the days it lasts. */
function originalFen(m: Membership): number {
  const monthly = monthlyOf(m.level);
  return monthly
    ? Math.max(m.priceFen, Math.round((monthly.priceFen * m.periodDays) / 30))
    : m.priceFen;
}

export function productOf(m: Membership): VipProduct {
  return {
    id: m.id,
    level: m.level,
    name: fullNameOf(m),
    days: m.periodDays,
    price: fenToYuan(m.priceFen),
    originalPrice: fenToYuan(originalFen(m)),
    perDay: (m.priceFen / 30 / 100).toFixed(2),
    monthlySetMealCount: m.monthlySetMealCount,
    halfPriceCount: m.halfPriceCount,
    giftedDataValue: fenToYuan(m.giftedDataMemberFen),
    tag: m.tag,
  };
}

/** GET /api/vip/products: on sale, by level then length. */
export function vipProducts() {
  return done({
    list: MEMBERSHIPS.filter((m) => m.onSale)
      .sort((a, b) => a.level - b.level || a.periodDays - b.periodDays)
      .map(productOf),
  });
}

/** GET /api/vip/gpkDesc/{level}: the level's monthly gift and how many benefits it has. */
export function giftDesc(level: number) {
  const m = monthlyOf(level);
  if (!m) return refused(VipRefusals.productNotFound);
  return done({
    level,
    name: vipLevelName(level),
    monthlySetMealCount: m.monthlySetMealCount,
    halfPriceCount: m.halfPriceCount,
    giftedDataValue: fenToYuan(m.giftedDataMemberFen),
    benefitCount: benefitsOf(level).length,
  });
}

const orderOf = (row: VipOrderRow): VipOrder => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  level: row.level,
  days: row.days,
  price: fenToYuan(row.priceFen),
  periodStart: row.periodStart.getTime(),
  periodEnd: row.periodEnd.getTime(),
  createTime: row.createdAt.getTime(),
});

/** POST /api/vip/vipOrderRecord: newest first, a level's when one is named. */
export async function orderRecord(
  db: Database,
  userId: number,
  args: { pageNo: number; level: number },
) {
  const rows = await db
    .select()
    .from(vipOrders)
    .where(
      and(eq(vipOrders.userId, userId), args.level ? eq(vipOrders.level, args.level) : undefined),
    )
    .orderBy(desc(vipOrders.createdAt), desc(vipOrders.id))
    .limit(VIP_PAGE_SIZE + 1)
    .offset((args.pageNo - 1) * VIP_PAGE_SIZE);
  return done({
    list: rows.slice(0, VIP_PAGE_SIZE).map(orderOf),
    pageNo: args.pageNo,
    hasMore: rows.length > VIP_PAGE_SIZE,
  });
}

type GiftRow = typeof vipGifts.$inferSelect;

const giftOf = (row: GiftRow, now: number): VipGift => ({
  id: row.id,
  name: row.name,
  level: row.level,
  monthlySetMealCount: row.monthlyCount,
  halfPriceCount: row.halfPriceCount,
  startsAt: row.startsAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  status:
    row.startsAt.getTime() > now
      ? 'pending'
      : row.expiresAt.getTime() <= now
        ? 'expired'
        : 'active',
});

/** POST /api/vip/giftRecord: the fan's gifts, the latest month first — what is due delivered first. */
export async function giftRecord(db: Database, userId: number, pageNo: number, now: number) {
  await deliverDueGifts(db, now, userId);
  const rows = await db
    .select()
    .from(vipGifts)
    .where(eq(vipGifts.userId, userId))
    .orderBy(desc(vipGifts.startsAt), desc(vipGifts.id))
    .limit(VIP_PAGE_SIZE + 1)
    .offset((pageNo - 1) * VIP_PAGE_SIZE);
  return done({
    list: rows.slice(0, VIP_PAGE_SIZE).map((r) => giftOf(r, now)),
    pageNo,
    hasMore: rows.length > VIP_PAGE_SIZE,
  });
}

/** GET /api/vip/giftRecordDetail/{id}: the fan's own gift, its ticket and its card as they stand. */
export async function giftDetail(db: Database, userId: number, giftId: number, now: number) {
  await deliverDueGifts(db, now, userId);
  const [row] = await db
    .select()
    .from(vipGifts)
    .where(and(eq(vipGifts.id, giftId), eq(vipGifts.userId, userId)));
  if (!row) return refused(VipRefusals.giftNotFound);
  const ticket = row.ticketId === null ? null : await giftTicketOf(db, userId, row.ticketId, now);
  const [card] =
    row.discountCardId === null
      ? []
      : await db.select().from(discountCards).where(eq(discountCards.id, row.discountCardId));
  return done({
    gift: giftOf(row, now),
    ticket,
    discountCard: card
      ? {
          worth: card.worth,
          count: card.count,
          usedCount: card.usedCount,
          expiresAt: card.expiresAt.getTime(),
        }
      : null,
  });
}
