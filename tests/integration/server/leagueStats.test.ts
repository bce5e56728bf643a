// Pins the league statistics of the data library (issue 36 §1; docs/decisions/data-library.md
// "League statistics") on the seeded world: for leagues of both sports (the largest and every third),
// each team's counts are
// counted again here from the season's finished matches read with this file's own queries — odd and
// even totals, the opening crown line settled by hand, margins by band, the rest before each game,
// the box-score totals against the scores and the match page — and the league's totals are the sums
// of the teams'. A cup counts its ties; unknown leagues, seasons and providers are 404; the wrong
// sport and bad arguments 400.
// test-budget: 90 s — tells the box scores of the sampled basketball leagues' finished games (NBA and CBA among them, several hundred) and counts their statistics again; up to 60 s beside two other integration files on two busy cores
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { GatewayCall } from '../../../contracts/gateway';
import * as bkDetailCalls from '../../../contracts/sportdata/bkDetailCalls';
import * as calls from '../../../contracts/sportdata/leagueStatsCalls';
import type { HandicapRecord, HandicapResult } from '../../../contracts/sportdata/leagueStats';
import { leagues, matches, odds, teams } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const HOUR = 3_600_000;
const EPL = 36;
const NBA = 1;
const CBA = 3;
const UCL = 103;
/** Finished: football 2, basketball -1 (product-spec §4). */
const FINISHED: Record<number, number> = { 1: 2, 2: -1 };
/** Never kicked off: not started, postponed (football 8); to be decided, cancelled, postponed. */
const NEVER_PLAYED: Record<number, number[]> = { 1: [0, 8], 2: [0, -2, -4, -5] };

let test: TestApp;
let allLeagues: Array<typeof leagues.$inferSelect> = [];

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'odds'] },
  });
  allLeagues = await test.database.db.select().from(leagues).orderBy(leagues.id);
});
afterAll(() => test.close());

async function call<G extends GatewayCall>(api: G, args: Record<string, unknown>) {
  const res = await test.gateway(api.name, args);
  expect(res.statusCode, `${api.name} ${JSON.stringify(args)}: ${res.body}`).toBe(200);
  return z.parse(api.output, res.json<{ data: unknown }>().data) as z.output<G['output']>;
}

async function refused(apiName: string, args: Record<string, unknown>) {
  const res = await test.gateway(apiName, args);
  return { status: res.statusCode, body: res.json<{ code?: string; msg?: string }>() };
}

/**
 * The leagues a count is checked on: the named ones (the largest of each sport and a cup) and every
 * third of the rest, both sports. Every league runs the same code on other rows, and counting each
 * of the world's leagues again cost the suite half a minute under load.
 */
function sampled(which: (l: (typeof allLeagues)[number]) => boolean) {
  const named = [EPL, NBA, CBA, UCL];
  return allLeagues.filter(which).filter((l, i) => named.includes(l.id) || i % 3 === 0);
}

type Row = typeof matches.$inferSelect;

/** A league's finished matches of a season (its current one unless named), read here. */
async function finishedOf(leagueId: number, season?: string): Promise<Row[]> {
  const league = allLeagues.find((l) => l.id === leagueId)!;
  return test.database.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, leagueId),
        eq(matches.season, season ?? league.season),
        eq(matches.status, FINISHED[league.sport]!),
      ),
    );
}

