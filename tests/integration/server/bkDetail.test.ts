// Pins the basketball match-detail apiNames on the generated world with the simulator on a test
// clock: head-to-head, recent and future games, table rows, team and player statistics, injuries and
// text live, for a live, an upcoming and a finished match; the box score adds up to the score and
// never goes down as the match goes on.
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchStandingSchema } from '../../../contracts/sportdata/analysis';
import {
  bkMatchInjurySchema,
  bkMatchLineupSchema,
  bkMatchStandingSchema,
  bkMatchTeamStatsSchema,
  bkTeamBoutMatchSchema,
  bkTeamFutureMatchSchema,
  bkTeamRecentMatchSchema,
  bkTextLiveSchema,
  type BkMatchLineup,
  type BkStatLine,
} from '../../../contracts/sportdata/bkDetail';
import { matchItemSchema } from '../../../contracts/sportdata/matches';
import { matches } from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import { Simulator } from '../../../server/simulator/simulator';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const DAY = 86_400_000;
const world = buildWorld(SEED);
let test: TestApp;
let simulator: Simulator;

type Row = typeof matches.$inferSelect;
/** A basketball match in a quarter, one not started yet, one played to the end by the simulator. */
let live: Row;
let upcoming: Row;
let finished: Row;
let football: Row;

const data = async (apiName: string, args: Record<string, unknown> = {}) => {
  const res = await test.gateway(apiName, args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: unknown }>().data;
};
const rowOf = async (id: number) =>
  (await test.database.db.select().from(matches).where(eq(matches.id, id)))[0]!;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
  const { db } = test.database;
  simulator = new Simulator({ db, world, clock: test.clock, seed: SEED });
  await simulator.tick();
  const near = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sport, 2),
        gt(matches.matchTime, new Date(NOW - 2 * DAY)),
        lt(matches.matchTime, new Date(NOW + 2 * DAY)),
      ),
    )
    .orderBy(matches.matchTime, matches.id);
  live = near.find((m) => m.status >= 1 && m.status <= 4 && /^\d\d:\d\d$/.test(m.minute ?? ''))!;
  // Hours away, so the live match's minutes played below leave it upcoming.
  upcoming = near.find((m) => m.status === 0 && m.matchTime.getTime() > NOW + 3 * 3_600_000)!;
  finished = near.find((m) => m.status === -1 && m.periodScores.length >= 4)!;
  football = (await db.select().from(matches).where(eq(matches.sport, 1)).limit(1))[0]!;
  expect(live && upcoming && finished && football).toBeTruthy();
});
afterAll(() => test.close());

const ALL_APIS = [
  'getBkTeamBoutMatch',
  'getBkTeamRecentMatch',
  'getBkTeamFutureMatch',
  'getBkMatchAnalyzeStandingData',
  'getBkMatchStanding',
  'getBkMatchTeamRankAndCount',
  'getBkMatchLineup',
  'getBkMatchInjury',
  'getBkMatchTextLive',
] as const;

const SCHEMAS = {
  getBkTeamBoutMatch: bkTeamBoutMatchSchema,
  getBkTeamRecentMatch: bkTeamRecentMatchSchema,
  getBkTeamFutureMatch: bkTeamFutureMatchSchema,
  getBkMatchAnalyzeStandingData: bkMatchStandingSchema,
  getBkMatchStanding: bkMatchStandingSchema,
  getBkMatchTeamRankAndCount: bkMatchTeamStatsSchema,
  getBkMatchLineup: bkMatchLineupSchema,
  getBkMatchInjury: bkMatchInjurySchema,
  getBkMatchTextLive: bkTextLiveSchema,
};

const which = { live: () => live, upcoming: () => upcoming, finished: () => finished };

