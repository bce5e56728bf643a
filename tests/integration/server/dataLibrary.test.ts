// Pins the data library's league and team calls (issue 36 §1; docs/decisions/data-library.md) on the
// seeded world: countries and leagues of each sport, a league's season and its tables — total, home
// and away, counted again here from the finished matches — its zones, its schedule paged by round and
// up and down, and a club's page; unknown ids 404, the wrong sport and bad arguments 400.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as leagueCalls from '../../../contracts/sportdata/leagueCalls';
import * as teamCalls from '../../../contracts/sportdata/teamCalls';
import type { GatewayCall } from '../../../contracts/gateway';
import type { HotWord, SearchHits } from '../../../contracts/dataSearch';
import { leagues, matches, players, teams } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const EPL = 36;
const NBA = 1;
const UCL = 103;
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

async function call<G extends GatewayCall>(api: G, args: Record<string, unknown> = {}) {
  const res = await test.gateway(api.name, args);
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(api.output, res.json<{ data: unknown }>().data) as z.output<G['output']>;
}

async function refused(apiName: string, args: Record<string, unknown>) {
  const res = await test.gateway(apiName, args);
  return { status: res.statusCode, body: res.json<{ code?: string; msg?: string }>() };
}

/** A league's finished season matches, counted here for the table. */
async function finished(leagueId: number, finishedStatus: number) {
  const [league] = await test.database.db.select().from(leagues).where(eq(leagues.id, leagueId));
  return test.database.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, leagueId),
        eq(matches.season, league!.season),
        eq(matches.status, finishedStatus),
      ),
    );
}

describe('countries and leagues', () => {
  it('lists the areas and the countries holding football, each with its competitions counted', async () => {
    const answer = await call(leagueCalls.getCountryList);
    expect(answer.areas.map((a) => a.name)).toContain('欧洲');
    const england = answer.list.find((c) => c.name === '英格兰');
    // 英超, 英冠 and 足总杯.
    expect(england?.leagueCount).toBe(3);
    expect(answer.total).toBe(answer.list.length);
    const europe = await call(leagueCalls.getCountryList, { areaCode: 1 });
    expect(europe.list.every((c) => c.areaCode === 1)).toBe(true);
    const basketball = await call(leagueCalls.getBkCountryList);
    expect(basketball.list.map((c) => c.name).sort()).toEqual(['中国', '欧洲', '美国'].sort());
  });

  it('pages the league list by country and level, 30 a page', async () => {
    const england = await call(leagueCalls.getLeagueList, { countryId: 2, level: 0 });
    expect(england.list.map((l) => l.shortName).sort()).toEqual(['英冠', '英超', '足总杯'].sort());
    const top = await call(leagueCalls.getLeagueList, { countryId: 2 });
    expect(top.list.map((l) => l.shortName)).not.toContain('英冠');
    const epl = england.list.find((l) => l.leagueId === EPL)!;
    const clubs = await test.database.db.select().from(teams).where(eq(teams.leagueId, EPL));
    expect(epl.teamCount).toBe(clubs.length);
    const paged = await call(leagueCalls.getLeagueList, { level: 0, pageSize: 5, pageNo: 2 });
    expect(paged.list).toHaveLength(5);
    expect(paged.total).toBe(18);
    const nba = await call(leagueCalls.getBkLeagueList, { level: 0 });
    expect(nba.list.every((l) => l.sport === 2)).toBe(true);
  });

  it('ranks hot leagues by this week’s follows and hot matches, at most 8', async () => {
    const hot = await call(leagueCalls.getHotLeagueList);
    expect(hot.list.length).toBeLessThanOrEqual(8);
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((l) => l.sport === 1)).toBe(true);
  });
});

