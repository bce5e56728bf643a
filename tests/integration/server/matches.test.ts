// Pins the live-match apiNames on the generated world with the simulator running on a test clock.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatContentSchema,
  chatRoomInfoSchema,
  liveScoreSchema,
  matchEventListSchema,
  matchItemSchema,
  matchPageSchema,
  redPacketMatchListSchema,
  textLiveSchema,
} from '../../../contracts/sportdata/matches';
import {
  chatMessages,
  matchEvents,
  matches,
  redPacketRounds,
  users,
} from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const world = buildWorld(SEED);
let test: TestApp;
let simulator: Simulator;

const data = async (apiName: string, args: Record<string, unknown> = {}) => {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: unknown }>().data;
};

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  simulator = new Simulator({ db: test.database.db, world, clock: test.clock, seed: SEED });
  await simulator.tick();
});
afterAll(() => test.close());

describe('getMatchListByDate', () => {
  it('lists today by pages of 20: live first, then upcoming, then finished', async () => {
    const page = matchPageSchema.parse(await data('getMatchListByDate', {}));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, date: '2026-11-22', hasMore: true });
    expect(page.list).toHaveLength(20);
    expect(page.total).toBeGreaterThan(20);
    const live = page.list.filter((m) => [1, 11, 12, 13, 14].includes(m.matchStatus));
    expect(live.length).toBeGreaterThan(0);
    expect(page.list[0]?.matchStatus).not.toBe(0);
    const next = matchPageSchema.parse(await data('getMatchListByDate', { pageNo: 2 }));
    expect(next.list[0]?.matchId).not.toBe(page.list[0]?.matchId);
  });

  it('filters by state: live, upcoming, finished', async () => {
    const live = matchPageSchema.parse(
      await data('getMatchListByDate', { matchStatus: 1, pageSize: 100 }),
    );
    expect(live.list.length).toBeGreaterThan(0);
    for (const m of live.list) expect([1, 11, 12, 13, 14]).toContain(m.matchStatus);
    const upcoming = matchPageSchema.parse(
      await data('getMatchListByDate', { matchStatus: 2, pageSize: 100 }),
    );
    for (const m of upcoming.list) expect(m.matchStatus).toBe(0);
    const yesterday = matchPageSchema.parse(
      await data('getMatchListByDate', { date: '2026-11-21', matchStatus: 3, pageSize: 100 }),
    );
    expect(yesterday.list.length).toBeGreaterThan(0);
    for (const m of yesterday.list) expect([2, 3, 7, 8]).toContain(m.matchStatus);
  });

  it('filters by game tab and shows the chosen company odds', async () => {
    const jc = matchPageSchema.parse(
      await data('getMatchListByDate', { game: 407, oddsCompany: 6, pageSize: 100 }),
    );
    expect(jc.list.length).toBeGreaterThan(0);
    for (const m of jc.list) {
      expect(m.gameTabs).toContain(407);
      expect(m.lotteryNo).toMatch(/^周/);
    }
    const simple = matchPageSchema.parse(await data('getMatchListByDate', { simple: 1 }));
    expect(simple.list.every((m) => m.odds === null)).toBe(true);
  });

  it('lists basketball with quarter lengths (12 in the NBA)', async () => {
    const page = matchPageSchema.parse(
      await data('getMatchListByDate', { sportType: 2, pageSize: 100 }),
    );
    expect(page.list.length).toBeGreaterThan(5);
    for (const m of page.list) {
      expect(m.sportType).toBe(2);
      expect(m.quarterMinutes).toBe(m.leagueId === 1 || m.leagueId === 3 ? 12 : 10);
    }
  });

  it.each([
    [{ matchStatus: 9 }],
    [{ pageSize: 500 }],
    [{ date: '22/11/2026' }],
    [{ qtMatchIdList: 'a,b' }],
    [{ sportType: 3 }],
  ])('refuses bad arguments %j with 400 bad_args', async (args) => {
    const res = await test.gateway('getMatchListByDate', args);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_args' });
  });
});

