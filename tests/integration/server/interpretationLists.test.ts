// Pins the interpretation lists (issue 34 §1) on PGlite and, under test:postgres, PostgreSQL: on
// sale by type (0 jingcai, 3 old lottery) and ball, ten a page, newest first, never the content; a
// fan's bought readings by result; an expert's own and their home's; the match centre's counts by the
// lists' own rule; and the refusals of buying one (not published, closed at kick-off, free, bad ids).
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretationPageSchema } from '../../../contracts/interpretations';
import { jdCountSchema, jdListSchema } from '../../../contracts/matchcenter';
import { FOOTBALL_STATUS } from '../../../domain/sport';
import { interpretations, matches } from '../../../server/db/schema';
import { settleDueInterpretations } from '../../../server/features/interpretations';
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

const pageOf = async (url: string, body: object = {}, who?: Person) =>
  dataOf(await post(url, body, who), interpretationPageSchema);
const ids = (page: { list: Array<{ id: number }> }) => page.list.map((c) => c.id);

/** A match that kicked off already: readings on it are closed. */
async function startedMatch(): Promise<number> {
  const [row] = await test.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(lt(matches.matchTime, new Date(NOW - 3_600_000)))
    .orderBy(asc(matches.matchTime))
    .limit(1);
  return row!.id;
}

describe('jiedu-list', () => {
  it('lists readings on sale by type, ten a page, newest first, never the content', async () => {
    const owner = await expert();
    const made: number[] = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await interpretation(owner.expertId, { price: 18, publishedAt: NOW - 60_000 * (20 - i) }),
      );
    const lottery = await interpretation(owner.expertId, { type: 3, price: 18 });
    const later = await interpretation(owner.expertId, { publishedAt: NOW + 60_000 });
    const closed = await interpretation(owner.expertId, { matchId: await startedMatch() });

    const first = await pageOf('/api/query/interpretation/list/1', { type: 0 });
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const all: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await pageOf(`/api/query/interpretation/list/${pageNo}`, { type: 0 });
      all.push(...ids(page));
      if (!page.hasMore) break;
    }
    // Newest first: the later a fixture was published, the earlier it comes.
    const mine = all.filter((id) => made.includes(id));
    expect(mine).toEqual([...made].reverse());
    expect(all).not.toContain(lottery);
    expect(all).not.toContain(later);
    expect(all).not.toContain(closed);
    expect(JSON.stringify(first)).not.toContain('content');
    expect(JSON.stringify(first)).not.toContain('21500');
    expect(first.list.every((c) => c.onSale && c.type === 0)).toBe(true);
    // The teaser and how many picks, as the reading's page tells everyone.
    expect(first.list.find((c) => c.id === made[11])).toMatchObject({
      summary: '两队近况与盘口走势的解读。',
      pickCount: 1,
    });

    const old = await pageOf('/api/query/interpretation/list/1', { type: '3' });
    expect(ids(old)).toContain(lottery);
    expect(old.list.every((c) => c.type === 3)).toBe(true);
    const football = await pageOf('/api/query/interpretation/list/1', { type: 0, qiuFlag: 1 });
    expect(football.list.every((c) => c.match.sport === 1)).toBe(true);
  });

  it('refuses bad input with a 400', async () => {
    for (const body of [{ type: 5 }, { type: 'x' }, { type: 0, qiuFlag: 3 }])
      expectRefusal(await post('/api/query/interpretation/list/1', body), 400, 'bad_request');
    for (const pageNo of ['0', 'abc', '-1'])
      expect((await post(`/api/query/interpretation/list/${pageNo}`, {})).statusCode).toBe(400);
  });
});

describe('my-look-jiedu and my-post-jiedu', () => {
  it('lists what the fan bought, newest purchase first, by result', async () => {
    const owner = await expert();
    const a = await interpretation(owner.expertId, { price: 10 });
    const b = await interpretation(owner.expertId, { price: 10 });
    const me = await fan(100);
    for (const id of [a, b])
      expect((await post(`/api/uc/interpretation/pay/${id}`, {}, me)).statusCode).toBe(200);
    expect(ids(await pageOf('/api/uc/interpretation/myLook/1', {}, me))).toEqual([b, a]);
    await test.database.db
      .update(interpretations)
      .set({ result: 1 })
      .where(eq(interpretations.id, a));
    expect(ids(await pageOf('/api/uc/interpretation/myLook/1', { tab: 'won' }, me))).toEqual([a]);
    expect(ids(await pageOf('/api/uc/interpretation/myLook/1', { tab: 'pending' }, me))).toEqual([
      b,
    ]);
    expect(ids(await pageOf('/api/uc/interpretation/myLook/1', {}, await fan()))).toEqual([]);
    expect((await post('/api/uc/interpretation/myLook/1', {})).statusCode).toBe(401);
  });

  it('lists the expert’s own readings, and nothing for a fan; the expert home for anyone', async () => {
    const owner = await expert();
    const a = await interpretation(owner.expertId, { price: 10 });
    const settled = await interpretation(owner.expertId, { price: 10, result: 2 });
    expect(ids(await pageOf('/api/uc/interpretation/myPublish/1', {}, owner))).toEqual([
      settled,
      a,
    ]);
    expect(
      ids(await pageOf('/api/uc/interpretation/myPublish/1', { tab: 'settled' }, owner)),
    ).toEqual([settled]);
    // The old app's numbered tabs: 0 all, 1 on sale, 2 settled.
    expect(ids(await pageOf('/api/uc/interpretation/myPublish/1', { tab: 2 }, owner))).toEqual([
      settled,
    ]);
    expect(ids(await pageOf('/api/uc/interpretation/myPublish/1', { tab: '1' }, owner))).toEqual(
      ids(await pageOf('/api/uc/interpretation/myPublish/1', { tab: 'onSale' }, owner)),
    );
    expect(ids(await pageOf('/api/uc/interpretation/myPublish/1', { tab: 0 }, owner))).toEqual([
      settled,
      a,
    ]);
    expectRefusal(
      await post('/api/uc/interpretation/myPublish/1', { tab: 3 }, owner),
      400,
      'bad_request',
    );
    expect((await pageOf('/api/uc/interpretation/myPublish/1', {}, await fan())).list).toEqual([]);
    const home = await pageOf('/api/expertHome/interpretation/1', {
      expertId: owner.expertId,
      type: 0,
      fromCpz: true,
    });
    expect(ids(home)).toEqual([settled, a]);
    expectRefusal(
      await post('/api/expertHome/interpretation/1', { expertId: 99_999_999 }),
      404,
      'expert_not_found',
    );
  });
});

