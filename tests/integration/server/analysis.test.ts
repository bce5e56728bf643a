// Pins the match-analysis calls of the sport-data gateway: head-to-head, recent form, league table,
// team record, lineups (and their one-hour publication mark) and upcoming fixtures, on a fixture of
// its own, every answer parsed with its contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { envelopeSchema } from '../../../contracts/envelope';
import {
  matchLineupSchema,
  matchScheduleListSchema,
  matchStandingSchema,
  teamBoutExploitsSchema,
  teamNearStatusSchema,
  teamStandingSchema,
} from '../../../contracts/sportdata/analysis';
import { leagues, matches, players, standings, teams } from '../../../server/db/schema';
import { recomputeStandings } from '../../../server/features/analysis/standingsTable';
import { startTestApp, type TestApp } from '../../kit/testApp';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Kick-off of the match under analysis. */
const T0 = Date.UTC(2026, 8, 20, 12, 0);

// Ids far from the seeded world's, in case a seed ever runs on the test database.
const L_LEAGUE = 9001;
const L_CUP = 9002;
const L_BASKET = 9003;
const L_EMPTY = 9004;
const L_SEASON = 9005;
const A = 900101;
const B = 900102;
const C = 900103;
const D = 900104;
const E = 900401;
const F = 900402;
const X = 900301;
const Y = 900302;

const M_MAIN = 90100; // A v B, upcoming, 4-3-3 v 3-5-2
const M_BASKET = 90101; // X v Y, upcoming
const M_CUP = 90102; // C v D, cup, no formations
const M_EMPTY = 90103; // E v F, league without a table
const M_SEASON = 90104; // a league whose table has past-season meetings to leave out

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({ now: T0 - 3 * HOUR });
  const { db } = test.database;
  await db
    .insert(leagues)
    .values([
      league(L_LEAGUE, 1, '测试超级联赛', 'league'),
      league(L_CUP, 1, '测试足协杯', 'cup'),
      league(L_BASKET, 2, '测试篮球联赛', 'league'),
      league(L_EMPTY, 1, '测试乙级联赛', 'league'),
    ]);
  await db
    .insert(teams)
    .values([
      team(A, L_LEAGUE, 1, '红星', '张教练'),
      team(B, L_LEAGUE, 1, '蓝海', '李教练'),
      team(C, L_LEAGUE, 1, '绿洲'),
      team(D, L_LEAGUE, 1, '金狮'),
      team(E, L_EMPTY, 1, '银河'),
      team(F, L_EMPTY, 1, '白鹭'),
      team(X, L_BASKET, 2, '猛龙', '王教练'),
      team(Y, L_BASKET, 2, '飞虎'),
    ]);
  await db
    .insert(players)
    .values([
      ...squad(A, 'GDDDDMMMMFFGDMFM'),
      ...squad(B, 'DGDDMMMMMFFGDF'),
      ...squad(C, 'GDDDDMMMMFF'),
      ...squad(X, 'GGFFCGF'),
      ...squad(Y, 'GGFFCC'),
    ]);
  await db
    .insert(standings)
    .values([
      row(L_LEAGUE, C, 1, [10, 8, 1, 1, 20, 5, 25]),
      row(L_LEAGUE, A, 2, [10, 6, 2, 2, 15, 9, 20]),
      row(L_LEAGUE, B, 3, [10, 4, 2, 4, 11, 12, 14]),
      row(L_LEAGUE, D, 4, [10, 0, 1, 9, 3, 23, 1]),
      row(L_BASKET, X, 1, [12, 10, 0, 2, 1200, 1100, 0]),
      row(L_BASKET, Y, 2, [12, 8, 0, 4, 1150, 1120, 0]),
    ]);
  await db.insert(matches).values([
    // Meetings of A and B.
    match(90001, L_LEAGUE, A, B, T0 - 10 * DAY, 2, 2, 1),
    match(90002, L_LEAGUE, B, A, T0 - 40 * DAY, 2, 1, 1),
    match(90003, L_CUP, A, B, T0 - 70 * DAY, 2, 0, 3),
    match(90004, L_CUP, B, A, T0 - 100 * DAY, 2, 0, 2),
    match(90005, L_LEAGUE, A, B, T0 - 5 * DAY, 8, 0, 0), // postponed: not a result
    match(90006, L_LEAGUE, A, B, T0 + 30 * DAY, 0, 0, 0), // later fixture
    match(90007, L_CUP, C, A, T0 + 7 * DAY, 0, 0, 0), // later fixture
    // Against others.
    match(90010, L_LEAGUE, A, C, T0 - 3 * DAY, 2, 1, 0),
    match(90011, L_LEAGUE, D, A, T0 - 20 * DAY, 2, 2, 2),
    match(90012, L_LEAGUE, C, B, T0 - 4 * DAY, 2, 0, 1),
    match(90013, L_LEAGUE, B, D, T0 - 15 * DAY, 2, 0, 0),
    match(90014, L_LEAGUE, A, C, T0 - 2 * DAY, 3, 1, 1), // interrupted: not a result
    // Basketball: finished is -1; status 2 is the second quarter.
    match(90020, L_BASKET, X, Y, T0 - 2 * DAY, -1, 101, 99),
    match(90021, L_BASKET, Y, X, T0 - 5 * DAY, -1, 110, 100),
    match(90022, L_BASKET, X, Y, T0 - 1 * DAY, 2, 50, 40),
    // The matches under analysis.
    {
      ...match(M_MAIN, L_LEAGUE, A, B, T0, 0, 0, 0),
      homeFormation: '4-3-3',
      awayFormation: '3-5-2',
    },
    match(M_BASKET, L_BASKET, X, Y, T0, 0, 0, 0),
    match(M_CUP, L_CUP, C, D, T0 + 2 * DAY, 0, 0, 0),
    match(M_EMPTY, L_EMPTY, E, F, T0 + 3 * DAY, 0, 0, 0),
  ]);
});
afterAll(() => test.close());