describe('live scores and events', () => {
  const liveIds = async (sportType: number) => {
    const page = matchPageSchema.parse(
      await data('getMatchListByDate', { sportType, matchStatus: 1, pageSize: 100 }),
    );
    return page.list.map((m) => m.matchId);
  };

  it('answers live scores of the ids asked, and they move with the clock', async () => {
    const ids = await liveIds(1);
    const before = (await data('getMatchListLiveScore', { matchIdList: ids.join(',') })) as {
      list: unknown[];
    };
    expect(before.list).toHaveLength(ids.length);
    const first = liveScoreSchema.parse(before.list[0]);
    test.clock.advance(3 * 60_000);
    await simulator.tick();
    const after = (await data('getMatchListLiveScore', { matchIdList: [first.matchId] })) as {
      list: unknown[];
    };
    const moved = liveScoreSchema.parse(after.list[0]);
    expect(moved.updatedAt).toBeGreaterThan(first.updatedAt);
  });

  // Issue 16 item 1: seeded rows carry the database's wall clock (here days after the simulated
  // 2026-11-22), the simulator writes simulated time; the version still orders the two states.
  it('bumps a match version when it kicks off, though its time goes back', async () => {
    const [next] = await test.database.db
      .select({ id: matches.id, matchTime: matches.matchTime })
      .from(matches)
      .where(and(eq(matches.status, 0), gt(matches.matchTime, new Date(test.clock.now()))))
      .orderBy(matches.matchTime)
      .limit(1);
    if (!next) throw new Error('no match to kick off');
    const read = async () => {
      const res = (await data('getMatchListLiveScore', { matchIdList: [next.id] })) as {
        list: unknown[];
      };
      return liveScoreSchema.parse(res.list[0]);
    };
    const before = await read();
    expect(before.matchStatus).toBe(0);
    test.clock.set(next.matchTime.getTime() + 60_000);
    await simulator.tick();
    const after = await read();
    expect(after.matchStatus).not.toBe(0);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.updatedAt).toBeLessThan(before.updatedAt);
  });

  it('answers basketball live scores with points by quarter', async () => {
    const ids = await liveIds(2);
    const res = (await data('getBkMatchListLiveScore', { matchIdList: ids })) as {
      list: unknown[];
    };
    const row = liveScoreSchema.parse(res.list[0]);
    expect(row.periodScores.length).toBeGreaterThan(0);
    expect(row.matchStartedMinutes).toMatch(/^\d{2}:\d{2}$|^中场$/);
  });

  it('refuses more than 500 ids', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await test.gateway('getMatchListLiveScore', { matchIdList: ids })).statusCode).toBe(
      400,
    );
  });

  it('answers events since `second` seconds ago, or all of them', async () => {
    const ids = await liveIds(1);
    const all = matchEventListSchema.parse(
      await data('getMatchEventByMatchIdList', { matchIdList: ids }),
    );
    expect(all.list.length).toBeGreaterThan(0);
    const recent = matchEventListSchema.parse(
      await data('getMatchEventByMatchIdList', { matchIdList: ids, second: 120 }),
    );
    expect(recent.list.length).toBeLessThan(all.list.length);
    for (const e of recent.list) expect(e.happenedAt).toBeGreaterThan(test.clock.now() - 120_000);
  });

  it('answers one match timeline in order and its text live newest first', async () => {
    const [id] = await liveIds(1);
    const events = matchEventListSchema.parse(await data('getMatchEvent', { matchId: id }));
    const times = events.list.map((e) => e.happenedAt);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const text = textLiveSchema.parse(await data('getMatchTextLive', { matchId: id, pageSize: 3 }));
    expect(text.list.length).toBeGreaterThan(0);
    const older = textLiveSchema.parse(
      await data('getMatchTextLive', { matchId: id, pageSize: 3, beforeId: text.list.at(-1)?.id }),
    );
    for (const line of older.list) expect(line.id).toBeLessThan(text.list.at(-1)?.id ?? 0);
  });
});

describe('one match', () => {
  it('finds a football match by leagueMatchId or qtMatchId, and says when there is none', async () => {
    const [m] = matchPageSchema.parse(await data('getMatchListByDate', {})).list;
    if (!m) throw new Error('no match');
    expect(
      matchItemSchema.parse(await data('getMatchInfoById', { leagueMatchId: m.matchId })).matchId,
    ).toBe(m.matchId);
    expect(
      matchItemSchema.parse(await data('getMatchInfoById', { qtMatchId: m.qtMatchId })).matchId,
    ).toBe(m.matchId);
    const missing = await test.gateway('getMatchInfoById', { leagueMatchId: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'match_not_found', msg: '比赛不存在' });
    expect((await test.gateway('getMatchInfoById', {})).statusCode).toBe(400);
  });

  it('answers a basketball header, and no football match as basketball', async () => {
    const [bk] = matchPageSchema.parse(
      await data('getMatchListByDate', { sportType: 2, matchStatus: 3 }),
    ).list;
    if (!bk) throw new Error('no basketball');
    const detail = matchItemSchema.parse(await data('getBkMatchDetail', { matchId: bk.matchId }));
    expect(detail.periodScores.length).toBeGreaterThanOrEqual(4);
    const [ft] = matchPageSchema.parse(await data('getMatchListByDate', {})).list;
    expect((await test.gateway('getBkMatchDetail', { matchId: ft?.matchId })).statusCode).toBe(404);
  });
});

describe('red packets', () => {
  it('lists today’s active red-packet matches, and a goal opens a round', async () => {
    const res = redPacketMatchListSchema.parse(await data('getRedpackedMatchList', {}));
    expect(res.list.length).toBeGreaterThan(0);
    for (const m of res.list) expect(m.redStatus).toBe(1);
    // Play on until some red-packet match scores.
    for (let i = 0; i < 120; i++) {
      const [round] = await test.database.db
        .select()
        .from(redPacketRounds)
        .where(gt(redPacketRounds.openedAt, new Date(NOW - 3 * 3_600_000)));
      if (round) {
        const again = redPacketMatchListSchema.parse(
          await data('getRedpackedMatchList', { matchIds: [round.matchId] }),
        );
        expect(again.list[0]?.pointJson[String(round.goalCount)]).toBe(round.openedAt.getTime());
        return;
      }
      test.clock.advance(60_000);
      await simulator.tick();
    }
    throw new Error('no red-packet round in two hours of play');
  });
});

