// Pins issue 18 §1, the ledger: append-only transfers with two entries each, idempotency keys (the
// same request replays, another is refused), balances that the database keeps from going below
// zero, reward coins that are spent first and lapse with an entry of their own, pending transfers
// that post or void exactly once, and exactly one winner among 100 concurrent spends. The audit
// (every balance the sum of its entries) runs after every scenario. PGlite, or PostgreSQL under
// with-postgres.sh.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { ledgerEntries, ledgerTransfers, users } from '../../../server/db/schema';
import {
  auditLedger,
  balancesOf,
  settlePending,
  transfer,
  type TransferRequest,
} from '../../../server/platform/ledger';
import { testDatabase } from '../../kit/testDatabase';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-25T12:00:00+08:00');
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

async function newUser(): Promise<number> {
  n += 1;
  const [row] = await db
    .insert(users)
    .values({ account: `ledger_${n}_${Date.now().toString(36)}` })
    .returning({ id: users.id });
  return row!.id;
}

const coinsOf = async (userId: number, now = T0) => (await balancesOf(db, userId, now, 0)).coinFen;

const topUp = (userId: number, fen: number, key = `top_up:${userId}:${fen}:${n}`) =>
  transfer(
    db,
    {
      key,
      kind: 'top_up',
      memo: '充值',
      from: { house: 'gateway' },
      to: { user: userId, kind: 'coin' },
      amountFen: fen,
    },
    T0,
  );

const spend = (userId: number, fen: number, key: string, extra: Partial<TransferRequest> = {}) =>
  transfer(
    db,
    {
      key,
      kind: 'purchase',
      memo: '购买方案',
      from: { user: userId, kind: 'coin' },
      to: { house: 'sales' },
      amountFen: fen,
      ...extra,
    },
    T0,
  );

describe('a transfer', () => {
  it('moves coins with two entries and an exact balance', async () => {
    const fan = await newUser();
    expect((await topUp(fan, 10_000)).ok).toBe(true);
    expect((await spend(fan, 2_550, `buy:${fan}:1`)).ok).toBe(true);
    expect(await coinsOf(fan)).toBe(7_450);
  });

  it('answers the first result to a retry, and refuses the key for another request', async () => {
    const fan = await newUser();
    await topUp(fan, 5_000);
    const first = await spend(fan, 1_000, `buy:${fan}:retry`);
    const again = await spend(fan, 1_000, `buy:${fan}:retry`);
    expect(first).toMatchObject({ ok: true, data: { replayed: false } });
    expect(again).toMatchObject({ ok: true, data: { replayed: true } });
    expect(first.ok && again.ok && again.data.transferId === first.data.transferId).toBe(true);
    const other = await spend(fan, 2_000, `buy:${fan}:retry`);
    expect(other).toMatchObject({ ok: false, refusal: { code: 'idempotency_conflict' } });
    expect(await coinsOf(fan)).toBe(4_000);
  });

  it('refuses a spend the balance does not cover with the spec’s balance error, moving nothing', async () => {
    const fan = await newUser();
    await topUp(fan, 500);
    const short = await spend(fan, 800, `buy:${fan}:short`);
    expect(short).toMatchObject({
      ok: false,
      refusal: { code: WALLET_NOT_ENOUGH, msg: '订单需要8金币，余额不足，请先购买金币' },
    });
    expect(await coinsOf(fan)).toBe(500);
    const [row] = await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `buy:${fan}:short`));
    expect(row).toBeUndefined();
  });

  it('refuses amounts that are not positive whole fen', async () => {
    const fan = await newUser();
    for (const amountFen of [0, -5, 1.5, Number.NaN])
      expect(await spend(fan, amountFen, `buy:${fan}:bad:${amountFen}`)).toMatchObject({
        ok: false,
        refusal: { code: 'bad_amount' },
      });
  });
});

describe('the database itself', () => {
  it('keeps a user’s balance from going below zero, whatever the code does', async () => {
    const fan = await newUser();
    await topUp(fan, 100);
    await expect(
      db.execute(
        sql`update ledger_accounts set balance_fen = -1 where user_id = ${fan} and kind = 'coin'`,
      ),
    ).rejects.toThrow();
    expect(await coinsOf(fan)).toBe(100);
  });

  it('never updates nor deletes a transfer or an entry', async () => {
    const fan = await newUser();
    await topUp(fan, 100);
    // drizzle wraps the database's error: the trigger's words are in its cause.
    const why = (work: Promise<unknown>) =>
      work.then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await why(db.update(ledgerEntries).set({ amountFen: 1 }))).toMatch(/append-only/);
    expect(await why(db.delete(ledgerTransfers))).toMatch(/append-only/);
  });
});