function league(id: number, sport: number, name: string, kind: 'league' | 'cup') {
  return {
    id,
    sport,
    name,
    shortName: name.slice(2, 4),
    country: '中国',
    color: '#123456',
    kind,
    season: '2026',
    quarterMinutes: sport === 2 ? 12 : null,
  };
}

function team(id: number, leagueId: number, sport: number, name: string, coach?: string) {
  return { id, leagueId, sport, name, shortName: name, logo: `/logo/${id}.png`, coach };
}

/** One player per position letter, in depth order: shirt numbers 1, 2, …, ids teamId×100+depth. */
function squad(teamId: number, positions: string) {
  return [...positions].map((position, i) => ({
    id: teamId * 100 + i + 1,
    teamId,
    name: `球员${teamId % 1000}-${i + 1}`,
    shirtNumber: i + 1,
    position,
    depth: i + 1,
  }));
}

function row(leagueId: number, teamId: number, rank: number, n: number[]) {
  const [played, won, drawn, lost, goalsFor, goalsAgainst, points] = n as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { leagueId, teamId, rank, played, won, drawn, lost, goalsFor, goalsAgainst, points };
}

function match(
  id: number,
  leagueId: number,
  homeTeamId: number,
  awayTeamId: number,
  at: number,
  status: number,
  homeScore: number,
  awayScore: number,
) {
  return {
    id,
    qtMatchId: id + 1_000_000,
    sport: leagueId === L_BASKET ? 2 : 1,
    leagueId,
    homeTeamId,
    awayTeamId,
    matchTime: new Date(at),
    round: '第1轮',
    scriptSeed: id,
    status,
    homeScore,
    awayScore,
  };
}

async function call<S extends z.ZodMiniType>(
  schema: S,
  apiName: string,
  args: Record<string, unknown>,
): Promise<z.output<S>> {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, res.body).toBe(200);
  const body = envelopeSchema.parse(res.json());
  expect(body).toMatchObject({ isSuccess: true, code: '1' });
  return z.parse(schema, body.data);
}

const ids = (list: Array<{ matchId: number }>) => list.map((m) => m.matchId);

