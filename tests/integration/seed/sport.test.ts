// Pins the generated world of issue 3 §2 as `npm start` builds it (server/main.ts): ensureWorld on
// an empty database, then the simulator's first tick at the start time. Seeded once for the file,
// on PGlite or on the PostgreSQL of scripts/with-postgres.sh.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInterpretation } from '../../../contracts/interpretation';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import {
  coupons,
  experts,
  interpretations,
  leagues,
  matches,
  odds,
  oddsChanges,
  oddsProviders,
  players,
  plans,
  setMeals,
  standings,
  teams,
  users,
} from '../../../server/db/schema';
import { verifyPassword } from '../../../server/features/account/session/passwords';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { DEMO_PASSWORD } from '../../../server/seed/demoAccounts';
import { ensureWorld } from '../../../server/seed/index';
import { hashSeed } from '../../../server/domain/random';
import { matchIdOf } from '../../../server/domain/calendar';
import { beijingDayIndex, dayIndexStart } from '../../../domain/time';
import {
  HISTORY_DAYS,
  MEETINGS_PER_PAIR,
  WINDOW_DAYS,
  windowFixtures,
} from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/domain/sport/world';
import { scriptOf, stateAt } from '../../../server/simulator/scriptOf';
import { Simulator } from '../../../server/simulator/simulator';
import { testDatabase } from '../../kit/testDatabase';

const SEED = 2026;
/** A Sunday evening in Beijing: European football and the CBA are on, the NBA is next morning. */
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TODAY = beijingDayIndex(NOW);
/** Match ids encode their Beijing day: the window is today and three days either side. */
const WINDOW_LOW = matchIdOf(TODAY - 3, 0, 0);
const WINDOW_HIGH = matchIdOf(TODAY + 4, 0, 0);

const BIG_FIVE = [36, 31, 34, 8, 11];
const CSL = 60;
const J_LEAGUE = 25;
const K_LEAGUE = 15;
const BASKETBALL = { NBA: 1, WNBA: 2, CBA: 3, EUROLEAGUE: 7 } as const;

const FOOTBALL_LIVE = [1, 11, 12, 13, 14];
const FOOTBALL_FINAL = [2, 7, 8];
const isLive = (sport: number, status: number) =>
  sport === 1 ? FOOTBALL_LIVE.includes(status) : status >= 1;
const isFinal = (sport: number, status: number) =>
  sport === 1 ? FOOTBALL_FINAL.includes(status) : status <= -1;

const world = buildWorld(SEED);
let database: OpenedDatabase;
let db: Database;
let seeded: boolean;
type MatchRow = typeof matches.$inferSelect;
/** The window's matches as the seed wrote them, before the simulator played anything. */
let unplayed: MatchRow[];
/** The window's matches after the first tick, as a client reads them at start. */
let window: MatchRow[];

const inWindow = and(gte(matches.id, WINDOW_LOW), lt(matches.id, WINDOW_HIGH));

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
  seeded = await ensureWorld(db, world, { seed: SEED, now: NOW });
  unplayed = await db.select().from(matches).where(inWindow).orderBy(asc(matches.id));
  const simulator = new Simulator({ db, world, clock: manualClock(NOW), seed: SEED });
  await simulator.tick();
  window = await db.select().from(matches).where(inWindow).orderBy(asc(matches.id));
});
afterAll(() => database.close());

const countOf = async (table: PgTable) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('ensureWorld', () => {
  it('seeds an empty database once; a second call leaves it as it is', async () => {
    expect(seeded).toBe(true);
    const before = await countOf(matches);
    const users1 = await countOf(users);
    expect(await ensureWorld(db, world, { seed: SEED, now: NOW + DAY })).toBe(false);
    expect(await countOf(matches)).toBe(before);
    expect(await countOf(users)).toBe(users1);
  });

  it('writes the window unplayed: the simulator, not the seed, plays it', () => {
    expect(unplayed.length).toBe(window.length);
    expect(unplayed.every((m) => m.status === 0 && m.homeScore === 0 && m.awayScore === 0)).toBe(
      true,
    );
  });
});