describe('every apiName answers for a live, an upcoming and a finished match', () => {
  it.each(
    ALL_APIS.flatMap((api) => (['live', 'upcoming', 'finished'] as const).map((s) => [api, s])),
  )('%s of the %s match parses with its contract', async (api, state) => {
    const match = which[state as keyof typeof which]();
    const body = await data(api, { matchId: match.id });
    const parsed = SCHEMAS[api as keyof typeof SCHEMAS].parse(body) as { matchId: number };
    expect(parsed.matchId).toBe(match.id);
  });

  it.each(ALL_APIS)(
    '%s answers 404 match_not_found for an unknown or a football match',
    async (api) => {
      for (const matchId of [999_999_999, football.id]) {
        const res = await test.gateway(api, { matchId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          isSuccess: false,
          code: 'match_not_found',
          msg: '比赛不存在',
        });
      }
    },
  );

  it.each([
    ['getBkMatchLineup', {}],
    ['getBkMatchLineup', { matchId: 'abc' }],
    ['getBkMatchInjury', { matchId: -3 }],
    ['getBkMatchTeamRankAndCount', { matchId: 1.5 }],
    ['getBkMatchAnalyzeStandingData', { matchId: null }],
    ['getBkTeamBoutMatch', { matchId: 1, number: 0 }],
    ['getBkTeamBoutMatch', { matchId: 1, number: 51 }],
    ['getBkTeamRecentMatch', { matchId: 1, isHomeAway: 2 }],
    ['getBkTeamFutureMatch', { matchId: 1, number: 21 }],
    ['getBkMatchTextLive', { matchId: 1, pageSize: 101 }],
    ['getBkMatchTextLive', { matchId: 1, beforeId: 'x' }],
  ])('%s refuses %j with 400 bad_args', async (api, args) => {
    const res = await test.gateway(api, args);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'bad_args' });
  });
});

const lineupOf = async (id: number) =>
  bkMatchLineupSchema.parse(await data('getBkMatchLineup', { matchId: id }));
const linesOf = (lineup: BkMatchLineup) =>
  [...lineup.home.players, ...lineup.away.players].flatMap((p) =>
    p.stats ? [[p.playerId, p.stats] as const] : [],
  );
const sum = (lines: readonly BkStatLine[], key: keyof BkStatLine) =>
  lines.reduce((s, l) => s + l[key], 0);

/** The box-score rules every line keeps. */
function expectLineRules(line: BkStatLine) {
  expect(line.points).toBe(
    2 * (line.fieldGoalsMade - line.threePointsMade) +
      3 * line.threePointsMade +
      line.freeThrowsMade,
  );
  expect(line.rebounds).toBe(line.offensiveRebounds + line.defensiveRebounds);
  expect(line.fieldGoalsMade).toBeLessThanOrEqual(line.fieldGoalsAttempted);
  expect(line.threePointsMade).toBeLessThanOrEqual(line.threePointsAttempted);
  expect(line.threePointsMade).toBeLessThanOrEqual(line.fieldGoalsMade);
  expect(line.threePointsAttempted).toBeLessThanOrEqual(line.fieldGoalsAttempted);
  expect(line.freeThrowsMade).toBeLessThanOrEqual(line.freeThrowsAttempted);
}