describe('getTeamBoutExploits', () => {
  it('lists finished earlier meetings newest first, from the home team’s view', async () => {
    const data = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', { matchId: M_MAIN });
    expect(ids(data.matches)).toEqual([90001, 90002, 90003, 90004]);
    expect(data.matches.map((m) => m.result)).toEqual(['W', 'D', 'L', 'W']);
    expect(data.matches.map((m) => m.isHome)).toEqual([true, false, true, false]);
    expect(data.matches[1]).toMatchObject({
      homeTeamId: B,
      homeTeamName: '蓝海',
      awayTeamName: '红星',
      leagueName: '测试超级联赛',
      teamId: A,
      goalsFor: 1,
      goalsAgainst: 1,
      matchTime: T0 - 40 * DAY,
    });
    expect(data.summary).toMatchObject({
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      goalsFor: 5,
      goalsAgainst: 5,
      goalDiff: 0,
      points: 7,
      winPercent: 50,
      form: ['W', 'D', 'L', 'W'],
    });
    expect(data).toMatchObject({
      homeTeamId: A,
      awayTeamId: B,
      filters: { number: 10, isHomeAway: false, leagueId: null },
    });
  });

  it('keeps the same home team with isHomeAway, one league with leagueId, and `number` at most', async () => {
    const same = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', {
      matchId: M_MAIN,
      isHomeAway: 1,
    });
    expect(ids(same.matches)).toEqual([90001, 90003]);
    expect(same.summary).toMatchObject({ won: 1, lost: 1, goalsFor: 2, goalsAgainst: 4 });

    const inLeague = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', {
      matchId: String(M_MAIN),
      leagueId: String(L_LEAGUE),
    });
    expect(ids(inLeague.matches)).toEqual([90001, 90002]);

    const two = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', {
      matchId: M_MAIN,
      number: 2,
      isHomeAway: 0,
      leagueId: 0,
    });
    expect(ids(two.matches)).toEqual([90001, 90002]);
    expect(two.filters).toEqual({ number: 2, isHomeAway: false, leagueId: null });
  });

  it('counts basketball results by status -1 only, without points', async () => {
    const data = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', { matchId: M_BASKET });
    expect(ids(data.matches)).toEqual([90020, 90021]);
    expect(data.summary).toMatchObject({
      won: 1,
      lost: 1,
      goalsFor: 201,
      goalsAgainst: 209,
      points: null,
      avgGoalsFor: 100.5,
    });
  });
});

describe('getTeamNearStatus', () => {
  it('gives each team’s last finished matches against anyone, with W/D/L from its view', async () => {
    const data = await call(teamNearStatusSchema, 'getTeamNearStatus', { matchId: M_MAIN });
    expect(ids(data.home.matches)).toEqual([90010, 90001, 90011, 90002, 90003, 90004]);
    expect(data.home.summary.form).toEqual(['W', 'W', 'D', 'D', 'L', 'W']);
    expect(data.home.summary).toMatchObject({
      played: 6,
      won: 3,
      drawn: 2,
      lost: 1,
      goalsFor: 8,
      goalsAgainst: 7,
      points: 11,
      cleanSheets: 2,
      failedToScore: 1,
    });
    expect(data.away).toMatchObject({ teamId: B, teamName: '蓝海' });
    expect(ids(data.away.matches)).toEqual([90012, 90001, 90013, 90002, 90003, 90004]);
    expect(data.away.summary.form).toEqual(['W', 'L', 'D', 'D', 'W', 'L']);
  });

  it('filters by side, league and number', async () => {
    const sides = await call(teamNearStatusSchema, 'getTeamNearStatus', {
      matchId: M_MAIN,
      isHomeAway: true,
    });
    expect(ids(sides.home.matches)).toEqual([90010, 90001, 90003]);
    expect(sides.home.matches.every((m) => m.isHome)).toBe(true);
    expect(ids(sides.away.matches)).toEqual([90012, 90001, 90003]);
    expect(sides.away.matches.every((m) => !m.isHome)).toBe(true);

    const league = await call(teamNearStatusSchema, 'getTeamNearStatus', {
      matchId: M_MAIN,
      leagueId: L_LEAGUE,
    });
    expect(ids(league.home.matches)).toEqual([90010, 90001, 90011, 90002]);
    expect(ids(league.away.matches)).toEqual([90012, 90001, 90013, 90002]);

    const three = await call(teamNearStatusSchema, 'getTeamNearStatus', {
      matchId: M_MAIN,
      number: '3',
    });
    expect(ids(three.home.matches)).toEqual([90010, 90001, 90011]);
    expect(three.home.summary.played).toBe(3);
  });
});

