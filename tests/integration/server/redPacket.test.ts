// Pins the red-packet calls (issue 9 item 4; calls-errors-spec §7.3) on rounds the simulator opened
// with goals: check for anyone, one join per fan and round (101), one award per fan and round
// (1007, with the award), the click window (1008), a closed round (1008), login for join and click,
// and an award credited in one go with its message: coins into the ledger and the balance, tickets
// as coupons.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import {
  AWARD_KIND,
  RAIN_CLICK_GRACE_MS,
  RAIN_CLICK_WINDOW_MS,
  clickRedResultSchema,
  redPacketStatusSchema,
} from '../../../contracts/redPacket';
import {
  coinLots,
  coupons,
  ledgerAccounts,
  ledgerTransfers,
  matches,
  redPacketJoins,
  redPacketRounds,
  userMessages,
} from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { insertUser } from '../../../server/features/account/session/users';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
let test: TestApp;
let round: { matchId: number; goalCount: number; closesAt: number };
let serial = 0;

/** The reward transfers into a fan's coin account. */
const rewardsOf = (userId: number) =>
  test.database.db
    .select({
      amountFen: ledgerTransfers.amountFen,
      memo: ledgerTransfers.memo,
      validUntil: coinLots.validUntil,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.toAccountId))
    .leftJoin(coinLots, eq(coinLots.transferId, ledgerTransfers.id))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerTransfers.kind, 'reward')));

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  const simulator = new Simulator({
    db: test.database.db,
    world: buildWorld(SEED),
    clock: test.clock,
    seed: SEED,
  });
  // Play on a minute at a time until a goal opens a round.
  for (let minute = 0; minute < 180; minute++) {
    await simulator.tick();
    const [open] = await test.database.db
      .select()
      .from(redPacketRounds)
      .where(gt(redPacketRounds.closesAt, new Date(test.clock.now())))
      .limit(1);
    if (open) {
      round = {
        matchId: open.matchId,
        goalCount: open.goalCount,
        closesAt: open.closesAt.getTime(),
      };
      break;
    }
    test.clock.advance(60_000);
  }
  if (!round) throw new Error('no round opened');
});
afterAll(() => test.close());

async function fan() {
  const id = await insertUser(test.database.db, { account: `rain_fan_${++serial}` });
  if (!id) throw new Error('no user');
  return { id, token: await openSession(test.database.db, id) };
}