describe('statistics add up to the score', () => {
  it.each(['live', 'finished'] as const)(
    'the %s match: player points → team totals → team statistics → the header score',
    async (state) => {
      const match = await rowOf(which[state]().id);
      const header = matchItemSchema.parse(await data('getBkMatchDetail', { matchId: match.id }));
      const lineup = await lineupOf(match.id);
      const stats = bkMatchTeamStatsSchema.parse(
        await data('getBkMatchTeamRankAndCount', { matchId: match.id }),
      );
      expect(lineup.hasStats).toBe(true);
      expect(stats.started).toBe(true);
      for (const side of ['home', 'away'] as const) {
        const team = lineup[side];
        const played = team.players.flatMap((p) => (p.stats ? [p.stats] : []));
        const score = side === 'home' ? header.homeScore : header.awayScore;
        expect(sum(played, 'points')).toBe(score);
        expect(team.totals?.points).toBe(score);
        expect(stats[side].points).toBe(score);
        for (const line of [...played, team.totals!]) expectLineRules(line);
        // The team line is the players' lines added up, and its rates are those of the totals.
        for (const key of Object.keys(team.totals!) as Array<keyof BkStatLine>)
          expect(stats[side][key], key).toBe(team.totals![key]);
        expect(stats[side].periodPoints).toEqual(
          header.periodScores.map((p) => p[side === 'home' ? 0 : 1]),
        );
        expect(stats[side].fieldGoalPercent).toBe(
          Math.round((team.totals!.fieldGoalsMade / team.totals!.fieldGoalsAttempted) * 1000) / 10,
        );
        // Five start; the minutes are about five players over the time played so far.
        expect(team.players.filter((p) => p.isStarter)).toHaveLength(5);
        expect(team.players.slice(0, 5).every((p) => p.isStarter)).toBe(true);
      }
      const totalMinutes = lineup.home.totals!.minutes;
      const quarter = match.leagueId === 1 || match.leagueId === 3 ? 12 : 10;
      const gameMinutes = 4 * quarter + 5 * (match.periodScores.length - 4);
      // Five on court all game, give or take each player's rounding.
      if (state === 'finished')
        expect(Math.abs(totalMinutes - 5 * gameMinutes)).toBeLessThanOrEqual(8);
      else expect(totalMinutes).toBeGreaterThan(0);
    },
  );

  it('the text live tells the same plays: its last line is the score, its points the box score', async () => {
    for (const match of [live, finished]) {
      const row = await rowOf(match.id);
      const text = bkTextLiveSchema.parse(
        await data('getBkMatchTextLive', { matchId: row.id, pageSize: 100 }),
      );
      const all = [...text.list];
      let hasMore = text.hasMore;
      while (hasMore) {
        const page = bkTextLiveSchema.parse(
          await data('getBkMatchTextLive', {
            matchId: row.id,
            pageSize: 100,
            beforeId: all.at(-1)!.id,
          }),
        );
        all.push(...page.list);
        hasMore = page.hasMore;
      }
      // Newest first, ids counting the lines down to 1 without a gap.
      expect(all.map((l) => l.id)).toEqual(all.map((_, i) => all.length - i));
      expect(all[0]).toMatchObject({ homeScore: row.homeScore, awayScore: row.awayScore });
      const oldest = [...all].reverse();
      const quarter = row.leagueId === 1 || row.leagueId === 3 ? 12 : 10;
      expect(oldest[0]).toMatchObject({ kind: 'period', period: 1, clock: `${quarter}:00` });
      expect(oldest[0]!.text).toMatch(/^比赛开始/);
      // Each scoring line adds its side's points; period lines add nothing.
      let home = 0;
      let away = 0;
      for (const line of oldest) {
        expect(line.homeScore).toBeGreaterThanOrEqual(home);
        expect(line.awayScore).toBeGreaterThanOrEqual(away);
        if (line.kind === 'period' || line.side === 0)
          expect([line.homeScore, line.awayScore]).toEqual([home, away]);
        else if (line.side === 1) expect(line.awayScore).toBe(away);
        else expect(line.homeScore).toBe(home);
        home = line.homeScore;
        away = line.awayScore;
      }
      const lineup = await lineupOf(row.id);
      const byName = new Map(
        [...lineup.home.players, ...lineup.away.players].map((p) => [p.name, p.stats?.points ?? 0]),
      );
      const told = new Map<string, number>();
      for (const line of oldest.filter((l) => l.kind === 'score')) {
        const name = line.text.split(' ')[1]!;
        const before = oldest[oldest.indexOf(line) - 1]!;
        const points = line.homeScore + line.awayScore - before.homeScore - before.awayScore;
        told.set(name, (told.get(name) ?? 0) + points);
      }
      for (const [name, points] of told) expect(byName.get(name), name).toBe(points);
    }
    const finale = bkTextLiveSchema.parse(
      await data('getBkMatchTextLive', { matchId: finished.id }),
    );
    expect(finale.list[0]!.text).toMatch(/^全场比赛结束/);
  });

  it('pages back with beforeId without a gap or an overlap', async () => {
    const first = bkTextLiveSchema.parse(
      await data('getBkMatchTextLive', { matchId: finished.id, pageSize: 10 }),
    );
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = bkTextLiveSchema.parse(
      await data('getBkMatchTextLive', {
        matchId: finished.id,
        pageSize: 10,
        beforeId: first.list[9]!.id,
      }),
    );
    expect(second.list[0]!.id).toBe(first.list[9]!.id - 1);
  });
});

describe('a live match', () => {
  it('answers the same at the same score, and only grows as it goes on', async () => {
    const a = await lineupOf(live.id);
    const b = await lineupOf(live.id);
    expect(b).toEqual(a);
    const textA = await data('getBkMatchTextLive', { matchId: live.id });
    expect(await data('getBkMatchTextLive', { matchId: live.id })).toEqual(textA);
    expect(await data('getBkMatchTeamRankAndCount', { matchId: live.id })).toEqual(
      await data('getBkMatchTeamRankAndCount', { matchId: live.id }),
    );

    // The simulator's own baskets are found again (baskets.ts): nothing told is ever re-told.
    const growing = Object.keys(linesOf(a)[0]![1]) as Array<keyof BkStatLine>;
    const textOf = async () =>
      bkTextLiveSchema.parse(await data('getBkMatchTextLive', { matchId: live.id })).list;
    let previousText = await textOf();
    let previous = new Map(linesOf(a));
    let previousScore = [live.homeScore, live.awayScore];
    let changes = 0;
    for (let step = 0; step < 24; step++) {
      test.clock.advance(45_000);
      await simulator.tick();
      const row = await rowOf(live.id);
      const lineup = await lineupOf(live.id);
      const now = new Map(linesOf(lineup));
      expect(sum([...now.values()], 'points')).toBe(row.homeScore + row.awayScore);
      for (const [id, before] of previous)
        for (const key of growing)
          expect(now.get(id)?.[key], `${id} ${key}`).toBeGreaterThanOrEqual(before[key]);
      if (row.homeScore + row.awayScore !== previousScore[0]! + previousScore[1]!) changes++;
      const text = await textOf();
      expect(text[0]).toMatchObject({ homeScore: row.homeScore, awayScore: row.awayScore });
      const byId = new Map(text.map((l) => [l.id, l]));
      const oldest = text.at(-1)!.id;
      for (const line of previousText.filter((l) => l.id >= oldest))
        expect(byId.get(line.id), `line ${line.id}`).toEqual(line);
      previousText = text;
      previous = now;
      previousScore = [row.homeScore, row.awayScore];
    }
    expect(changes).toBeGreaterThan(3);
  });
});