describe('the schedule: today and three days either side', () => {
  const leagueCount = (sport: number) =>
    new Set(window.filter((m) => m.sport === sport).map((m) => m.leagueId));

  it('has at least 300 football matches in at least 15 leagues, the big five, CSL, J and K League and cups', async () => {
    const football = window.filter((m) => m.sport === 1);
    expect(football.length).toBeGreaterThanOrEqual(300);
    const ids = leagueCount(1);
    expect(ids.size).toBeGreaterThanOrEqual(15);
    for (const id of [...BIG_FIVE, CSL, J_LEAGUE, K_LEAGUE]) expect(ids).toContain(id);
    const cups = await db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.sport, 1), eq(leagues.kind, 'cup')));
    const cupsPlayed = cups.filter((c) => ids.has(c.id));
    expect(cupsPlayed.length).toBeGreaterThanOrEqual(2);
    // Every day of the window has football.
    const days = new Set(football.map((m) => Math.floor((m.id - WINDOW_LOW) / 100_000)));
    expect([...days].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('has at least 80 basketball matches in the NBA, CBA and EuroLeague; the WNBA is off in November', () => {
    const basketball = window.filter((m) => m.sport === 2);
    expect(basketball.length).toBeGreaterThanOrEqual(80);
    // The WNBA plays May to October (issue 31 item 11).
    const inSeason = [BASKETBALL.NBA, BASKETBALL.CBA, BASKETBALL.EUROLEAGUE];
    expect(leagueCount(2)).toEqual(new Set(inSeason));
    for (const id of inSeason)
      expect(basketball.filter((m) => m.leagueId === id).length).toBeGreaterThanOrEqual(10);
  });

  it('names leagues and clubs in Chinese, like the real app', async () => {
    const leagueRows = await db.select().from(leagues);
    const short = new Map(leagueRows.map((l) => [l.id, l.shortName]));
    expect(short.get(36)).toBe('英超');
    expect(short.get(CSL)).toBe('中超');
    expect(short.get(J_LEAGUE)).toBe('日职联');
    expect(short.get(K_LEAGUE)).toBe('韩K联');
    expect(short.get(BASKETBALL.CBA)).toBe('CBA');
    const teamRows = await db.select({ name: teams.name }).from(teams);
    expect(teamRows.every((t) => /\p{Script=Han}/u.test(t.name))).toBe(true);
    const playerRows = await db.select({ name: players.name }).from(players);
    const han = playerRows.filter((p) => /\p{Script=Han}/u.test(p.name));
    expect(han.length).toBe(playerRows.length);
  });

  it('gives jingcai matches a lottery number of their weekday, in kick-off order', () => {
    const numbered = window.filter((m) => m.lotteryNo !== null);
    expect(numbered.length).toBeGreaterThan(50);
    for (const m of numbered) expect(m.lotteryNo).toMatch(/^周[日一二三四五六]\d{3}$/);
    expect(numbered.every((m) => m.gameTabs.includes(407) || m.gameTabs.includes(406))).toBe(true);
  });
});

