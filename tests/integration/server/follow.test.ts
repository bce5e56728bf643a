// Pins follow end to end (calls-errors-spec §7.2, product-spec §4 "Follow", §9 follow list 300):
// followMatch type 1/2 is idempotent, needs a login token in a header, answers an unknown match with
// 404 and the 301st follow of a sport with 409; queryUserFollowMatchIds pages by kick-off on both
// paths; follows lapse a week after kick-off; the gateway flags isFollow only for the fan of the
// token (never the body's userId) and serves the followed view; the user info counts follows.
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOLLOW_LIMIT_PER_SPORT,
  FollowMessages,
  followIdsPageSchema,
  followMatchResultSchema,
  followedMatchPageSchema,
} from '../../../contracts/follow';
import { userInfoSchema } from '../../../contracts/account/session';
import { matchPageSchema } from '../../../contracts/sportdata/matches';
import { matchFollows, matches } from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { insertUser } from '../../../server/features/account/session/users';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { signGateway, startTestApp, type TestApp } from '../../kit/testApp';
import { expectRefusal } from '../../kit/refusal';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const DAY = 86_400_000;
let test: TestApp;

/** Football and basketball matches from six days back (all within the follow window), by kick-off. */
let football: number[] = [];
let basketball: number[] = [];

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  const world = buildWorld(SEED);
  await new Simulator({ db: test.database.db, world, clock: test.clock, seed: SEED }).tick();
  const of = async (sport: number) =>
    (
      await test.database.db
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.sport, sport), gte(matches.matchTime, new Date(NOW - 6 * DAY))))
        .orderBy(asc(matches.matchTime), asc(matches.id))
    ).map((r) => r.id);
  football = await of(1);
  basketball = await of(2);
});
afterAll(() => test.close());

// Fixture builders ------------------------------------------------------------------------------

let serial = 0;
/** A new fan and a login token of theirs. */
async function newFan(): Promise<{ userId: number; token: string }> {
  serial += 1;
  const userId = await insertUser(test.database.db, { account: `follower${serial}` });
  if (userId === null) throw new Error('fixture user not created');
  return { userId, token: await openSession(test.database.db, userId) };
}

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const follow = (token: string | undefined, query: Record<string, string | number>) =>
  test.app.inject({
    method: 'GET',
    url: '/api/user/followMatch',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token),
  });
const ids = (token: string | undefined, query: Record<string, string> = {}, path = 'user') =>
  test.app.inject({
    method: 'GET',
    url: `/api/${path}/queryUserFollowMatchIds`,
    query,
    headers: bearer(token),
  });
/** The gateway with a good signature, a body and optionally the fan's token header. */
const gateway = (apiName: string, args: Record<string, unknown>, token?: string) => {
  const timestamp = Date.now();
  return test.app.inject({
    method: 'POST',
    url: '/sportdata/f',
    payload: { ...args, apiName, timestamp, verifyStr: signGateway(apiName, timestamp) },
    headers: bearer(token),
  });
};

function okData(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ isSuccess: true, code: '1' });
  return res.json<{ data: unknown }>().data;
}
const followed = async (token: string, sport = 1) =>
  followIdsPageSchema.parse(okData(await ids(token, { matchType: String(sport) }))).list;
const nth = (list: number[], i: number) => {
  const id = list[i];
  if (id === undefined) throw new Error(`fixture: no match #${i}`);
  return id;
};

// Tests -----------------------------------------------------------------------------------------

