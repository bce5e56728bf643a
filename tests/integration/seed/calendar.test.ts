// Pins issue 31 item 5: the generated calendar never books a club twice within its rest, across every
// competition it plays in. 长春亚泰 and 北京国安 each had a 中超 and a 足协杯 match at 19:30 on 11-28,
// and 河南队 a 足协杯 tie at 19:30 and a 中超 match at 20:00: cups were drawn without looking at the
// leagues. Two fresh worlds (two seeds, two start times) are seeded as `npm start` seeds them, and
// every match the database holds — the window, the history before it and the older meetings — is
// checked club by club, all sports and all competitions together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../../server/db/database';
import { matches } from '../../../server/db/schema';
import { dayOfMatchId, monthOfDay } from '../../../server/domain/calendar';
import { LEAGUES } from '../../../server/domain/sport/catalogue';
import { MIN_REST_MS } from '../../../server/seed/sport/rest';
import { seedSport } from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/domain/sport/world';
import { testDatabase } from '../../kit/testDatabase';

type Row = typeof matches.$inferSelect;

const WORLDS = [
  { seed: 2026, now: Date.parse('2026-11-28T12:00:00+08:00') },
  { seed: 7, now: Date.parse('2026-11-28T19:40:00+08:00') },
];

const seeded: Array<{ seed: number; rows: Row[] }> = [];
const opened: OpenedDatabase[] = [];

beforeAll(async () => {
  for (const { seed, now } of WORLDS) {
    const database = await testDatabase();
    opened.push(database);
    await seedSport(database.db, buildWorld(seed), { seed, now });
    seeded.push({ seed, rows: await database.db.select().from(matches) });
  }
}, 240_000);
afterAll(async () => {
  for (const database of opened) await database.close();
});

/** Every pair of consecutive matches of one club closer than its sport's rest. */
function tooClose(rows: Row[]): string[] {
  const byClub = new Map<number, Row[]>();
  for (const row of rows)
    for (const club of [row.homeTeamId, row.awayTeamId])
      byClub.set(club, [...(byClub.get(club) ?? []), row]);
  const found: string[] = [];
  for (const [club, games] of byClub) {
    games.sort((a, b) => a.matchTime.getTime() - b.matchTime.getTime());
    games.forEach((game, i) => {
      const before = games[i - 1];
      if (!before) return;
      const gap = game.matchTime.getTime() - before.matchTime.getTime();
      if (gap < MIN_REST_MS[game.sport as 1 | 2])
        found.push(
          `club ${club}: ${before.leagueId} ${before.matchTime.toISOString()} / ${game.leagueId} ${game.matchTime.toISOString()}`,
        );
    });
  }
  return found;
}

describe('a club plays once within its rest (issue 31 item 5)', () => {
  it('holds for every club of two fresh worlds, window, history and meetings together', () => {
    for (const { rows } of seeded) {
      expect(rows.length).toBeGreaterThan(3000);
      expect(tooClose(rows)).toEqual([]);
    }
  });

  it('still has cup ties in the window, played by clubs of their entrant leagues', () => {
    for (const { rows, seed } of seeded) {
      const world = buildWorld(seed);
      const cups = LEAGUES.filter((l) => l.kind === 'cup');
      const ties = rows.filter((r) => cups.some((c) => c.id === r.leagueId));
      expect(new Set(ties.map((r) => r.leagueId)).size).toBeGreaterThanOrEqual(2);
      for (const tie of ties) {
        const cup = cups.find((c) => c.id === tie.leagueId);
        for (const club of [tie.homeTeamId, tie.awayTeamId])
          expect(cup?.entrants).toContain(world.teamsById.get(club)?.leagueId);
      }
    }
  });

  it('plays every competition only in its season months, meetings of past seasons included', () => {
    for (const { rows } of seeded)
      for (const row of rows) {
        const league = LEAGUES.find((l) => l.id === row.leagueId);
        // The match day its id tells: a 03:00 kick-off belongs to the evening before.
        expect(league?.months).toContain(monthOfDay(dayOfMatchId(row.id)));
      }
  });
});
