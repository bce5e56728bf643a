// Pins the kept box scores of a basketball season (server/features/dataLibrary/leagueStats/
// seasonBoxScores.ts) on a fixture league of its own: a game that finishes after the season was
// asked about is counted at the next call, a corrected score is told again, and a result struck off
// leaves the season — the averages and records always those of the games finished now. The
// server's start tells every basketball league's current season in advance (warmBoxScores.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as calls from '../../../contracts/sportdata/leagueStatsCalls';
import { leagues, matches, players, teams } from '../../../server/db/schema';
import { warmBasketballSeasons } from '../../../server/features/dataLibrary/players';
import { startTestApp, type TestApp } from '../../kit/testApp';

const LEAGUE = 9701;
const [X, Y] = [970101, 970102];
const T0 = Date.UTC(2026, 10, 20, 12, 0);
const DAY = 86_400_000;
let test: TestApp;

/** Five players a side in depth order, ids teamId×100+depth. */
const squad = (teamId: number) =>
  [...'GGFFCGFC'].map((position, i) => ({
    id: teamId * 100 + i + 1,
    teamId,
    name: `球员${teamId % 100}-${i + 1}`,
    shirtNumber: i + 1,
    position,
    depth: i + 1,
  }));

const game = (
  id: number,
  home: number,
  away: number,
  at: number,
  status: number,
  periodScores: Array<[number, number]>,
) => ({
  id,
  qtMatchId: id + 1_000_000,
  sport: 2,
  leagueId: LEAGUE,
  homeTeamId: home,
  awayTeamId: away,
  matchTime: new Date(at),
  round: '常规赛',
  season: '2026-2027',
  scriptSeed: id,
  status,
  homeScore: periodScores.reduce((s, p) => s + p[0], 0),
  awayScore: periodScores.reduce((s, p) => s + p[1], 0),
  periodScores,
});

beforeAll(async () => {
  test = await startTestApp({ now: T0 + 3 * DAY });
  const { db } = test.database;
  await db.insert(leagues).values({
    id: LEAGUE,
    sport: 2,
    name: '测试篮球联赛',
    shortName: '测篮',
    country: '中国',
    color: '#0033cc',
    season: '2026-2027',
    quarterMinutes: 12,
  });
  await db.insert(teams).values([
    { id: X, leagueId: LEAGUE, sport: 2, name: '猛龙', shortName: '猛龙' },
    { id: Y, leagueId: LEAGUE, sport: 2, name: '飞虎', shortName: '飞虎' },
  ]);
  await db.insert(players).values([...squad(X), ...squad(Y)]);
  await db.insert(matches).values([
    game(97001, X, Y, T0, -1, [
      [25, 20],
      [25, 25],
      [25, 20],
      [25, 25],
    ]),
    // In its last quarter when the season is first asked about.
    game(97002, Y, X, T0 + DAY, 4, [
      [30, 20],
      [25, 25],
      [20, 20],
      [5, 5],
    ]),
  ]);
});
afterAll(() => test.close());

async function averages() {
  const res = await test.gateway(calls.getBkLeagueStat.name, { leagueId: LEAGUE });
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(calls.getBkLeagueStat.output, res.json<{ data: unknown }>().data);
}

async function records() {
  const res = await test.gateway(calls.getBkTheMostOfLeague.name, { leagueId: LEAGUE });
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(calls.getBkTheMostOfLeague.output, res.json<{ data: unknown }>().data).records;
}

const teamRow = (stat: Awaited<ReturnType<typeof averages>>, teamId: number) =>
  stat.teams.find((t) => t.team.teamId === teamId)!;

describe('a season’s kept box scores', () => {
  it('are told in advance for every basketball league’s current season, unless stopping', async () => {
    const { db } = test.database;
    expect(await warmBasketballSeasons(db, () => true)).toBe(0);
    // The fixture league is the world's only basketball league; one of its games is finished.
    expect(await warmBasketballSeasons(db)).toBe(1);
  });

  it('count a game that finishes after the season was asked about', async () => {
    const before = await averages();
    expect(before.finishedMatches).toBe(1);
    expect(teamRow(before, X).totals.points).toBe(100);
    expect(teamRow(before, Y).totals.points).toBe(90);

    // The last quarter ends: Y 110–101 X.
    await test.database.db
      .update(matches)
      .set({
        status: -1,
        homeScore: 110,
        awayScore: 101,
        periodScores: [
          [30, 20],
          [25, 25],
          [20, 20],
          [35, 36],
        ],
      })
      .where(eq(matches.id, 97002));
    const after = await averages();
    expect(after.finishedMatches).toBe(2);
    expect(teamRow(after, X)).toMatchObject({ won: 1, lost: 1, pointsAgainst: 200 });
    expect(teamRow(after, X).totals.points).toBe(201);
    expect(teamRow(after, Y).totals.points).toBe(200);
    expect((await records()).find((r) => r.key === 'mostTeamPoints')).toMatchObject({
      value: 110,
      match: { matchId: 97002 },
    });
  });

  it('tell a corrected score again, and drop a result struck off', async () => {
    await test.database.db
      .update(matches)
      .set({
        homeScore: 104,
        periodScores: [
          [29, 20],
          [25, 25],
          [25, 20],
          [25, 25],
        ],
      })
      .where(eq(matches.id, 97001));
    const corrected = await averages();
    expect(teamRow(corrected, X).totals.points).toBe(205);
    expect(teamRow(corrected, Y).pointsAgainst).toBe(205);

    await test.database.db.update(matches).set({ status: -3 }).where(eq(matches.id, 97002));
    const struck = await averages();
    expect(struck.finishedMatches).toBe(1);
    expect(teamRow(struck, Y).totals.points).toBe(90);
    expect((await records()).find((r) => r.key === 'mostTeamPoints')?.value).toBe(104);
  });
});

describe('telling a season', () => {
  it('lets the event loop serve others between two games', async () => {
    // Both games told again: the first a corrected score, the second a result restored.
    const { db } = test.database;
    await db.update(matches).set({ homeScore: 105 }).where(eq(matches.id, 97001));
    await db.update(matches).set({ status: -1 }).where(eq(matches.id, 97002));
    // PGlite answers in this thread: without a turn given back, a whole warm runs before any
    // request, socket or timer waiting beside it (seconds for the seeded world's 963 games).
    let turns = 0;
    let told = false;
    const turn = () => {
      if (told) return;
      turns++;
      setImmediate(turn);
    };
    setImmediate(turn);
    expect(await warmBasketballSeasons(db)).toBe(2);
    told = true;
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
