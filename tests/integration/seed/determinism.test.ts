// Pins that the generated world follows SIM_SEED (issue 3 §2): two fresh databases seeded with the
// same seed at the same moment hold the same clubs, squads, matches, scores, tables and odds; another
// seed gives another world. Sport and odds only (content has its own determinism test).
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import {
  leagues,
  matches,
  odds,
  oddsChanges,
  players,
  standings,
  teams,
} from '../../../server/db/schema';
import { seedOdds } from '../../../server/seed/odds';
import { seedSport } from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/domain/sport/world';
import { testDatabase } from '../../kit/testDatabase';

const SEED = 2026;
const OTHER_SEED = 7;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');

interface Snapshot {
  leagues: unknown[];
  teams: Array<typeof teams.$inferSelect>;
  players: Array<typeof players.$inferSelect>;
  matches: Array<Omit<typeof matches.$inferSelect, 'updatedAt'>>;
  standings: unknown[];
  /** Odds and their changes are many rows: compared by count and a digest of every row. */
  odds: { rows: number; digest: string | null };
  changes: { rows: number; digest: string | null };
}

let database: OpenedDatabase;
let db: Database;

/** Count and md5 of the whole table's rows in id order, computed by the database. */
async function digestOf(table: typeof odds | typeof oddsChanges) {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      digest: sql<string | null>`md5(string_agg(${table}::text, '|' order by ${table.id}))`,
    })
    .from(table);
  return { rows: row?.rows ?? 0, digest: row?.digest ?? null };
}

/** Seeds the (emptied) database and reads back the world. */
async function seeded(seed: number, withOdds: boolean): Promise<Snapshot> {
  // One database, emptied between seedings: opening PGlite costs more than truncating.
  await db.execute(
    sql`truncate ${leagues}, ${teams}, ${players}, ${matches}, ${standings}, ${odds}, ${oddsChanges} restart identity cascade`,
  );
  await seedSport(db, buildWorld(seed), { seed, now: NOW });
  if (withOdds) await seedOdds(db, { seed, now: NOW });
  const matchRows = await db.select().from(matches).orderBy(asc(matches.id));
  return {
    leagues: await db.select().from(leagues).orderBy(asc(leagues.id)),
    teams: await db.select().from(teams).orderBy(asc(teams.id)),
    players: await db.select().from(players).orderBy(asc(players.id)),
    // updatedAt is the wall clock of the insert, not part of the world.
    matches: matchRows.map(({ updatedAt: _u, ...m }) => m),
    standings: await db
      .select()
      .from(standings)
      .orderBy(asc(standings.leagueId), asc(standings.rank)),
    odds: await digestOf(odds),
    changes: await digestOf(oddsChanges),
  };
}

let first: Snapshot;
let again: Snapshot;
let other: Snapshot;

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
  first = await seeded(SEED, true);
  again = await seeded(SEED, true);
  other = await seeded(OTHER_SEED, false);
});
afterAll(() => database.close());

describe('the same SIM_SEED', () => {
  it('gives the same leagues, clubs and squads', () => {
    expect(first.teams.length).toBeGreaterThan(300);
    expect(again.leagues).toEqual(first.leagues);
    expect(again.teams).toEqual(first.teams);
    expect(again.players).toEqual(first.players);
  });

  it('gives the same matches: ids, pairs, kick-offs, scripts and the scores of history', () => {
    expect(first.matches.length).toBeGreaterThan(3000);
    expect(first.matches.filter((m) => m.status === 2).length).toBeGreaterThan(1000);
    expect(again.matches).toEqual(first.matches);
  });

  it('gives the same tables and the same odds with the same change history', () => {
    expect(again.standings).toEqual(first.standings);
    expect(first.odds.rows).toBeGreaterThan(5000);
    expect(first.changes.rows).toBeGreaterThan(2 * first.odds.rows);
    expect(again.odds).toEqual(first.odds);
    expect(again.changes).toEqual(first.changes);
  });
});

describe('another SIM_SEED', () => {
  const share = <T>(a: T[], b: T[], same: (x: T, y: T) => boolean) =>
    a.filter((x, i) => b[i] !== undefined && same(x, b[i] as T)).length / a.length;

  it('keeps the catalogue (the real leagues and clubs) but draws other squads and coaches', () => {
    expect(other.leagues).toEqual(first.leagues);
    expect(other.teams.map((t) => t.name)).toEqual(first.teams.map((t) => t.name));
    expect(share(other.teams, first.teams, (a, b) => a.coach === b.coach)).toBeLessThan(0.5);
    expect(share(other.players, first.players, (a, b) => a.name === b.name)).toBeLessThan(0.2);
  });

  it('plays other matches: other kick-offs, other pairings in cups and basketball, other scores', () => {
    const byId = new Map(first.matches.map((m) => [m.id, m]));
    const common = other.matches.filter((m) => byId.has(m.id));
    const sameTime = common.filter(
      (m) => byId.get(m.id)?.matchTime.getTime() === m.matchTime.getTime(),
    );
    expect(sameTime.length / common.length).toBeLessThan(0.6);
    const drawnPairs = (s: Snapshot) =>
      s.matches
        .filter((m) => m.sport === 2 || [103, 87, 119].includes(m.leagueId))
        .map((m) => `${m.id}:${m.homeTeamId}-${m.awayTeamId}`);
    const firstPairs = new Set(drawnPairs(first));
    const otherPairs = drawnPairs(other);
    expect(otherPairs.filter((p) => firstPairs.has(p)).length / otherPairs.length).toBeLessThan(
      0.3,
    );
    const finished = common.filter((m) => m.status === 2 && byId.get(m.id)?.status === 2);
    expect(finished.length).toBeGreaterThan(500);
    const sameScore = finished.filter((m) => {
      const f = byId.get(m.id)!;
      return (
        f.homeScore === m.homeScore &&
        f.awayScore === m.awayScore &&
        f.homeCorner === m.homeCorner &&
        f.homeYellow === m.homeYellow
      );
    });
    expect(sameScore.length / finished.length).toBeLessThan(0.3);
  });
});
