// Pins the match-analysis extras of the sport-data gateway (getMatchAnalysisAbility,
// getMatchAnalysisNumber, getMatchInfomationApi, getMatchTidianList, getBkMatchTidianList,
// getMatchPointRank, getMatchPointRankNew) and the match centre's score card (queryBFMatch):
// on a fixture of its own, every figure against the rows written here and worked out by hand
// (docs/decisions/match-analysis-extras.md), football and basketball; bad arguments are 400s, an
// unknown match or one of the other sport a 404. Then on the seeded world with the simulator
// running, the figures against the database's own rows.
import { and, asc, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { envelopeSchema } from '../../../contracts/envelope';
import { scoreCardSchema } from '../../../contracts/matchScoreCard';
import {
  matchAbilitySchema,
  matchAnalysisNumberSchema,
  matchInformationSchema,
  matchPointRankNewSchema,
  matchPointRankSchema,
  matchTidianListSchema,
} from '../../../contracts/sportdata/matchExtras';
import {
  leagues,
  matchEvents,
  matches,
  odds,
  oddsProviders,
  standings,
  teams,
} from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { recomputeStandings } from '../../../server/features/analysis/standingsTable';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Kick-off of the matches under analysis: 20:00 in Beijing. */
const T0 = Date.UTC(2026, 8, 20, 12, 0);

// Ids far from the seeded world's.
const L = 9201; // football league, 8 clubs
const LC = 9202; // football cup
const LB = 9203; // basketball league
const [A, B, C, D, E, F, G, H] = [920101, 920102, 920103, 920104, 920105, 920106, 920107, 920108];
const [X, Y, Z] = [920301, 920302, 920303];

const M_FT = 92100; // A v B
const M_CUP = 92101; // C v D in the cup: each club's own league table
const M_BK = 92200; // X v Y
const B_LAST = 92008; // G 2–0 B two days before: B's player sent off

let test: TestApp;

interface Row {
  id: number;
  league: number;
  home: number;
  away: number;
  at: number;
  status: number;
  score?: [number, number];
  half?: [number, number];
  season?: string;
}

const FIXTURES: Row[] = [
  // Football, league L, season 2026 unless said: A's matches…
  {
    id: 92001,
    league: L,
    home: A,
    away: C,
    at: T0 - 4 * DAY,
    status: 2,
    score: [2, 0],
    half: [1, 0],
  },
  {
    id: 92002,
    league: L,
    home: D,
    away: A,
    at: T0 - 7 * DAY,
    status: 2,
    score: [1, 3],
    half: [0, 1],
  },
  {
    id: 92003,
    league: L,
    home: A,
    away: B,
    at: T0 - 10 * DAY,
    status: 2,
    score: [3, 1],
    half: [2, 0],
  },
  {
    id: 92004,
    league: L,
    home: E,
    away: A,
    at: T0 - 14 * DAY,
    status: 2,
    score: [0, 1],
    half: [0, 1],
  },
  {
    id: 92005,
    league: L,
    home: A,
    away: F,
    at: T0 - 17 * DAY,
    status: 2,
    score: [2, 2],
    half: [1, 1],
  },
  {
    id: 92006,
    league: L,
    home: B,
    away: A,
    at: T0 - 21 * DAY,
    status: 2,
    score: [1, 1],
    half: [0, 0],
  },
  // A meeting of last season: head-to-head, not the table.
  {
    id: 92007,
    league: L,
    home: A,
    away: B,
    at: T0 - 400 * DAY,
    status: 2,
    score: [1, 0],
    season: '2025',
  },
  // …B's…
  {
    id: B_LAST,
    league: L,
    home: G,
    away: B,
    at: T0 - 2 * DAY,
    status: 2,
    score: [2, 0],
    half: [1, 0],
  },
  {
    id: 92009,
    league: L,
    home: B,
    away: H,
    at: T0 - 6 * DAY,
    status: 2,
    score: [0, 1],
    half: [0, 0],
  },
  {
    id: 92010,
    league: L,
    home: B,
    away: C,
    at: T0 - 13 * DAY,
    status: 2,
    score: [0, 0],
    half: [0, 0],
  },
  // Postponed the day before: neither a result nor a rest.
  { id: 92011, league: L, home: A, away: B, at: T0 - 1 * DAY, status: 8 },
  // Later fixtures.
  { id: 92012, league: LC, home: A, away: C, at: T0 + 3 * DAY, status: 0 },
  { id: 92013, league: L, home: D, away: B, at: T0 + 7 * DAY, status: 0 },
  { id: 92014, league: L, home: B, away: A, at: T0 + 30 * DAY, status: 0 },
  { id: M_FT, league: L, home: A, away: B, at: T0, status: 0 },
  { id: M_CUP, league: LC, home: C, away: D, at: T0 + 5 * DAY, status: 0 },
  // Basketball: finished is -1.
  {
    id: 92201,
    league: LB,
    home: X,
    away: Z,
    at: T0 - 1 * DAY,
    status: -1,
    score: [100, 90],
    half: [50, 40],
  },
  {
    id: 92202,
    league: LB,
    home: Y,
    away: X,
    at: T0 - 3 * DAY,
    status: -1,
    score: [95, 105],
    half: [50, 52],
  },
  {
    id: 92203,
    league: LB,
    home: X,
    away: Y,
    at: T0 - 5 * DAY,
    status: -1,
    score: [110, 100],
    half: [55, 50],
  },
  {
    id: 92204,
    league: LB,
    home: Z,
    away: Y,
    at: T0 - 4 * DAY,
    status: -1,
    score: [99, 101],
    half: [50, 48],
  },
  {
    id: 92205,
    league: LB,
    home: Z,
    away: Y,
    at: T0 - 8 * DAY,
    status: -1,
    score: [90, 80],
    half: [45, 40],
  },
  { id: 92206, league: LB, home: X, away: Z, at: T0 + 1 * DAY, status: 0 },
  { id: M_BK, league: LB, home: X, away: Y, at: T0, status: 0 },
];

beforeAll(async () => {
  test = await startTestApp({ now: T0 - 3 * HOUR });
  const { db } = test.database;
  await db
    .insert(leagues)
    .values([
      league(L, 1, '测试超级联赛', 'league'),
      league(LC, 1, '测试足协杯', 'cup'),
      league(LB, 2, '测试篮球联赛', 'league'),
    ]);
  const names: Array<[number, number, string]> = [
    [A, L, '红星'],
    [B, L, '蓝海'],
    [C, L, '绿洲'],
    [D, L, '金狮'],
    [E, L, '银河'],
    [F, L, '白鹭'],
    [G, L, '青松'],
    [H, L, '翠柏'],
    [X, LB, '猛龙'],
    [Y, LB, '飞虎'],
    [Z, LB, '雄鹰'],
  ];
  await db.insert(teams).values(
    names.map(([id, leagueId, name]) => ({
      id,
      leagueId,
      sport: leagueId === LB ? 2 : 1,
      name,
      shortName: name,
      logo: `/logo/${id}.png`,
    })),
  );
  await db.insert(matches).values(
    FIXTURES.map((r) => ({
      id: r.id,
      qtMatchId: r.id + 1_000_000,
      sport: r.league === LB ? 2 : 1,
      leagueId: r.league,
      homeTeamId: r.home,
      awayTeamId: r.away,
      matchTime: new Date(r.at),
      round: '第1轮',
      season: r.season ?? '2026',
      scriptSeed: r.id,
      status: r.status,
      homeScore: r.score?.[0] ?? 0,
      awayScore: r.score?.[1] ?? 0,
      homeHalfScore: r.half?.[0] ?? null,
      awayHalfScore: r.half?.[1] ?? null,
    })),
  );
  const at = (minute: number) => new Date(T0 - 2 * DAY + minute * 60_000);
  await db.insert(matchEvents).values([
    { matchId: B_LAST, kind: 'goal', side: 1, minute: 20, player: '球员G9', happenedAt: at(20) },
    { matchId: B_LAST, kind: 'yellow', side: 2, minute: 30, player: '球员B3', happenedAt: at(30) },
    { matchId: B_LAST, kind: 'goal', side: 1, minute: 50, player: '球员G7', happenedAt: at(55) },
    { matchId: B_LAST, kind: 'red', side: 2, minute: 60, player: '球员B5', happenedAt: at(65) },
    { matchId: B_LAST, kind: 'red', side: 1, minute: 80, player: '球员G4', happenedAt: at(85) },
  ]);
  await db.insert(oddsProviders).values([
    { id: 0, name: '皇冠', sport: 0 },
    { id: 3, name: '测试公司', sport: 0 },
  ]);
  const line = (
    matchId: number,
    providerId: number,
    type: 'bigsmall' | 'europe',
    opening: [number, number, number],
    current: [number, number, number],
  ) => ({ matchId, providerId, type, opening, current, updatedAt: new Date(T0 - DAY) });
  await db.insert(odds).values([
    line(M_FT, 3, 'bigsmall', [0.9, 3, 0.9], [0.9, 3, 0.9]),
    // The line moved since it opened: the tips read the opening one.
    line(M_FT, 0, 'bigsmall', [0.9, 2.5, 0.9], [0.95, 2.75, 0.85]),
    line(M_FT, 0, 'europe', [1.8, 3.4, 4.2], [1.85, 3.4, 4.1]),
    line(M_BK, 0, 'bigsmall', [0.9, 205.5, 0.9], [0.9, 207.5, 0.9]),
  ]);
  await recomputeStandings(db, L, 1);
  await recomputeStandings(db, LB, 2);
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
    quarterMinutes: sport === 2 ? 10 : null,
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

const dims = (data: z.output<typeof matchAbilitySchema>) =>
  data.dimensions.map((d) => [d.key, d.name, d.home, d.away, d.homeValue, d.awayValue, d.unit]);

describe('getMatchAnalysisAbility', () => {
  it('scores the two football teams on six axes from their finished matches', async () => {
    const data = await call(matchAbilitySchema, 'getMatchAnalysisAbility', { matchId: M_FT });
    // A: W W W W D D W (13–5 in 7); B: L L L D D L (2–8 in 6).
    expect(data.home.summary).toMatchObject({ played: 7, won: 5, drawn: 2, lost: 0 });
    expect(data.home.summary).toMatchObject({ goalsFor: 13, goalsAgainst: 5, winPercent: 71.4 });
    expect(data.away.summary).toMatchObject({ played: 6, won: 0, drawn: 2, lost: 4 });
    expect(data.home.venue).toMatchObject({ played: 4, won: 3, drawn: 1 });
    expect(data.away.venue).toMatchObject({ played: 3, lost: 3 });
    expect(data.headToHead).toMatchObject({ played: 3, won: 2, drawn: 1, lost: 0 });
    expect(dims(data)).toEqual([
      ['attack', '进攻', 62, 11, 1.86, 0.33, '球/场'],
      ['defence', '防守', 76, 56, 0.71, 1.33, '球/场'],
      ['form', '状态', 87, 13, 86.67, 13.33, '%'],
      ['winRate', '胜率', 71, 0, 71.4, 0, '%'],
      ['venue', '主客场', 83, 0, 83.33, 0, '%'],
      ['headToHead', '交锋', 78, 11, 77.78, 11.11, '%'],
    ]);
    expect([data.home.total, data.away.total]).toEqual([76, 15]);
    expect(data).toMatchObject({ recentCount: 10, venueCount: 6, sport: 1 });
  });

  it('scores basketball against the level the two teams play at', async () => {
    const data = await call(matchAbilitySchema, 'getMatchAnalysisAbility', { matchId: M_BK });
    // Level: (315 + 285 + 376 + 404) points over 14 sides = 98.57 a side.
    expect(dims(data)).toEqual([
      ['attack', '进攻', 66, 38, 105, 94, '分/场'],
      ['defence', '防守', 59, 44, 95, 101, '分/场'],
      ['form', '状态', 100, 25, 100, 25, '%'],
      ['winRate', '胜率', 100, 25, 100, 25, '%'],
      ['venue', '主客场', 100, 33, 100, 33.33, '%'],
      ['headToHead', '交锋', 100, 0, 100, 0, '%'],
    ]);
    expect([data.home.total, data.away.total]).toEqual([88, 28]);
  });
});

describe('getMatchInfomationApi', () => {
  it('tells each football side its good and bad news, and the neutral facts', async () => {
    const data = await call(matchInformationSchema, 'getMatchInfomationApi', { matchId: M_FT });
    expect(data.home.good).toEqual([
      { kind: 'rest', text: '比对手多休息2天，体能占优' },
      { kind: 'streak', text: '近期4连胜，士气正旺' },
      { kind: 'table', text: '测试超级联赛积分榜排名第1，位居前列' },
      { kind: 'headToHead', text: '近3次交锋2胜1平0负，占据心理优势' },
    ]);
    expect(data.home.bad).toEqual([
      { kind: 'congestion', text: '3天后还要在测试足协杯中对阵绿洲，或有轮换' },
    ]);
    expect(data.away.good).toEqual([]);
    expect(data.away.bad).toEqual([
      { kind: 'suspension', text: '球员B5上一场比赛直接红牌被罚下，本场停赛' },
      { kind: 'rest', text: '距上一场比赛仅间隔2天，体能恐受影响' },
      { kind: 'streak', text: '近期遭遇3连败，士气低落' },
    ]);
    // Only B's own sending-off bans; G's red card and B's yellow do not.
    expect(data.away.suspended).toEqual([{ name: '球员B5', matchId: B_LAST, card: 'red' }]);
    expect(data.home.suspended).toEqual([]);
    expect(data.neutral.map((i) => i.text)).toEqual([
      '双方近3次交锋，红星2胜1平0负',
      '红星排名第1（14分），蓝海排名第4（2分）',
    ]);
  });

  it('tells a basketball side of its back-to-back and the next day’s game', async () => {
    const data = await call(matchInformationSchema, 'getMatchInfomationApi', { matchId: M_BK });
    expect(data.home).toMatchObject({
      teamName: '猛龙',
      good: [{ kind: 'streak', text: '近期3连胜，士气正旺' }],
      bad: [
        { kind: 'backToBack', text: '背靠背作战，前一天刚刚打完一场比赛，体能是考验' },
        { kind: 'congestion', text: '次日还要背靠背出战雄鹰，或有所保留' },
      ],
    });
    expect(data.away).toMatchObject({
      good: [{ kind: 'rest', text: '比对手多休息2天，体能占优' }],
      bad: [],
    });
    // A table of three clubs is too small for its top places to be news.
    expect(data.neutral.map((i) => i.text)).toEqual([
      '双方近2次交锋，猛龙2胜0负',
      '猛龙排名第1，飞虎排名第3',
    ]);
  });
});

describe('getMatchTidianList and getBkMatchTidianList', () => {
  it('lists the football tips against this match’s opening line of the lowest company', async () => {
    const data = await call(matchTidianListSchema, 'getMatchTidianList', { matchId: M_FT });
    expect(data.line).toBe(2.5);
    expect(data.list.map((t) => [t.kind, t.side, t.text])).toEqual([
      ['headToHead', 'both', '双方近3次交锋，红星2胜1平0负，场均2.3球'],
      ['venue', 'home', '红星近4个主场3胜1平0负'],
      ['venue', 'away', '蓝海近3个客场0胜0平3负'],
      ['average', 'home', '红星近7场场均进1.9球、失0.7球'],
      ['halfTime', 'home', '红星近7场有4场半场领先'],
      ['cleanSheet', 'home', '红星近7场有3场零封对手'],
      ['scoringRun', 'home', '红星已连续7场比赛取得进球'],
      ['average', 'away', '蓝海近6场场均进0.3球、失1.3球'],
      ['overUnder', 'away', '蓝海近6场仅1场总进球大于2.5球'],
      ['scoringRun', 'away', '蓝海已连续2场比赛未能取得进球'],
    ]);
  });

  it('lists the basketball tips in points', async () => {
    const data = await call(matchTidianListSchema, 'getBkMatchTidianList', { matchId: M_BK });
    expect(data.line).toBe(205.5);
    expect(data.list.map((t) => t.text)).toEqual([
      '双方近2次交锋，猛龙2胜0负，场均总分205',
      '飞虎近3个客场1胜2负',
      '猛龙近3场场均得105分、失95分',
      '飞虎近4场场均得94分、失101分',
    ]);
  });

  it('answers a match of the other sport as unknown', async () => {
    for (const [apiName, matchId] of [
      ['getMatchTidianList', M_BK],
      ['getBkMatchTidianList', M_FT],
    ] as const) {
      const res = await test.gateway(apiName, { matchId });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'match_not_found', msg: '比赛不存在' });
    }
  });

  it('answers without a line when no company prices the match', async () => {
    const data = await call(matchTidianListSchema, 'getMatchTidianList', { matchId: M_CUP });
    expect(data.line).toBeNull();
    expect(data.list.some((t) => t.kind === 'overUnder')).toBe(false);
  });
});

describe('getMatchPointRank and getMatchPointRankNew', () => {
  it('places each team in the total, home and away tables, with the rows around it', async () => {
    const data = await call(matchPointRankSchema, 'getMatchPointRank', { matchId: M_FT });
    expect(data.home).toMatchObject({
      teamName: '红星',
      leagueName: '测试超级联赛',
      available: true,
      teamCount: 8,
      total: { rank: 1, played: 6, won: 4, drawn: 2, lost: 0, goalsFor: 12, goalsAgainst: 5 },
      home: { rank: 1, played: 3, won: 2, drawn: 1, goalsFor: 7, goalsAgainst: 3, points: 7 },
      away: { rank: 1, played: 3, won: 2, drawn: 1, goalsFor: 5, goalsAgainst: 2, points: 7 },
    });
    expect(data.home.total).toMatchObject({ points: 14, goalDiff: 7, winPercent: 66.7 });
    expect(data.away).toMatchObject({
      total: { rank: 4, played: 5, won: 0, drawn: 2, lost: 3, goalsFor: 2, goalsAgainst: 7 },
      home: { rank: 3, played: 3, drawn: 2, lost: 1, points: 2 },
      away: { rank: 8, played: 2, lost: 2, goalsFor: 1, goalsAgainst: 5, points: 0 },
    });
    expect(data.home.around.map((r) => [r.rank, r.teamId, r.highlight])).toEqual([
      [1, A, 'home'],
      [2, G, null],
      [3, H, null],
      [4, B, 'away'],
      [5, F, null],
    ]);
    expect(data.away.around.map((r) => r.teamId)).toEqual([G, H, B, F, C]);
  });

  it('agrees with the standings table the league keeps', async () => {
    const table = await test.database.db
      .select()
      .from(standings)
      .where(eq(standings.leagueId, L))
      .orderBy(asc(standings.rank));
    const data = await call(matchPointRankSchema, 'getMatchPointRank', { matchId: M_FT });
    for (const side of [data.home, data.away]) {
      const row = table.find((r) => r.teamId === side.teamId)!;
      expect(side.total).toMatchObject({ rank: row.rank, points: row.points, played: row.played });
      // The home and away lines add up to the total.
      expect(side.home!.played + side.away!.played).toBe(row.played);
      expect(side.home!.points + side.away!.points).toBe(row.points);
      expect(side.home!.goalsFor + side.away!.goalsFor).toBe(row.goalsFor);
    }
  });

  it('shows each club’s own league for a cup match', async () => {
    const data = await call(matchPointRankSchema, 'getMatchPointRank', { matchId: M_CUP });
    expect([data.home.leagueId, data.home.total?.rank, data.away.total?.rank]).toEqual([L, 6, 8]);
  });

  it('adds the last five league results of the season with New', async () => {
    const data = await call(matchPointRankNewSchema, 'getMatchPointRankNew', { matchId: M_FT });
    expect(data.home.recent).toMatchObject({
      played: 5,
      won: 4,
      drawn: 1,
      form: ['W', 'W', 'W', 'W', 'D'],
    });
    expect(data.away.recent.form).toEqual(['L', 'L', 'L', 'D', 'D']);
    expect(data.home.around.map((r) => [r.teamId, r.form])).toEqual([
      [A, ['W', 'W', 'W', 'W', 'D']],
      [G, ['W']],
      [H, ['W']],
      [B, ['L', 'L', 'L', 'D', 'D']],
      [F, ['D']],
    ]);
  });

  it('ranks basketball by win rate, home and away apart', async () => {
    const data = await call(matchPointRankSchema, 'getMatchPointRank', { matchId: M_BK });
    expect(data.home).toMatchObject({
      total: { rank: 1, played: 3, won: 3, lost: 0, points: 6, winPercent: 100 },
      home: { rank: 1, played: 2, won: 2 },
      away: { rank: 1, played: 1, won: 1 },
    });
    expect(data.away).toMatchObject({
      total: { rank: 3, played: 4, won: 1, lost: 3, points: 5, winPercent: 25 },
      home: { rank: 3, played: 1, won: 0 },
      away: { rank: 2, played: 3, won: 1 },
    });
    expect(data.home.around.map((r) => r.teamId)).toEqual([X, Z, Y]);
  });
});

describe('getMatchAnalysisNumber', () => {
  it('counts every section from the database', async () => {
    const data = await call(matchAnalysisNumberSchema, 'getMatchAnalysisNumber', {
      matchId: M_FT,
    });
    expect(data).toEqual({
      matchId: M_FT,
      sport: 1,
      headToHead: 3,
      homeRecent: 7,
      awayRecent: 6,
      homeFuture: 2,
      awayFuture: 2,
      standingRows: 8,
      lineupPublished: false,
      suspended: 1,
      information: 10,
      tidian: 10,
    });
    const bk = await call(matchAnalysisNumberSchema, 'getMatchAnalysisNumber', { matchId: M_BK });
    expect(bk).toMatchObject({
      headToHead: 2,
      homeRecent: 3,
      awayRecent: 4,
      homeFuture: 1,
      awayFuture: 0,
      standingRows: 3,
      suspended: 0,
      information: 6,
      tidian: 4,
    });
    const cup = await call(matchAnalysisNumberSchema, 'getMatchAnalysisNumber', { matchId: M_CUP });
    expect(cup.standingRows).toBe(0);
  });

  it('says the lineups are out from one hour before kick-off', async () => {
    test.clock.set(T0 - HOUR);
    try {
      const data = await call(matchAnalysisNumberSchema, 'getMatchAnalysisNumber', {
        matchId: M_FT,
      });
      expect(data.lineupPublished).toBe(true);
    } finally {
      test.clock.set(T0 - 3 * HOUR);
    }
  });
});

const EXTRAS = [
  'getMatchAnalysisAbility',
  'getMatchAnalysisNumber',
  'getMatchInfomationApi',
  'getMatchTidianList',
  'getBkMatchTidianList',
  'getMatchPointRank',
  'getMatchPointRankNew',
] as const;

describe('bad arguments', () => {
  it.each(EXTRAS)('%s refuses a missing or malformed matchId with 400 bad_args', async (api) => {
    for (const args of [
      {},
      { matchId: 'abc' },
      { matchId: 0 },
      { matchId: -3 },
      { matchId: 1.5 },
    ]) {
      const res = await test.gateway(api, args);
      expect(res.statusCode, `${JSON.stringify(args)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_args' });
    }
  });

  it.each(EXTRAS)('%s answers an unknown match with 404 match_not_found', async (api) => {
    const res = await test.gateway(api, { matchId: 999_999_999 });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'match_not_found' });
  });
});

describe('queryBFMatch', () => {
  const get = (query: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/api/matchcenter/queryBFMatch', query });

  it('answers the score card with the goals and sendings-off in order', async () => {
    const res = await get({ matchId: String(B_LAST) });
    expect(res.statusCode, res.body).toBe(200);
    const data = scoreCardSchema.parse(envelopeSchema.parse(res.json()).data);
    expect(data.match).toMatchObject({
      matchId: B_LAST,
      sportType: 1,
      homeTeamName: '青松',
      awayTeamName: '蓝海',
      homeScore: 2,
      awayScore: 0,
      homeHalfScore: 1,
      matchStatus: 2,
      leagueName: '测试超级联赛',
      homeRank: 2,
      awayRank: 4,
    });
    expect(data.events.map((e) => [e.kind, e.side, e.player])).toEqual([
      ['goal', 1, '球员G9'],
      ['goal', 1, '球员G7'],
      ['red', 2, '球员B5'],
      ['red', 1, '球员G4'],
    ]);
  });

  it('carries the crown provider’s odds, and serves basketball too', async () => {
    const football = scoreCardSchema.parse(
      envelopeSchema.parse((await get({ matchId: String(M_FT) })).json()).data,
    );
    expect(football.match.odds).toMatchObject({
      oddsCompany: 0,
      europe: [1.85, 3.4, 4.1],
      bigsmall: [0.95, 2.75, 0.85],
      asia: null,
    });
    const basketball = scoreCardSchema.parse(
      envelopeSchema.parse((await get({ matchId: String(92203) })).json()).data,
    );
    expect(basketball.match).toMatchObject({ sportType: 2, homeScore: 110, awayScore: 100 });
    expect(basketball.events).toEqual([]);
  });

  it('refuses a bad id with 400 and an unknown one with 404', async () => {
    for (const matchId of ['abc', '0', '2147483648', '']) {
      const res = await get({ matchId });
      expect(res.statusCode, `${matchId}: ${res.body}`).toBe(400);
    }
    const res = await get({ matchId: '999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'match_not_found', msg: '比赛不存在' });
  });
});

describe('on the seeded world, with the simulator playing', () => {
  const SEED = 2026;
  const NOW = Date.parse('2026-11-22T21:10:00+08:00');
  let seeded: TestApp;
  type MatchRow = typeof matches.$inferSelect;
  let football: MatchRow;
  let basketball: MatchRow;

  beforeAll(async () => {
    seeded = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
    const { db } = seeded.database;
    await new Simulator({ db, world: buildWorld(SEED), clock: seeded.clock, seed: SEED }).tick();
    const upcoming = (sport: number) =>
      db
        .select({ m: matches })
        .from(matches)
        .innerJoin(leagues, eq(leagues.id, matches.leagueId))
        .where(
          and(
            eq(matches.sport, sport),
            eq(matches.status, 0),
            eq(leagues.kind, 'league'),
            // Tomorrow's: every match before it in the window has been played.
            lt(matches.matchTime, new Date(NOW + 2 * DAY)),
          ),
        )
        .orderBy(desc(matches.matchTime), asc(matches.id))
        .limit(1);
    football = (await upcoming(1))[0]!.m;
    basketball = (await upcoming(2))[0]!.m;
    expect(football && basketball).toBeTruthy();
  });
  afterAll(() => seeded.close());

  const data = async <S extends z.ZodMiniType>(schema: S, apiName: string, matchId: number) => {
    const res = await seeded.gateway(apiName, { matchId });
    expect(res.statusCode, `${apiName} ${matchId}: ${res.body}`).toBe(200);
    return z.parse(schema, res.json<{ data: unknown }>().data);
  };

  /** A team's last finished matches before a kick-off, read here apart from the server's queries. */
  async function finishedBefore(teamId: number, m: MatchRow, limit: number) {
    return seeded.database.db
      .select()
      .from(matches)
      .where(
        and(
          or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
          eq(matches.status, m.sport === 2 ? -1 : 2),
          lt(matches.matchTime, m.matchTime),
        ),
      )
      .orderBy(desc(matches.matchTime), desc(matches.id))
      .limit(limit);
  }

  it.each(['football', 'basketball'] as const)(
    'scores %s teams from their finished matches as the rows hold them',
    async (sport) => {
      const m = sport === 'football' ? football : basketball;
      const ability = await data(matchAbilitySchema, 'getMatchAnalysisAbility', m.id);
      for (const [side, teamId] of [
        ['home', m.homeTeamId],
        ['away', m.awayTeamId],
      ] as const) {
        const rows = await finishedBefore(teamId, m, 10);
        const own = rows.map((r) =>
          r.homeTeamId === teamId ? [r.homeScore, r.awayScore] : [r.awayScore, r.homeScore],
        );
        const won = own.filter(([f, a]) => f! > a!).length;
        expect(rows.length, 'the seed gives every club a history').toBeGreaterThan(3);
        expect(ability[side].summary).toMatchObject({
          played: rows.length,
          won,
          goalsFor: own.reduce((s, [f]) => s + f!, 0),
          goalsAgainst: own.reduce((s, [, a]) => s + a!, 0),
        });
        const winRate = ability.dimensions.find((d) => d.key === 'winRate')!;
        expect(winRate[`${side}Value`]).toBe(Math.round((won / rows.length) * 1000) / 10);
      }
    },
  );

  it.each(['football', 'basketball'] as const)(
    'places %s teams where the standings table puts them, home and away adding up',
    async (sport) => {
      const m = sport === 'football' ? football : basketball;
      const rank = await data(matchPointRankNewSchema, 'getMatchPointRankNew', m.id);
      const rows = await seeded.database.db
        .select()
        .from(standings)
        .where(inArray(standings.teamId, [m.homeTeamId, m.awayTeamId]));
      for (const side of [rank.home, rank.away]) {
        const row = rows.find((r) => r.teamId === side.teamId)!;
        expect(side.total).toMatchObject({ rank: row.rank, played: row.played, won: row.won });
        expect(side.home!.played + side.away!.played).toBe(row.played);
        expect(side.home!.won + side.away!.won).toBe(row.won);
        expect(side.recent.played).toBe(Math.min(5, row.played));
        expect(side.around.some((r) => r.teamId === side.teamId)).toBe(true);
      }
    },
  );

  it('counts the meetings and recent matches the database holds', async () => {
    for (const m of [football, basketball]) {
      const counts = await data(matchAnalysisNumberSchema, 'getMatchAnalysisNumber', m.id);
      const meetings = await seeded.database.db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            or(
              and(eq(matches.homeTeamId, m.homeTeamId), eq(matches.awayTeamId, m.awayTeamId)),
              and(eq(matches.homeTeamId, m.awayTeamId), eq(matches.awayTeamId, m.homeTeamId)),
            ),
            eq(matches.status, m.sport === 2 ? -1 : 2),
            lt(matches.matchTime, m.matchTime),
          ),
        );
      expect(counts.headToHead).toBe(meetings.length);
      expect(counts.homeRecent).toBe((await finishedBefore(m.homeTeamId, m, 10_000)).length);
      const info = await data(matchInformationSchema, 'getMatchInfomationApi', m.id);
      const tips = await data(
        matchTidianListSchema,
        m.sport === 2 ? 'getBkMatchTidianList' : 'getMatchTidianList',
        m.id,
      );
      expect(counts.tidian).toBe(tips.list.length);
      expect(tips.list.length).toBeGreaterThan(0);
      expect(counts.information).toBe(
        info.home.good.length +
          info.home.bad.length +
          info.away.good.length +
          info.away.bad.length +
          info.neutral.length,
      );
    }
  });

  it('bans the player the simulator sent off from his team’s next match', async () => {
    const { db } = seeded.database;
    const reds = await db
      .select({ e: matchEvents, m: matches })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(and(eq(matchEvents.kind, 'red'), eq(matches.status, 2)))
      .orderBy(asc(matchEvents.id));
    let checked = 0;
    // A few are enough; each asks for a whole intelligence.
    for (const { e, m } of reds.slice(0, 6)) {
      const teamId = e.side === 1 ? m.homeTeamId : m.awayTeamId;
      const [next] = await db
        .select()
        .from(matches)
        .where(
          and(
            or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
            gt(matches.matchTime, m.matchTime),
          ),
        )
        .orderBy(asc(matches.matchTime))
        .limit(1);
      if (!next) continue;
      const info = await data(matchInformationSchema, 'getMatchInfomationApi', next.id);
      const side = next.homeTeamId === teamId ? info.home : info.away;
      expect(side.suspended).toContainEqual({ name: e.player, matchId: m.id, card: 'red' });
      expect(side.bad.some((i) => i.kind === 'suspension' && i.text.startsWith(e.player!))).toBe(
        true,
      );
      checked++;
    }
    expect(checked, 'the simulator sends players off on the seeded days').toBeGreaterThan(0);
  });

  it('lists on the score card the goals that make the score', async () => {
    const { db } = seeded.database;
    const played = await db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          eq(matches.status, 2),
          gt(matches.matchTime, new Date(NOW - 2 * DAY)),
        ),
      )
      .orderBy(asc(matches.id))
      .limit(20);
    expect(played.length).toBeGreaterThan(0);
    for (const m of played) {
      const res = await seeded.app.inject({
        method: 'GET',
        url: '/api/matchcenter/queryBFMatch',
        query: { matchId: String(m.id) },
      });
      const card = scoreCardSchema.parse(envelopeSchema.parse(res.json()).data);
      const goals = (side: number) =>
        card.events.filter(
          (e) => e.side === side && ['goal', 'penalty', 'own_goal'].includes(e.kind),
        ).length;
      expect([goals(1), goals(2)], `match ${m.id}`).toEqual([m.homeScore, m.awayScore]);
      expect(card.match).toMatchObject({ matchId: m.id, homeScore: m.homeScore });
    }
  });
});
