// Pins the generated world against issue 3 §2: volumes, leagues, back-to-backs, the start layout.
import { describe, expect, it } from 'vitest';
import { dayOfMatchId } from '../../../../server/domain/calendar';
import { beijingDayIndex } from '../../../../domain/time';
import { windowFixtures } from '../../../../server/seed/sport/seedSport';
import { backToBackFlags } from '../../../../server/seed/sport/backToBack';
import { roundRobinPairs } from '../../../../server/seed/sport/schedule';
import { buildWorld } from '../../../../server/domain/sport/world';

const NOW = Date.parse('2026-11-22T12:34:00+08:00');
const world = buildWorld(2026);
const fixtures = windowFixtures(world, 2026, NOW);
/** The WNBA plays May to October (issue 31 item 11): its games come from a summer window. */
const SUMMER = Date.parse('2026-07-15T12:34:00+08:00');
const summer = windowFixtures(world, 2026, SUMMER);

describe('generated world', () => {
  it('holds at least 300 football matches in at least 15 leagues over today ± 3 days', () => {
    const football = fixtures.filter((f) => f.sport === 1);
    expect(football.length).toBeGreaterThanOrEqual(300);
    expect(new Set(football.map((f) => f.leagueId)).size).toBeGreaterThanOrEqual(15);
    for (const id of [36, 31, 34, 8, 11, 60, 25, 15])
      expect(football.some((f) => f.leagueId === id)).toBe(true);
    expect(
      football.some((f) => world.leagues.find((l) => l.id === f.leagueId)?.kind === 'cup'),
    ).toBe(true);
  });

  it('holds at least 80 basketball matches of the NBA, CBA and EuroLeague in November', () => {
    const basketball = fixtures.filter((f) => f.sport === 2);
    expect(basketball.length).toBeGreaterThanOrEqual(80);
    expect(new Set(basketball.map((f) => f.leagueId))).toEqual(new Set([1, 3, 7]));
  });

  it('holds the WNBA in its summer, when the NBA, CBA and EuroLeague are off', () => {
    const basketball = summer.filter((f) => f.sport === 2);
    expect(new Set(basketball.map((f) => f.leagueId))).toEqual(new Set([2]));
  });

  it.each([
    [1, 'NBA'],
    [2, 'WNBA'],
  ])('has back-to-backs (24 h) and three-in-a-rows (48 h) in league %i (%s)', (leagueId) => {
    let twos = 0;
    let threes = 0;
    for (const team of world.teamsOfLeague.get(leagueId) ?? []) {
      const times = [...fixtures, ...summer]
        .filter(
          (f) => f.leagueId === leagueId && (f.homeTeamId === team.id || f.awayTeamId === team.id),
        )
        .map((f) => f.matchTime)
        .sort((a, b) => a - b);
      times.forEach((t, i) => {
        if (i >= 1 && t - (times[i - 1] ?? 0) === 86_400_000) twos++;
        if (i >= 2 && t - (times[i - 2] ?? 0) === 172_800_000) threes++;
      });
    }
    expect(twos).toBeGreaterThan(0);
    expect(threes).toBeGreaterThan(0);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(windowFixtures(buildWorld(2026), 2026, NOW)).toEqual(fixtures);
    expect(windowFixtures(buildWorld(7), 7, NOW)).not.toEqual(fixtures);
  });

  it('lays out matches around the start: some under way, some about to start', () => {
    const started = fixtures.filter((f) => f.matchTime <= NOW && f.matchTime > NOW - 100 * 60_000);
    const soon = fixtures.filter((f) => f.matchTime > NOW && f.matchTime < NOW + 45 * 60_000);
    expect(started.filter((f) => f.sport === 1).length).toBeGreaterThanOrEqual(5);
    expect(started.filter((f) => f.sport === 2).length).toBeGreaterThanOrEqual(2);
    expect(soon.length).toBeGreaterThanOrEqual(3);
  });

  it('gives each match an id that tells its day, and unique ids', () => {
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(fixtures.length);
    const today = beijingDayIndex(NOW);
    for (const f of fixtures) expect(Math.abs(dayOfMatchId(f.id) - today)).toBeLessThanOrEqual(3);
  });

  it('numbers jingcai matches per day like 周日001', () => {
    expect(fixtures.some((f) => f.lotteryNo && /^周[一二三四五六日]\d{3}$/.test(f.lotteryNo))).toBe(
      true,
    );
  });

  it('pairs every club once per round-robin round', () => {
    const clubs = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let round = 0; round < 5; round++) {
      const pairs = roundRobinPairs(clubs, round);
      expect(pairs.flat().sort()).toEqual(clubs);
    }
    const all = new Set<string>();
    for (let round = 0; round < 5; round++)
      for (const [a, b] of roundRobinPairs(clubs, round)) all.add([a, b].sort().join());
    expect(all.size).toBe(15);
  });
});

describe('back-to-back flags', () => {
  it('flags NBA and WNBA matches by the 24 h / 48 h rule, and nothing elsewhere', () => {
    const flags = new Map([...backToBackFlags(fixtures), ...backToBackFlags(summer)]);
    const flagged = [...fixtures, ...summer].filter((f) => flags.has(f.id));
    expect(flagged.some((f) => flags.get(f.id) === 2)).toBe(true);
    expect(flagged.some((f) => flags.get(f.id) === 3)).toBe(true);
    expect(new Set(flagged.map((f) => f.leagueId))).toEqual(new Set([1, 2]));
  });

  it('calls the third of three days running a three-in-a-row and a second day a back-to-back', () => {
    const game = (id: number, day: number, home: number, away: number) => ({
      ...(fixtures.find((f) => f.leagueId === 1) as (typeof fixtures)[number]),
      id,
      matchTime: day * 86_400_000,
      homeTeamId: home,
      awayTeamId: away,
    });
    const flags = backToBackFlags([
      game(1, 0, 101, 102),
      game(2, 1, 101, 103),
      game(3, 2, 104, 101),
    ]);
    expect(flags.get(1)).toBeUndefined();
    expect(flags.get(2)).toBe(2);
    expect(flags.get(3)).toBe(3);
  });
});
