// Pins live scores served from memory (issue 20 §1; docs/decisions/live-at-scale.md) on PGlite and,
// under test:postgres, PostgreSQL: the answer carries an ETag, and the same request with it answers
// 304 with no body; a committed change (the version moves) reaches the next answer; a write that
// leaves the version alone does not (the poll is answered from memory, not the database); a sport's
// call answers only its sport's matches, in the order asked; ids of no match answer nothing.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues, matchEvents, matches, teams } from '../../../server/db/schema';
import { eventually } from '../../kit/eventually';
import { signGateway, startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.database;
  await db.insert(leagues).values([
    {
      id: 9301,
      sport: 1,
      name: '测试联赛',
      shortName: '测试',
      country: '中国',
      color: '#c00',
      season: '2026',
    },
    {
      id: 9302,
      sport: 2,
      name: '测试篮球',
      shortName: '测篮',
      country: '中国',
      color: '#00c',
      season: '2026',
    },
  ]);
  await db.insert(teams).values([
    { id: 930101, leagueId: 9301, sport: 1, name: '东海', shortName: '东海' },
    { id: 930102, leagueId: 9301, sport: 1, name: '西山', shortName: '西山' },
    { id: 930201, leagueId: 9302, sport: 2, name: '飞龙', shortName: '飞龙' },
    { id: 930202, leagueId: 9302, sport: 2, name: '猛虎', shortName: '猛虎' },
  ]);
  const match = (id: number, sport: number) => ({
    id,
    qtMatchId: id + 300_000_000,
    sport,
    leagueId: sport === 1 ? 9301 : 9302,
    homeTeamId: sport === 1 ? 930101 : 930201,
    awayTeamId: sport === 1 ? 930102 : 930202,
    matchTime: new Date(test.clock.now()),
    scriptSeed: id % 1000,
    gameTabs: [],
    status: sport === 1 ? 1 : 1,
  });
  await db
    .insert(matches)
    .values([78001, 78002, 78004, 78005, 78006].map((id) => match(id, 1)).concat(match(78003, 2)));
});

afterAll(() => test.close());

async function poll(
  ids: number[],
  etag?: string,
  apiName = 'getMatchListLiveScore',
  args: Record<string, unknown> = {},
) {
  const timestamp = Date.now();
  const res = await test.app.inject({
    method: 'POST',
    url: '/sportdata/f',
    headers: etag ? { 'if-none-match': etag } : {},
    payload: {
      matchIdList: ids,
      ...args,
      apiName,
      timestamp,
      verifyStr: signGateway(apiName, timestamp),
    },
  });
  const list =
    res.statusCode === 200
      ? res.json<{ data: { list: Array<{ matchId: number; homeScore: number; id?: number }> } }>()
          .data.list
      : null;
  return {
    status: res.statusCode,
    etag: res.headers.etag,
    body: res.body,
    list,
  };
}

const goal = (id: number) =>
  test.database.db
    .update(matches)
    .set({ homeScore: sql`${matches.homeScore} + 1`, version: sql`${matches.version} + 1` })
    .where(eq(matches.id, id));

