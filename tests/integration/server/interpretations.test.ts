// Pins the first slice of issue 34 §1 from the wire: the 解读详情 call shows a reading's teaser to a
// visitor and a fan who has not bought it, and its content to its buyer and its expert; buying with
// coins goes through the commerce core's one purchase path — a short balance is the spec's
// ' wallet.not.enough', 100 concurrent purchases by one fan charge once, the expert cannot buy their
// own, a visitor is asked to log in, malformed ids are refused with 400. The ledger's audit holds.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseInterpretation } from '../../../contracts/interpretation';
import {
  interpretationDetailSchema,
  INTERPRETATION_REFUSAL_CODES,
  type InterpretationDetail,
} from '../../../contracts/interpretations';
import { WALLET_NOT_ENOUGH } from '../../../contracts/wallet/balance';
import {
  experts,
  interpretationPurchases,
  interpretations,
  ledgerTransfers,
  matches,
} from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
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
  const id = await insertUser(test.database.db, { account: `jiedu_fan_${++serial}` });
  if (!id) throw new Error('no user');
  if (coins > 0) await grant(test.database.db, id, 'coin', coins, NOW);
  return { id, token: await openSession(test.database.db, id) };
}
type Fan = Awaited<ReturnType<typeof fan>>;

/** A published, priced interpretation of a match not yet started (the `skip`-th of them). */
async function readingOnSale(skip = 0) {
  const rows = await test.database.db
    .select({
      id: interpretations.id,
      priceFen: interpretations.priceFen,
      lookCount: interpretations.lookCount,
      content: interpretations.content,
      expertId: experts.id,
    })
    .from(interpretations)
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .where(
      and(
        eq(matches.status, 0),
        gt(matches.matchTime, new Date(NOW + 3_600_000)),
        gt(interpretations.priceFen, 0),
        sql`${interpretations.publishedAt} <= ${new Date(NOW).toISOString()}`,
      ),
    )
    .orderBy(asc(interpretations.id))
    .offset(skip)
    .limit(1);
  if (!rows[0]) throw new Error('fixture: no interpretation on sale');
  return rows[0];
}

/** The reading's expert, given an account to log in with (seeded experts have none). */
async function expertOf(expertId: number): Promise<Fan> {
  const me = await fan();
  await test.database.db.update(experts).set({ userId: me.id }).where(eq(experts.id, expertId));
  return me;
}

const bearer = (who: Fan) => ({ authorization: `Bearer ${who.token}` });

const detail = async (id: number, who?: Fan): Promise<InterpretationDetail> => {
  const res = await test.app.inject({
    method: 'GET',
    url: `/api/interpretation/look/${id}`,
    headers: who ? bearer(who) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return interpretationDetailSchema.parse(res.json<{ data: unknown }>().data);
};

const pay = (id: number, who: Fan) =>
  test.app.inject({
    method: 'POST',
    url: `/api/uc/interpretation/pay/${id}`,
    headers: bearer(who),
    payload: {},
  });

const coins = async (who: Fan) => (await balancesOf(test.database.db, who.id, NOW, 0)).coinFen;

describe('the interpretation page', () => {
  it('shows the teaser to a visitor and to a fan who has not bought it, the content to its expert', async () => {
    const reading = await readingOnSale(0);
    const asVisitor = await detail(reading.id);
    expect(asVisitor).toMatchObject({ unlocked: false, content: null, onSale: true });
    expect(asVisitor.price).toBe((reading.priceFen / 100).toFixed(2));
    expect(asVisitor.pickCount).toBe(parseInterpretation(reading.content).length);
    expect(JSON.stringify(asVisitor)).not.toContain(reading.content);
    expect((await detail(reading.id, await fan())).content).toBeNull();
    const expert = await expertOf(reading.expertId);
    expect(await detail(reading.id, expert)).toMatchObject({
      unlocked: true,
      content: reading.content,
    });
  });

  it('says 解读不存在 for none, and 400 for an id that is not one', async () => {
    expectRefusal(
      await test.app.inject({ method: 'GET', url: '/api/interpretation/look/99999999' }),
      404,
      INTERPRETATION_REFUSAL_CODES.notFound,
      '解读不存在',
    );
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      expectRefusal(
        await test.app.inject({ method: 'GET', url: `/api/interpretation/look/${bad}` }),
        400,
        'bad_request',
      );
  });
});

describe('buying an interpretation with coins', () => {
  it('refuses a short balance with the balance dialog, then unlocks the content once paid', async () => {
    const reading = await readingOnSale();
    const short = await pay(reading.id, await fan());
    expectRefusal(short, 409, WALLET_NOT_ENOUGH);
    const me = await fan(1_000);
    const res = await pay(reading.id, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown }>().data).toEqual({
      interpretationId: reading.id,
      balance: ((100_000 - reading.priceFen) / 100).toFixed(2),
    });
    const unlocked = await detail(reading.id, me);
    expect(unlocked).toMatchObject({ unlocked: true, content: reading.content });
    expect(parseInterpretation(unlocked.content ?? '')).not.toHaveLength(0);
  });

  it('charges one fan once for 100 purchases at once', async () => {
    const reading = await readingOnSale(1);
    const me = await fan(1_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(reading.id, me)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await coins(me)).toBe(100_000 - reading.priceFen);
    const bought = await test.database.db
      .select({ transferId: interpretationPurchases.transferId })
      .from(interpretationPurchases)
      .where(
        and(
          eq(interpretationPurchases.interpretationId, reading.id),
          eq(interpretationPurchases.userId, me.id),
        ),
      );
    expect(bought).toHaveLength(1);
    const transfers = await test.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `interpretation:${reading.id}:buyer:${me.id}`));
    expect(transfers).toHaveLength(1);
    const [after] = await test.database.db
      .select({ lookCount: interpretations.lookCount })
      .from(interpretations)
      .where(eq(interpretations.id, reading.id));
    expect(after?.lookCount).toBe(reading.lookCount + 1);
  });

  it('refuses the expert their own reading, a visitor, and a reading that is not there', async () => {
    const reading = await readingOnSale(2);
    const expert = await expertOf(reading.expertId);
    expectRefusal(await pay(reading.id, expert), 409, INTERPRETATION_REFUSAL_CODES.own);
    expectRefusal(
      await test.app.inject({ method: 'POST', url: `/api/uc/interpretation/pay/${reading.id}` }),
      401,
      'no_login',
    );
    expectRefusal(
      await pay(99_999_999, await fan(1_000)),
      404,
      INTERPRETATION_REFUSAL_CODES.notFound,
    );
  });
});