describe('back-to-backs (product-spec §4, NBA and WNBA only)', () => {
  /** The spec's rule, written out here independently of the server's implementation. */
  function expectedFlags(games: MatchRow[]): Map<number, number> {
    const flags = new Map<number, number>();
    const byTeam = new Map<number, MatchRow[]>();
    for (const g of games)
      for (const team of [g.homeTeamId, g.awayTeamId])
        byTeam.set(team, [...(byTeam.get(team) ?? []), g]);
    for (const list of byTeam.values()) {
      list.sort((a, b) => a.matchTime.getTime() - b.matchTime.getTime());
      list.forEach((g, i) => {
        const t = g.matchTime.getTime();
        const twoBefore = list[i - 2]?.matchTime.getTime();
        const before = list[i - 1]?.matchTime.getTime();
        const flag = twoBefore === t - 2 * DAY ? 3 : before === t - DAY ? 2 : 0;
        if (flag > (flags.get(g.id) ?? 0)) flags.set(g.id, flag);
      });
    }
    return flags;
  }

  let games: MatchRow[];
  beforeAll(async () => {
    // The window and the two days before it, whose games make the window's first days back-to-backs.
    games = await db
      .select()
      .from(matches)
      .where(
        and(
          inArray(matches.leagueId, [BASKETBALL.NBA, BASKETBALL.WNBA]),
          gte(matches.id, matchIdOf(TODAY - 5, 0, 0)),
          lt(matches.id, WINDOW_HIGH),
        ),
      );
  });

  it('schedules two games of a team exactly 24 h apart, and three with the first and third 48 h apart', () => {
    const flags = expectedFlags(games);
    const inWin = games.filter((g) => g.id >= WINDOW_LOW);
    expect(inWin.filter((g) => flags.get(g.id) === 2).length).toBeGreaterThanOrEqual(3);
    expect(inWin.filter((g) => flags.get(g.id) === 3).length).toBeGreaterThanOrEqual(3);
  });

  it('stores the flag of every window game as the rule gives it (2 back-to-back, 3 three-in-a-row)', () => {
    const flags = expectedFlags(games);
    const inWin = games.filter((g) => g.id >= WINDOW_LOW);
    const stored = inWin.map((g) => [g.id, g.backToBack]);
    expect(stored).toEqual(inWin.map((g) => [g.id, flags.get(g.id) ?? 0]));
    expect(stored.some(([, f]) => f === 2)).toBe(true);
    expect(stored.some(([, f]) => f === 3)).toBe(true);
  });

  it('flags no other league', () => {
    const others = window.filter(
      (m) => m.leagueId !== BASKETBALL.NBA && m.leagueId !== BASKETBALL.WNBA,
    );
    expect(others.filter((m) => m.backToBack !== 0)).toEqual([]);
  });
});

