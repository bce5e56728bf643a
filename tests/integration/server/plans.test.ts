// Pins the first slice of issue 19 with issue 18's "spends": the plan page's call shows the paid
// pick to its buyers, its expert and everyone when free, and a teaser otherwise; buying with coins
// goes through the ledger — a short balance is the spec's ' wallet.not.enough' dialog, a repeated or
// concurrent purchase by one fan charges once, many fans at once are each charged once and counted,
// a no-win-refund plan's coins are held for its settlement, sales close at kick-off, nobody buys
// their own plan. The ledger's audit holds after each.
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planDetailSchema, type PlanDetail } from '../../../contracts/plans';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import { experts, ledgerTransfers, matches, planPurchases, plans } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { purchaseKey } from '../../../server/features/plans';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { grant } from '../../kit/grant';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function fan(coins = 0) {
  const id = await insertUser(test.database.db, { account: `plan_fan_${++serial}` });
  if (!id) throw new Error('no user');
  if (coins > 0) await grant(test.database.db, id, 'coin', coins, NOW);
  return { id, token: await openSession(test.database.db, id) };
}
type Fan = Awaited<ReturnType<typeof fan>>;

/**
 * A published plan on a match not yet started, priced, with or without no-win-refund (null: either),
 * and meeting `also` when given.
 */
async function planOnSale(refundIfLost: boolean | null, skip = 0, also?: SQL) {
  const rows = await test.database.db
    .select({
      id: plans.id,
      priceFen: plans.priceFen,
      lookCount: plans.lookCount,
      planNo: plans.planNo,
      content: plans.content,
    })
    .from(plans)
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .where(
      and(
        eq(matches.status, 0),
        gt(matches.matchTime, new Date(NOW + 3_600_000)),
        gt(plans.priceFen, 0),
        refundIfLost === null ? undefined : eq(plans.refundIfLost, refundIfLost),
        sql`${plans.publishedAt} <= ${new Date(NOW).toISOString()}`,
        also,
      ),
    )
    .orderBy(asc(plans.id))
    .offset(skip)
    .limit(1);
  if (!rows[0]) throw new Error('fixture: no plan on sale');
  return rows[0];
}

