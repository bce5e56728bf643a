// Pins the old football lottery's issues and draws (issue 34 §1; docs/decisions/fourteen-match.md):
// the seeded world's tab-401 football matches make the issues — each period's first 14 in kick-off
// order, on sale until the first kick-off, drawn once all 14 are final with each match's 3/1/0 after
// 90 minutes — and the simulator, playing them, draws the issue on sale. lotteryNums, awardsUnOpen,
// SFCReturn and getLotteryDraw answer from them; an unknown issue is a 404, bad input a 400.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ISSUE_MATCH_COUNT,
  LOTTERY_REFUSAL_CODES,
  LotteryMessages,
  OLD_LOTTERY_GAME_ID,
  type IssueSummary,
  type IssueWithMatches,
} from '../../../contracts/lottery';
import { matchEvents, matches } from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { periodOf } from '../../../server/features/lottery/issues';
import { Simulator } from '../../../server/simulator/simulator';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T19:00:00+08:00');
const HOUR = 3_600_000;
let test: TestApp;
let simulator: Simulator;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    simulator: () => simulator,
    seeded: { seed: SEED, now: NOW, parts: ['sport'] },
  });
  simulator = new Simulator({
    db: test.database.db,
    world: buildWorld(SEED),
    clock: test.clock,
    seed: SEED,
  });
  // The window's days before today are played now, as a starting server plays them.
  await simulator.tick();
});
afterAll(() => test.close());

function get(path: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return test.app.inject({ method: 'GET', url: `/api/query/sports/${path}?${search}` });
}

async function data<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await get(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

type Nums = { current: string | null; list: IssueSummary[] };
const nums = (batchSize: number) => data<Nums>('lotteryNums', { batchSize });
const unopened = (query: Record<string, string | number> = {}) =>
  data<{ list: IssueWithMatches[] }>('awardsUnOpen', { gameId: OLD_LOTTERY_GAME_ID, ...query });

type Draw = IssueWithMatches & { drawn: boolean };
async function draw(args: Record<string, unknown>): Promise<Draw> {
  const res = await test.gateway('getLotteryDraw', args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Draw }>().data;
}

/** The first 14 tab-401 football matches of an issue's period, read straight from the table. */
async function expectedMatches(issueNo: string) {
  const period = periodOf(issueNo)!;
  const rows = await test.database.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sport, 1),
        gte(matches.matchTime, new Date(period.start)),
        lt(matches.matchTime, new Date(period.end)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));
  return rows.filter((m) => m.gameTabs.includes(OLD_LOTTERY_GAME_ID)).slice(0, ISSUE_MATCH_COUNT);
}

/** Each match's draw worked out from its row and its goals after the 90th minute. */
async function expectedResult(issueNo: string): Promise<string> {
  const rows = await expectedMatches(issueNo);
  const late = await test.database.db
    .select()
    .from(matchEvents)
    .where(
      inArray(
        matchEvents.matchId,
        rows.map((m) => m.id),
      ),
    );
  return rows
    .map((m) => {
      if (m.status === 7 || m.status === 8) return '*';
      if (m.status !== 2) return '-';
      const extra = (side: number) =>
        late.filter(
          (e) =>
            e.matchId === m.id &&
            e.side === side &&
            e.minute > 90 &&
            ['goal', 'penalty', 'own_goal'].includes(e.kind),
        ).length;
      const diff = m.homeScore - extra(1) - (m.awayScore - extra(2));
      return diff > 0 ? '3' : diff === 0 ? '1' : '0';
    })
    .join('');
}

describe('lotteryNums', () => {
  it('lists the issue on sale first, then the past ones newest first', async () => {
    const { current, list } = await nums(20);
    expect(list).toHaveLength(20);
    expect(current).toBe(list[0]?.issueNo);
    expect(list[0]).toMatchObject({ status: 'onSale', gameId: OLD_LOTTERY_GAME_ID });
    expect(list[0]!.saleEnd).toBeGreaterThan(NOW);
    for (const issue of list.slice(1)) {
      expect(issue.saleEnd).toBeLessThanOrEqual(NOW);
      expect(['closed', 'drawn']).toContain(issue.status);
    }
    const numbers = list.map((i) => i.issueNo);
    expect(numbers.every((n) => /^26\d{3}$/.test(n))).toBe(true);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    expect((await nums(5)).list).toEqual(list.slice(0, 5));
    expect((await data<Nums>('lotteryNums')).list).toHaveLength(10);
  });

  it('refuses a batch size out of 1–20', async () => {
    for (const batchSize of [0, 21, 'x', -1])
      expectRefusal(
        await get('lotteryNums', { batchSize }),
        400,
        'bad_request',
        LotteryMessages.badBatchSize,
      );
  });
});