describe('teams, players, standings and head-to-head', () => {
  it('gives every club a squad: 11 football starters with one keeper and a bench, 5 basketball starters', async () => {
    const rows = await db.select().from(players).orderBy(asc(players.teamId), asc(players.depth));
    const byTeam = new Map<number, typeof rows>();
    for (const p of rows) byTeam.set(p.teamId, [...(byTeam.get(p.teamId) ?? []), p]);
    const teamRows = await db.select().from(teams);
    expect(teamRows.length).toBe(world.teams.length);
    expect(teamRows.length).toBeGreaterThan(300);
    for (const t of teamRows) {
      const squad = byTeam.get(t.id) ?? [];
      expect(new Set(squad.map((p) => p.shirtNumber)).size, t.name).toBe(squad.length);
      if (t.sport === 1) {
        expect(squad.length, t.name).toBeGreaterThanOrEqual(18);
        expect(
          squad.slice(0, 11).filter((p) => p.position === 'G'),
          t.name,
        ).toHaveLength(1);
      } else {
        expect(squad.length, t.name).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('keeps a consistent table for every league: ranks 1…n, W+D+L = P, football points 3W+D', async () => {
    const leagueRows = await db.select().from(leagues).where(eq(leagues.kind, 'league'));
    const rows = await db.select().from(standings);
    for (const league of leagueRows) {
      const table = rows.filter((r) => r.leagueId === league.id).sort((a, b) => a.rank - b.rank);
      const clubs = world.teamsOfLeague.get(league.id) ?? [];
      expect(table.length, league.name).toBe(clubs.length);
      expect(table.map((r) => r.rank)).toEqual(table.map((_, i) => i + 1));
      for (const r of table) {
        expect(r.played).toBeGreaterThan(0);
        expect(r.won + r.drawn + r.lost).toBe(r.played);
        if (league.sport === 1) expect(r.points).toBe(3 * r.won + r.drawn);
      }
      // Ranked by points (football) or win rate (basketball).
      const key = (r: (typeof table)[number]) => (league.sport === 1 ? r.points : r.won / r.played);
      for (let i = 1; i < table.length; i++)
        expect(key(table[i - 1]!)).toBeGreaterThanOrEqual(key(table[i]!));
    }
  });

  it('gives every pair of the window earlier finished meetings, and every club recent form', async () => {
    const past = await db
      .select({
        home: matches.homeTeamId,
        away: matches.awayTeamId,
        status: matches.status,
        sport: matches.sport,
        time: matches.matchTime,
      })
      .from(matches)
      .where(lt(matches.id, WINDOW_LOW));
    expect(past.every((m) => isFinal(m.sport, m.status))).toBe(true);
    const meetings = new Map<string, number>();
    const games = new Map<number, number>();
    for (const m of past) {
      const key = [m.home, m.away].sort((a, b) => a - b).join('-');
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
      for (const t of [m.home, m.away]) games.set(t, (games.get(t) ?? 0) + 1);
    }
    for (const m of window) {
      const key = [m.homeTeamId, m.awayTeamId].sort((a, b) => a - b).join('-');
      expect(meetings.get(key) ?? 0, `pair ${key}`).toBeGreaterThanOrEqual(MEETINGS_PER_PAIR);
      expect(games.get(m.homeTeamId) ?? 0).toBeGreaterThanOrEqual(5);
    }
  });

  it('writes finished history with scores, half-time scores for football and quarters for basketball', async () => {
    const history = await db
      .select()
      .from(matches)
      .where(and(lt(matches.id, WINDOW_LOW), inArray(matches.status, [2, -1])))
      .orderBy(asc(matches.id))
      .limit(2000);
    expect(history.length).toBe(2000);
    for (const m of history) {
      if (m.sport === 1) {
        expect(m.homeHalfScore).not.toBeNull();
        expect(m.homeHalfScore!).toBeLessThanOrEqual(m.homeScore);
      } else {
        expect(m.periodScores.length).toBeGreaterThanOrEqual(4);
        expect(m.periodScores.reduce((s, [h]) => s + h, 0)).toBe(m.homeScore);
        expect(m.homeScore).not.toBe(m.awayScore);
      }
    }
    const goals = history.filter((m) => m.sport === 1).map((m) => m.homeScore + m.awayScore);
    const mean = goals.reduce((a, b) => a + b, 0) / goals.length;
    expect(mean).toBeGreaterThan(1.8);
    expect(mean).toBeLessThan(3.8);
  });

  it("writes the events of this season's finished football history, whose goals make each score", async () => {
    // A player's season is counted from match_events (issue 36 §1): the seed writes a history match's
    // events as the simulator would have, so the scorers of every finished match add up to its score.
    const result: unknown = await db.execute(sql`
      select m.id, m.season = l.season as current, m.home_score as hs, m.away_score as as,
        count(e.id) filter (where e.kind in ('goal', 'penalty', 'own_goal') and e.side = 1)::int as home,
        count(e.id) filter (where e.kind in ('goal', 'penalty', 'own_goal') and e.side = 2)::int as away,
        count(e.id)::int as events,
        count(e.id) filter (where e.player is not null)::int as named
      from matches m join leagues l on l.id = m.league_id
      left join match_events e on e.match_id = m.id
      where m.sport = 1 and m.status = 2 and m.id < ${WINDOW_LOW}
      group by m.id, l.season`);
    const history = (
      result as {
        rows: Array<{
          id: number;
          current: boolean;
          hs: number;
          as: number;
          home: number;
          away: number;
          events: number;
          named: number;
        }>;
      }
    ).rows;
    const current = history.filter((m) => m.current);
    expect(current.length).toBeGreaterThan(1000);
    for (const m of current) {
      expect([m.home, m.away], `match ${m.id}`).toEqual([m.hs, m.as]);
      expect(m.named, `match ${m.id}`).toBe(m.events);
    }
    // Older seasons' meetings keep their score only.
    expect(history.filter((m) => !m.current).every((m) => m.events === 0)).toBe(true);
  });

  it("counts only this season's league matches in the table: older meetings stay for head-to-head", async () => {
    // The season began with the history days; meetings 100–600 days back are earlier seasons.
    const seasonStart = new Date(dayIndexStart(TODAY - WINDOW_DAYS - HISTORY_DAYS));
    const leagueRows = await db.select().from(leagues).where(eq(leagues.kind, 'league'));
    const rows = await db.select().from(standings);
    for (const league of leagueRows) {
      const finished = league.sport === 1 ? 2 : -1;
      const played = await db
        .select({ home: matches.homeTeamId, away: matches.awayTeamId, season: matches.season })
        .from(matches)
        .where(
          and(
            eq(matches.leagueId, league.id),
            eq(matches.status, finished),
            gte(matches.matchTime, seasonStart),
          ),
        );
      expect(played.every((m) => m.season === league.season)).toBe(true);
      const games = new Map<number, number>();
      for (const m of played)
        for (const t of [m.home, m.away]) games.set(t, (games.get(t) ?? 0) + 1);
      for (const r of rows.filter((x) => x.leagueId === league.id))
        expect(r.played, `${league.name} team ${r.teamId}`).toBe(games.get(r.teamId) ?? 0);
      const older = await db
        .select({ season: matches.season })
        .from(matches)
        .where(and(eq(matches.leagueId, league.id), lt(matches.matchTime, seasonStart)));
      // Meetings are of the window's pairs: a league out of season (the WNBA in November) has none.
      if (window.some((m) => m.leagueId === league.id))
        expect(older.length, league.name).toBeGreaterThan(0);
      expect(older.every((m) => m.season !== league.season && m.season < league.season)).toBe(true);
    }
  });

  it('stores the shoot-out of every cup tie level after extra time, and none elsewhere', async () => {
    const cups = new Set(world.leagues.filter((l) => l.kind === 'cup').map((l) => l.id));
    const finished = await db
      .select()
      .from(matches)
      .where(and(eq(matches.sport, 1), eq(matches.status, 2)));
    let shootouts = 0;
    for (const m of finished) {
      const script = scriptOf(world, m);
      const shootout = script.sport === 1 ? script.shootout : null;
      expect([m.homePenaltyScore, m.awayPenaltyScore], `match ${m.id}`).toEqual(
        shootout ?? [null, null],
      );
      if (!shootout) continue;
      shootouts++;
      expect(cups.has(m.leagueId)).toBe(true);
      expect(m.homeScore).toBe(m.awayScore);
      expect(shootout[0]).not.toBe(shootout[1]);
    }
    expect(shootouts).toBeGreaterThan(0);
  });
});

describe('odds', () => {
  it('come from at least 5 providers, with 0 the crown, 6 jingcai (football) and 5 (basketball)', async () => {
    const providers = await db.select().from(oddsProviders);
    const byId = new Map(providers.map((p) => [p.id, p]));
    expect(byId.get(0)?.name).toBe('皇冠');
    expect(byId.get(6)?.sport).toBe(1);
    expect(byId.get(5)?.sport).toBe(2);
    const used = await db.selectDistinct({ id: odds.providerId }).from(odds);
    expect(used.length).toBeGreaterThanOrEqual(5);
    expect(used.map((u) => u.id)).toEqual(expect.arrayContaining([0, 5, 6]));
  });

  it('price every window match with the crown provider, and only lottery matches with 6 and 5', async () => {
    const rows = await db
      .select({ matchId: odds.matchId, providerId: odds.providerId, type: odds.type })
      .from(odds)
      .where(and(gte(odds.matchId, WINDOW_LOW), lt(odds.matchId, WINDOW_HIGH)));
    const crown = new Set(rows.filter((r) => r.providerId === 0).map((r) => r.matchId));
    expect(window.filter((m) => !crown.has(m.id)).map((m) => m.id)).toEqual([]);
    const byId = new Map(window.map((m) => [m.id, m]));
    for (const r of rows.filter((x) => x.providerId === 6)) {
      const m = byId.get(r.matchId)!;
      expect(m.sport).toBe(1);
      expect(m.gameTabs.some((t) => [401, 405, 407].includes(t))).toBe(true);
    }
    for (const r of rows.filter((x) => x.providerId === 5)) {
      const m = byId.get(r.matchId)!;
      expect(m.sport).toBe(2);
      expect(m.gameTabs).toContain(406);
    }
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['europe', 'asia', 'bigsmall']));
  });

  it('keep a change history per odds: opening first, current last, all before kick-off', async () => {
    const sample = await db
      .select()
      .from(odds)
      .where(and(gte(odds.matchId, WINDOW_LOW), lt(odds.matchId, WINDOW_HIGH)))
      .orderBy(asc(odds.id))
      .limit(300);
    const changes = await db
      .select()
      .from(oddsChanges)
      .where(
        inArray(
          oddsChanges.oddsId,
          sample.map((o) => o.id),
        ),
      )
      .orderBy(asc(oddsChanges.changedAt), asc(oddsChanges.id));
    const kickoff = new Map(window.map((m) => [m.id, m.matchTime.getTime()]));
    for (const o of sample) {
      const history = changes.filter((c) => c.oddsId === o.id);
      expect(history.length, `odds ${o.id}`).toBeGreaterThanOrEqual(2);
      expect(history[0]?.values).toEqual(o.opening);
      expect(history.at(-1)?.values).toEqual(o.current);
      for (const c of history) {
        expect(c.changedAt.getTime()).toBeLessThan(kickoff.get(o.matchId)!);
        expect(c.changedAt.getTime()).toBeLessThanOrEqual(NOW);
      }
    }
  });
});

describe('experts and their content', () => {
  it('has experts of both ball types with levels and strengths', async () => {
    const rows = await db.select().from(experts);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((e) => e.qiuFlag))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((e) => e.userLevel))).toEqual(new Set([1, 2]));
    for (const e of rows) {
      expect(e.strength).toBeGreaterThanOrEqual(1);
      expect(e.strength).toBeLessThanOrEqual(10);
    }
  });

  it('has plans and interpretations on window matches, content in the interpretation format', async () => {
    const planRows = await db.select().from(plans);
    const interpretationRows = await db.select().from(interpretations);
    expect(planRows.length).toBeGreaterThan(100);
    expect(interpretationRows.length).toBeGreaterThan(50);
    const ids = new Set(window.map((m) => m.id));
    // Finished history carries plans too: they make the experts' records.
    expect(planRows.filter((p) => ids.has(p.matchId)).length).toBeGreaterThan(100);
    expect(interpretationRows.filter((i) => ids.has(i.matchId)).length).toBeGreaterThan(20);
    for (const row of [...planRows.slice(0, 200), ...interpretationRows.slice(0, 200)])
      expect(() => parseInterpretation(row.content)).not.toThrow();
  });

  it('has set meals of both scopes (jingcai and old lottery) and coupons for the demo fans', async () => {
    const meals = await db.select().from(setMeals);
    expect(new Set(meals.map((m) => m.scope))).toEqual(new Set([1, 2]));
    const owners = await db
      .selectDistinct({ account: users.account })
      .from(coupons)
      .innerJoin(users, eq(users.id, coupons.userId));
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((o) => o.account.startsWith('demo_'))).toBe(true);
  });
});