describe('a league’s season', () => {
  it('counts the total, home and away tables from the finished matches', async () => {
    const games = await finished(EPL, 2);
    expect(games.length).toBeGreaterThan(20);
    const total = await call(leagueCalls.queryLeagueFootballTeamScore, { leagueId: EPL });
    const home = await call(leagueCalls.queryLeagueFootballTeamScore, { leagueId: EPL, type: 1 });
    const away = await call(leagueCalls.queryLeagueFootballTeamScore, { leagueId: EPL, type: 2 });
    for (const row of total.list) {
      const own = games.filter(
        (g) => g.homeTeamId === row.team.teamId || g.awayTeamId === row.team.teamId,
      );
      const gf = own.reduce(
        (s, g) => s + (g.homeTeamId === row.team.teamId ? g.homeScore : g.awayScore),
        0,
      );
      const won = own.filter((g) =>
        g.homeTeamId === row.team.teamId ? g.homeScore > g.awayScore : g.awayScore > g.homeScore,
      ).length;
      const drawn = own.filter((g) => g.homeScore === g.awayScore).length;
      expect(row.played).toBe(own.length);
      expect(row.goalsFor).toBe(gf);
      expect(row.points).toBe(won * 3 + drawn);
      expect(row.form.length).toBe(Math.min(5, own.length));
      const h = home.list.find((r) => r.team.teamId === row.team.teamId)!;
      const a = away.list.find((r) => r.team.teamId === row.team.teamId)!;
      expect(h.played + a.played).toBe(row.played);
      expect(h.points + a.points).toBe(row.points);
    }
    // Ordered by points, then goal difference, then goals.
    for (let i = 1; i < total.list.length; i++)
      expect(total.list[i - 1]!.points).toBeGreaterThanOrEqual(total.list[i]!.points);
    // The zones: 1–4 欧冠, 18–20 降级.
    expect(total.list[0]!.zone).toBe('欧冠');
    expect(total.list[19]!.zone).toBe('降级');
    expect(home.list.every((r) => r.zone === null)).toBe(true);
  });

  it('answers a basketball table with win rates, games behind and runs', async () => {
    const games = await finished(NBA, -1);
    const table = await call(leagueCalls.getBkTeamSeasonScoreRanking, { leagueId: NBA });
    const leader = table.list[0]!;
    expect(leader.gamesBehind).toBe(0);
    for (const row of table.list) {
      const own = games.filter(
        (g) => g.homeTeamId === row.team.teamId || g.awayTeamId === row.team.teamId,
      );
      expect(row.played).toBe(own.length);
      expect(row.won + row.lost).toBe(row.played);
      expect(row.gamesBehind).toBe((leader.won - row.won + (row.lost - leader.lost)) / 2);
      if (row.played > 0) expect(row.streak).toMatch(/^连[胜败]\d+$/);
    }
  });

  it('tells the season at a glance, its seasons and its rule', async () => {
    const detail = await call(leagueCalls.getLeagueDetailMessage, { leagueId: EPL });
    const games = await finished(EPL, 2);
    expect(detail.finishedCount).toBe(games.length);
    expect(detail.current).toBe(true);
    expect(detail.homeWinPct + detail.drawPct + detail.awayWinPct).toBeCloseTo(100, 0);
    expect(detail.currentRound).toMatch(/^第\d+轮$/);
    const seasons = await call(leagueCalls.queryLeagueSeasons, { leagueId: EPL });
    expect(seasons.list[0]).toBe(seasons.current);
    expect(seasons.list.length).toBeGreaterThan(1);
    // An earlier season answers from its own matches.
    const older = await call(leagueCalls.getLeagueDetailMessage, {
      leagueId: EPL,
      seasonName: seasons.list[1],
    });
    expect(older.current).toBe(false);
    const rule = await call(leagueCalls.getLeagueRule, { leagueId: EPL });
    expect(rule.zones[0]).toMatchObject({ from: 1, to: 4, name: '欧冠' });
    const cup = await call(leagueCalls.getLeagueRule, { leagueId: UCL });
    expect(cup.zones).toEqual([]);
    const flags = await call(leagueCalls.getLeagueScoreFlag, { leagueId: EPL });
    expect(flags.list.filter((f) => f.zone === '欧冠')).toHaveLength(4);
  });

  it('pages the schedule by round, and up and down from what the fan sees', async () => {
    const page = await call(leagueCalls.getLeagueMatchList, { leagueId: EPL });
    expect(page.round).toMatch(/^第\d+轮$/);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((m) => m.round === page.round)).toBe(true);
    const first = page.list[0]!;
    const up = await call(leagueCalls.getLeagueMatchList, {
      leagueId: EPL,
      first: first.matchId,
      upOrDown: 1,
    });
    expect(up.list.length).toBe(20);
    expect(up.list.every((m) => m.matchTime <= first.matchTime)).toBe(true);
    const bk = await call(leagueCalls.getBkLeagueMatchList, { leagueId: NBA });
    expect(bk.date).not.toBeNull();
    expect(bk.list.length).toBeGreaterThan(0);
    const day = await call(leagueCalls.getBkTodayGroupLeagueMatchList, { date: bk.date });
    expect(day.groups.find((g) => g.leagueId === NBA)?.list.length).toBe(bk.list.length);
    const hot = await call(leagueCalls.getLeagueHotMatchList, { leagueId: EPL });
    expect(hot.list.length).toBeGreaterThan(0);
  });
});

