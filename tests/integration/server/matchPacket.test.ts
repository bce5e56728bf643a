// Pins match-packet/packet's call (issue 37 §3): a match's red-packet rounds newest first, each with
// its joiners and winners recounted from red_packet_joins, the asking fan's own award, nothing of a
// fan for a visitor, the next goal's round while the packet is active, and bad input a 400.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAIN_CLICK_WINDOW_MS, matchPacketRoundsSchema } from '../../../contracts/redPacket';
import { matches, redPacketJoins, redPacketRounds } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { openSession } from '../../../server/platform/auth/sessions';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
let test: TestApp;
let matchId = 0;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  const [match] = await test.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.redStatus, 1), eq(matches.status, 0)))
    .limit(1);
  if (!match) throw new Error('no match with an active red packet');
  matchId = match.id;
  // Two rounds as the simulator opens them on goals: an old one over, the newest open now.
  await test.database.db.insert(redPacketRounds).values([
    {
      matchId,
      goalCount: 1,
      openedAt: new Date(NOW - 3_600_000),
      closesAt: new Date(NOW - 3_300_000),
    },
    { matchId, goalCount: 2, openedAt: new Date(NOW - 60_000), closesAt: new Date(NOW + 240_000) },
  ]);
});
afterAll(() => test.close());

async function fan() {
  const id = await insertUser(test.database.db, { account: `packet_fan_${++serial}` });
  if (!id) throw new Error('no user');
  return { id, token: await openSession(test.database.db, id) };
}
const inject = (path: string, query: Record<string, string | number>, token?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/hd/match/redPacket/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const rounds = async (token?: string) => {
  const res = await inject('rounds', { matchId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return matchPacketRoundsSchema.parse(res.json<{ data: unknown }>().data);
};

describe('a match’s red-packet rounds', () => {
  it('counts joiners and winners from the joins and gives each fan their own award', async () => {
    const [a, b] = [await fan(), await fan()];
    for (const who of [a, b])
      expect(
        (await inject('check', { matchId, goalCount: 2, checkOrJoin: 2 }, who.token)).statusCode,
      ).toBe(200);
    test.clock.advance(RAIN_CLICK_WINDOW_MS);
    const clicked = await inject('clickRed', { matchId, goalCount: 2, hits: 30 }, a.token);
    expect(clicked.statusCode, clicked.body).toBe(200);
    const award = clicked.json<{ data: { award: unknown } }>().data.award;

    const joins = await test.database.db
      .select()
      .from(redPacketJoins)
      .innerJoin(redPacketRounds, eq(redPacketRounds.id, redPacketJoins.roundId))
      .where(and(eq(redPacketRounds.matchId, matchId), inArray(redPacketRounds.goalCount, [2])));
    const mine = await rounds(a.token);
    expect(mine.rounds.map((r) => r.goalCount)).toEqual([2, 1]);
    expect(mine.rounds[0]).toMatchObject({
      open: true,
      joiners: joins.length,
      winners: joins.filter((j) => (j.red_packet_joins.awardKind ?? 0) > 0).length,
      mine: { award },
    });
    expect(mine.rounds[1]).toMatchObject({ open: false, joiners: 0, mine: null });
    expect(mine).toMatchObject({ login: true, active: true, over: false, nextGoalCount: 3 });
    // b joined and has not drawn yet: joined, no award.
    expect((await rounds(b.token)).rounds[0]?.mine).toMatchObject({ award: null });
  });

  it('shows a visitor the rounds without any fan’s part', async () => {
    const seen = await rounds();
    expect(seen.login).toBe(false);
    expect(seen.rounds.every((r) => r.mine === null)).toBe(true);
  });

  it('refuses a bad match id with 400 and an unknown match with 404', async () => {
    expect((await inject('rounds', { matchId: 'x' })).statusCode).toBe(400);
    expect((await inject('rounds', { matchId: 0 })).statusCode).toBe(400);
    expect((await inject('rounds', { matchId: '2147483648' })).statusCode).toBe(400);
    expectRefusal(await inject('rounds', { matchId: 2147483647 }), 404, 'match_not_found');
  });
});
