// Pins set meals (issue 34 §2) on PGlite and, under test:postgres, PostgreSQL: the packages on sale
// by scope; buying one with coins (one ticket per purchase request, 100 concurrent copies of one
// request charged once); a ticket reading interpretations under the scope rules — a jingcai ticket
// refused a fourteen-match reading with its reason, an expert-specific one another expert's, an
// expired one — each reading spending one count; two readings racing for the last count spend it
// once; a package paid directly with its notification replayed is granted once; the counts, the
// record, bad input.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMealList, ticketSchema } from '../../../contracts/setMeals';
import {
  interpretationPurchases,
  ledgerTransfers,
  setMealTickets,
  setMeals,
} from '../../../server/db/schema';
import { signNotice } from '../../../server/paymentProvider';
import { LOW_CONSUMPTION_FEN } from '../../../server/platform/commerce';
import { auditLedger, balancesOf, transfer } from '../../../server/platform/ledger';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const PAY_SECRET = 'test-pay-secret';
const RETURN_URL = 'http://localhost:80/#/set-meal-list/1';
let test: TestApp;
const { fan, expert, interpretation, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    providerNow: () => NOW,
    config: { payNotifySecret: PAY_SECRET },
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());

let requests = 0;
const requestId = () => `meal-request-${++requests}`;
const coins = async (me: Person) => (await balancesOf(test.database.db, me.id, NOW, 0)).coinFen;

/** The seeded package of a scope with this many readings (not expert-specific). */
async function meal(scope: number, lookCount: number) {
  const [row] = await test.database.db
    .select()
    .from(setMeals)
    .where(
      and(
        eq(setMeals.scope, scope),
        eq(setMeals.lookCount, lookCount),
        eq(setMeals.pkgExpertType, 1),
      ),
    );
  if (!row) throw new Error(`fixture: no ${lookCount}-reading package in scope ${scope}`);
  return row;
}

const buy = (me: Person, pkgId: number, id = requestId()) =>
  post('/api/setMeal/pay', { pkgId, requestId: id }, me);
async function bought(me: Person, pkgId: number) {
  const res = await buy(me, pkgId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { ticketId: number; balance: string } }>().data.ticketId;
}
const read = (me: Person, interId: number, offerId: number) =>
  post('/api/uc/inter/offer/pay', { interId, offerId, payType: 2 }, me);

