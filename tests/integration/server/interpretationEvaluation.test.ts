// Pins evaluating an interpretation (issue 34 §1; docs/decisions/interpretation-evaluation.md) on
// PGlite and, under test:postgres, PostgreSQL: only a buyer, only once it settled, once each (a race
// of twenty writes one); 1–5 stars in each of the three dimensions; the expert's score averages what
// buyers gave; bad input is a 4xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluationStateSchema,
  expertScoreSchema,
} from '../../../contracts/interpretationEvaluation';
import { coupons, interpretationEvaluations, interpretations } from '../../../server/db/schema';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
const { fan, expert, interpretation, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: 2026, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

const stars = (attitude: number, quality: number, result: number) => ({
  attitude,
  quality,
  result,
});
const evaluate = (who: Person, id: number, evaluateData: object) =>
  post(`/api/interpretation/evaluate/${id}`, { evaluateData, qiuFlag: 1 }, who);
const stateOf = async (who: Person, id: number) =>
  dataOf(await get(`/api/interpretation/evaluate/${id}`, who), evaluationStateSchema);
const settle = (id: number, result = 1) =>
  test.database.db.update(interpretations).set({ result }).where(eq(interpretations.id, id));

/** A paid reading of a fresh expert, bought by `buyers` fans. */
async function boughtReading(buyers: number) {
  const owner = await expert();
  const id = await interpretation(owner.expertId, { price: 10 });
  const fans: Person[] = [];
  for (let i = 0; i < buyers; i++) {
    const buyer = await fan(50);
    const bought = await post(`/api/uc/interpretation/pay/${id}`, {}, buyer);
    expect(bought.statusCode, bought.body).toBe(200);
    fans.push(buyer);
  }
  return { owner, id, fans };
}

describe('evaluating a reading', () => {
  it('is for its buyers once it settled, once each, and says why not before', async () => {
    const { id, fans } = await boughtReading(1);
    const [buyer] = fans as [Person];
    const stranger = await fan();
    expect(await stateOf(buyer, id)).toEqual({
      state: 'closed',
      buyer: true,
      reason: '解读结算后才能评价',
      mine: null,
    });
    expectRefusal(await evaluate(buyer, id, stars(5, 5, 5)), 409, 'evaluation_not_settled');
    await settle(id);
    expect(await stateOf(stranger, id)).toMatchObject({
      buyer: false,
      reason: '购买解读后才能评价',
    });
    expectRefusal(await evaluate(stranger, id, stars(5, 5, 5)), 403, 'evaluation_not_buyer');
    expect((await stateOf(buyer, id)).state).toBe('open');
    const given = dataOf(await evaluate(buyer, id, stars(5, 4, 3)), evaluationStateSchema);
    expect(given).toMatchObject({ state: 'done', mine: { attitude: 5, quality: 4, result: 3 } });
    expect(await stateOf(buyer, id)).toEqual(given);
    expectRefusal(await evaluate(buyer, id, stars(1, 1, 1)), 409, 'evaluation_done');
  });

  it('writes one evaluation when twenty arrive at once', async () => {
    const { id, fans } = await boughtReading(1);
    await settle(id, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => evaluate(fans[0]!, id, stars(2, 3, 1))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const rows = await test.database.db
      .select({ id: interpretationEvaluations.id })
      .from(interpretationEvaluations)
      .where(eq(interpretationEvaluations.interpretationId, id));
    expect(rows).toHaveLength(1);
  });

  it('gives the expert a score that averages the buyers’ stars', async () => {
    const { owner, id, fans } = await boughtReading(3);
    const empty = dataOf(await get(`/api/inter/score/${owner.expertId}`), expertScoreSchema);
    expect(empty).toEqual({
      expertId: owner.expertId,
      count: 0,
      attitude: null,
      quality: null,
      result: null,
      overall: null,
    });
    await settle(id);
    const given = [stars(5, 4, 3), stars(4, 4, 2), stars(3, 5, 2)];
    for (const [i, s] of given.entries())
      expect((await evaluate(fans[i]!, id, s)).statusCode).toBe(200);
    const score = dataOf(await get(`/api/inter/score/${owner.expertId}`), expertScoreSchema);
    // (5+4+3)/3 = 4, (4+4+5)/3 = 4.33, (3+2+2)/3 = 2.33; all nine together 32/9 = 3.56.
    expect(score).toEqual({
      expertId: owner.expertId,
      count: 3,
      attitude: 4,
      quality: 4.3,
      result: 2.3,
      overall: 3.6,
    });
  });

  it('gives a coupon with the first evaluation, once, and says so', async () => {
    const { id, fans } = await boughtReading(1);
    const check = async () => {
      const res = await get(`/api/check/evaluate/send/coupon?interId=${id}`, fans[0]);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { sent: boolean; couponId: number | null; msg: string } }>().data;
    };
    expect(await check()).toEqual({ sent: false, couponId: null, msg: '感谢您的评价' });
    await settle(id);
    expect((await evaluate(fans[0]!, id, stars(5, 5, 5))).statusCode).toBe(200);
    const sent = await check();
    expect(sent.sent).toBe(true);
    expect(sent.msg).toContain('5金币优惠券');
    const [coupon] = await test.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, sent.couponId!));
    expect(coupon).toMatchObject({ userId: fans[0]!.id, couponType: 1, worthFen: 500 });
    // Evaluating again is refused and gives nothing more.
    expect((await evaluate(fans[0]!, id, stars(1, 1, 1))).statusCode).toBe(409);
    const mine = await test.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.userId, fans[0]!.id));
    expect(mine).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('is a 4xx, never a 5xx', async () => {
    const { id, fans } = await boughtReading(1);
    await settle(id);
    const buyer = fans[0]!;
    for (const bad of [
      stars(0, 5, 5),
      stars(6, 5, 5),
      stars(2.5, 5, 5),
      { attitude: 5, quality: 5 },
      'five',
      null,
    ])
      expectRefusal(await evaluate(buyer, id, bad as object), 400, 'bad_request');
    expectRefusal(
      await evaluate(buyer, 99_999_999, stars(5, 5, 5)),
      404,
      'interpretation_not_found',
    );
    for (const path of ['abc', '0', '-1', '99999999999'])
      expect((await post(`/api/interpretation/evaluate/${path}`, {}, buyer)).statusCode).toBe(400);
    expect(
      (await post(`/api/interpretation/evaluate/${id}`, { evaluateData: stars(5, 5, 5) }))
        .statusCode,
    ).toBe(401);
    expect((await get(`/api/inter/score/abc`)).statusCode).toBe(400);
  });
});