describe('demo accounts', () => {
  it('are demo_fan, demo_expert, demo_vip and demo_admin, each with the password matchday2026', async () => {
    const rows = await db
      .select()
      .from(users)
      .where(sql`${users.account} like 'demo\\_%'`);
    const byAccount = new Map(rows.map((u) => [u.account, u]));
    expect([...byAccount.keys()].sort()).toEqual([
      'demo_admin',
      'demo_expert',
      'demo_fan',
      'demo_vip',
    ]);
    expect(DEMO_PASSWORD).toBe('matchday2026');
    for (const u of rows) {
      expect(await verifyPassword('matchday2026', u.passwordHash!), u.account).toBe(true);
      expect(await verifyPassword('matchday2027', u.passwordHash!), u.account).toBe(false);
    }
    // demo_fan's coins are a ledger grant, not a number written on the account.
    const coins = await balancesOf(db, byAccount.get('demo_fan')!.id, NOW, 0);
    expect(coins.coinFen).toBe(8888 * 100);
    expect(await auditLedger(db)).toEqual({ ok: true, problems: [] });
    expect(byAccount.get('demo_expert')!.userLevel).toBe(2);
    const vip = byAccount.get('demo_vip')!;
    expect(vip.vipLevel).toBeGreaterThan(0);
    expect(vip.vipStatus).toBe(1);
    expect(vip.vipEnd!.getTime()).toBeGreaterThan(NOW);
    expect(byAccount.get('demo_admin')!.isChatAdmin).toBe(true);
    const linked = await db
      .select({ userId: experts.userId })
      .from(experts)
      .where(eq(experts.userId, byAccount.get('demo_expert')!.id));
    expect(linked).toHaveLength(1);
  });
});