describe('simulator', () => {
  it('keeps no duplicate events after a restart', async () => {
    const before = await test.database.db.select({ n: count() }).from(matchEvents);
    await new Simulator({ db: test.database.db, world, clock: test.clock, seed: SEED }).tick();
    const after = await test.database.db.select({ n: count() }).from(matchEvents);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('has played every match that kicked off more than six hours ago to its end', async () => {
    const rows = await test.database.db
      .select({ status: matches.status, sport: matches.sport })
      .from(matches)
      .where(
        and(
          gt(matches.matchTime, new Date(NOW - 3 * 86_400_000)),
          lt(matches.matchTime, new Date(NOW - 6 * 3_600_000)),
        ),
      );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) expect(r.sport === 1 ? [2, 7, 8] : [-1, -5]).toContain(r.status);
  });
});

describe('video and chat rooms', () => {
  it('has no video streams to offer', async () => {
    expect(await data('getFtLeisuMatchVideo', { matchIds: [1, 2] })).toEqual({ list: [] });
  });

  it('answers a match chat room with recent messages and catches up after ct', async () => {
    const [m] = matchPageSchema.parse(await data('getMatchListByDate', {})).list;
    if (!m) throw new Error('no match');
    const [user] = await test.database.db
      .insert(users)
      .values({ account: 'chat_fan', nickName: '老球迷' })
      .returning();
    if (!user) throw new Error('no user');
    await test.database.db.insert(chatMessages).values([
      {
        roomType: 1,
        roomTypeId: m.matchId,
        userId: user.id,
        clientMsgId: 'a',
        content: '<b>好球</b>',
        createdAt: new Date(NOW),
      },
      {
        roomType: 1,
        roomTypeId: m.matchId,
        userId: user.id,
        clientMsgId: 'b',
        content: '再来一个',
        createdAt: new Date(NOW + 1000),
      },
    ]);
    const info = chatRoomInfoSchema.parse(
      await data('getChatroomInfoApi', { roomType: 1, roomTypeId: m.matchId, needNearMsgList: 1 }),
    );
    expect(info.roomName).toContain(m.homeTeamName);
    expect(info.nearMsgList.map((x) => x.content)).toEqual(['<b>好球</b>', '再来一个']);
    expect(info.onlineCount).toBe(0);
    const since = chatContentSchema.parse(
      await data('getChatroomUserContentApi', {
        roomType: 1,
        roomTypeId: m.matchId,
        ct: NOW,
        userId: user.id,
      }),
    );
    expect(since.list.map((x) => x.content)).toEqual(['再来一个']);
    expect(since.ct).toBe(NOW + 1000);
    expect(await data('getChatroomOnlineCountApi', { matchId: m.matchId })).toEqual({
      matchId: m.matchId,
      onlineCount: 0,
    });
    expect(
      (await test.gateway('getChatroomInfoApi', { roomType: 2, roomTypeId: m.matchId })).statusCode,
    ).toBe(404);
    await test.database.db.delete(chatMessages).where(eq(chatMessages.userId, user.id));
  });

  it('pages a room backwards and forwards by id', async () => {
    const [bk] = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sport, 2))
      .limit(1);
    if (!bk) throw new Error('no basketball match');
    const room = { roomType: 2, roomTypeId: bk.id };
    const [user] = await test.database.db
      .insert(users)
      .values({ account: 'chat_pager', nickName: '翻页球迷' })
      .returning();
    if (!user) throw new Error('no user');
    const rows = Array.from({ length: 7 }, (_, i) => ({
      ...room,
      userId: user.id,
      clientMsgId: `page-${i}-${Date.now()}`,
      content: `第${i}条`,
      createdAt: new Date(NOW + i),
    }));
    const ids = (
      await test.database.db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })
    ).map((r) => r.id);
    const page = async (args: Record<string, unknown>) =>
      chatContentSchema.parse(await data('getChatroomUserContentApi', { ...room, ...args }));
    const latest = await page({ pageSize: 3 });
    expect(latest.list.map((m) => m.id)).toEqual(ids.slice(-3));
    expect(latest.hasMore).toBe(true);
    const older = await page({ pageSize: 3, beforeId: ids[4] });
    expect(older.list.map((m) => m.id)).toEqual(ids.slice(1, 4));
    const after = await page({ pageSize: 3, afterId: ids[1] });
    expect(after.list.map((m) => m.id)).toEqual(ids.slice(2, 5));
    expect(after.hasMore).toBe(true);
    const end = await page({ pageSize: 3, afterId: ids[4] });
    expect(end).toMatchObject({ hasMore: false });
    expect(end.list.map((m) => m.id)).toEqual(ids.slice(5));
    await test.database.db.delete(chatMessages).where(eq(chatMessages.userId, user.id));
  });
});