describe('an issue', () => {
  it('is its period’s first 14 tab-401 football matches in kick-off order, on sale until the first', async () => {
    const { list } = await unopened();
    const onSale = list.find((i) => i.status === 'onSale')!;
    expect(onSale).toBeDefined();
    const expected = await expectedMatches(onSale.issueNo);
    expect(onSale.matches.map((m) => m.matchId)).toEqual(expected.map((m) => m.id));
    expect(onSale.matches.map((m) => m.no)).toEqual(expected.map((_, i) => i + 1));
    expect(onSale.saleEnd).toBe(expected[0]!.matchTime.getTime());
    expect(onSale.result).toBe('-'.repeat(14));
    for (const m of onSale.matches) {
      expect(m).toMatchObject({ matchStatus: 0, outcome: null, homeScore: 0, awayScore: 0 });
      expect([m.leagueName, m.homeTeamName, m.awayTeamName].every((name) => name.length > 0)).toBe(
        true,
      );
    }
  });

  it('is drawn from its matches’ final scores, * for a called-off match', async () => {
    const { list } = await nums(20);
    const drawn = list.filter((i) => i.status === 'drawn');
    expect(drawn.length).toBeGreaterThan(10);
    for (const issue of drawn) {
      const answer = await draw({ issueNo: issue.issueNo, gameId: OLD_LOTTERY_GAME_ID });
      expect(answer.drawn).toBe(true);
      expect(answer.result).toMatch(/^[310*]{14}$/);
      expect(answer.result).toBe(await expectedResult(issue.issueNo));
      expect(answer.matches.map((m) => m.outcome).join('')).toBe(answer.result);
    }
  });

  it('does not count a goal of extra time', async () => {
    const latest = await draw({});
    const won = latest.matches.find(
      (m) => m.matchStatus === 2 && Math.abs(m.homeScore - m.awayScore) === 1,
    );
    expect(won, 'a drawn issue with a one-goal win').toBeDefined();
    const side = won!.homeScore > won!.awayScore ? 1 : 2;
    // The winning goal, written as extra time: the match was level after 90 minutes.
    await test.database.db.insert(matchEvents).values({
      matchId: won!.matchId,
      kind: 'goal',
      side,
      minute: 104,
      happenedAt: new Date(won!.matchTime + 2 * HOUR),
    });
    try {
      const again = await draw({ issueNo: latest.issueNo });
      expect(again.matches.find((m) => m.matchId === won!.matchId)?.outcome).toBe('1');
    } finally {
      await test.database.db
        .delete(matchEvents)
        .where(and(eq(matchEvents.matchId, won!.matchId), eq(matchEvents.minute, 104)));
    }
  });
});

describe('awardsUnOpen', () => {
  it('lists only issues not drawn, or the one asked for', async () => {
    const { list } = await unopened();
    expect(list.length).toBeGreaterThan(0);
    for (const issue of list) {
      expect(issue.status).not.toBe('drawn');
      expect(issue.matches).toHaveLength(14);
    }
    const onSale = list.find((i) => i.status === 'onSale')!;
    expect((await unopened({ issueNo: onSale.issueNo })).list).toEqual([onSale]);
    const { list: past } = await nums(3);
    const drawn = past.find((i) => i.status === 'drawn')!;
    expect((await unopened({ issueNo: drawn.issueNo })).list).toEqual([]);
  });

  it('refuses an unknown issue with 404, another game and a malformed number with 400', async () => {
    const { current } = await nums(1);
    const later = String(Number(current) + 3);
    for (const issueNo of ['26183', '20001', String(Number(current) + 1), later])
      expectRefusal(
        await get('awardsUnOpen', { gameId: 401, issueNo }),
        404,
        LOTTERY_REFUSAL_CODES.issueNotFound,
        LotteryMessages.issueNotFound,
      );
    expectRefusal(
      await get('awardsUnOpen', { gameId: 405 }),
      400,
      'bad_request',
      LotteryMessages.badGameId,
    );
    for (const issueNo of ['abc', '2616', '26000', '261630'])
      expectRefusal(
        await get('awardsUnOpen', { gameId: 401, issueNo }),
        400,
        'bad_request',
        LotteryMessages.badIssueNo,
      );
  });
});