describe('at the server start time', () => {
  it("holds live, upcoming and finished matches in today's lists of both sports", () => {
    const dayIndexStart = Date.parse('2026-11-22T00:00:00+08:00');
    for (const sport of [1, 2]) {
      const today = window.filter(
        (m) =>
          m.sport === sport &&
          m.matchTime.getTime() >= dayIndexStart &&
          m.matchTime.getTime() < dayIndexStart + DAY,
      );
      expect(
        today.filter((m) => isLive(sport, m.status)).length,
        `sport ${sport}`,
      ).toBeGreaterThanOrEqual(2);
      expect(today.filter((m) => m.status === 0).length, `sport ${sport}`).toBeGreaterThan(0);
      expect(
        today.filter((m) => isFinal(sport, m.status)).length,
        `sport ${sport}`,
      ).toBeGreaterThan(0);
    }
  });

  it('has played exactly what the clock says: nothing after now, everything long before now finished', () => {
    for (const m of window) {
      const t = m.matchTime.getTime();
      if (t > NOW) expect(m.status, `match ${m.id}`).toBe(0);
      if (t < NOW - 4 * HOUR) expect(isFinal(m.sport, m.status), `match ${m.id}`).toBe(true);
    }
  });

  it('stores every window match as its script stands at the start time', () => {
    // Later matches are untouched (0) even when their script says postponed: that shows at kick-off.
    for (const m of window.filter((x) => x.matchTime.getTime() <= NOW)) {
      const state = stateAt(scriptOf(world, m), Math.floor((NOW - m.matchTime.getTime()) / 1000));
      expect(
        {
          status: m.status,
          minute: m.minute,
          score: [m.homeScore, m.awayScore],
          half: [m.homeHalfScore, m.awayHalfScore],
          periods: m.periodScores,
        },
        `match ${m.id}`,
      ).toEqual({
        status: state.status,
        minute: state.minute,
        score: [state.homeScore, state.awayScore],
        half: [state.homeHalfScore, state.awayHalfScore],
        periods: state.periodScores,
      });
    }
  });
});