const detail = async (id: number, who?: Fan): Promise<PlanDetail> => {
  const res = await test.app.inject({
    method: 'GET',
    url: `/api/plan/detail/${id}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return planDetailSchema.parse(res.json<{ data: unknown }>().data);
};

const pay = (id: number, who: Fan) =>
  test.app.inject({
    method: 'POST',
    url: `/api/plan/pay/${id}`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: {},
  });

const coins = async (who: Fan) => (await balancesOf(test.database.db, who.id, NOW, 0)).coinFen;

describe('the plan page', () => {
  it('shows a teaser to a visitor and to a fan who has not bought it, and 404 for none', async () => {
    const plan = await planOnSale(false);
    const asVisitor = await detail(plan.id);
    expect(asVisitor).toMatchObject({ unlocked: false, content: null, onSale: true });
    expect(asVisitor.price).toBe((plan.priceFen / 100).toFixed(2));
    expect(asVisitor.match.homeName).not.toBe('');
    expect(asVisitor.expert.nickname).not.toBe('');
    expect((await detail(plan.id, await fan())).content).toBeNull();
    expectRefusal(
      await test.app.inject({ method: 'GET', url: '/api/plan/detail/99999999' }),
      404,
      'plan_not_found',
    );
  });
});

describe('a plan of several picks', () => {
  // Issue 31 item 13: the page says how a multi-pick plan settles before purchase, so the detail
  // tells everyone how many picks there are — and nothing of which they are until unlocked.
  it('tells a fan who has not bought it how many picks it holds, and none of the picks', async () => {
    // The content format separates picks with '~'.
    const row = await planOnSale(null, 0, sql`${plans.content} like '%~%'`);
    const segments = row.content.split('~');
    expect(segments).toHaveLength(2);
    const res = await test.app.inject({ method: 'GET', url: `/api/plan/detail/${row.id}` });
    const body = res.json<{ data: Record<string, unknown> }>().data;
    const locked = planDetailSchema.parse(body);
    expect(locked).toMatchObject({ unlocked: false, content: null, pickCount: 2 });
    // No field of the answer carries a pick: neither a segment nor a game id of the content.
    const raw = JSON.stringify(body);
    for (const segment of segments) {
      expect(raw).not.toContain(segment);
      expect(raw).not.toContain(segment.slice(0, segment.indexOf('}') + 1));
    }
    // Not bought here: the other tests count the purchases of the plans on sale.
    expect(await detail(row.id, await fan(1_000))).toMatchObject({
      unlocked: false,
      content: null,
      pickCount: 2,
    });
  });
});

describe('buying a plan with coins', () => {
  it('refuses a short balance with the balance dialog, then unlocks the pick once paid', async () => {
    const plan = await planOnSale(false);
    const poor = await fan();
    const short = await pay(plan.id, poor);
    expectRefusal(short, 409, WALLET_NOT_ENOUGH);
    expect(short.json<{ msg: string }>().msg).toMatch(
      /^订单需要[\d.]+金币，余额不足，请先购买金币$/,
    );
    const me = await fan(1_000);
    const res = await pay(plan.id, me);
    expect(res.statusCode, res.body).toBe(200);
    const left = 100_000 - plan.priceFen;
    expect(res.json<{ data: unknown }>().data).toEqual({
      planId: plan.id,
      balance: (left / 100).toFixed(2),
    });
    const unlocked = await detail(plan.id, me);
    expect(unlocked.unlocked).toBe(true);
    expect(unlocked.content).not.toBeNull();
    const lines = await test.app.inject({
      method: 'GET',
      url: '/api/user/queryHuoyanWalletList/7/1',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(
      lines.json<{ data: { list: Array<{ title: string; amount: string }> } }>().data.list[0],
    ).toEqual(
      expect.objectContaining({
        title: `购买方案 ${plan.planNo}`,
        amount: `-${(plan.priceFen / 100).toFixed(2)}`,
      }),
    );
  });

  it('charges one fan once for 100 purchases at once, and each of 100 fans once', async () => {
    const plan = await planOnSale(false, 1);
    const me = await fan(1_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(plan.id, me)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await coins(me)).toBe(100_000 - plan.priceFen);
    const crowd = await Promise.all(Array.from({ length: 100 }, () => fan(1_000)));
    const bought = await Promise.all(crowd.map((f) => pay(plan.id, f)));
    expect(bought.every((a) => a.statusCode === 200)).toBe(true);
    for (const f of crowd) expect(await coins(f)).toBe(100_000 - plan.priceFen);
    const [after] = await test.database.db
      .select({ lookCount: plans.lookCount })
      .from(plans)
      .where(eq(plans.id, plan.id));
    expect(after?.lookCount).toBe(plan.lookCount + 101);
    // The expert's sales: exactly 101 purchases, each at the price.
    const sold = await test.database.db
      .select({
        n: sql<number>`count(*)::int`,
        fen: sql<number>`sum(${planPurchases.priceFen})::float8`,
      })
      .from(planPurchases)
      .where(eq(planPurchases.planId, plan.id));
    expect(sold[0]).toEqual({ n: 101, fen: 101 * plan.priceFen });
  });

  it('holds a no-win-refund plan’s coins for its settlement', async () => {
    const plan = await planOnSale(true);
    const me = await fan(1_000);
    expect((await pay(plan.id, me)).statusCode).toBe(200);
    const [paid] = await test.database.db
      .select({ pending: ledgerTransfers.pending })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, purchaseKey(plan.id, me.id)));
    expect(paid?.pending).toBe(true);
    expect(await coins(me)).toBe(100_000 - plan.priceFen);
  });

  it('closes at kick-off (a buyer’s retry still answers), and nobody buys their own plan', async () => {
    const plan = await planOnSale(false, 2);
    const early = await fan(1_000);
    expect((await pay(plan.id, early)).statusCode).toBe(200);
    const [row] = await test.database.db
      .select({ matchId: plans.matchId, expertId: plans.expertId })
      .from(plans)
      .where(eq(plans.id, plan.id));
    await test.database.db.update(matches).set({ status: 1 }).where(eq(matches.id, row!.matchId));
    expectRefusal(await pay(plan.id, await fan(1_000)), 409, 'plan_closed');
    expect((await pay(plan.id, early)).statusCode).toBe(200);
    expect(await coins(early)).toBe(100_000 - plan.priceFen);
    expect((await detail(plan.id)).onSale).toBe(false);

    const other = await planOnSale(false, 3);
    const author = await fan(1_000);
    const [owner] = await test.database.db
      .select({ expertId: plans.expertId })
      .from(plans)
      .where(eq(plans.id, other.id));
    await test.database.db
      .update(experts)
      .set({ userId: author.id })
      .where(eq(experts.id, owner!.expertId));
    expectRefusal(await pay(other.id, author), 409, 'plan_own');
    expect((await detail(other.id, author)).unlocked).toBe(true);
  });
});
