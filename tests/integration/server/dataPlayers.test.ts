// Pins the data library's players (issue 36 §1; docs/decisions/data-library.md "Players") on the
// generated world: a footballer's season goals are the goal and penalty events naming him for his
// club in the season's finished league matches (counted here with SQL of the test's own); a club's
// players' goals and the own goals credited to it add up to its goals; a basketball player's season
// points are the sum of his lines of the match page's box scores; the rank lists are in order and
// start with the real best; careers, transfers and contributions agree with the season; unknown
// players are 404 and bad arguments 400. Every answer is parsed with its contract.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { bkMatchLineupSchema } from '../../../contracts/sportdata/bkDetail';
import {
  bkPlayerRankListSchema,
  leaguePlayerRankListSchema,
  playerCareerSchema,
  playerContributionSchema,
  playerDetailSchema,
  playerStandingSchema,
  playerTransferSchema,
  teamPlayerListSchema,
} from '../../../contracts/sportdata/players';
import { matchEvents, matches, teams } from '../../../server/db/schema';
import { seasonStart } from '../../../server/domain/sport/seasonDates';
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from '../../../domain/sport';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
/** 英超, its season; the NBA; the EuroLeague (the smallest basketball season of the world). */
const EPL = 36;
const EPL_SEASON = '2026-2027';
const NBA = 1;
const EUROLEAGUE = 7;
const BK_SEASON = '2026-2027';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

async function data<S extends z.ZodMiniType>(
  schema: S,
  apiName: string,
  args: Record<string, unknown>,
): Promise<z.output<S>> {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, `${apiName} ${JSON.stringify(args)}: ${res.body}`).toBe(200);
  return schema.parse(res.json<{ data: unknown }>().data);
}

/** Every page of a rank list. */
async function wholeList<R>(
  schema: z.ZodMiniType<{ list: R[]; total: number }>,
  apiName: string,
  args: Record<string, unknown>,
): Promise<R[]> {
  const rows: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await data(schema, apiName, { ...args, pageNo, pageSize: 100 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

/** The finished league matches of a season (the test's own query). */
const finishedOf = (leagueId: number, season: string, status: number) =>
  and(eq(matches.leagueId, leagueId), eq(matches.season, season), eq(matches.status, status));

/** The club of an event's side. */
const sideClub = sql`case when ${matchEvents.side} = 1 then ${matches.homeTeamId} else ${matches.awayTeamId} end`;

/** Events of a club's side: side 1 is the home club, 2 the away club. */
const ofClub = (teamId: number) =>
  or(
    and(eq(matchEvents.side, 1), eq(matches.homeTeamId, teamId)),
    and(eq(matchEvents.side, 2), eq(matches.awayTeamId, teamId)),
  );

async function countEvents(kinds: string[], teamId: number, player?: string): Promise<number> {
  const [row] = await test.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        finishedOf(EPL, EPL_SEASON, FOOTBALL_STATUS.finished),
        inArray(matchEvents.kind, kinds),
        ofClub(teamId),
        player === undefined ? sql`true` : eq(matchEvents.player, player),
      ),
    );
  return row!.n;
}

async function clubGoals(teamId: number): Promise<number> {
  const [row] = await test.database.db
    .select({
      goals: sql<number>`coalesce(sum(case when ${matches.homeTeamId} = ${teamId} then ${matches.homeScore} else ${matches.awayScore} end), 0)::int`,
    })
    .from(matches)
    .where(
      and(
        finishedOf(EPL, EPL_SEASON, FOOTBALL_STATUS.finished),
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
      ),
    );
  return row!.goals;
}

async function clubMatches(leagueId: number, season: string, teamId: number): Promise<number> {
  const [row] = await test.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .where(
      and(
        finishedOf(leagueId, season, FOOTBALL_STATUS.finished),
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
      ),
    );
  return row!.n;
}

const eplClubs = () =>
  test.database.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, EPL))
    .orderBy(asc(teams.id));