describe('live scores from memory', () => {
  it('tags the answer and answers 304 with no body while nothing changed', async () => {
    const first = await poll([78002, 78001]);
    expect(first.status).toBe(200);
    expect(first.list?.map((s) => s.matchId)).toEqual([78002, 78001]);
    expect(first.etag).toMatch(/^".+"$/);
    const again = await poll([78002, 78001], first.etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // Another set of ids is another answer.
    expect((await poll([78001], first.etag)).status).toBe(200);
  });

  it('answers compressed as the client accepts, the same bytes for everyone, the time in a header', async () => {
    const ask = async (acceptEncoding: string) => {
      const timestamp = Date.now();
      const apiName = 'getMatchListLiveScore';
      return test.app.inject({
        method: 'POST',
        url: '/sportdata/f',
        headers: { 'accept-encoding': acceptEncoding },
        payload: {
          matchIdList: [78001, 78002, 78004, 78005, 78006],
          apiName,
          timestamp,
          verifyStr: signGateway(apiName, timestamp),
        },
      });
    };
    // Five scores: over the 1 KB below which answers go as they are.
    const plain = await ask('identity');
    const gzip = await ask('gzip');
    const br = await ask('gzip, deflate, br');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-server-time']).toMatch(/^\d+$/);
    const body = plain.json<{
      isSuccess: boolean;
      data: { list: unknown[] };
      serverTime?: number;
    }>();
    expect(body.isSuccess).toBe(true);
    expect(body.serverTime).toBeUndefined();
    for (const [res, encoding] of [
      [gzip, 'gzip'],
      [br, 'br'],
    ] as const) {
      expect(res.headers['content-encoding']).toBe(encoding);
      const unpacked =
        encoding === 'gzip' ? gunzipSync(res.rawPayload) : brotliDecompressSync(res.rawPayload);
      expect(unpacked.toString()).toBe(plain.body);
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('answers a committed change at the next poll, with a new tag', async () => {
    const before = await poll([78001, 78002]);
    await goal(78001);
    const after = await eventually(
      () => poll([78001, 78002], before.etag),
      (p) => p.status === 200,
      { everyMs: 10 },
    );
    expect(after.etag).not.toBe(before.etag);
    expect(after.list?.find((s) => s.matchId === 78001)?.homeScore).toBe(
      (before.list?.find((s) => s.matchId === 78001)?.homeScore ?? 0) + 1,
    );
  });

  it('does not read the database again for a write that leaves the version alone', async () => {
    const before = await poll([78002]);
    await test.database.db.update(matches).set({ homeScore: 9 }).where(eq(matches.id, 78002));
    await goal(78001); // a later change, heard after the write above
    await eventually(
      () => poll([78001]),
      (p) => (p.list?.[0]?.homeScore ?? 0) >= 2,
      { everyMs: 10 },
    );
    const same = await poll([78002], before.etag);
    expect(same.status).toBe(304);
  });

  it('answers only the sport asked for, and nothing for ids of no match', async () => {
    expect((await poll([78003, 78001, 99_999_999])).list?.map((s) => s.matchId)).toEqual([78001]);
    expect(
      (await poll([78003, 78001, 99_999_999], undefined, 'getBkMatchListLiveScore')).list?.map(
        (s) => s.matchId,
      ),
    ).toEqual([78003]);
    expect((await poll([99_999_998])).list).toEqual([]);
  });
});

const addEvent = async (matchId: number, agoMs: number, player: string) => {
  const [row] = await test.database.db
    .insert(matchEvents)
    .values({
      matchId,
      kind: 'goal',
      side: 1,
      minute: 10,
      player,
      happenedAt: new Date(test.clock.now() - agoMs),
    })
    .returning({ id: matchEvents.id });
  if (!row) throw new Error('no event written');
  return row.id;
};

const events = (ids: number[], etag?: string, second?: number) =>
  poll(ids, etag, 'getMatchEventByMatchIdList', second === undefined ? {} : { second });

describe('live events from memory', () => {
  it('answers a new event at the next poll, tags the answer, and 304s while none came', async () => {
    const old = await addEvent(78001, 600_000, '老将');
    const first = await events([78001, 78002]);
    expect(first.list?.map((e) => e.id)).toEqual([old]);
    expect((await events([78001, 78002], first.etag)).status).toBe(304);
    const fresh = await addEvent(78002, 1_000, '新秀');
    const next = await eventually(
      () => events([78001, 78002], first.etag),
      (p) => p.status === 200,
      { everyMs: 10 },
    );
    expect(next.list?.map((e) => e.id)).toEqual([old, fresh]);
    expect(next.etag).not.toBe(first.etag);
  });

  it('answers only the events of the last `second` seconds when asked for a window', async () => {
    const long = await addEvent(78001, 300_000, '门将');
    const recent = await addEvent(78001, 5_000, '替补');
    const windowed = await eventually(
      () => events([78001, 78002], undefined, 60),
      (p) => (p.list ?? []).some((e) => e.id === recent),
      { everyMs: 10 },
    );
    expect(windowed.list?.map((e) => e.id)).not.toContain(long);
    const all = await events([78001, 78002]);
    expect(windowed.list?.length).toBeLessThan(all.list?.length ?? 0);
    // One match's timeline is the same events, from the same memory.
    const timeline = await poll([], undefined, 'getMatchEvent', { matchId: 78001 });
    expect(timeline.list?.map((e) => e.id)).toEqual(
      all.list?.filter((e) => e.matchId === 78001).map((e) => e.id),
    );
  });
});