describe('the match centre counts by the lists’ rule', () => {
  /** The last upcoming match, moved to have kicked off a minute ago while still 未开始. */
  async function lateMatch(): Promise<number> {
    const [row] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 0), gt(matches.matchTime, new Date(NOW))))
      .orderBy(desc(matches.matchTime), desc(matches.id))
      .limit(1);
    await test.database.db
      .update(matches)
      .set({ matchTime: new Date(NOW - 60_000) })
      .where(eq(matches.id, row!.id));
    return row!.id;
  }

  it('counts what the lists list: published by now, on sale until kick-off', async () => {
    const owner = await expert();
    const late = await lateMatch();
    const [sport] = await test.database.db
      .select({ sport: matches.sport })
      .from(matches)
      .where(eq(matches.id, late));
    const jd = async () =>
      jdListSchema.parse(
        (
          await get(
            `/api/matchcenter/queryJdByMatchId?matchId=${late}&matchType=${sport!.sport}&pageSize=10`,
          )
        ).json<{ data: unknown }>().data,
      );
    const before = await jd();
    await interpretation(owner.expertId, { price: 10 });
    await interpretation(owner.expertId, { price: 10, matchId: late });
    await interpretation(owner.expertId, { price: 10, matchId: late, publishedAt: NOW + 60_000 });

    const count = jdCountSchema.parse(
      (await get(`/api/matchcenter/queryCountInterpretationByFxId?fxId=${owner.expertId}`)).json<{
        data: unknown;
      }>().data,
    );
    const all = await pageOf('/api/uc/interpretation/myPublish/1', {}, owner);
    const onSale = await pageOf('/api/uc/interpretation/myPublish/1', { tab: 'onSale' }, owner);
    expect(count).toEqual({ fxId: owner.expertId, total: 2, onSale: 1 });
    expect([all.list.length, onSale.list.length]).toEqual([count.total, count.onSale]);
    // The match page counts the published reading, not the one published in a minute.
    const after = await jd();
    expect(after.total).toBe(before.total + 1);
    expect(after.list).toHaveLength(after.total);
  });
});

describe('buying one is refused with its reason', () => {
  it('not published yet, closed at kick-off, free, or a bad id', async () => {
    const owner = await expert();
    const me = await fan(100);
    const later = await interpretation(owner.expertId, { price: 10, publishedAt: NOW + 60_000 });
    expectRefusal(
      await post(`/api/uc/interpretation/pay/${later}`, {}, me),
      404,
      'interpretation_not_found',
    );
    const closed = await interpretation(owner.expertId, {
      price: 10,
      matchId: await startedMatch(),
    });
    expectRefusal(
      await post(`/api/uc/interpretation/pay/${closed}`, {}, me),
      409,
      'interpretation_closed',
    );
    const free = await interpretation(owner.expertId);
    expectRefusal(
      await post(`/api/uc/interpretation/pay/${free}`, {}, me),
      409,
      'interpretation_free',
    );
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5'])
      expect((await post(`/api/uc/interpretation/pay/${bad}`, {}, me)).statusCode).toBe(400);
  });
});

describe('settlement', () => {
  /** A football match of its own, not started, played out as the test says. */
  async function freshMatch(skip: number): Promise<number> {
    const [row] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          eq(matches.status, 0),
          gt(matches.matchTime, new Date(NOW + 86_400_000)),
        ),
      )
      .orderBy(asc(matches.matchTime), asc(matches.id))
      .offset(skip)
      .limit(1);
    return row!.id;
  }

  it('settles readings of finished matches from their picks, void when called off, each once', async () => {
    const owner = await expert();
    const [won, voided] = [await freshMatch(0), await freshMatch(1)];
    // The fixture's content picks the home win (胜) of 胜平负.
    const home = await interpretation(owner.expertId, { price: 10, matchId: won });
    const off = await interpretation(owner.expertId, { price: 10, matchId: voided });
    const db = test.database.db;
    await db
      .update(matches)
      .set({
        status: FOOTBALL_STATUS.finished,
        homeScore: 2,
        awayScore: 0,
        homeHalfScore: 1,
        awayHalfScore: 0,
      })
      .where(eq(matches.id, won));
    await db
      .update(matches)
      .set({ status: FOOTBALL_STATUS.postponed })
      .where(eq(matches.id, voided));
    expect(await settleDueInterpretations(db)).toBeGreaterThanOrEqual(2);
    const results = await db
      .select({ id: interpretations.id, result: interpretations.result })
      .from(interpretations)
      .where(and(eq(interpretations.expertId, owner.expertId)));
    expect(results.find((r) => r.id === home)?.result).toBe(1);
    expect(results.find((r) => r.id === off)?.result).toBe(3);
    expect(await settleDueInterpretations(db)).toBe(0);
  });
});