describe('getMatchStanding', () => {
  it('answers the league table with both teams marked', async () => {
    const data = await call(matchStandingSchema, 'getMatchStanding', { matchId: M_MAIN });
    expect(data).toMatchObject({ available: true, reason: null, leagueName: '测试超级联赛' });
    expect(data.rows.map((r) => [r.rank, r.teamId, r.highlight])).toEqual([
      [1, C, null],
      [2, A, 'home'],
      [3, B, 'away'],
      [4, D, null],
    ]);
    expect(data.rows[1]).toMatchObject({
      teamName: '红星',
      points: 20,
      goalDiff: 6,
      winPercent: 60,
      gamesBehind: null,
    });
  });

  it('shows won/lost, win % and games behind for basketball', async () => {
    const data = await call(matchStandingSchema, 'getMatchStanding', { matchId: M_BASKET });
    expect(data.rows.map((r) => [r.teamId, r.won, r.lost, r.winPercent, r.gamesBehind])).toEqual([
      [X, 10, 2, 83.3, 0],
      [Y, 8, 4, 66.7, 2],
    ]);
  });

  it('answers an empty table with the reason for a cup or a league without rows', async () => {
    const cup = await call(matchStandingSchema, 'getMatchStanding', { matchId: M_CUP });
    expect(cup).toMatchObject({ available: false, reason: '杯赛不设积分榜', rows: [] });
    const empty = await call(matchStandingSchema, 'getMatchStanding', { matchId: M_EMPTY });
    expect(empty).toMatchObject({ available: false, reason: '暂无积分榜数据', rows: [] });
  });

  it("builds the table from this season's league matches only; older meetings stay head-to-head", async () => {
    const { db } = test.database;
    const [G, H, J] = [900501, 900502, 900503];
    await db.insert(leagues).values(league(L_SEASON, 1, '测试甲级联赛', 'league'));
    await db
      .insert(teams)
      .values([
        team(G, L_SEASON, 1, '青松'),
        team(H, L_SEASON, 1, '翠柏'),
        team(J, L_SEASON, 1, '红杉'),
      ]);
    const thisSeason = (m: ReturnType<typeof match>) => ({ ...m, season: '2026' });
    await db.insert(matches).values([
      thisSeason(match(90200, L_SEASON, G, H, T0 - 10 * DAY, 2, 2, 1)),
      thisSeason(match(90201, L_SEASON, H, G, T0 - 20 * DAY, 2, 0, 0)),
      thisSeason(match(90202, L_SEASON, G, H, T0 - 1 * DAY, 3, 1, 0)), // interrupted: no result
      // Meetings of earlier seasons, as the seed writes them for head-to-head.
      { ...match(90203, L_SEASON, G, H, T0 - 400 * DAY, 2, 3, 0), season: '2025' },
      { ...match(90204, L_SEASON, H, G, T0 - 520 * DAY, 2, 1, 0), season: '2024' },
      thisSeason(match(M_SEASON, L_SEASON, G, H, T0, 0, 0, 0)),
    ]);
    await recomputeStandings(db, L_SEASON, 1);
    const data = await call(matchStandingSchema, 'getMatchStanding', { matchId: M_SEASON });
    expect(data).toMatchObject({ available: true, season: '2026' });
    expect(
      data.rows.map((r) => [r.rank, r.teamId, r.played, r.won, r.drawn, r.lost, r.points]),
    ).toEqual([
      [1, G, 2, 1, 1, 0, 4],
      [2, H, 2, 0, 1, 1, 1],
      // A club yet to play still has its line.
      [3, J, 0, 0, 0, 0, 0],
    ]);
    expect(data.rows[0]).toMatchObject({ goalsFor: 2, goalsAgainst: 1, homeWon: 1, awayWon: 0 });
    const h2h = await call(teamBoutExploitsSchema, 'getTeamBoutExploits', { matchId: M_SEASON });
    expect(ids(h2h.matches)).toEqual([90200, 90201, 90203, 90204]);
  });
});

