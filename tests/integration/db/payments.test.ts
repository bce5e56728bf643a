// Pins issue 18 §2 on the server: a provider's notification is verified by its
// signature and applied exactly once — 10 copies, concurrent or one after another, credit the coins
// once; a forged one or one for another amount credits nothing; a failure after success changes
// nothing; the pay status is the owner's only. The ledger's audit holds after each. PGlite, or
// PostgreSQL under with-postgres.sh.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { coupons, ledgerTransfers, users } from '../../../server/db/schema';
import {
  applyNotice,
  openOrder,
  orderStatus,
  ORDER_STATUS,
} from '../../../server/features/wallet/charge';
import { signNotice, type PayNotice } from '../../../server/paymentProvider';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { testDatabase } from '../../kit/testDatabase';

const SECRET = 'test-pay-secret';
const NOW = Date.parse('2026-11-25T20:00:00+08:00');
let opened: OpenedDatabase;
let db: Database;
let n = 0;

beforeAll(async () => {
  opened = await testDatabase();
  db = opened.db;
});
afterAll(() => opened.close());
afterEach(async () => {
  expect(await auditLedger(db)).toEqual({ ok: true, problems: [] });
});

async function fanWithOrder(amountFen = 5_000, couponId: number | null = null, userId?: number) {
  userId ??= await newFan();
  const orderId = await openOrder(
    db,
    {
      userId,
      purpose: 'top_up',
      amountFen,
      coinFen: amountFen,
      chargeWay: 3,
      returnUrl: 'http://app/#/userChargeFinish',
      couponId,
    },
    NOW,
  );
  return { userId, orderId };
}

async function newFan() {
  const [user] = await db
    .insert(users)
    .values({ account: `pay_${++n}_${Date.now().toString(36)}` })
    .returning({ id: users.id });
  return user!.id;
}

async function bonusCoupon(userId: number, worthFen: number) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      userId,
      couponType: 2,
      type: 2,
      worthFen,
      useConditionFen: 5_000,
      validStartTime: new Date(NOW - 86_400_000),
      validEndTime: new Date(NOW + 86_400_000),
    })
    .returning({ id: coupons.id });
  return coupon!.id;
}

const paid = (orderId: number, amountFen = 5_000): PayNotice => ({
  orderId,
  tradeNo: String(orderId).padStart(32, 'a'),
  amountFen,
  result: 'paid',
});
const send = (notice: PayNotice, signature = signNotice(notice, SECRET)) =>
  applyNotice(db, notice, signature, SECRET, NOW);
const coins = async (userId: number) => (await balancesOf(db, userId, NOW, 0)).coinFen;
const topUps = async (orderId: number) =>
  db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `pay:${orderId}`));

describe('a provider’s notification', () => {
  it('credits a paid order once, whether 10 copies come one after another or together', async () => {
    const one = await fanWithOrder();
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push(await send(paid(one.orderId)));
    expect(outcomes.map((o) => o.ok && o.data)).toEqual([
      'credited',
      ...Array.from({ length: 9 }, () => 'already'),
    ]);
    expect(await coins(one.userId)).toBe(5_000);

    const other = await fanWithOrder();
    const together = await Promise.all(Array.from({ length: 10 }, () => send(paid(other.orderId))));
    expect(together.filter((o) => o.ok && o.data === 'credited')).toHaveLength(1);
    expect(await coins(other.userId)).toBe(5_000);
    expect(await topUps(other.orderId)).toHaveLength(1);
    expect(await orderStatus(db, other.userId, other.orderId, NOW)).toEqual({
      ok: true,
      data: { status: ORDER_STATUS.paid, coins: '50.00', amount: '50.00' },
    });
  });

  it('credits nothing when forged, or for another amount', async () => {
    const { userId, orderId } = await fanWithOrder();
    expect(await send(paid(orderId), 'ab'.repeat(32))).toMatchObject({
      ok: false,
      refusal: { code: 'bad_signature' },
    });
    // Signed with another secret.
    const notice = paid(orderId);
    expect(
      await applyNotice(db, notice, signNotice(notice, 'not-the-secret'), SECRET, NOW),
    ).toMatchObject({ ok: false, refusal: { code: 'bad_signature' } });
    expect(await send(paid(orderId, 1))).toMatchObject({
      ok: false,
      refusal: { code: 'amount_mismatch' },
    });
    expect(await coins(userId)).toBe(0);
    expect(await orderStatus(db, userId, orderId, NOW)).toMatchObject({
      ok: true,
      data: { status: ORDER_STATUS.awaiting },
    });
  });

  it('changes nothing with a failure after success; a failure first ends the order', async () => {
    const a = await fanWithOrder();
    await send(paid(a.orderId));
    expect(await send({ ...paid(a.orderId), result: 'failed' })).toEqual({
      ok: true,
      data: 'already',
    });
    expect(await coins(a.userId)).toBe(5_000);

    const b = await fanWithOrder();
    expect(await send({ ...paid(b.orderId), result: 'failed' })).toEqual({
      ok: true,
      data: 'failed',
    });
    expect(await send(paid(b.orderId))).toEqual({ ok: true, data: 'ignored' });
    expect(await coins(b.userId)).toBe(0);
  });

  it('refuses an order that does not exist, and shows an order to its owner only', async () => {
    const { orderId } = await fanWithOrder();
    const stranger = await fanWithOrder();
    expect(await send(paid(999_999))).toMatchObject({
      ok: false,
      refusal: { code: 'order_not_found' },
    });
    expect(await orderStatus(db, stranger.userId, orderId, NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'order_not_found' },
    });
  });

  it('ends an order closed by the provider as cancelled, and credits nothing after', async () => {
    const { userId, orderId } = await fanWithOrder();
    expect(await send({ ...paid(orderId), result: 'closed' })).toEqual({
      ok: true,
      data: 'cancelled',
    });
    expect(await send(paid(orderId))).toEqual({ ok: true, data: 'ignored' });
    expect(await orderStatus(db, userId, orderId, NOW)).toMatchObject({
      data: { status: ORDER_STATUS.cancelled },
    });
    expect(await coins(userId)).toBe(0);
  });

  it('adds a top-up bonus coupon once: the second paid order with it gets none', async () => {
    const userId = await newFan();
    const couponId = await bonusCoupon(userId, 1_000);
    const first = await fanWithOrder(5_000, couponId, userId);
    const second = await fanWithOrder(5_000, couponId, userId);
    await Promise.all([send(paid(first.orderId)), send(paid(second.orderId))]);
    await send(paid(first.orderId));
    expect(await coins(userId)).toBe(11_000);
    const statuses = await Promise.all(
      [first, second].map(async (o) => (await orderStatus(db, userId, o.orderId, NOW)).ok),
    );
    expect(statuses).toEqual([true, true]);
    const credited = [
      await orderStatus(db, userId, first.orderId, NOW),
      await orderStatus(db, userId, second.orderId, NOW),
    ].map((o) => (o.ok ? o.data.coins : ''));
    expect(credited.sort()).toEqual(['50.00', '60.00']);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon?.usedAt).not.toBeNull();
  });
});