/** One team's side of each of its matches. */
function sidesOf(rows: readonly Row[], teamId: number) {
  return rows
    .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
    .map((m) => {
      const home = m.homeTeamId === teamId;
      return {
        m,
        home,
        scored: home ? m.homeScore : m.awayScore,
        conceded: home ? m.awayScore : m.homeScore,
      };
    });
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('odd-even', () => {
  it('counts every team’s finished matches by odd and even totals, the league’s once each', async () => {
    for (const league of sampled((l) => l.kind === 'league')) {
      const rows = await finishedOf(league.id);
      const stat = await call(calls.getLeagueOddEvenStat, { leagueId: league.id });
      expect(stat.finishedMatches).toBe(rows.length);
      expect(stat.season).toBe(league.season);
      const odd = (m: Row) => (m.homeScore + m.awayScore) % 2 === 1;
      expect(stat.league).toMatchObject({
        played: rows.length,
        odd: rows.filter(odd).length,
        even: rows.filter((m) => !odd(m)).length,
      });
      for (const row of stat.teams) {
        const sides = sidesOf(rows, row.team.teamId);
        expect(row.total.played, `${league.name} ${row.team.name}`).toBe(sides.length);
        expect(row.total.odd).toBe(sides.filter((s) => odd(s.m)).length);
        expect(row.home.played).toBe(sides.filter((s) => s.home).length);
        expect(row.away.odd).toBe(sides.filter((s) => !s.home && odd(s.m)).length);
        expect(row.total.odd + row.total.even).toBe(row.total.played);
        expect(row.total.oddPercent).toBe(
          row.total.played ? round1((row.total.odd / row.total.played) * 100) : 0,
        );
      }
      expect(sum(stat.teams.map((t) => t.total.played))).toBe(2 * rows.length);
      expect(sum(stat.teams.map((t) => t.home.odd))).toBe(stat.league.odd);
      expect(sum(stat.teams.map((t) => t.away.even))).toBe(stat.league.even);
    }
  });

  it('lists every club of a league, even one without a finished match', async () => {
    const clubs = await test.database.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.leagueId, EPL))
      .orderBy(teams.id);
    const stat = await call(calls.getLeagueOddEvenStat, { leagueId: EPL });
    expect(stat.teams.map((t) => t.team.teamId)).toEqual(clubs.map((c) => c.id));
  });
});

/** The side's result on the home line, settled by hand: a quarter line is two half stakes. */
function settle(line: number, homeScore: number, awayScore: number, home: boolean): HandicapResult {
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  const halves = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const signs = halves.map((l) => Math.sign((home ? 1 : -1) * (homeScore + l - awayScore)));
  const total = sum(signs);
  return total === 2
    ? 'win'
    : total === 1
      ? 'halfWin'
      : total === 0
        ? 'push'
        : total === -1
          ? 'halfLose'
          : 'lose';
}

function recordOf(results: readonly HandicapResult[]): Omit<HandicapRecord, 'winPercent'> {
  const n = (r: HandicapResult) => results.filter((x) => x === r).length;
  return {
    games: results.length,
    win: n('win'),
    halfWin: n('halfWin'),
    push: n('push'),
    halfLose: n('halfLose'),
    lose: n('lose'),
    net: n('win') + n('halfWin') - n('lose') - n('halfLose'),
  };
}