describe('getTeamStanding', () => {
  it('computes the team’s record from its finished matches', async () => {
    const data = await call(teamStandingSchema, 'getTeamStanding', { teamId: A });
    expect(data).toMatchObject({ teamId: A, teamName: '红星', leagueName: '测试超级联赛' });
    expect(ids(data.matches)).toEqual([90010, 90001, 90011, 90002, 90003, 90004]);
    expect(data.summary).toMatchObject({ played: 6, won: 3, drawn: 2, lost: 1, points: 11 });
    expect(data.filters).toEqual({ matchCount: 10, locationType: 0, leagueType: 0 });
  });

  it('filters by location, competition and match count', async () => {
    const home = await call(teamStandingSchema, 'getTeamStanding', { teamId: A, locationType: 1 });
    expect(ids(home.matches)).toEqual([90010, 90001, 90003]);
    const away = await call(teamStandingSchema, 'getTeamStanding', { teamId: A, locationType: 2 });
    expect(ids(away.matches)).toEqual([90011, 90002, 90004]);
    expect(away.summary).toMatchObject({ won: 1, drawn: 2, lost: 0 });
    const cup = await call(teamStandingSchema, 'getTeamStanding', { teamId: A, leagueType: 2 });
    expect(ids(cup.matches)).toEqual([90003, 90004]);
    const league = await call(teamStandingSchema, 'getTeamStanding', { teamId: A, leagueType: 1 });
    expect(ids(league.matches)).toEqual([90010, 90001, 90011, 90002]);
    const two = await call(teamStandingSchema, 'getTeamStanding', { teamId: A, matchCount: 2 });
    expect(ids(two.matches)).toEqual([90010, 90001]);
  });

  it('answers 404 team_not_found for an unknown team', async () => {
    const res = await test.gateway('getTeamStanding', { teamId: 123456789 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: 'team_not_found',
      msg: '球队不存在',
    });
  });
});