describe('followMatch', () => {
  it('follows (type 1) and unfollows (type 2), idempotently', async () => {
    const fan = await newFan();
    const id = nth(football, 0);
    const first = followMatchResultSchema.parse(
      okData(await follow(fan.token, { matchId: id, type: 1, matchType: 1 })),
    );
    expect(first).toEqual({ matchId: id, matchType: 1, isFollow: true, followCount: 1 });
    const again = followMatchResultSchema.parse(
      okData(await follow(fan.token, { matchId: id, type: 1, matchType: 1 })),
    );
    expect(again).toEqual(first);
    expect(await followed(fan.token)).toEqual([id]);
    const off = okData(await follow(fan.token, { matchId: id, type: 2, matchType: 1 }));
    expect(off).toEqual({ matchId: id, matchType: 1, isFollow: false, followCount: 0 });
    expect(okData(await follow(fan.token, { matchId: id, type: 2 }))).toMatchObject({
      isFollow: false,
    });
    expect(await followed(fan.token)).toEqual([]);
  });

  it('takes a JSON body by POST too, and matchType defaults to football', async () => {
    const fan = await newFan();
    const id = nth(football, 1);
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/user/followMatch',
      payload: { matchId: id, type: 1 },
      headers: bearer(fan.token),
    });
    expect(okData(res)).toMatchObject({ matchId: id, matchType: 1, isFollow: true });
  });

  it('keeps football and basketball apart', async () => {
    const fan = await newFan();
    okData(await follow(fan.token, { matchId: nth(football, 2), type: 1, matchType: 1 }));
    const bk = nth(basketball, 0);
    expect(okData(await follow(fan.token, { matchId: bk, type: 1, matchType: 2 }))).toMatchObject({
      followCount: 1,
    });
    expect(await followed(fan.token, 2)).toEqual([bk]);
    expect(await followed(fan.token, 1)).toEqual([nth(football, 2)]);
  });

  it('refuses visitors, bad tokens and a cookie without a header token', async () => {
    const id = nth(football, 0);
    expectRefusal(await follow(undefined, { matchId: id, type: 1 }), 401, 'no_login', '请先登录');
    expectRefusal(
      await follow('x'.repeat(43), { matchId: id, type: 1 }),
      401,
      'no_login',
      '请先登录',
    );
    const fan = await newFan();
    const viaCookie = await test.app.inject({
      method: 'GET',
      url: '/api/user/followMatch',
      query: { matchId: String(id), type: '1' },
      headers: { cookie: `jcob_token=${fan.token}` },
    });
    expectRefusal(viaCookie, 401, 'no_login');
    const postViaCookie = await test.app.inject({
      method: 'POST',
      url: '/api/user/followMatch',
      payload: { matchId: id, type: 1 },
      headers: { cookie: `jcob_token=${fan.token}` },
    });
    expectRefusal(postViaCookie, 401, 'no_login');
    const viaHeader = await test.app.inject({
      method: 'GET',
      url: '/api/user/followMatch',
      query: { matchId: String(id), type: '1' },
      headers: { jcob_token: fan.token },
    });
    expect(okData(viaHeader)).toMatchObject({ isFollow: true });
  });

  it('answers bad parameters with a clear 400', async () => {
    const fan = await newFan();
    const id = nth(football, 0);
    expectRefusal(
      await follow(fan.token, { matchId: 'abc', type: 1 }),
      400,
      'bad_request',
      FollowMessages.badMatchId,
    );
    expectRefusal(
      await follow(fan.token, { type: 1 }),
      400,
      'bad_request',
      FollowMessages.badMatchId,
    );
    // Ids are what the database holds (32-bit): a larger one is the fan's mistake, not a 500.
    for (const matchId of ['2147483648', '99999999999'])
      expectRefusal(
        await follow(fan.token, { matchId, type: 1 }),
        400,
        'bad_request',
        FollowMessages.badMatchId,
      );
    expectRefusal(
      await follow(fan.token, { matchId: id, type: 3 }),
      400,
      'bad_request',
      FollowMessages.badType,
    );
    expectRefusal(
      await follow(fan.token, { matchId: id, type: 1, matchType: 5 }),
      400,
      'bad_request',
      FollowMessages.badMatchType,
    );
  });

  it('answers an unknown match, or one of the other sport, with 404 match_not_found', async () => {
    const fan = await newFan();
    expectRefusal(
      await follow(fan.token, { matchId: 999_999_999, type: 1 }),
      404,
      'match_not_found',
      FollowMessages.matchNotFound,
    );
    expectRefusal(
      await follow(fan.token, { matchId: nth(basketball, 0), type: 1, matchType: 1 }),
      404,
      'match_not_found',
    );
  });

  it(`caps follows at ${FOLLOW_LIMIT_PER_SPORT} per sport with a clear message`, async () => {
    const fan = await newFan();
    expect(football.length).toBeGreaterThan(FOLLOW_LIMIT_PER_SPORT);
    await test.database.db
      .insert(matchFollows)
      .values(
        football
          .slice(0, FOLLOW_LIMIT_PER_SPORT)
          .map((matchId) => ({ userId: fan.userId, matchId, sport: 1 })),
      );
    const extra = nth(football, FOLLOW_LIMIT_PER_SPORT);
    expectRefusal(
      await follow(fan.token, { matchId: extra, type: 1 }),
      409,
      'follow_limit',
      FollowMessages.limit,
    );
    // A match already followed is still fine at the cap, and the other sport has its own.
    okData(await follow(fan.token, { matchId: nth(football, 0), type: 1 }));
    okData(await follow(fan.token, { matchId: nth(basketball, 0), type: 1, matchType: 2 }));
    okData(await follow(fan.token, { matchId: nth(football, 0), type: 2 }));
    expect(okData(await follow(fan.token, { matchId: extra, type: 1 }))).toMatchObject({
      followCount: FOLLOW_LIMIT_PER_SPORT,
    });
  });

  it('lets follows lapse a week after kick-off', async () => {
    const fan = await newFan();
    const old = nth(football, 0);
    const fresh = nth(football, football.length - 1);
    okData(await follow(fan.token, { matchId: old, type: 1 }));
    expect(await followed(fan.token)).toEqual([old]);
    const [row] = await test.database.db
      .select({ at: matches.matchTime })
      .from(matches)
      .where(eq(matches.id, old));
    if (!row) throw new Error('fixture: no match');
    test.clock.set(row.at.getTime() + 7 * DAY + 60_000);
    try {
      expect(await followed(fan.token)).toEqual([]);
      expectRefusal(
        await follow(fan.token, { matchId: old, type: 1 }),
        400,
        'follow_lapsed',
        FollowMessages.lapsed,
      );
      // The next follow clears the lapsed row away.
      okData(await follow(fan.token, { matchId: fresh, type: 1 }));
      const rows = await test.database.db
        .select({ matchId: matchFollows.matchId })
        .from(matchFollows)
        .where(eq(matchFollows.userId, fan.userId));
      expect(rows).toEqual([{ matchId: fresh }]);
    } finally {
      test.clock.set(NOW);
    }
  });
});