describe('a club', () => {
  it('shows its squad by position, its matches and its place in each table', async () => {
    const clubs = await test.database.db.select().from(teams).where(eq(teams.leagueId, EPL));
    const club = clubs[0]!;
    const page = await call(teamCalls.getTeamDetailMessage, { teamId: club.id });
    const squad = await test.database.db.select().from(players).where(eq(players.teamId, club.id));
    expect(page.squad.flatMap((g) => g.players)).toHaveLength(squad.length);
    expect(page.squad[0]!.positionName).toBe('门将');
    expect(page.recent.length).toBeGreaterThan(0);
    expect(page.recent.every((m) => m.home.teamId === club.id || m.away.teamId === club.id)).toBe(
      true,
    );
    const table = await call(leagueCalls.queryLeagueFootballTeamScore, { leagueId: EPL });
    expect(page.ranking.total?.rank).toBe(
      table.list.findIndex((r) => r.team.teamId === club.id) + 1,
    );
    expect(page.ranking.total!.played).toBe(page.ranking.home!.played + page.ranking.away!.played);
  });
});

describe('search', () => {
  const search = async (query: Record<string, string>) => {
    const res = await test.app.inject({
      method: 'GET',
      url: `/api/league/search?${new URLSearchParams(query)}`,
    });
    return { status: res.statusCode, body: res.json<{ data: SearchHits; msg?: string }>() };
  };

  it('finds one sport’s leagues, clubs and players whose names hold the word', async () => {
    const { status, body } = await search({ ballType: '1', keyword: ' 曼 ' });
    expect(status).toBe(200);
    expect(body.data.keyword).toBe('曼');
    const clubs = body.data.teams.map((t) => t.name);
    expect(clubs).toEqual(expect.arrayContaining(['曼城', '曼联']));
    expect(clubs.every((name) => name.includes('曼'))).toBe(true);
    // A player is found by his name, with his club.
    const [someone] = await test.database.db.select().from(players).where(eq(players.teamId, 3601));
    const byName = await search({ ballType: '1', keyword: someone!.name });
    expect(byName.body.data.players.map((p) => p.playerId)).toContain(someone!.id);
    // Basketball finds basketball only.
    const nba = await search({ ballType: '2', keyword: 'NBA' });
    expect(nba.body.data.leagues.map((l) => l.shortName)).toEqual(['NBA', 'WNBA']);
    expect((await search({ ballType: '2', keyword: '曼城' })).body.data.teams).toEqual([]);
  });

  it('takes % and _ as themselves, and refuses an empty or overlong word', async () => {
    const wild = await search({ keyword: '%' });
    expect(wild.status).toBe(200);
    expect([...wild.body.data.leagues, ...wild.body.data.teams, ...wild.body.data.players]).toEqual(
      [],
    );
    const empty = await search({ keyword: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入搜索内容');
    expect((await search({ keyword: '球'.repeat(21) })).status).toBe(400);
    expect((await search({ keyword: '曼', ballType: '3' })).status).toBe(400);
  });

  it('offers the hot leagues and clubs of the sport as words', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/league/hotSearch?ballType=2' });
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{ data: { list: HotWord[] } }>().data;
    expect(list.filter((w) => w.kind === 'league').length).toBeGreaterThan(0);
    const basketballClubs = await test.database.db.select().from(teams).where(eq(teams.sport, 2));
    const ids = new Set(basketballClubs.map((t) => t.id));
    expect(list.filter((w) => w.kind === 'team').every((w) => ids.has(w.id))).toBe(true);
  });
});

describe('refusals', () => {
  it('404s an unknown league, team or season; 400s the wrong sport and bad arguments', async () => {
    expect((await refused('getLeagueDetailMessage', { leagueId: 999999 })).status).toBe(404);
    expect((await refused('getTeamDetailMessage', { teamId: 999999 })).status).toBe(404);
    expect(
      (await refused('queryLeagueFootballTeamScore', { leagueId: EPL, seasonName: '1999-2000' }))
        .status,
    ).toBe(404);
    const wrong = await refused('getBkLeagueDetailMessage', { leagueId: EPL });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('篮球');
    for (const args of [
      { leagueId: -1 },
      { leagueId: 'x' },
      { leagueId: EPL, type: 7 },
      { leagueId: EPL, seasonName: 'now' },
    ])
      expect((await refused('queryLeagueFootballTeamScore', args)).status).toBe(400);
    expect((await refused('getCountryList', { pageSize: 1001 })).status).toBe(400);
  });
});