describe('getMatchLineup', () => {
  it('is not out before the one-hour mark, then places the starters on the formation', async () => {
    test.clock.set(T0 - HOUR - 1);
    const early = await call(matchLineupSchema, 'getMatchLineup', { matchId: M_MAIN });
    expect(early).toMatchObject({
      available: false,
      reason: '首发阵容将于赛前1小时公布',
      publishAt: T0 - HOUR,
    });

    test.clock.set(T0 - HOUR);
    const data = await call(matchLineupSchema, 'getMatchLineup', { matchId: M_MAIN });
    if (!data.available) throw new Error('lineup should be out');
    const { home, away } = data;
    expect(home).toMatchObject({ teamId: A, coach: '张教练', formation: '4-3-3' });
    expect(home.starters).toHaveLength(11);
    expect(home.bench.map((p) => p.shirtNumber)).toEqual([12, 13, 14, 15, 16]);
    expect(home.bench.every((p) => !p.isStarter && p.x === null)).toBe(true);
    expect(home.starters[0]).toMatchObject({
      shirtNumber: 1,
      position: 'G',
      positionName: '门将',
      line: 0,
      x: 50,
    });
    const lines = [0, 1, 2, 3].map((l) => home.starters.filter((p) => p.line === l));
    expect(lines.map((l) => l.length)).toEqual([1, 4, 3, 3]);
    expect(lines[1]!.map((p) => p.x)).toEqual([20, 40, 60, 80]);
    expect(lines[1]!.every((p) => p.position === 'D')).toBe(true);
    // Four midfielders in the depth chart for three spots: the fourth leads the line.
    expect(lines[3]!.map((p) => p.position)).toEqual(['M', 'F', 'F']);
    const ys = lines.map((l) => l[0]!.y ?? -1);
    expect(ys).toEqual([8, 28, 58, 88]);

    expect(away).toMatchObject({ teamId: B, coach: '李教练', formation: '3-5-2' });
    // B's keeper is second in the depth chart and still goes in goal.
    expect(away.starters[0]).toMatchObject({ shirtNumber: 2, position: 'G', line: 0 });
    expect([1, 2, 3].map((l) => away.starters.filter((p) => p.line === l).length)).toEqual([
      3, 5, 2,
    ]);
    expect(away.bench.map((p) => p.shirtNumber)).toEqual([12, 13, 14]);
  });

  it('draws 4-4-2 when the match has no formation, and copes with a team without players', async () => {
    test.clock.set(T0 + 2 * DAY);
    const data = await call(matchLineupSchema, 'getMatchLineup', { matchId: M_CUP });
    if (!data.available) throw new Error('lineup should be out');
    expect(data.home.formation).toBe('4-4-2');
    expect([1, 2, 3].map((l) => data.home.starters.filter((p) => p.line === l).length)).toEqual([
      4, 4, 2,
    ]);
    expect(data.away).toMatchObject({ teamId: D, coach: null, starters: [], bench: [] });
  });

  it('starts five in basketball, without a formation', async () => {
    test.clock.set(T0);
    const data = await call(matchLineupSchema, 'getMatchLineup', { matchId: M_BASKET });
    if (!data.available) throw new Error('lineup should be out');
    expect(data.home.formation).toBeNull();
    expect(data.home.starters.map((p) => p.position)).toEqual(['G', 'G', 'F', 'F', 'C']);
    expect(data.home.starters[4]).toMatchObject({ positionName: '中锋', x: null, y: null });
    expect(data.home.bench).toHaveLength(2);
    expect(data.away.starters).toHaveLength(5);
    expect(data.away.bench).toHaveLength(1);
  });
});

describe('getMatchScheduleList', () => {
  it('lists each team’s next matches after this one, soonest first', async () => {
    const data = await call(matchScheduleListSchema, 'getMatchScheduleList', { matchId: M_MAIN });
    expect(ids(data.home.matches)).toEqual([90007, 90006]);
    expect(data.home.matches[0]).toMatchObject({
      isHome: false,
      opponentTeamId: C,
      opponentTeamName: '绿洲',
      daysAfter: 7,
      leagueName: '测试足协杯',
    });
    expect(ids(data.away.matches)).toEqual([90006]);
    const one = await call(matchScheduleListSchema, 'getMatchScheduleList', {
      matchId: M_MAIN,
      number: 1,
    });
    expect(ids(one.home.matches)).toEqual([90007]);
  });
});

describe('errors', () => {
  it.each([
    'getTeamBoutExploits',
    'getTeamNearStatus',
    'getMatchStanding',
    'getMatchLineup',
    'getMatchScheduleList',
  ])('%s answers 404 match_not_found for an unknown match', async (apiName) => {
    const res = await test.gateway(apiName, { matchId: 987654321 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: 'match_not_found',
      msg: '比赛不存在',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['getTeamBoutExploits', {}],
    ['getTeamBoutExploits', { matchId: 'abc' }],
    ['getTeamBoutExploits', { matchId: M_MAIN, number: 0 }],
    ['getTeamBoutExploits', { matchId: M_MAIN, number: 51 }],
    ['getTeamNearStatus', { matchId: M_MAIN, isHomeAway: 2 }],
    ['getTeamNearStatus', { matchId: M_MAIN, leagueId: -1 }],
    ['getMatchLineup', { matchId: 0 }],
    ['getTeamStanding', { teamId: A, locationType: 3 }],
    ['getTeamStanding', { teamId: A, leagueType: 'x' }],
    ['getTeamStanding', { teamId: A, matchCount: 101 }],
    ['getMatchScheduleList', { matchId: M_MAIN, number: 21 }],
  ])('%s with %j answers 400 bad_args', async (apiName, args) => {
    const res = await test.gateway(apiName, args);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_args' });
  });
});