describe('queryUserFollowMatchIds', () => {
  it('pages the followed ids by kick-off (ps 300 by default) on both paths', async () => {
    const fan = await newFan();
    const picked = [nth(football, 5), nth(football, 3), nth(football, 4)];
    for (const matchId of picked) okData(await follow(fan.token, { matchId, type: 1 }));
    const all = followIdsPageSchema.parse(okData(await ids(fan.token)));
    expect(all).toEqual({
      list: [nth(football, 3), nth(football, 4), nth(football, 5)],
      pn: 1,
      ps: 300,
      total: 3,
      hasMore: false,
    });
    expect(okData(await ids(fan.token, {}, 'match'))).toEqual(all);
    const second = okData(await ids(fan.token, { pn: '2', ps: '2' }));
    expect(second).toEqual({ list: [nth(football, 5)], pn: 2, ps: 2, total: 3, hasMore: false });
    expect(okData(await ids(fan.token, { pn: '1', ps: '2' }))).toMatchObject({ hasMore: true });
  });

  it('needs login (the cookie is enough to read) and refuses a page size over 300', async () => {
    expectRefusal(await ids(undefined), 401, 'no_login');
    const fan = await newFan();
    const viaCookie = await test.app.inject({
      method: 'GET',
      url: '/api/user/queryUserFollowMatchIds',
      headers: { cookie: `jcob_token=${fan.token}` },
    });
    expect(okData(viaCookie)).toMatchObject({ list: [], total: 0 });
    expectRefusal(await ids(fan.token, { ps: '301' }), 400, 'bad_request', FollowMessages.badPage);
    expectRefusal(await ids(fan.token, { matchType: '3' }), 400, 'bad_request');
  });
});