describe('handicap', () => {
  it('settles each finished match on the crown’s opening line; a match without one is counted apart', async () => {
    let settled = 0;
    for (const league of sampled((l) => l.kind === 'league')) {
      const rows = await finishedOf(league.id);
      const lines = new Map(
        (
          await test.database.db
            .select({ matchId: odds.matchId, opening: odds.opening })
            .from(odds)
            .where(
              and(
                eq(odds.providerId, 0),
                eq(odds.type, 'asia'),
                inArray(
                  odds.matchId,
                  rows.map((r) => r.id),
                ),
              ),
            )
        ).map((o) => [o.matchId, o.opening[1]]),
      );
      const stat = await call(calls.getLeagueHandicapStat, { leagueId: league.id });
      expect(stat.providerId).toBe(0);
      expect(stat.providerName).toBe('皇冠');
      expect(stat.league.games).toBe(lines.size);
      expect(stat.league.withoutLine).toBe(rows.length - lines.size);
      settled += lines.size;
      const onLine = rows.filter((m) => lines.has(m.id));
      expect(stat.league.home).toMatchObject(
        recordOf(onLine.map((m) => settle(lines.get(m.id)!, m.homeScore, m.awayScore, true))),
      );
      for (const row of stat.teams) {
        const sides = sidesOf(rows, row.team.teamId);
        const priced = sides.filter((s) => lines.has(s.m.id));
        const result = (s: (typeof sides)[number]) =>
          settle(lines.get(s.m.id)!, s.m.homeScore, s.m.awayScore, s.home);
        const teamLine = (s: (typeof sides)[number]) => (s.home ? 1 : -1) * lines.get(s.m.id)!;
        expect(row.total.games + row.withoutLine, `${league.name} ${row.team.name}`).toBe(
          sides.length,
        );
        expect(row.total).toMatchObject(recordOf(priced.map(result)));
        expect(row.away).toMatchObject(recordOf(priced.filter((s) => !s.home).map(result)));
        expect(row.favourite).toMatchObject(
          recordOf(priced.filter((s) => teamLine(s) < 0).map(result)),
        );
        expect(row.favourite.games + row.underdog.games + row.level.games).toBe(row.total.games);
      }
      for (const key of ['games', 'win', 'halfWin', 'push', 'halfLose', 'lose'] as const)
        expect(sum(stat.teams.map((t) => t.home[key])), key).toBe(stat.league.home[key]);
      expect(sum(stat.teams.map((t) => t.total.games))).toBe(2 * stat.league.games);
      expect(sum(stat.teams.map((t) => t.favourite.games))).toBe(stat.league.favourite.games);
      expect(sum(stat.teams.map((t) => t.level.games))).toBe(2 * stat.league.levelGames);
    }
    // Odds are written for the days around the present: some finished matches of the world have them.
    expect(settled).toBeGreaterThan(0);
  });

  it('reads another provider when asked, and refuses one the world does not have', async () => {
    const macau = await call(calls.getLeagueHandicapStat, { leagueId: EPL, providerId: 1 });
    expect(macau.providerName).toBe('澳门');
    const unknown = await refused('getLeagueHandicapStat', { leagueId: EPL, providerId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('provider_not_found');
  });
});

describe('score difference', () => {
  it('puts each team’s every finished match in one band, and the league’s by the home margin', async () => {
    for (const league of sampled((l) => l.kind === 'league')) {
      const rows = await finishedOf(league.id);
      const stat = await call(calls.getLeagueScoreDiffStat, { leagueId: league.id });
      expect(stat.bands).toHaveLength(league.sport === 1 ? 7 : 10);
      expect(stat.league.played).toBe(rows.length);
      expect(sum(stat.league.home)).toBe(rows.length);
      for (const row of stat.teams) {
        const sides = sidesOf(rows, row.team.teamId);
        expect(row.played, `${league.name} ${row.team.name}`).toBe(sides.length);
        expect(sum(row.total)).toBe(sides.length);
        expect(sum(row.home)).toBe(sides.filter((s) => s.home).length);
        expect(row.difference).toBe(sum(sides.map((s) => s.scored - s.conceded)));
        // The first band: football wins by one goal, basketball wins by one to five points.
        const top = league.sport === 1 ? 1 : 5;
        expect(row.total[0]).toBe(
          sides.filter((s) => s.scored - s.conceded >= 1 && s.scored - s.conceded <= top).length,
        );
      }
      stat.league.home.forEach((count, band) =>
        expect(sum(stat.teams.map((t) => t.home[band]!))).toBe(count),
      );
    }
  });
});

describe('back-to-back', () => {
  it('splits each team’s games by the hours since its previous kick-off in any competition', async () => {
    for (const league of sampled((l) => l.kind === 'league')) {
      const rows = await finishedOf(league.id);
      const kickOffs = await test.database.db
        .select({
          id: matches.id,
          home: matches.homeTeamId,
          away: matches.awayTeamId,
          time: matches.matchTime,
        })
        .from(matches)
        .where(
          and(
            eq(matches.sport, league.sport),
            notInArray(matches.status, NEVER_PLAYED[league.sport]!),
          ),
        );
      const stat = await call(calls.getLeagueBackToBackStat, { leagueId: league.id });
      const window = league.sport === 1 ? 72 : 36;
      expect(stat.windowHours).toBe(window);
      let short = 0;
      for (const row of stat.teams) {
        const teamId = row.team.teamId;
        const own = kickOffs.filter((k) => k.home === teamId || k.away === teamId);
        const tired = sidesOf(rows, teamId).filter((s) => {
          const before = own
            .filter((k) => k.time.getTime() < s.m.matchTime.getTime())
            .map((k) => k.time.getTime());
          return (
            before.length > 0 && s.m.matchTime.getTime() - Math.max(...before) <= window * HOUR
          );
        });
        const all = sidesOf(rows, teamId).length;
        expect(row.shortRest.played, `${league.name} ${row.team.name}`).toBe(tired.length);
        expect(row.shortRest.played + row.rested.played).toBe(all);
        expect(row.shortRest.won).toBe(tired.filter((s) => s.scored > s.conceded).length);
        expect(row.shortRest.goalsFor).toBe(sum(tired.map((s) => s.scored)));
        short += tired.length;
      }
      expect(stat.league.shortRest.played).toBe(short);
      expect(stat.league.shortRest.played + stat.league.rested.played).toBe(2 * rows.length);
      expect(stat.league.rested.won).toBe(sum(stat.teams.map((t) => t.rested.won)));
    }
  });

  it('agrees with the NBA’s flags: a flagged game has a team that played the night before', async () => {
    const stat = await call(calls.getLeagueBackToBackStat, { leagueId: NBA });
    expect(stat.shortRestLabel).toBe('背靠背');
    expect(stat.league.shortRest.played).toBeGreaterThan(0);
    // The seed flags the games of the days around the present (finished ones are history without
    // flags), so the 36 hours are checked against the schedule's flags, whatever the games' status.
    const season = await test.database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.leagueId, NBA),
          eq(matches.season, allLeagues.find((l) => l.id === NBA)!.season),
        ),
      );
    const flagged = season.filter((m) => m.backToBack > 0);
    expect(flagged.length).toBeGreaterThan(0);
    const nightBefore = (teamId: number, at: number) =>
      season.some(
        (m) =>
          (m.homeTeamId === teamId || m.awayTeamId === teamId) &&
          m.matchTime.getTime() < at &&
          at - m.matchTime.getTime() <= 36 * HOUR,
      );
    for (const m of flagged)
      expect(
        nightBefore(m.homeTeamId, m.matchTime.getTime()) ||
          nightBefore(m.awayTeamId, m.matchTime.getTime()),
        `match ${m.id}`,
      ).toBe(true);
  });
});