describe('the packages on sale', () => {
  it('lists a scope’s packages with their terms, cheapest first', async () => {
    const res = await get('/api/setMeal/list/1?pageNo=1&pageSize=10');
    const page = dataOf(res, setMealList.output);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((m) => m.scope === 1)).toBe(true);
    const prices = page.list.map((m) => Number(m.totalAmount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const three = page.list.find((m) => m.lookCount === 3)!;
    expect(three).toMatchObject({
      totalAmount: '114.00',
      discountAmount: '57.00',
      discountDesc: '5折',
    });
    expect(page.servicePhone).toBeNull();
    const two = dataOf(await get('/api/setMeal/list/2'), setMealList.output);
    expect(two.list.every((m) => m.scope === 2)).toBe(true);
    for (const url of [
      '/api/setMeal/list/3',
      '/api/setMeal/list/1?pageSize=11',
      '/api/setMeal/list/1?pageNo=0',
    ])
      expect((await get(url)).statusCode).toBe(400);
  });

  it('recommends the experts who publish the most readings, with their records', async () => {
    const res = await get('/api/setMeal/expert/list');
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{ data: { list: Array<{ id: number; nickname: string }> } }>().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
  });
});

describe('buying a package with coins', () => {
  it('charges the promotional price once per request and makes one ticket', async () => {
    const pkg = await meal(1, 10);
    const me = await fan(1000);
    const before = await coins(me);
    const id = requestId();
    const first = await buy(me, pkg.id, id);
    expect(first.statusCode, first.body).toBe(200);
    const again = await buy(me, pkg.id, id);
    expect(again.json()).toEqual(first.json());
    expect(before - (await coins(me))).toBe(pkg.discountAmountFen);
    const [after] = await test.database.db.select().from(setMeals).where(eq(setMeals.id, pkg.id));
    expect(after?.buyNum).toBe(pkg.buyNum + 1);
    // Another request is another purchase: a second ticket.
    expect((await buy(me, pkg.id)).statusCode).toBe(200);
    const record = await post('/api/setMeal/record/list', { pageNo: 1 }, me);
    const tickets = record
      .json<{ data: { list: unknown[] } }>()
      .data.list.map((t) => ticketSchema.parse(t));
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toMatchObject({ lookCount: 10, usedCount: 0, status: 'valid', scope: 1 });
    expect(tickets[0]!.expiresAt - tickets[0]!.boughtAt).toBe(pkg.expireDays * 86_400_000);
    // The same request id for another package is a client's bug.
    expectRefusal(await buy(me, (await meal(1, 30)).id, id), 409, 'idempotency_conflict');
  });

  it('charges once when one purchase request arrives 100 times at once', async () => {
    const pkg = await meal(1, 3);
    const me = await fan(200);
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(me, pkg.id, id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(200_00 - (await coins(me))).toBe(pkg.discountAmountFen);
    const rows = await test.database.db
      .select({ id: setMealTickets.id })
      .from(setMealTickets)
      .where(eq(setMealTickets.userId, me.id));
    expect(rows).toHaveLength(1);
    expect((await auditLedger(test.database.db)).problems).toEqual([]);
  });

  it('refuses a short balance with the spec’s code, and a package that is not on sale', async () => {
    const pkg = await meal(1, 10);
    expectRefusal(await buy(await fan(1), pkg.id), 409, ' wallet.not.enough');
    expectRefusal(await buy(await fan(1000), 99_999), 404, 'set_meal_not_found');
    expectRefusal(
      await post('/api/setMeal/pay', { pkgId: pkg.id, requestId: 'short' }, await fan(1000)),
      400,
      'bad_request',
    );
  });
});

describe('who may buy a package', () => {
  it('is a low-consumption fan only: one who spent the threshold in 30 days is refused', async () => {
    const pkg = await meal(1, 10);
    const me = await fan(LOW_CONSUMPTION_FEN / 100 + 1000);
    const spent = await transfer(
      test.database.db,
      {
        key: `meal-test-spend-${me.id}`,
        kind: 'purchase',
        memo: '购买方案',
        from: { user: me.id, kind: 'coin' },
        to: { house: 'sales' },
        amountFen: LOW_CONSUMPTION_FEN,
      },
      NOW - 86_400_000,
    );
    expect(spent.ok).toBe(true);
    const before = await coins(me);
    expectRefusal(await buy(me, pkg.id), 403, 'set_meal_not_low', '当前账户暂不能购买套餐');
    expect(await coins(me)).toBe(before);
  });
});

describe('reading with a ticket', () => {
  it('spends a count per reading, refuses a fourteen-match reading to a jingcai ticket with its reason', async () => {
    const owner = await expert();
    const [a, b] = [
      await interpretation(owner.expertId, { price: 28 }),
      await interpretation(owner.expertId, { price: 28 }),
    ];
    const lottery = await interpretation(owner.expertId, { price: 28, type: 3 });
    const me = await fan(1000);
    const ticket = await bought(me, (await meal(1, 3)).id);
    const coinsBefore = await coins(me);
    const first = await read(me, a, ticket);
    expect(first.json()).toMatchObject({ data: { interpretationId: a, left: 2 } });
    // Reading the same one again spends nothing.
    expect((await read(me, a, ticket)).json()).toMatchObject({ data: { left: 2 } });
    expect((await read(me, b, ticket)).json()).toMatchObject({ data: { left: 1 } });
    expectRefusal(
      await read(me, lottery, ticket),
      409,
      'set_meal_ticket_refused',
      '竞彩足篮套餐不能查看十四场、任九解读',
    );
    expect(await coins(me)).toBe(coinsBefore);
    const detail = await get(`/api/interpretation/look/${a}`, me);
    expect(detail.json<{ data: { unlocked: boolean } }>().data.unlocked).toBe(true);
    const count = (await get('/api/setMeal/new/count', me)).json<{ data: unknown }>().data;
    expect(count).toMatchObject({
      jcResult: { sum: 1 },
      sfcResult: { sum: 0 },
      discountCardNum: 0,
      discountCardWorth: 10,
    });
    const choices = await get(`/api/uc/inter/setMeal?interId=${lottery}&raceType=1`, me);
    expect(
      choices.json<{ data: { list: Array<{ reasons: string[] }> } }>().data.list[0]?.reasons,
    ).toEqual(['竞彩足篮套餐不能查看十四场、任九解读']);
    // A fourteen-match ticket reads it, and only it.
    const old = await bought(me, (await meal(2, 3)).id);
    expect((await read(me, lottery, old)).statusCode).toBe(200);
    expectRefusal(
      await read(me, await interpretation(owner.expertId, { price: 28 }), old),
      409,
      'set_meal_ticket_refused',
      '十四场套餐只能查看十四场、任九解读',
    );
  });

  it('spends the last count once when two readings race for it', async () => {
    const owner = await expert();
    const readings = [];
    for (let i = 0; i < 4; i++) readings.push(await interpretation(owner.expertId, { price: 18 }));
    const me = await fan(1000);
    const ticket = await bought(me, (await meal(1, 3)).id);
    for (const id of readings.slice(0, 2))
      expect((await read(me, id, ticket)).statusCode).toBe(200);
    const race = await Promise.all(readings.slice(2).map((id) => read(me, id, ticket)));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = race.find((r) => r.statusCode === 409)!;
    expectRefusal(loser, 409, 'set_meal_ticket_refused', '套餐次数已用完');
    const [row] = await test.database.db
      .select()
      .from(setMealTickets)
      .where(eq(setMealTickets.id, ticket));
    expect(row?.usedCount).toBe(3);
    const paid = await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(interpretationPurchases)
      .where(eq(interpretationPurchases.ticketId, ticket));
    expect(paid[0]?.n).toBe(3);
  });

  it('refuses an expired ticket, another expert’s reading on an expert-specific one, another fan’s ticket', async () => {
    const owner = await expert();
    const reading = await interpretation(owner.expertId, { price: 18 });
    const me = await fan(2000);
    const ticket = await bought(me, (await meal(1, 10)).id);
    await test.database.db
      .update(setMealTickets)
      .set({ expiresAt: new Date(NOW - 1) })
      .where(eq(setMealTickets.id, ticket));
    expectRefusal(await read(me, reading, ticket), 409, 'set_meal_ticket_refused', '套餐已过期');
    const [special] = await test.database.db
      .select()
      .from(setMeals)
      .where(eq(setMeals.pkgExpertType, 2));
    const mine = await bought(me, special!.id);
    expectRefusal(
      await read(me, reading, mine),
      409,
      'set_meal_ticket_refused',
      '专家专属套餐只能查看该专家的解读',
    );
    expectRefusal(await read(await fan(), reading, mine), 404, 'set_meal_ticket_not_found');
    // payType 3 names a coupon: a ticket's id is none of the fan's coupons.
    expectRefusal(
      await post('/api/uc/inter/offer/pay', { interId: reading, offerId: mine, payType: 3 }, me),
      404,
      'coupon_not_found',
    );
    for (const body of [
      { interId: 'x', offerId: 1, payType: 2 },
      { interId: reading, offerId: 1, payType: 4 },
      {},
    ])
      expectRefusal(await post('/api/uc/inter/offer/pay', body, me), 400, 'bad_request');
  });
});

describe('a package paid directly', () => {
  it('is granted once however often the paid notification arrives', async () => {
    const pkg = await meal(1, 10);
    const me = await fan();
    const id = requestId();
    const opened = await test.app.inject({
      method: 'POST',
      url: '/api/pay/preDualSetMealPay',
      headers: { authorization: `Bearer ${me.token}`, host: 'localhost:80' },
      payload: { chargeWay: 3, planId: pkg.id, from: 'main', returnUrl: RETURN_URL, requestId: id },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { id: orderId, key } = opened.json<{ data: { id: number; key: string } }>().data;
    const notice = {
      orderId,
      tradeNo: key.split('/').pop()!,
      amountFen: pkg.discountAmountFen,
      result: 'paid' as const,
    };
    const sign = signNotice(notice, PAY_SECRET);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        test.app.inject({ method: 'POST', url: '/api/pay/notify', payload: { ...notice, sign } }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // A replay a while later changes nothing either.
    await test.app.inject({ method: 'POST', url: '/api/pay/notify', payload: { ...notice, sign } });
    const tickets = await test.database.db
      .select()
      .from(setMealTickets)
      .where(eq(setMealTickets.userId, me.id));
    expect(tickets).toHaveLength(1);
    expect(await coins(me)).toBe(0);
    const charged = await test.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `setMeal:${pkg.id}:buyer:${me.id}:${id}`));
    expect(charged).toHaveLength(1);
    const status = await test.app.inject({
      method: 'GET',
      url: `/api/check/pay/status?id=${orderId}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(status.json<{ data: { status: number } }>().data.status).toBe(2);
    expect((await auditLedger(test.database.db)).problems).toEqual([]);
  });
});
