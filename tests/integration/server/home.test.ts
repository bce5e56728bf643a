// Pins getHomeMatches (issue 6 item 8) on the generated world with the simulator run once: the live
// strip holds only matches in play of both sports, hottest first (isHot, then league weight); today's
// big matches are hot, Beijing-today, not finished, by kick-off; each match is sent once; sizes are
// bounded and bad sizes are a 4xx, not a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LIVE_LIMIT, homeMatchesSchema } from '../../../contracts/sportdata/home';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { byHeat } from '../../../server/features/home/homeMatches';
import { leagueWeight } from '../../../server/features/home/leagueWeight';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const FOOTBALL_LIVE = [1, 11, 12, 13, 14];
let test: TestApp;

const home = async (args: Record<string, unknown> = {}) => {
  const res = await test.gateway('getHomeMatches', args);
  expect(res.statusCode, res.body).toBe(200);
  return homeMatchesSchema.parse(res.json<{ data: unknown }>().data);
};

const isLive = (m: MatchItem) =>
  m.sportType === 1 ? FOOTBALL_LIVE.includes(m.matchStatus) : m.matchStatus >= 1;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  const world = buildWorld(SEED);
  await new Simulator({ db: test.database.db, world, clock: test.clock, seed: SEED }).tick();
});
afterAll(() => test.close());

describe('getHomeMatches', () => {
  it('fills the live strip with matches in play only, hottest first, at most 10', async () => {
    const answer = await home();
    const byId = new Map(answer.list.map((m) => [m.matchId, m]));
    const live = answer.liveIds.map((id) => byId.get(id)!);
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThanOrEqual(HOME_LIVE_LIMIT);
    for (const m of live) expect(isLive(m), `${m.matchId} ${m.matchStatus}`).toBe(true);
    expect([...live].sort(byHeat).map((m) => m.matchId)).toEqual(answer.liveIds);
    // Hot before not hot, then heavier leagues first.
    for (let i = 1; i < live.length; i += 1) {
      const [a, b] = [live[i - 1]!, live[i]!];
      if (a.isHot === b.isHot)
        expect(leagueWeight(a.leagueId)).toBeGreaterThanOrEqual(leagueWeight(b.leagueId));
      else expect(a.isHot).toBe(true);
    }
  });

  it('takes the strip from both sports when both are in play, as the day lists say', async () => {
    const all = await home({ liveSize: 100 });
    const live = all.liveIds.map((id) => all.list.find((m) => m.matchId === id)!);
    const listed = async (sportType: number) => {
      const res = await test.gateway('getMatchListByDate', {
        sportType,
        matchStatus: 1,
        pageSize: 100,
      });
      return (res.json<{ data: { list: MatchItem[] } }>().data.list ?? []).map((m) => m.matchId);
    };
    const dayLive = [...(await listed(1)), ...(await listed(2))];
    // Every live match of today's lists is in the full strip (the strip may add last night's late ones).
    for (const id of dayLive) expect(all.liveIds).toContain(id);
    expect(new Set(live.map((m) => m.sportType)).size).toBe(
      new Set(
        dayLive.map((id) => (live.find((m) => m.matchId === id) ?? { sportType: 0 }).sportType),
      ).size,
    );
  });

  it("lists today's hot matches, upcoming or live, by kick-off", async () => {
    const answer = await home();
    expect(answer.date).toBe('2026-11-22');
    const byId = new Map(answer.list.map((m) => [m.matchId, m]));
    const today = answer.todayIds.map((id) => byId.get(id)!);
    expect(today.length).toBeGreaterThan(0);
    const dayStart = Date.parse('2026-11-22T00:00:00+08:00');
    for (const m of today) {
      expect(m.isHot).toBe(true);
      expect(m.matchDate).toBeGreaterThanOrEqual(dayStart);
      expect(m.matchDate).toBeLessThan(dayStart + 86_400_000);
      expect(m.matchStatus === 0 || isLive(m), `${m.matchId} ${m.matchStatus}`).toBe(true);
    }
    const times = today.map((m) => m.matchDate);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('sends each match once, and only the matches the sections name', async () => {
    const answer = await home({ liveSize: 100, todaySize: 100 });
    const ids = answer.list.map((m) => m.matchId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...answer.liveIds, ...answer.todayIds]));
  });

  it('honours smaller sizes', async () => {
    const answer = await home({ liveSize: 2, todaySize: '3' });
    expect(answer.liveIds.length).toBeLessThanOrEqual(2);
    expect(answer.todayIds.length).toBeLessThanOrEqual(3);
  });

  it.each([{ liveSize: 0 }, { liveSize: 101 }, { todaySize: 'many' }, { todaySize: -1 }])(
    'refuses %o with a 4xx envelope',
    async (args) => {
      const res = await test.gateway('getHomeMatches', args);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_args' });
    },
  );
});

describe('league weight', () => {
  it('puts the Champions League and the big leagues above the rest', () => {
    expect(leagueWeight(103)).toBeGreaterThan(leagueWeight(36));
    expect(leagueWeight(36)).toBeGreaterThan(leagueWeight(60));
    expect(leagueWeight(1)).toBeGreaterThan(leagueWeight(2));
    expect(leagueWeight(999_999)).toBe(0);
  });
});
