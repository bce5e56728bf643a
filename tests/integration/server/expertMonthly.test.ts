// Pins expert monthly packages (专家包月, issue 34 §2) on PGlite and, under test:postgres,
// PostgreSQL: the monthly packages on sale with the viewer's send status (0 none, 1 unused, 2 in
// use, 3 finished) computed from the tickets, the fan's monthly list filtered by status with the
// day's pushed readings, today's private push, isAttentExpert, the free readings of
// special-home/free, an old-lottery reading's issue. (The set-meal screen's adverts: ads.test.ts.)
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAttentExpert,
  monthlyOffers,
  myMonthlyExperts,
  privatePushToday,
} from '../../../contracts/expertMonthly';
import { interpretationDetail, interpretationList } from '../../../contracts/interpretations';
import { awardsUnOpen } from '../../../contracts/lottery';
import { interpretations, setMealTickets } from '../../../server/db/schema';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
const { fan, interpretation, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());

let requests = 0;
const requestId = () => `monthly-request-${++requests}`;

const offers = async (me?: Person) =>
  dataOf(await get('/api/setMeal/monthly/list?pageNo=1', me), monthlyOffers.output).list;

async function buyMonthly(me: Person) {
  const [offer] = await offers();
  const res = await post('/api/setMeal/pay', { pkgId: offer!.meal.id, requestId: requestId() }, me);
  expect(res.statusCode, res.body).toBe(200);
  return { offer: offer!, ticketId: res.json<{ data: { ticketId: number } }>().data.ticketId };
}

const mine = async (me: Person, body: Record<string, unknown> = {}) =>
  dataOf(await post('/api/query/queryMyBaoYueExpertList/1', body, me), myMonthlyExperts.output);
const standing = async (expertId: number, me?: Person) =>
  dataOf(await get(`/api/interpretation/isAttentExpert/${expertId}`, me), isAttentExpert.output);

describe('monthly packages on sale (special-home)', () => {
  it('lists each famous expert’s package, as not bought for a guest', async () => {
    const list = await offers();
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) {
      expect(o.meal.pkgExpertType).toBe(2);
      expect(o.meal.pkgExpertId).toBe(o.expert.id);
      expect(o.meal.name).toContain(o.expert.nickname);
      expect(o).toMatchObject({ sendStatus: 0, left: 0 });
    }
    expect((await get('/api/setMeal/monthly/list?pageNo=0')).statusCode).toBe(400);
  });
});