describe('at any time of day', () => {
  // The schedule is laid out around the start time (issue 3 §3): whenever the server starts, each
  // sport has matches in play, kicking off soon, and finished. Computed from the same fixtures and
  // scripts the seed and the first tick use, for a start at every hour of a day.
  it.each(Array.from({ length: 24 }, (_, h) => h))('starting at %i:10 Beijing time', (hour) => {
    const start = Date.parse('2026-11-22T00:10:00+08:00') + hour * HOUR;
    const fixtures = windowFixtures(world, SEED, start);
    for (const sport of [1, 2]) {
      let live = 0;
      let soon = 0;
      let finished = 0;
      for (const f of fixtures.filter((x) => x.sport === sport)) {
        const script = scriptOf(world, {
          ...f,
          scriptSeed: hashSeed(SEED, 'script', f.id) & 0x7fffffff,
        });
        const state = stateAt(script, Math.floor((start - f.matchTime) / 1000));
        if (isLive(sport, state.status)) live++;
        if (f.matchTime > start && f.matchTime <= start + 2 * HOUR) soon++;
        if (state.status === (sport === 1 ? 2 : -1) && f.matchTime > start - DAY) finished++;
      }
      expect({ sport, live: live > 0, soon: soon > 0, finished: finished > 0 }).toEqual({
        sport,
        live: true,
        soon: true,
        finished: true,
      });
    }
  });
});
