// Pins issue 31 item 12 (wording): a text-live line announcing a phase of a football match (比赛开始,
// 上半场结束, 下半场开始, 全场比赛结束) carries the minute mark of the moment the phase began, like
// every other line, however late the simulator's tick saw it. At SIM_SPEED=60 a tick is a simulated
// minute, and after a restart the first tick may come several minutes into the second half: the
// line used to read "52" with no mark, stamped at the minute it was noticed.
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matches, matchTexts } from '../../../server/db/schema';
import { buildWorld } from '../../../server/domain/sport/world';
import type { FootballScript } from '../../../server/simulator/footballScript';
import { scriptOf } from '../../../server/simulator/scriptOf';
import { Simulator } from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const MINUTE = 60_000;

const world = buildWorld(SEED);
const clock = manualClock(NOW);
let database: OpenedDatabase;
let db: Database;
let simulator: Simulator;
type Row = typeof matches.$inferSelect;
/** A league match after the start whose script plays plainly (no interruption, no extra time). */
let target: Row;
let script: FootballScript;

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport'] });
  db = database.db;
  simulator = new Simulator({ db, world, clock, seed: SEED });
  await simulator.tick();
  const upcoming = await db
    .select()
    .from(matches)
    .where(and(eq(matches.sport, 1), eq(matches.status, 0), gt(matches.matchTime, new Date(NOW))))
    .orderBy(asc(matches.matchTime), asc(matches.id));
  const plain = upcoming.find((row) => {
    const s = scriptOf(world, row) as FootballScript;
    return !s.postponed && !s.interruption && s.abandonedAt === null && s.extraTime === 0;
  });
  if (!plain) throw new Error('no plain football match after the start');
  target = plain;
  script = scriptOf(world, target) as FootballScript;
});
afterAll(async () => {
  await simulator.stop();
  await database.close();
});

const linesOf = () =>
  db
    .select()
    .from(matchTexts)
    .where(eq(matchTexts.matchId, target.id))
    .orderBy(asc(matchTexts.happenedAt), asc(matchTexts.id));

describe('status lines of the text live (issue 31 item 12)', () => {
  it('tells the second half at 46′ and its moment, though the tick saw it at minute 52', async () => {
    const kickoff = target.matchTime.getTime();
    const secondStart = script.firstHalf + script.halfTimeBreak;
    // Ticks far apart, as a late tick or a restart makes them: 10' of the first half, then 52'.
    clock.set(kickoff + 10 * MINUTE);
    await simulator.tick();
    clock.set(kickoff + secondStart * 1000 + 6 * MINUTE + 30_000);
    await simulator.tick();
    expect((await db.select().from(matches).where(eq(matches.id, target.id)))[0]?.minute).toBe(
      '52',
    );
    const lines = await linesOf();
    const second = lines.find((l) => l.content === '下半场开始');
    expect(second?.minute).toBe("46'");
    expect(second?.happenedAt.getTime()).toBe(kickoff + secondStart * 1000);
    const half = lines.find((l) => l.content.startsWith('上半场结束'));
    expect(half?.minute).toMatch(/^45(\+\d+)?'$/);
    expect(half?.happenedAt.getTime()).toBe(kickoff + script.firstHalf * 1000);
    expect(lines.find((l) => l.content.startsWith('比赛开始'))?.minute).toBe("1'");
  });

  it('gives every line a minute mark, the final whistle at the last minute played', async () => {
    clock.set(target.matchTime.getTime() + 4 * 3_600_000);
    await simulator.tick();
    const lines = await linesOf();
    expect(lines.every((l) => /^\d+(\+\d+)?'$/.test(l.minute))).toBe(true);
    const end = lines.find((l) => l.content.startsWith('全场比赛结束'));
    expect(end?.minute).toMatch(/^90(\+\d+)?'$/);
    // In time order: the second half's line comes after every line of the first half.
    const times = lines.map((l) => l.happenedAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