describe('an upcoming match', () => {
  it('shows the roster without statistics, zero team statistics and no text yet', async () => {
    const lineup = await lineupOf(upcoming.id);
    expect(lineup).toMatchObject({ hasStats: false, status: 0 });
    for (const team of [lineup.home, lineup.away]) {
      expect(team.players.length).toBeGreaterThanOrEqual(5);
      expect(team.players.every((p) => p.stats === null)).toBe(true);
      expect(team.totals).toBeNull();
      expect(team.players.filter((p) => p.isStarter)).toHaveLength(5);
    }
    const stats = bkMatchTeamStatsSchema.parse(
      await data('getBkMatchTeamRankAndCount', { matchId: upcoming.id }),
    );
    expect(stats.started).toBe(false);
    expect([stats.home.points, stats.away.fieldGoalsAttempted, stats.home.periodPoints]).toEqual([
      0,
      0,
      [],
    ]);
    expect(await data('getBkMatchTextLive', { matchId: upcoming.id })).toMatchObject({
      list: [],
      hasMore: false,
    });
  });

  it('lists each team’s next games after it, soonest first', async () => {
    const future = bkTeamFutureMatchSchema.parse(
      await data('getBkTeamFutureMatch', { matchId: upcoming.id, number: 3 }),
    );
    expect(future.number).toBe(3);
    for (const [side, team] of [
      ['home', future.home],
      ['away', future.away],
    ] as const) {
      expect(team.teamId).toBe(side === 'home' ? upcoming.homeTeamId : upcoming.awayTeamId);
      expect(team.matches.length).toBeLessThanOrEqual(3);
      const times = team.matches.map((m) => m.matchTime);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      for (const m of team.matches) {
        expect(m.matchTime).toBeGreaterThan(upcoming.matchTime.getTime());
        expect(m.daysAfter).toBeGreaterThanOrEqual(0);
        expect(m.opponentTeamId).not.toBe(team.teamId);
      }
    }
    const all = [future.home, future.away].flatMap((t) => t.matches);
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('analysis', () => {
  it('head-to-head: the two teams’ finished meetings before tip-off, newest first, with the record', async () => {
    const bout = bkTeamBoutMatchSchema.parse(
      await data('getBkTeamBoutMatch', { matchId: live.id }),
    );
    expect(bout.matches.length).toBeGreaterThan(0);
    expect(bout.matches.length).toBeLessThanOrEqual(10);
    for (const m of bout.matches) {
      expect([m.homeTeamId, m.awayTeamId].sort()).toEqual(
        [live.homeTeamId, live.awayTeamId].sort(),
      );
      expect(m.status).toBe(-1);
      expect(m.matchTime).toBeLessThan(live.matchTime.getTime());
      expect(m.teamId).toBe(live.homeTeamId);
      expect(m.result).toBe(m.pointsFor > m.pointsAgainst ? 'W' : 'L');
    }
    const times = bout.matches.map((m) => m.matchTime);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const { summary } = bout;
    expect(summary.played).toBe(bout.matches.length);
    expect(summary.won + summary.lost).toBe(summary.played);
    expect(summary.homeWon + summary.homeLost + summary.awayWon + summary.awayLost).toBe(
      summary.played,
    );
    expect(summary.form).toEqual(bout.matches.map((m) => m.result));
    const atHome = bkTeamBoutMatchSchema.parse(
      await data('getBkTeamBoutMatch', { matchId: live.id, isHomeAway: 1 }),
    );
    expect(atHome.matches.every((m) => m.isHome)).toBe(true);
  });

  it('recent games: each team’s last ten finished games before tip-off', async () => {
    const recent = bkTeamRecentMatchSchema.parse(
      await data('getBkTeamRecentMatch', { matchId: upcoming.id }),
    );
    for (const [side, team] of [
      ['home', recent.home],
      ['away', recent.away],
    ] as const) {
      expect(team.teamId).toBe(side === 'home' ? upcoming.homeTeamId : upcoming.awayTeamId);
      expect(team.matches).toHaveLength(10);
      for (const m of team.matches) {
        expect([m.homeTeamId, m.awayTeamId]).toContain(team.teamId);
        expect(m.status).toBe(-1);
        expect(m.matchTime).toBeLessThan(upcoming.matchTime.getTime());
        expect(m.margin).toBe(m.pointsFor - m.pointsAgainst);
        expect(m.isHome).toBe(m.homeTeamId === team.teamId);
      }
      expect(team.summary.streak?.result).toBe(team.matches[0]!.result);
    }
    const five = bkTeamRecentMatchSchema.parse(
      await data('getBkTeamRecentMatch', { matchId: upcoming.id, number: 5, isHomeAway: true }),
    );
    expect(five.home.matches.every((m) => m.isHome)).toBe(true);
    expect(five.away.matches.every((m) => !m.isHome)).toBe(true);
    expect(five.home.matches.length).toBeLessThanOrEqual(5);
  });

  it('standing: both teams’ rows agree with the league table, with home/away records', async () => {
    const rows = bkMatchStandingSchema.parse(
      await data('getBkMatchAnalyzeStandingData', { matchId: finished.id }),
    );
    expect(await data('getBkMatchStanding', { matchId: finished.id })).toEqual(rows);
    const table = matchStandingSchema.parse(
      await data('getMatchStanding', { matchId: finished.id }),
    );
    expect(rows.available).toBe(true);
    expect(rows.teamCount).toBe(table.rows.length);
    for (const [teamId, row] of [
      [finished.homeTeamId, rows.home],
      [finished.awayTeamId, rows.away],
    ] as const) {
      const line = table.rows.find((r) => r.teamId === teamId)!;
      expect(row).toMatchObject({
        teamId,
        rank: line.rank,
        won: line.won,
        lost: line.lost,
        winPercent: line.winPercent,
        gamesBehind: line.gamesBehind,
        homeWon: line.homeWon,
        awayWon: line.awayWon,
      });
      expect(row!.homeWon + row!.homeLost + row!.awayWon + row!.awayLost).toBe(row!.played);
      expect(row!.last10Won + row!.last10Lost).toBe(Math.min(10, row!.played));
    }
  });

  it('the team statistics carry both teams’ table ranks', async () => {
    const stats = bkMatchTeamStatsSchema.parse(
      await data('getBkMatchTeamRankAndCount', { matchId: finished.id }),
    );
    const rows = bkMatchStandingSchema.parse(
      await data('getBkMatchAnalyzeStandingData', { matchId: finished.id }),
    );
    expect([stats.home.rank, stats.away.rank]).toEqual([rows.home?.rank, rows.away?.rank]);
  });
});

describe('injuries', () => {
  it('are the same on every call, and players out take no part in the match', async () => {
    const ids = (
      await test.database.db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.sport, 2),
            inArray(matches.status, [-1]),
            gt(matches.matchTime, new Date(NOW - 3 * DAY)),
          ),
        )
        .limit(30)
    ).map((r) => r.id);
    let out = 0;
    let listed = 0;
    for (const matchId of ids) {
      const injury = bkMatchInjurySchema.parse(await data('getBkMatchInjury', { matchId }));
      expect(await data('getBkMatchInjury', { matchId })).toEqual(injury);
      const lineup = await lineupOf(matchId);
      for (const side of ['home', 'away'] as const) {
        for (const hurt of injury[side].players) {
          listed++;
          expect(hurt.statusName).toBe(hurt.status === 'out' ? '缺阵' : '出战成疑');
          expect(hurt.reason).not.toBe('');
          const player = lineup[side].players.find((p) => p.playerId === hurt.playerId)!;
          expect(player.injury).toBe(hurt.status);
          if (hurt.status === 'out') {
            out++;
            expect(player.stats).toBeNull();
            expect(player.isStarter).toBe(false);
          }
        }
      }
    }
    expect(listed).toBeGreaterThan(0);
    expect(out).toBeGreaterThan(0);
  });
});