describe('basketball averages', () => {
  it('adds each team’s box scores up to its scores, and averages them per game', async () => {
    for (const league of sampled((l) => l.sport === 2)) {
      const rows = await finishedOf(league.id);
      const stat = await call(calls.getBkLeagueStat, { leagueId: league.id });
      for (const row of stat.teams) {
        const sides = sidesOf(rows, row.team.teamId);
        expect(row.averages.games, `${league.name} ${row.team.name}`).toBe(sides.length);
        expect(row.totals.points).toBe(sum(sides.map((s) => s.scored)));
        expect(row.pointsAgainst).toBe(sum(sides.map((s) => s.conceded)));
        expect(row.won).toBe(sides.filter((s) => s.scored > s.conceded).length);
        expect(row.won + row.lost).toBe(sides.length);
        expect(row.averages.pointsFor).toBe(
          sides.length ? round1(row.totals.points / sides.length) : 0,
        );
        expect(row.totals.rebounds).toBe(
          row.totals.offensiveRebounds + row.totals.defensiveRebounds,
        );
      }
      const games = sum(stat.teams.map((t) => t.averages.games));
      expect(games).toBe(2 * rows.length);
      expect(stat.league.games).toBe(games);
      const points = sum(stat.teams.map((t) => t.totals.points));
      expect(stat.league.pointsFor).toBe(games ? round1(points / games) : 0);
      const assists = sum(stat.teams.map((t) => t.totals.assists));
      expect(stat.league.assists).toBe(games ? round1(assists / games) : 0);
    }
  });

  it('is what the match pages show, game by game', async () => {
    const rows = await finishedOf(CBA);
    const stat = await call(calls.getBkLeagueStat, { leagueId: CBA });
    const team = stat.teams[0]!;
    const sides = sidesOf(rows, team.team.teamId);
    expect(sides.length).toBeGreaterThan(0);
    let rebounds = 0;
    let threes = 0;
    for (const s of sides) {
      const page = await call(bkDetailCalls.getBkMatchTeamRankAndCount, { matchId: s.m.id });
      const line = s.home ? page.home : page.away;
      rebounds += line.rebounds;
      threes += line.threePointsMade;
    }
    expect(team.totals.rebounds).toBe(rebounds);
    expect(team.totals.threePointsMade).toBe(threes);
  });
});