describe('SFCReturn', () => {
  it('gives a drawn issue’s draw and prize table: two prizes for fourteen-match, one for pick-nine', async () => {
    const drawn = (await nums(3)).list.find((i) => i.status === 'drawn')!;
    const fourteen = await data<Record<string, unknown>>('SFCReturn', {
      issueNo: drawn.issueNo,
      playType: 1,
    });
    expect(fourteen).toMatchObject({
      issueNo: drawn.issueNo,
      playType: 1,
      status: 'drawn',
      drawn: true,
      result: await expectedResult(drawn.issueNo),
    });
    expect(fourteen.sales).toBeGreaterThan(0);
    expect(fourteen.pool).toBe(Math.floor((fourteen.sales as number) * 0.64));
    expect((fourteen.prizes as Array<{ name: string }>).map((p) => p.name)).toEqual([
      '一等奖',
      '二等奖',
    ]);
    const nine = await data<{ prizes: unknown[]; result: string }>('SFCReturn', {
      issueNo: drawn.issueNo,
      playType: 2,
    });
    expect(nine.prizes).toHaveLength(1);
    expect(nine.result).toBe(fourteen.result);
    // The simulated money is the seed's: the same every time.
    expect(await data('SFCReturn', { issueNo: drawn.issueNo, playType: 1 })).toEqual(fourteen);
  });

  it('has no prizes before the draw', async () => {
    const { current } = await nums(1);
    expect(await data('SFCReturn', { issueNo: current!, playType: 1 })).toMatchObject({
      status: 'onSale',
      drawn: false,
      result: '-'.repeat(14),
      sales: null,
      pool: null,
      prizes: [],
    });
  });

  it('refuses an unknown issue with 404 and a bad play or number with 400', async () => {
    expectRefusal(
      await get('SFCReturn', { issueNo: '26183', playType: 1 }),
      404,
      LOTTERY_REFUSAL_CODES.issueNotFound,
      LotteryMessages.issueNotFound,
    );
    const { current } = await nums(1);
    for (const playType of [0, 3, 'x'])
      expectRefusal(
        await get('SFCReturn', { issueNo: current!, playType }),
        400,
        'bad_request',
        LotteryMessages.badPlayType,
      );
    expect((await get('SFCReturn', { playType: 1 })).statusCode).toBe(400);
  });
});

describe('getLotteryDraw', () => {
  it('answers the latest drawn issue without a number, and the one named with one', async () => {
    const { list } = await nums(20);
    const latestDrawn = list.find((i) => i.status === 'drawn')!;
    const latest = await draw({});
    expect(latest).toMatchObject({ issueNo: latestDrawn.issueNo, drawn: true });
    expect(latest.matches).toHaveLength(14);
    const onSale = (await unopened()).list.find((i) => i.status === 'onSale')!;
    expect(await draw({ issueNo: Number(onSale.issueNo), gameId: '401' })).toEqual({
      ...onSale,
      drawn: false,
    });
  });

  it('refuses another game with 400 bad_args and an unknown issue with 404', async () => {
    const other = await test.gateway('getLotteryDraw', { gameId: 405 });
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json()).toMatchObject({ code: 'bad_args' });
    const unknown = await test.gateway('getLotteryDraw', { issueNo: '26183' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: LOTTERY_REFUSAL_CODES.issueNotFound,
      msg: LotteryMessages.issueNotFound,
    });
  });
});

describe('as the simulator plays the issue on sale', () => {
  it('closes its sales at the first kick-off, puts the next on sale, and draws it once all 14 are final', async () => {
    const before = (await unopened()).list.find((i) => i.status === 'onSale')!;
    const firstKickOff = before.saleEnd;
    const lastKickOff = before.matches[13]!.matchTime;

    test.clock.set(firstKickOff + 60_000);
    await simulator.tick();
    const closed = await nums(2);
    expect(closed.list[1]).toMatchObject({ issueNo: before.issueNo, status: 'closed' });
    expect(closed.list[0]).toMatchObject({ status: 'onSale' });
    expect(closed.current).not.toBe(before.issueNo);
    const playing = (await unopened({ issueNo: before.issueNo })).list[0]!;
    expect(playing.matches[0]!.matchStatus).not.toBe(0);
    expect(playing.result).toContain('-');

    // Long enough for stoppages, an interruption and extra time.
    test.clock.set(lastKickOff + 4 * HOUR);
    await simulator.tick();
    const drawn = await draw({ issueNo: before.issueNo });
    expect(drawn).toMatchObject({ status: 'drawn', drawn: true });
    expect(drawn.result).toMatch(/^[310*]{14}$/);
    expect(drawn.result).toBe(await expectedResult(before.issueNo));
    expect((await unopened({ issueNo: before.issueNo })).list).toEqual([]);
    const money = await data<{ prizes: unknown[]; drawn: boolean }>('SFCReturn', {
      issueNo: before.issueNo,
      playType: 1,
    });
    expect(money.drawn).toBe(true);
    expect(money.prizes).toHaveLength(2);
  });
});
