// Pins that each basketball league scores like itself (issue 31 item 11, leftovers): the CBA's games
// used the NBA's pace (about 110 points a side, 220 a game) and every league's total lines were
// drawn from one 198–232 range, so a EuroLeague game of about 160 points was offered at 215.5. Over
// a world seeded as `npm start` seeds it: the finished games — played by the simulator's own scripts
// (seedSport's finishedRow), so live games score the same way — average what their league averages,
// and the pre-match total lines of every book sit on the league's own scoring.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matches, odds } from '../../../server/db/schema';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
// Late November: the NBA, the CBA and the EuroLeague in season, the WNBA's October in the history.
const NOW = Date.parse('2026-11-28T19:30:00+08:00');
let database: OpenedDatabase;
let db: Database;

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport', 'odds'] });
  db = database.db;
}, 240_000);
afterAll(() => database.close());

/**
 * Each league's real scoring: the mean total of its finished games, and the band every total line
 * falls in. Sources: league averages of recent seasons — NBA 2024-25 about 114 points a side, CBA
 * about 100–104, WNBA and EuroLeague about 80–83.
 */
const LEAGUE_SCORING = [
  { id: 1, name: 'NBA', mean: [218, 240], lines: [205, 250] },
  { id: 3, name: 'CBA', mean: [190, 215], lines: [180, 228] },
  { id: 2, name: 'WNBA', mean: [152, 178], lines: [140, 190] },
  { id: 7, name: 'EuroLeague', mean: [150, 176], lines: [140, 188] },
] as const;

async function finishedTotals(leagueId: number): Promise<number[]> {
  const rows = await db
    .select({ home: matches.homeScore, away: matches.awayScore })
    .from(matches)
    .where(and(eq(matches.leagueId, leagueId), eq(matches.status, -1)));
  return rows.map((r) => (r.home ?? 0) + (r.away ?? 0));
}

const meanOf = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('each basketball league scores like itself', () => {
  it.each(LEAGUE_SCORING)('$name finished games average its real total', async (league) => {
    const totals = await finishedTotals(league.id);
    expect(totals.length).toBeGreaterThan(40);
    const mean = meanOf(totals);
    expect(mean).toBeGreaterThanOrEqual(league.mean[0]);
    expect(mean).toBeLessThanOrEqual(league.mean[1]);
  });

  it('the CBA scores well below the NBA: the same 48 minutes at a slower pace', async () => {
    const nba = meanOf(await finishedTotals(1));
    const cba = meanOf(await finishedTotals(3));
    expect(nba - cba).toBeGreaterThan(15);
  });
});

describe('total lines follow the league (no NBA or CBA line is absurd)', () => {
  it.each(LEAGUE_SCORING.filter((l) => l.id !== 2))(
    '$name: every book’s opening and current line in its band, centred on what it scores',
    async (league) => {
      const rows = await db
        .select({ opening: odds.opening, current: odds.current })
        .from(odds)
        .innerJoin(matches, eq(matches.id, odds.matchId))
        .where(and(eq(matches.leagueId, league.id), eq(odds.type, 'bigsmall')));
      expect(rows.length).toBeGreaterThan(20);
      const lines = rows.flatMap((r) => [r.opening[1], r.current[1]]);
      for (const line of lines) {
        expect(line).toBeGreaterThanOrEqual(league.lines[0]);
        expect(line).toBeLessThanOrEqual(league.lines[1]);
      }
      const sorted = [...lines].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      expect(Math.abs(median - meanOf(await finishedTotals(league.id)))).toBeLessThan(8);
    },
  );
});