describe('basketball season records', () => {
  it('names the season’s bests, each with the game that set it', async () => {
    for (const league of sampled((l) => l.sport === 2)) {
      const rows = await finishedOf(league.id);
      const { records } = await call(calls.getBkTheMostOfLeague, { leagueId: league.id });
      if (rows.length === 0) {
        expect(records).toEqual([]);
        continue;
      }
      const value = (key: string) => records.find((r) => r.key === key)!;
      const scores = rows.flatMap((m) => [m.homeScore, m.awayScore]);
      expect(value('mostTeamPoints').value).toBe(Math.max(...scores));
      expect(value('fewestTeamPoints').value).toBe(Math.min(...scores));
      expect(value('biggestMargin').value).toBe(
        Math.max(...rows.map((m) => Math.abs(m.homeScore - m.awayScore))),
      );
      expect(value('highestCombined').value).toBe(
        Math.max(...rows.map((m) => m.homeScore + m.awayScore)),
      );
      expect(value('lowestCombined').value).toBe(
        Math.min(...rows.map((m) => m.homeScore + m.awayScore)),
      );
      const most = value('mostTeamPoints');
      const setter = rows.find((m) => m.id === most.match.matchId)!;
      const teamScore =
        most.team!.teamId === setter.homeTeamId ? setter.homeScore : setter.awayScore;
      expect(teamScore).toBe(most.value);
      // A player's record is his line of that game on the match page.
      const top = value('mostPlayerPoints');
      const lineup = await call(bkDetailCalls.getBkMatchLineup, { matchId: top.match.matchId });
      const player = [...lineup.home.players, ...lineup.away.players].find(
        (p) => p.playerId === top.player!.playerId,
      );
      expect(player?.stats?.points).toBe(top.value);
      const best = Math.max(
        ...[...lineup.home.players, ...lineup.away.players].map((p) => p.stats?.points ?? 0),
      );
      expect(top.value).toBe(best);
    }
  });
});

describe('cups and seasons', () => {
  it('counts a cup over its ties, with the teams that played them', async () => {
    const season = '2025-2026';
    const rows = await finishedOf(UCL, season);
    expect(rows.length).toBeGreaterThan(0);
    const stat = await call(calls.getLeagueScoreDiffStat, { leagueId: UCL, seasonName: season });
    expect(stat.kind).toBe('cup');
    expect(stat.current).toBe(false);
    const entrants = new Set(rows.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
    expect(new Set(stat.teams.map((t) => t.team.teamId))).toEqual(entrants);
    expect(sum(stat.teams.map((t) => t.played))).toBe(2 * rows.length);
  });

  it('reads a past season when named', async () => {
    const rows = await finishedOf(NBA, '2025-2026');
    const stat = await call(calls.getLeagueOddEvenStat, { leagueId: NBA, seasonName: '2025-2026' });
    expect(stat.finishedMatches).toBe(rows.length);
    expect(stat.league.played).toBe(rows.length);
  });
});

describe('refusals', () => {
  it('an unknown league or season is a 404', async () => {
    for (const apiName of [
      'getLeagueOddEvenStat',
      'getLeagueHandicapStat',
      'getLeagueScoreDiffStat',
      'getLeagueBackToBackStat',
      'getBkLeagueStat',
      'getBkTheMostOfLeague',
    ]) {
      const league = await refused(apiName, { leagueId: 2_147_483_647 });
      expect(league.status, apiName).toBe(404);
      expect(league.body.code).toBe('league_not_found');
      const season = await refused(apiName, { leagueId: NBA, seasonName: '1990-1991' });
      expect(season.status, apiName).toBe(404);
      expect(season.body.code).toBe('season_not_found');
    }
  });

  it('a basketball statistic of a football league is a 400 in Chinese', async () => {
    for (const apiName of ['getBkLeagueStat', 'getBkTheMostOfLeague']) {
      const wrong = await refused(apiName, { leagueId: EPL });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('bad_args');
      expect(wrong.body.msg).toContain('不是篮球联赛');
    }
  });

  it('bad arguments are a 400 bad_args, never a 5xx', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['getLeagueOddEvenStat', {}],
      ['getLeagueOddEvenStat', { leagueId: 'abc' }],
      ['getLeagueOddEvenStat', { leagueId: 0 }],
      ['getLeagueScoreDiffStat', { leagueId: 2_147_483_648 }],
      ['getLeagueBackToBackStat', { leagueId: EPL, seasonName: '2026/2027' }],
      ['getLeagueHandicapStat', { leagueId: EPL, providerId: -1 }],
      ['getLeagueHandicapStat', { leagueId: EPL, providerId: 'crown' }],
      ['getBkLeagueStat', { leagueId: NBA, seasonName: 2026 }],
      ['getBkTheMostOfLeague', { leagueId: [NBA] }],
    ];
    for (const [apiName, args] of cases) {
      const res = await refused(apiName, args);
      expect(res.status, `${apiName} ${JSON.stringify(args)}`).toBe(400);
      expect(res.body.code).toBe('bad_args');
    }
  });
});