describe('a fan’s monthly package', () => {
  it('goes unused → in use → finished, and pushes the expert’s readings of the day', async () => {
    const me = await fan(2000);
    const { offer, ticketId } = await buyMonthly(me);
    const expertId = offer.expert.id;
    expect((await offers(me)).find((o) => o.expert.id === expertId)).toMatchObject({
      sendStatus: 1,
      left: offer.meal.lookCount,
    });
    expect(await standing(expertId, me)).toMatchObject({
      attention: false,
      sendStatus: 1,
      left: offer.meal.lookCount,
      monthlyPkgId: offer.meal.id,
    });

    // Two readings today (one an hour ago, one in ten minutes: not out yet), one yesterday.
    const today = await interpretation(expertId, { price: 28, publishedAt: NOW - 3_600_000 });
    await interpretation(expertId, { price: 28, publishedAt: NOW + 600_000 });
    await interpretation(expertId, { price: 28, publishedAt: NOW - 86_400_000 });
    const pushed = dataOf(
      await get('/api/query/queryPrivatePushToday', me),
      privatePushToday.output,
    );
    expect(pushed.list.map((r) => r.id)).toContain(today);
    expect(pushed.list.every((r) => r.expert.id === expertId)).toBe(true);
    const [row] = (await mine(me)).list;
    expect(row).toMatchObject({ ticketId, sendStatus: 1, usedCount: 0 });
    expect(row!.pushCount).toBe(pushed.list.length);
    expect((await mine(me, { day: '2026-11-24' })).list[0]!.pushCount).toBeGreaterThanOrEqual(1);

    const read = await post(
      '/api/uc/inter/offer/pay',
      { interId: today, offerId: ticketId, payType: 2 },
      me,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect((await mine(me, { status: 2 })).list.map((m) => m.ticketId)).toEqual([ticketId]);
    expect((await mine(me, { status: '1' })).list).toEqual([]);
    expect((await standing(expertId, me)).sendStatus).toBe(2);

    await test.database.db
      .update(setMealTickets)
      .set({ expiresAt: new Date(NOW - 1) })
      .where(eq(setMealTickets.id, ticketId));
    expect((await mine(me, { status: 3 })).list.map((m) => m.ticketId)).toEqual([ticketId]);
    expect(await standing(expertId, me)).toMatchObject({ sendStatus: 3, left: 0 });
    const after = dataOf(
      await get('/api/query/queryPrivatePushToday', me),
      privatePushToday.output,
    );
    expect(after.list).toEqual([]);
  });

  it('tells a guest and a stranger nothing of anyone’s packages, and follows the follow', async () => {
    const [offer] = await offers();
    const expertId = offer!.expert.id;
    expect(await standing(expertId)).toMatchObject({ attention: false, sendStatus: 0, left: 0 });
    const stranger = await fan();
    expect((await mine(stranger)).list).toEqual([]);
    const follow = await post(`/api/expert/attention/${expertId}`, { type: 1 }, stranger);
    expect(follow.statusCode, follow.body).toBe(200);
    expect((await standing(expertId, stranger)).attention).toBe(true);
    expectRefusal(await get('/api/interpretation/isAttentExpert/999999'), 404, 'expert_not_found');
    expect((await post('/api/query/queryMyBaoYueExpertList/1', {})).statusCode).toBe(401);
    expect((await get('/api/query/queryPrivatePushToday')).statusCode).toBe(401);
  });

  it('refuses bad filters with a 400', async () => {
    const me = await fan();
    for (const body of [
      { status: 0 },
      { status: 4 },
      { day: '2026-02-30' },
      { day: 'today' },
      { pageSize: 11 },
      { qiuFlag: 3 },
    ])
      expect((await post('/api/query/queryMyBaoYueExpertList/1', body, me)).statusCode).toBe(400);
  });
});

describe('free readings (special-home/free)', () => {
  it('lists only free readings on sale', async () => {
    const res = await post('/api/query/interpretation/list/1', { type: 0, free: true });
    const page = dataOf(res, interpretationList.output);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((r) => r.price === '0.00' && r.onSale)).toBe(true);
  });
});

describe('an old-lottery reading’s issue', () => {
  it('names the 胜负彩 issue its match is on; a jingcai reading names none', async () => {
    const { list } = dataOf(
      await get('/api/query/sports/awardsUnOpen?gameId=401'),
      awardsUnOpen.output,
    );
    const issue = list.find((i) => i.status === 'onSale') ?? list[0]!;
    const slip = issue.matches[3]!;
    const [star] = await offers();
    const reading = await interpretation(star!.expert.id, {
      price: 18,
      type: 3,
      matchId: slip.matchId,
    });
    const detail = dataOf(
      await get(`/api/interpretation/look/${reading}`),
      interpretationDetail.output,
    );
    expect(detail.issueNo).toBe(issue.issueNo);
    const jingcai = await interpretation(star!.expert.id, { price: 18, matchId: slip.matchId });
    expect(
      dataOf(await get(`/api/interpretation/look/${jingcai}`), interpretationDetail.output).issueNo,
    ).toBeNull();
  });
});

describe('the seeded old-lottery readings', () => {
  it('are all written on a match of an issue’s slip, so each page shows its issue', async () => {
    const rows = await test.database.db
      .select({ id: interpretations.id })
      .from(interpretations)
      .where(and(eq(interpretations.type, 3), lte(interpretations.publishedAt, new Date(NOW))));
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows.slice(0, 30)) {
      const detail = dataOf(
        await get(`/api/interpretation/look/${id}`),
        interpretationDetail.output,
      );
      expect(detail.issueNo, `reading ${id}`).toMatch(/^\d{5}$/);
    }
  });
});