describe('a footballer’s season', () => {
  it('has the goals the events name him for, for his club', async () => {
    const top = await data(leaguePlayerRankListSchema, 'getLeaguePlayerRankList', {
      leagueId: EPL,
      pageSize: 10,
    });
    const squad = await data(teamPlayerListSchema, 'getTeamPlayerList', { teamId: 3610 });
    const players = [
      ...top.list.map((r) => ({ playerId: r.player.playerId, teamId: r.team.teamId })),
      ...squad.list.map((p) => ({ playerId: p.playerId, teamId: 3610 })),
    ];
    let goals = 0;
    for (const { playerId, teamId } of players) {
      const standing = await data(playerStandingSchema, 'getPlayerStanding', { playerId });
      const counted = await countEvents(['goal', 'penalty'], teamId, standing.player.name);
      expect(standing.football?.goals, standing.player.name).toBe(counted);
      expect(standing.football?.penalties).toBe(
        await countEvents(['penalty'], teamId, standing.player.name),
      );
      goals += counted;
    }
    // The check counted real goals, not zeros on both sides.
    expect(goals).toBeGreaterThan(20);
  });

  it('adds up with his clubmates’ goals and the own goals credited to the club to its goals', async () => {
    for (const { id: teamId } of await eplClubs()) {
      const squad = await data(teamPlayerListSchema, 'getTeamPlayerList', { teamId });
      const players = squad.list.reduce((s, p) => s + (p.football?.goals ?? 0), 0);
      const ownGoals = await countEvents(['own_goal'], teamId);
      const goals = await clubGoals(teamId);
      expect(players + ownGoals, squad.team.name).toBe(goals);
      expect(goals).toBeGreaterThan(0);
    }
  });

  it('lists each match he played in his contribution, and shares of his club’s goals', async () => {
    const [best] = (
      await data(leaguePlayerRankListSchema, 'getLeaguePlayerRankList', { leagueId: EPL })
    ).list;
    const { playerId } = best!.player;
    const standing = await data(playerStandingSchema, 'getPlayerStanding', { playerId });
    const c = await data(playerContributionSchema, 'getPlayerContribution', { playerId });
    const f = c.football!;
    expect(f.teamGoals).toBe(await clubGoals(best!.team.teamId));
    expect(f.matches.length).toBe(standing.football!.appearances);
    expect(f.matches.reduce((s, m) => s + m.figures.goals, 0)).toBe(standing.football!.goals);
    expect(f.goals).toBe(standing.football!.goals);
    expect(f.involvement).toBe(f.goals + f.assists);
    expect(f.goalShare).toBe(Math.round((f.goals * 1000) / f.teamGoals) / 10);
    const times = f.matches.map((m) => m.matchTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('a basketball player’s season', () => {
  it('has the points of his lines in the match page’s box scores of his club’s games', async () => {
    const [best] = (
      await data(bkPlayerRankListSchema, 'getBkTeamPlayerRankList', { leagueId: NBA, type: 1 })
    ).list;
    const { playerId } = best!.player;
    const teamId = best!.team.teamId;
    const standing = await data(playerStandingSchema, 'getPlayerStanding', { playerId });
    const games = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          finishedOf(NBA, BK_SEASON, BASKETBALL_STATUS.finished),
          or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        ),
      );
    let points = 0;
    let played = 0;
    for (const { id } of games) {
      const lineup = await data(bkMatchLineupSchema, 'getBkMatchLineup', { matchId: id });
      const side = lineup.home.teamId === teamId ? lineup.home : lineup.away;
      const line = side.players.find((p) => p.playerId === playerId)?.stats;
      points += line?.points ?? 0;
      if (line && line.minutes > 0) played += 1;
    }
    expect(standing.matches).toBe(games.length);
    expect(standing.basketball!.totals.points).toBe(points);
    expect(standing.basketball!.games).toBe(played);
    expect(points).toBeGreaterThan(100);
    const c = await data(playerContributionSchema, 'getPlayerContribution', { playerId });
    expect(c.basketball!.points).toBe(points);
    expect(c.basketball!.matches.length).toBe(played);
  });
});

describe('the rank lists', () => {
  it('rank top scorers in order, the first with the most goals the events give anyone', async () => {
    const list = await wholeList(leaguePlayerRankListSchema, 'getLeaguePlayerRankList', {
      leagueId: EPL,
      type: 1,
    });
    list.forEach((r, i) => {
      expect(r.rank).toBe(i + 1);
      const next = list[i + 1];
      if (!next) return;
      const order =
        r.goals - next.goals ||
        next.penalties - r.penalties ||
        next.minutes - r.minutes ||
        (r.player.name < next.player.name ? 1 : -1);
      expect(order, `${r.player.name} before ${next.player.name}`).toBeGreaterThan(0);
    });
    const [most] = await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(
          finishedOf(EPL, EPL_SEASON, FOOTBALL_STATUS.finished),
          inArray(matchEvents.kind, ['goal', 'penalty']),
        ),
      )
      // One player per club: names are unique within a squad, the side tells the club.
      .groupBy(matchEvents.player, sideClub)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(list[0]!.goals).toBe(most!.n);
    expect(list.every((r) => r.goals > 0)).toBe(true);
    const assists = await wholeList(leaguePlayerRankListSchema, 'getLeaguePlayerRankList', {
      leagueId: EPL,
      type: 2,
    });
    expect(assists.map((r) => r.value)).toEqual(
      [...assists.map((r) => r.value)].sort((a, b) => b - a),
    );
    expect(assists.every((r) => r.value === r.assists && r.assists > 0)).toBe(true);
  });

  it('rank basketball players per game, the first the real best of the box scores', async () => {
    const games = await test.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(finishedOf(EUROLEAGUE, BK_SEASON, BASKETBALL_STATUS.finished));
    expect(games.length).toBeGreaterThan(20);
    const seasons = new Map<number, { games: number; points: number; efficiency: number }>();
    for (const { id } of games) {
      const lineup = await data(bkMatchLineupSchema, 'getBkMatchLineup', { matchId: id });
      for (const p of [...lineup.home.players, ...lineup.away.players]) {
        const s = p.stats;
        if (!s || s.minutes === 0) continue;
        const season = seasons.get(p.playerId) ?? { games: 0, points: 0, efficiency: 0 };
        season.games += 1;
        season.points += s.points;
        // The contribution of type 8, as the contract documents it.
        season.efficiency +=
          s.points +
          s.rebounds +
          s.assists +
          s.steals +
          s.blocks -
          (s.fieldGoalsAttempted - s.fieldGoalsMade) -
          (s.freeThrowsAttempted - s.freeThrowsMade) -
          s.turnovers;
        seasons.set(p.playerId, season);
      }
    }
    const best = (f: (s: { games: number; points: number; efficiency: number }) => number) =>
      Math.max(...[...seasons.values()].map((s) => Math.round((f(s) / s.games) * 10) / 10));
    for (const [type, figure] of [
      [1, (s: { points: number }) => s.points],
      [8, (s: { efficiency: number }) => s.efficiency],
    ] as const) {
      const list = await wholeList(bkPlayerRankListSchema, 'getBkTeamPlayerRankList', {
        leagueId: EUROLEAGUE,
        type,
      });
      expect(list.length).toBe(seasons.size);
      const values = list.map((r) => r.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(list[0]!.value).toBe(best(figure));
      const own = seasons.get(list[0]!.player.playerId)!;
      expect(list[0]!.games).toBe(own.games);
      expect(list[0]!.total).toBe(figure(own));
    }
  });

  it('pages by pageNo and pageSize', async () => {
    const all = await data(bkPlayerRankListSchema, 'getBkTeamPlayerRankList', {
      leagueId: EUROLEAGUE,
      type: 2,
      pageSize: 10,
    });
    const second = await data(bkPlayerRankListSchema, 'getBkTeamPlayerRankList', {
      leagueId: EUROLEAGUE,
      type: 2,
      pageNo: 2,
      pageSize: 5,
    });
    expect(all.list.length).toBe(10);
    expect(second.list.map((r) => r.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(second.list).toEqual(all.list.slice(5));
    expect(all.typeName).toBe('篮板');
  });
});

describe('a player’s profile, transfers and career', () => {
  it('tell who he is, how he came to his club, and his seasons there', async () => {
    const squad = await data(teamPlayerListSchema, 'getTeamPlayerList', { teamId: 3601 });
    const seasonBegan = seasonStart({ leagueId: EPL, season: EPL_SEASON });
    let withPastSeason = 0;
    for (const p of squad.list) {
      const detail = await data(playerDetailSchema, 'getPlayerDetail', { playerId: p.playerId });
      expect(detail).toMatchObject({ name: p.name, team: squad.team, season: EPL_SEASON });
      expect(detail.age).toBe(p.age);
      expect(detail.age).toBeGreaterThanOrEqual(18);
      const transfers = await data(playerTransferSchema, 'getPlayerTransfer', {
        playerId: p.playerId,
      });
      expect(transfers.list[0]!.to.teamId).toBe(squad.team.teamId);
      expect(transfers.list[0]!.date).toBe(detail.joinedDate);
      expect(transfers.list.every((t) => t.date < seasonBegan)).toBe(true);
      const career = await data(playerCareerSchema, 'getPlayerCareer', { playerId: p.playerId });
      const [now, ...before] = career.seasons;
      const standing = await data(playerStandingSchema, 'getPlayerStanding', {
        playerId: p.playerId,
      });
      expect(now).toMatchObject({ season: EPL_SEASON, football: standing.football });
      expect(now!.football).toEqual(p.football);
      for (const s of before) {
        // Older seasons: the world keeps their matches by the score, and other clubs' records
        // name their squads of today — no figures, and the reason.
        expect(s.football).toBeNull();
        if (s.team.teamId !== squad.team.teamId) {
          expect(s.noFigures).toBe('other_club');
          continue;
        }
        const kept = await clubMatches(EPL, s.season, squad.team.teamId);
        expect(s.noFigures).toBe(kept > 0 ? 'no_events' : 'no_matches');
        if (kept > 0) withPastSeason++;
      }
    }
    expect(withPastSeason).toBeGreaterThan(0);
  });

  it('answers a past season without figures, saying why', async () => {
    const squad = await data(teamPlayerListSchema, 'getTeamPlayerList', {
      teamId: 3601,
      seasonName: '2025-2026',
    });
    expect(squad.season).toBe('2025-2026');
    expect(squad.list.every((p) => p.football === null && p.noFigures !== null)).toBe(true);
    const stayed = squad.list.find((p) => p.noFigures === 'no_events')!;
    const standing = await data(playerStandingSchema, 'getPlayerStanding', {
      playerId: stayed.playerId,
      seasonName: '2025-2026',
    });
    expect(standing).toMatchObject({ noFigures: 'no_events', football: null });
  });
});

describe('refusals', () => {
  const PLAYER_CALLS = [
    'getPlayerDetail',
    'getPlayerStanding',
    'getPlayerCareer',
    'getPlayerTransfer',
    'getPlayerContribution',
  ];

  it('answer an unknown player 404 player_not_found', async () => {
    for (const api of PLAYER_CALLS) {
      const res = await test.gateway(api, { playerId: 999_999_999 });
      expect(res.statusCode, api).toBe(404);
      expect(res.json()).toMatchObject({ code: 'player_not_found', msg: '球员不存在' });
    }
    const res = await test.gateway('getTeamPlayerList', { teamId: 999_999 });
    expect(res.json()).toMatchObject({ code: 'team_not_found' });
  });

  it('answer a season the league never played 404 season_not_found', async () => {
    const res = await test.gateway('getPlayerStanding', {
      playerId: 360101,
      seasonName: '1990-1991',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'season_not_found' });
  });

  it('answer bad arguments 400 bad_args', async () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ['getPlayerDetail', { playerId: 'abc' }],
      ['getPlayerDetail', {}],
      ['getPlayerStanding', { playerId: 360101, seasonName: '2026/27' }],
      ['getBkTeamPlayerRankList', { leagueId: NBA, type: 9 }],
      ['getBkTeamPlayerRankList', { leagueId: NBA, pageSize: 101 }],
      ['getLeaguePlayerRankList', { leagueId: EPL, type: 3 }],
      ['getLeaguePlayerRankList', { leagueId: EPL, pageNo: 0 }],
      ['getTeamPlayerList', { teamId: -1 }],
    ];
    for (const [api, args] of bad) {
      const res = await test.gateway(api, args);
      expect(res.statusCode, `${api} ${JSON.stringify(args)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_args' });
    }
  });

  it('answer a rank list of the other sport 400 in the fan’s words', async () => {
    const bk = await test.gateway('getBkTeamPlayerRankList', { leagueId: EPL });
    expect(bk.statusCode).toBe(400);
    expect(bk.json<{ msg: string }>().msg).toContain('该赛事不是篮球赛事');
    const ft = await test.gateway('getLeaguePlayerRankList', { leagueId: NBA });
    expect(ft.statusCode).toBe(400);
    expect(ft.json<{ msg: string }>().msg).toContain('该赛事不是足球赛事');
  });
});