const call = (path: 'check' | 'clickRed', query: Record<string, string | number>, token?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/hd/match/redPacket/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const check = (token?: string, checkOrJoin = 1) => call('check', { ...round, checkOrJoin }, token);
const click = (token: string, hits = 20) => call('clickRed', { ...round, hits }, token);

describe('the red-packet calls', () => {
  it('tell a visitor about an open round, without a login', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    const status = redPacketStatusSchema.parse(res.json<{ data: unknown }>().data);
    expect(status).toMatchObject({ ...round, open: true, join: false, login: false, award: null });
  });

  it('need login to join and to click, with the token in a header', async () => {
    expect((await check(undefined, 2)).statusCode).toBe(401);
    expect((await click('')).statusCode).toBe(401);
    // Both are GETs that change state: a cross-site image would carry the cookie, never a header.
    const me = await fan();
    const byCookie = (path: 'check' | 'clickRed', query: Record<string, number>) =>
      test.app.inject({
        method: 'GET',
        url: `/api/hd/match/redPacket/${path}`,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: { cookie: `jcob_token=${me.token}` },
      });
    const join = await byCookie('check', { ...round, checkOrJoin: 2 });
    expect(join.statusCode).toBe(401);
    expect(join.json()).toMatchObject({ code: 'no_login' });
    expect((await byCookie('clickRed', { ...round, hits: 1 })).statusCode).toBe(401);
    // Checking reads with the cookie: it knows the fan, and joins nothing.
    const checked = await byCookie('check', { ...round, checkOrJoin: 1 });
    expect(checked.json()).toMatchObject({ data: { login: true, join: false } });
  });

  it('let a fan join once (then 101), draw once (then 1007 with the award), and credit it', async () => {
    const me = await fan();
    const joined = await check(me.token, 2);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ data: { join: true, login: true, award: null } });
    const again = await check(me.token, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: '101', msg: '你已参加过本轮红包雨' });

    test.clock.advance(RAIN_CLICK_WINDOW_MS);
    const drawn = await click(me.token, 30);
    expect(drawn.statusCode).toBe(200);
    const { award } = clickRedResultSchema.parse(drawn.json<{ data: unknown }>().data);
    const repeat = await click(me.token, 30);
    expect(repeat.json()).toMatchObject({ code: '1007', data: { award } });
    const status = redPacketStatusSchema.parse(
      (await check(me.token)).json<{ data: unknown }>().data,
    );
    expect(status.award).toEqual(award);

    const ledger = await rewardsOf(me.id);
    const tickets = await test.database.db.select().from(coupons).where(eq(coupons.userId, me.id));
    const messages = await test.database.db
      .select()
      .from(userMessages)
      .where(
        and(eq(userMessages.userId, me.id), eq(userMessages.subType, MESSAGE_SUB_TYPES.activity)),
      );
    if (award.kind === AWARD_KIND.coins) {
      const coins = await balancesOf(test.database.db, me.id, test.clock.now(), 0);
      expect(coins.coinFen).toBe(award.amount * 100);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ amountFen: award.amount * 100, memo: '进球红包雨奖励' });
      expect(ledger[0]?.validUntil?.getTime()).toBe(award.validUntil);
    } else if (award.kind === AWARD_KIND.empty) {
      expect(ledger).toHaveLength(0);
      expect(tickets).toHaveLength(0);
    } else {
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({ id: award.couponId, worthFen: award.amount * 100 });
    }
    expect(messages).toHaveLength(award.kind === AWARD_KIND.empty ? 0 : 1);
  });

  it('draws each kind of award over many fans, and always something for 15 packets or more', async () => {
    const fans = [];
    for (let i = 0; i < 24; i++) {
      const me = await fan();
      await check(me.token, 2);
      fans.push(me);
    }
    test.clock.advance(RAIN_CLICK_WINDOW_MS);
    const kinds = new Set<number>();
    for (const [i, me] of fans.entries()) {
      const { award } = clickRedResultSchema.parse(
        (await click(me.token, i % 2 === 0 ? 0 : 20)).json<{ data: unknown }>().data,
      );
      kinds.add(award.kind);
      if (i % 2 === 0)
        expect(award.kind).toBe(AWARD_KIND.empty); // nothing caught, nothing won
      else expect(award.kind).not.toBe(AWARD_KIND.empty);
    }
    expect(kinds.has(AWARD_KIND.coins)).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('believes no more packets than a finger could tap since the join', async () => {
    const instant = await fan();
    await check(instant.token, 2);
    const cheat = clickRedResultSchema.parse(
      (await click(instant.token, 36)).json<{ data: unknown }>().data,
    );
    expect(cheat.award.kind).toBe(AWARD_KIND.empty);
    const quick = await fan();
    await check(quick.token, 2);
    test.clock.advance(2000);
    await click(quick.token, 36);
    const [row] = await test.database.db
      .select({ hits: redPacketJoins.hits })
      .from(redPacketJoins)
      .where(eq(redPacketJoins.userId, quick.id));
    expect(row?.hits).toBe(10);
  });

  it('lets a fan join one rain a minute, and only the newest goal’s', async () => {
    const me = await fan();
    await check(me.token, 2);
    // Another match whose red packets never opened: a match the simulator played may have rounds.
    const [other] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          ne(matches.id, round.matchId),
          sql`not exists (select 1 from ${redPacketRounds} where ${redPacketRounds.matchId} = ${matches.id})`,
        ),
      )
      .orderBy(asc(matches.id))
      .limit(1);
    const now = test.clock.now();
    await test.database.db.insert(redPacketRounds).values([
      {
        matchId: other!.id,
        goalCount: 1,
        openedAt: new Date(now),
        closesAt: new Date(now + 300_000),
      },
      {
        matchId: other!.id,
        goalCount: 2,
        openedAt: new Date(now),
        closesAt: new Date(now + 300_000),
      },
    ]);
    const join = (goalCount: number) =>
      call('check', { matchId: other!.id, goalCount, checkOrJoin: 2 }, me.token);
    expect((await join(2)).json()).toMatchObject({ code: 'rain_gap' });
    test.clock.advance(60_001);
    expect((await join(1)).json()).toMatchObject({ code: '1008' });
    expect((await join(2)).statusCode).toBe(200);
  });

  it('credits once when two clicks race', async () => {
    const me = await fan();
    await check(me.token, 2);
    test.clock.advance(RAIN_CLICK_WINDOW_MS);
    const [a, b] = await Promise.all([click(me.token), click(me.token)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    expect((await rewardsOf(me.id)).length).toBeLessThanOrEqual(1);
    expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
  });

  it('settles a click after the window as over (1008), with nothing won', async () => {
    const me = await fan();
    await check(me.token, 2);
    test.clock.advance(RAIN_CLICK_WINDOW_MS + RAIN_CLICK_GRACE_MS + 1000);
    const late = await click(me.token, 50);
    expect(late.json()).toMatchObject({ code: '1008', data: { award: { kind: 0 } } });
  });

  it('refuses to join a round that has closed (1008)', async () => {
    const me = await fan();
    const before = test.clock.now();
    test.clock.set(round.closesAt + 1);
    const closed = await check(me.token, 2);
    expect(closed.json()).toMatchObject({ code: '1008', data: { open: false, join: false } });
    test.clock.set(before);
  });

  it('answers a goal without a round with 404, and bad arguments with 400', async () => {
    const none = await call('check', { matchId: round.matchId, goalCount: 49, checkOrJoin: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'no_round' });
    expect((await call('check', { matchId: 'x', goalCount: 1 })).statusCode).toBe(400);
    expect((await call('check', { matchId: 1, goalCount: 1, checkOrJoin: 3 })).statusCode).toBe(
      400,
    );
  });

  it('answers ids the database cannot hold with 400, not 500', async () => {
    const me = await fan();
    for (const matchId of ['2147483648', '99999999999', '1e3', '-1', '0']) {
      for (const [path, query] of [
        ['check', { matchId, goalCount: 1, checkOrJoin: 1 }],
        ['check', { matchId, goalCount: 1, checkOrJoin: 2 }],
        ['clickRed', { matchId, goalCount: 1, hits: 1 }],
      ] as const) {
        const res = await call(path, query, me.token);
        expect(res.statusCode, `${path} ${matchId}`).toBe(400);
        expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_request' });
      }
    }
  });
});