describe('the gateway', () => {
  it('flags isFollow for the fan of the token, never for a body userId', async () => {
    const fan = await newFan();
    const other = await newFan();
    const page = matchPageSchema.parse(
      okData(await gateway('getMatchListByDate', { pageSize: 100 })),
    );
    const id = nth(
      page.list.map((m) => m.matchId),
      0,
    );
    okData(await follow(fan.token, { matchId: id, type: 1 }));
    type Flagged = { list: Array<{ matchId: number; isFollow: boolean }> };
    const flags = async (token?: string, body: Record<string, unknown> = {}) => {
      const data = okData(
        await gateway('getMatchListByDate', { pageSize: 100, ...body }, token),
      ) as Flagged;
      return new Map(data.list.map((m) => [m.matchId, m.isFollow]));
    };
    const mine = await flags(fan.token);
    expect(mine.get(id)).toBe(true);
    expect([...mine.values()].filter(Boolean)).toHaveLength(1);
    expect((await flags()).get(id)).toBe(false);
    expect((await flags(undefined, { userId: String(fan.userId) })).get(id)).toBe(false);
    expect((await flags(other.token, { userId: String(fan.userId) })).get(id)).toBe(false);
    const one = okData(await gateway('getMatchInfoById', { leagueMatchId: id }, fan.token));
    expect(one).toMatchObject({ matchId: id, isFollow: true });
  });

  it('serves the followed view: live first, then upcoming, then finished latest first', async () => {
    expectRefusal(await gateway('getUserFollowMatchList', {}), 401, 'no_login');
    const fan = await newFan();
    const today = matchPageSchema.parse(
      okData(await gateway('getMatchListByDate', { pageSize: 100 })),
    ).list;
    const live = today.find((m) => [1, 11, 12, 13, 14].includes(m.matchStatus));
    const upcoming = today.filter((m) => m.matchStatus === 0).slice(0, 2);
    const finished = today.filter((m) => m.matchStatus === 2).slice(0, 2);
    const picks = [...finished, ...upcoming, ...(live ? [live] : [])];
    expect(picks.length).toBeGreaterThanOrEqual(4);
    for (const m of picks) okData(await follow(fan.token, { matchId: m.matchId, type: 1 }));
    const view = followedMatchPageSchema.parse(
      okData(await gateway('getUserFollowMatchList', { sportType: 1 }, fan.token)),
    );
    expect(view.total).toBe(picks.length);
    expect(view.list.every((m) => m.isFollow)).toBe(true);
    const expected = [
      ...(live ? [live.matchId] : []),
      ...[...upcoming].sort((a, b) => a.matchDate - b.matchDate).map((m) => m.matchId),
      ...[...finished].sort((a, b) => b.matchDate - a.matchDate).map((m) => m.matchId),
    ];
    expect(view.list.map((m) => m.matchId)).toEqual(expected);
    const onlyUpcoming = followedMatchPageSchema.parse(
      okData(await gateway('getUserFollowMatchList', { matchStatus: 2 }, fan.token)),
    );
    expect(onlyUpcoming.list.map((m) => m.matchId).sort()).toEqual(
      upcoming.map((m) => m.matchId).sort(),
    );
    const paged = followedMatchPageSchema.parse(
      okData(await gateway('getUserFollowMatchList', { pageSize: 1, pageNo: 2 }, fan.token)),
    );
    expect(paged.list.map((m) => m.matchId)).toEqual([expected[1]]);
    expect(paged.hasMore).toBe(true);
  });

  it('lists matches by id in the order asked, leaving out unknown and other-sport ids', async () => {
    const fan = await newFan();
    const [a, b] = [nth(football, 7), nth(football, 6)];
    okData(await follow(fan.token, { matchId: b, type: 1 }));
    const data = okData(
      await gateway(
        'getMatchListById',
        { matchIdList: [a, 999_999_999, b, nth(basketball, 0)] },
        fan.token,
      ),
    ) as { list: Array<{ matchId: number; isFollow: boolean }> };
    expect(data.list.map((m) => [m.matchId, m.isFollow])).toEqual([
      [a, false],
      [b, true],
    ]);
    const bk = okData(
      await gateway('getBkMatchListById', { matchIdList: `${nth(basketball, 1)},${a}` }),
    ) as { list: Array<{ matchId: number; isFollow: boolean }> };
    expect(bk.list.map((m) => [m.matchId, m.isFollow])).toEqual([[nth(basketball, 1), false]]);
    expectRefusal(await gateway('getMatchListById', { matchIdList: 'x' }), 400, 'bad_args');
  });
});

describe('user info', () => {
  it('counts the active follows of both sports as followMatchCount', async () => {
    const fan = await newFan();
    okData(await follow(fan.token, { matchId: nth(football, 0), type: 1 }));
    okData(await follow(fan.token, { matchId: nth(basketball, 0), type: 1, matchType: 2 }));
    const info = userInfoSchema.parse(
      okData(
        await test.app.inject({ method: 'GET', url: '/api/uc/index', headers: bearer(fan.token) }),
      ),
    );
    expect(info.followMatchCount).toBe(2);
  });
});