describe('reward coins', () => {
  it('are spent before top-up coins, and what is left lapses after 7 days with its own entry', async () => {
    const fan = await newUser();
    await topUp(fan, 10_000);
    const reward = await transfer(
      db,
      {
        key: `reward:${fan}`,
        kind: 'reward',
        memo: '进球红包雨奖励',
        from: { house: 'rewards' },
        to: { user: fan, kind: 'coin' },
        amountFen: 800,
        validUntil: T0 + 7 * DAY,
      },
      T0,
    );
    expect(reward.ok).toBe(true);
    await spend(fan, 300, `buy:${fan}:reward-first`);
    expect(await coinsOf(fan, T0 + 7 * DAY - 1)).toBe(10_500);
    // The reward lot had 500 left: those lapse, the top-up's 10 000 stay.
    expect(await coinsOf(fan, T0 + 7 * DAY)).toBe(10_000);
    const expiries = await db
      .select({ amountFen: ledgerTransfers.amountFen, memo: ledgerTransfers.memo })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'expiry'));
    expect(expiries).toContainEqual({ amountFen: 500, memo: '奖励金币过期' });
  });
});

describe('a pending transfer', () => {
  it('is held, then posted exactly once; voiding it afterwards is refused', async () => {
    const fan = await newUser();
    await topUp(fan, 1_000);
    expect((await spend(fan, 600, `plan:${fan}:1`, { pending: true })).ok).toBe(true);
    expect(await coinsOf(fan)).toBe(400);
    const posted = await settlePending(db, `plan:${fan}:1`, 'post', '方案结算', T0);
    const again = await settlePending(db, `plan:${fan}:1`, 'post', '方案结算', T0);
    expect(posted).toMatchObject({ ok: true, data: { replayed: false } });
    expect(again).toMatchObject({ ok: true, data: { replayed: true } });
    expect(await settlePending(db, `plan:${fan}:1`, 'void', '不中退款', T0)).toMatchObject({
      ok: false,
      refusal: { code: 'transfer_not_pending' },
    });
    expect(await coinsOf(fan)).toBe(400);
  });

  it('voided, gives the coins back into the lots they came from, lapse time included', async () => {
    const fan = await newUser();
    await transfer(
      db,
      {
        key: `reward:${fan}:void`,
        kind: 'reward',
        memo: '进球红包雨奖励',
        from: { house: 'rewards' },
        to: { user: fan, kind: 'coin' },
        amountFen: 700,
        validUntil: T0 + DAY,
      },
      T0,
    );
    await spend(fan, 700, `plan:${fan}:void`, { pending: true });
    expect(await coinsOf(fan)).toBe(0);
    expect((await settlePending(db, `plan:${fan}:void`, 'void', '不中退款', T0)).ok).toBe(true);
    expect(await coinsOf(fan)).toBe(700);
    // Still reward coins: they lapse when the reward would have.
    expect(await coinsOf(fan, T0 + DAY)).toBe(0);
  });

  it('cannot be settled when it does not exist or was never pending', async () => {
    const fan = await newUser();
    await topUp(fan, 100, `top_up:${fan}:plain`);
    for (const key of ['nothing:here', `top_up:${fan}:plain`])
      expect(await settlePending(db, key, 'post', '结算', T0)).toMatchObject({
        ok: false,
        refusal: { code: 'transfer_not_pending' },
      });
  });
});

describe('under concurrency', () => {
  it('lets exactly one of 100 concurrent spends through when the balance covers one', async () => {
    const fan = await newUser();
    await topUp(fan, 1_000);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => spend(fan, 1_000, `race:${fan}:${i}`)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(99);
    for (const o of refused) expect(o).toMatchObject({ refusal: { code: WALLET_NOT_ENOUGH } });
    expect(await coinsOf(fan)).toBe(0);
  });

  it('moves once for 20 concurrent requests with the same key', async () => {
    const fan = await newUser();
    await topUp(fan, 5_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => spend(fan, 1_000, `same:${fan}`)),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.filter((o) => o.ok && !o.data.replayed)).toHaveLength(1);
    expect(await coinsOf(fan)).toBe(4_000);
  });

  it('settles a pending transfer once when posts and voids race', async () => {
    const fan = await newUser();
    await topUp(fan, 1_000);
    await spend(fan, 1_000, `plan:${fan}:race`, { pending: true });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settlePending(db, `plan:${fan}:race`, i % 2 ? 'post' : 'void', '结算', T0),
      ),
    );
    const firsts = outcomes.filter((o) => o.ok && !o.data.replayed);
    expect(firsts).toHaveLength(1);
    const balance = await coinsOf(fan);
    expect([0, 1_000]).toContain(balance);
  });
});
