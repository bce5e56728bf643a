// Pins issue 31 item 11 over a world seeded as `npm start` seeds it: names, roles, seasons and score
// ranges come from each league's own catalogue and calendar. Portland's head coach was 杨鸣 and
// Columbus' 斯洛特 (one pool of coaches for every sport); 英超狙击手 sold 日职联 plans under a bio
// naming other leagues; 门将之光 talked in NBA rooms; WNBA games were played in November; the NBA
// ended 141-84.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { experts, leagues, matches, plans, teams } from '../../../server/db/schema';
import { CHAT_FAN_NICKNAMES, fansOfSport } from '../../../server/features/chat/chatFans';
import { dayOfMatchId, monthOfDay } from '../../../server/domain/calendar';
import { LEAGUES } from '../../../server/domain/sport/catalogue';
import { catalogueCoaches, COACHES_OF_LEAGUE } from '../../../server/domain/sport/coaches';
import { fixturesOfDay } from '../../../server/seed/sport/schedule';
import { buildWorld } from '../../../server/domain/sport/world';
import { scriptOf, stateAt } from '../../../server/simulator/scriptOf';
import { hashSeed } from '../../../server/domain/random';
import { beijingDayIndex } from '../../../domain/time';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-28T19:30:00+08:00');
const world = buildWorld(SEED);
let database: OpenedDatabase;
let db: Database;

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['world'] });
  db = database.db;
}, 240_000);
afterAll(() => database.close());

const NBA = 1;
const WNBA = 2;

describe('coaches come from their own league (issue 31 item 11)', () => {
  it("no club is coached by a name of another sport's or another league's catalogue", async () => {
    const rows = await db
      .select({ id: teams.id, leagueId: teams.leagueId, sport: teams.sport, coach: teams.coach })
      .from(teams);
    expect(rows.length).toBe(world.teams.length);
    for (const team of rows) {
      const otherSport = catalogueCoaches(LEAGUES, team.sport === 1 ? 2 : 1);
      expect(otherSport.has(team.coach ?? ''), `${team.id} ${team.coach}`).toBe(false);
      for (const [leagueId, names] of Object.entries(COACHES_OF_LEAGUE))
        if (Number(leagueId) !== team.leagueId)
          expect(names.split(' '), `${team.id} ${team.coach}`).not.toContain(team.coach);
    }
    // One coach, one bench.
    expect(new Set(rows.map((t) => t.coach)).size).toBe(rows.length);
  });
});

describe('seasons (issue 31 item 11)', () => {
  it('plays no WNBA game in November, and every competition only in its months', async () => {
    const rows = await db.select({ id: matches.id, leagueId: matches.leagueId }).from(matches);
    const today = rows.filter((m) => dayOfMatchId(m.id) >= beijingDayIndex(NOW) - 3);
    expect(today.some((m) => m.leagueId === WNBA)).toBe(false);
    for (const row of rows)
      expect(LEAGUES.find((l) => l.id === row.leagueId)?.months).toContain(
        monthOfDay(dayOfMatchId(row.id)),
      );
  });

  it('plays the WNBA in its summer', () => {
    const july = beijingDayIndex(Date.parse('2026-07-15T12:00:00+08:00'));
    const games = [0, 1, 2, 3].flatMap((d) => fixturesOfDay(world, SEED, july + d));
    expect(games.some((f) => f.leagueId === WNBA)).toBe(true);
    expect(games.some((f) => f.leagueId === NBA)).toBe(false);
  });
});

describe('NBA scores read like the NBA (issue 31 item 11)', () => {
  // Real NBA totals spread about 18–20 points round their mean of about 228 (both sides share one
  // pace), so about one game in ten falls outside 190–255: the band below is the real one.
  it('totals about 180–275 and margins rarely over 30, over two months of games', () => {
    const today = beijingDayIndex(NOW);
    const finals: Array<[number, number]> = [];
    for (let day = today - 60; day <= today; day++)
      for (const f of fixturesOfDay(world, SEED, day)) {
        if (f.leagueId !== NBA) continue;
        const script = scriptOf(world, {
          ...f,
          scriptSeed: hashSeed(SEED, 'script', f.id) & 0x7fffffff,
        });
        const end = stateAt(script, Number.MAX_SAFE_INTEGER);
        if (end.status === -1) finals.push([end.homeScore, end.awayScore]);
      }
    expect(finals.length).toBeGreaterThan(300);
    const totals = finals.map(([h, a]) => h + a).sort((a, b) => a - b);
    const margins = finals.map(([h, a]) => Math.abs(h - a));
    const share = (test: (x: number) => boolean, list: number[]) =>
      list.filter(test).length / list.length;
    const mean = totals.reduce((s, t) => s + t, 0) / totals.length;
    expect(mean).toBeGreaterThan(215);
    expect(mean).toBeLessThan(240);
    expect(share((t) => t >= 180 && t <= 275, totals)).toBeGreaterThan(0.97);
    expect(share((t) => t >= 190 && t <= 255, totals)).toBeGreaterThan(0.85);
    expect(share((m) => m > 30, margins)).toBeLessThan(0.05);
    expect(Math.max(...margins)).toBeLessThan(50);
    expect(Math.min(...finals.flat())).toBeGreaterThanOrEqual(70);
  });
});

describe('the crowd speaks of its sport (issue 31 item 11)', () => {
  const FOOTBALL_WORDS = /门将|点球|角球|越位|补时|世界波|绿茵|后腰|边路|进球|足彩|国足|红魔|蓝军/;
  const BASKETBALL_WORDS = /篮板|三分|挡拆|快攻|压哨/;

  it('lets no football-named fan into a basketball room, nor the other way round', () => {
    const names = CHAT_FAN_NICKNAMES.map((nickName) => ({ nickName }));
    const inBasketball = fansOfSport(names, 2).map((f) => f.nickName);
    const inFootball = fansOfSport(names, 1).map((f) => f.nickName);
    expect(inBasketball.filter((n) => FOOTBALL_WORDS.test(n))).toEqual([]);
    expect(inFootball.filter((n) => BASKETBALL_WORDS.test(n))).toEqual([]);
    expect(inBasketball.length).toBeGreaterThanOrEqual(10);
    expect(inFootball.length).toBeGreaterThanOrEqual(10);
  });
});

describe('experts sell what their bios say (issue 31 item 11)', () => {
  it("names in every expert's intro the league of each plan it publishes", async () => {
    const leagueRows = await db.select().from(leagues);
    const shortName = new Map(leagueRows.map((l) => [l.id, l.shortName]));
    const sold = await db
      .select({
        expertId: plans.expertId,
        intro: experts.intro,
        nickname: experts.nickname,
        leagueId: matches.leagueId,
      })
      .from(plans)
      .innerJoin(experts, eq(experts.id, plans.expertId))
      .innerJoin(matches, eq(matches.id, plans.matchId));
    expect(sold.length).toBeGreaterThan(100);
    const wrong = sold.filter((p) => !p.intro.includes(shortName.get(p.leagueId) ?? '?'));
    expect(wrong.map((p) => `${p.nickname}: ${shortName.get(p.leagueId)} / ${p.intro}`)).toEqual(
      [],
    );
    // A nickname naming a league sells that league.
    const expertRows = await db.select().from(experts);
    for (const e of expertRows)
      for (const league of LEAGUES.filter((l) => l.sport === e.qiuFlag))
        if (e.nickname.includes(league.shortName)) expect(e.intro).toContain(league.shortName);
  });
});
