// Pins issue 33 §1: the commerce core (server/platform/commerce) sells anything registered with it.
// A second sellable — a chat sticker pack that exists only in this file, with a table of its own —
// is added without touching payments: bought with coins through the core's one purchase path, and
// paid directly through payments' own order, provider notification and status, exactly once under
// retries and races, with the ledger's audit holding after each.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAY_STATUS } from '../../../contracts/wallet/charge';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import type { DbOrTx } from '../../../server/db/database';
import { insertUser } from '../../../server/features/account/session/users';
import { openDirectPay, orderStatus } from '../../../server/features/wallet/charge';
import { planSellable } from '../../../server/features/plans';
import { PROVIDER_TIMINGS } from '../../../server/paymentProvider';
import {
  buyWithCoins,
  registerSellable,
  sellableOf,
  type Sellable,
} from '../../../server/platform/commerce';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { done, refused } from '../../../server/platform/refusals';
import { grant } from '../../kit/grant';
import { simulatorOf, startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const PACK_PRICE_FEN = 600;
const STICKER_PLAY_TYPE = 99;
const RETURN_URL = 'http://localhost:80/#/pay-result';
let test: TestApp;
let providerNow = NOW;
let serial = 0;

interface PackRef {
  packId: number;
}

const soldTo = async (db: DbOrTx, fanId: number, packId: number) => {
  const rows: unknown = await db.execute(
    sql`select transfer_id::int as "transferId" from sticker_sales where fan_id = ${fanId} and pack_id = ${packId}`,
  );
  return (rows as { rows: Array<{ transferId: number }> }).rows[0]?.transferId;
};

/** The whole of the second product: what it is, what it costs, how a sale is kept. */
const stickerPack: Sellable<PackRef> = {
  purpose: 'sticker_pack',
  noun: '表情包',
  directPay: { playType: STICKER_PLAY_TYPE, refOf: ({ planId }) => ({ packId: planId }) },
  refText: ({ packId }) => String(packId),
  refOf: (text) => (/^[1-9]\d{0,5}$/.test(text) ? { packId: Number(text) } : null),
  async quote(db, fanId, { packId }) {
    if (packId !== 1) return refused({ status: 404, code: 'no_pack', msg: '表情包不存在' });
    if (await soldTo(db, fanId, packId))
      return done({
        owned: true,
        ownedRefusal: { status: 409, code: 'pack_owned', msg: '已拥有该表情包' },
      });
    return done({
      owned: false,
      offer: {
        priceFen: PACK_PRICE_FEN,
        ways: { coins: null, directPay: null, coupon: null, discountCard: null },
        key: `sticker:${packId}:fan:${fanId}`,
        memo: `购买表情包 ${packId}`,
        reference: `sticker:${packId}`,
        held: false,
        expert: null,
      },
    });
  },
  async fulfil(tx, { ref, fanId, transferId }) {
    await tx.execute(
      sql`insert into sticker_sales (fan_id, pack_id, transfer_id) values (${fanId}, ${ref.packId}, ${transferId})`,
    );
  },
  boughtBy: (db, fanId, { packId }) => soldTo(db, fanId, packId),
  orderDetail: () => Promise.resolve({}),
};

beforeAll(async () => {
  test = await startTestApp({ now: NOW, providerNow: () => providerNow });
  await test.database.db.execute(sql`
    create table sticker_sales (
      fan_id integer not null,
      pack_id integer not null,
      transfer_id bigint not null,
      primary key (fan_id, pack_id)
    )`);
  registerSellable(stickerPack);
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function fan(yuan = 0) {
  const id = await insertUser(test.database.db, { account: `sticker_fan_${++serial}` });
  if (!id) throw new Error('no user');
  if (yuan > 0) await grant(test.database.db, id, 'coin', yuan, NOW);
  return id;
}
const coins = async (id: number) => (await balancesOf(test.database.db, id, NOW, 0)).coinFen;
const buy = (id: number, packId = 1) =>
  buyWithCoins(test.database.db, stickerPack, { packId }, id, NOW);
/** preDualPay for the pack, as payments' own route opens it. */
const payDirectly = (fanId: number) =>
  openDirectPay(
    test.database.db,
    simulatorOf(test.app),
    {
      userId: fanId,
      playType: STICKER_PLAY_TYPE,
      planId: 1,
      planNo: '1',
      chargeWay: 3,
      channel: 'main',
      returnUrl: RETURN_URL,
      appOrigins: ['http://localhost'],
    },
    NOW,
  );
const sales = async () => {
  const rows: unknown = await test.database.db.execute(
    sql`select count(*)::int as n from sticker_sales`,
  );
  return (rows as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
};

describe('a second sellable, registered beside the plan', () => {
  it('is found by its purpose, and no other sellable may take the purpose or the playType', () => {
    expect(sellableOf('sticker_pack')).toBe(stickerPack);
    // The same sellable again (another app in the process) changes nothing.
    expect(() => registerSellable(stickerPack)).not.toThrow();
    expect(() => registerSellable({ ...stickerPack })).toThrow(/sticker_pack/);
    expect(() => registerSellable({ ...planSellable, purpose: 'another' })).toThrow(/playType 1/);
    expect(() => registerSellable({ ...stickerPack, purpose: 'top_up' })).toThrow(/top_up/);
  });

  it('is bought with coins once, whatever the races and retries', async () => {
    const me = await fan(10);
    const before = await sales();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(me)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.ok && a.data === 'bought')).toHaveLength(1);
    expect(await coins(me)).toBe(1000 - PACK_PRICE_FEN);
    expect(await sales()).toBe(before + 1);
    expect(await buy(me)).toEqual({ ok: true, data: 'owned' });
    expect(await coins(me)).toBe(1000 - PACK_PRICE_FEN);
  });

  it('refuses what its quote refuses, and a balance that does not cover it, charging nothing', async () => {
    const me = await fan(5);
    const missing = await buy(me, 2);
    expect(missing).toMatchObject({ ok: false, refusal: { code: 'no_pack', msg: '表情包不存在' } });
    const short = await buy(me);
    expect(short).toMatchObject({ ok: false, refusal: { code: WALLET_NOT_ENOUGH } });
    expect(await coins(me)).toBe(500);
  });

  it('is paid directly through payments’ own order, notification and status, once', async () => {
    const me = await fan();
    const before = await sales();
    const opened = await payDirectly(me);
    if (!opened.ok) throw new Error(opened.refusal.msg);
    const cashier = await test.app.inject({ method: 'GET', url: opened.data.key });
    expect(cashier.body).toContain('购买表情包 1');
    // The payer pays; the provider sends its notification twice.
    await test.app.inject({
      method: 'POST',
      url: opened.data.key,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ choice: 'pay', plan: 'twice' }).toString(),
    });
    expect(await simulatorOf(test.app).deliverDue()).toMatchObject({ acknowledged: 1 });
    providerNow += PROVIDER_TIMINGS.secondCopyMs;
    expect(await simulatorOf(test.app).deliverDue()).toMatchObject({ acknowledged: 1 });
    expect(await orderStatus(test.database.db, me, opened.data.id, NOW)).toEqual({
      ok: true,
      data: { status: PAY_STATUS.paid, coins: '6.00', amount: '6.00' },
    });
    // The money arrived as coins and bought the pack: net zero, one sale.
    expect(await coins(me)).toBe(0);
    expect(await sales()).toBe(before + 1);
    expect(await soldTo(test.database.db, me, 1)).toBeGreaterThan(0);
    // Theirs now: paying directly again is refused with the pack's own words.
    const again = await payDirectly(me);
    expect(again).toMatchObject({ ok: false, refusal: { code: 'pack_owned' } });
  });
});
