// Pins the less common football paths of the live simulator (issue 3 §3, product-spec §4 status
// codes) on a manual clock: a cup draw going to extra time (13), a match interrupted for a while
// (3, 中断) that resumes, and one abandoned (7) in the second half. The server starts on a Monday
// afternoon; the three are the first of each kind in the window after it.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matchEvents, matches, matchTexts } from '../../../server/db/schema';
import { liveScoreColumns, liveScoreOf } from '../../../server/features/matches/rows';
import { matchIdOf } from '../../../server/domain/calendar';
import { beijingDayIndex } from '../../../domain/time';
import { buildWorld } from '../../../server/domain/sport/world';
import type { FootballScript } from '../../../server/simulator/footballScript';
import { EXTRA_TIME_BREAK, isGoal } from '../../../server/simulator/footballScript';
import { scriptOf } from '../../../server/simulator/scriptOf';
import { Simulator } from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-23T16:30:00+08:00');
const MINUTE = 60_000;
const TODAY = beijingDayIndex(NOW);

const world = buildWorld(SEED);
const clock = manualClock(NOW);
let database: OpenedDatabase;
let db: Database;
let simulator: Simulator;

type Row = typeof matches.$inferSelect;
const scriptOfRow = (row: Row) => scriptOf(world, row) as FootballScript;

let extraTime: Row;
let interrupted: Row;
let abandoned: Row;
/** Status and minute of each watched match after every simulated minute. */
const timeline = new Map<
  number,
  Array<{ at: number; status: number; minute: string | null; penalties: number | null }>
>();

const phases = (id: number) =>
  (timeline.get(id) ?? [])
    .map((s) => s.status)
    .filter((status, i, all) => i === 0 || all[i - 1] !== status);
const minutesIn = (id: number, status: number) =>
  (timeline.get(id) ?? []).filter((s) => s.status === status).map((s) => s.minute);
/** Kick-off to the final whistle (or the abandonment), in ms. */
function lengthOf(row: Row): number {
  const s = scriptOfRow(row);
  if (s.abandonedAt !== null) return s.abandonedAt * 1000;
  const extra = s.extraTime > 0 ? EXTRA_TIME_BREAK + s.extraTime : 0;
  return (
    (s.firstHalf + s.halfTimeBreak + s.secondHalf + extra + (s.interruption?.seconds ?? 0)) * 1000
  );
}
const rowOf = async (id: number) =>
  (await db.select().from(matches).where(eq(matches.id, id)))[0] as Row;

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport'] });
  db = database.db;
  simulator = new Simulator({ db, world, clock, seed: SEED });
  await simulator.tick();
  // The rest of the window: cup ties (extra time) come on the days their entrants' leagues play.
  const upcoming = (
    await db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.sport, 1),
          gte(matches.id, matchIdOf(TODAY, 0, 0)),
          lt(matches.id, matchIdOf(TODAY + 4, 0, 0)),
        ),
      )
      .orderBy(asc(matches.matchTime), asc(matches.id))
  ).filter((m) => m.matchTime.getTime() > NOW);
  const find = (test: (s: FootballScript) => boolean) =>
    upcoming.find((m) => test(scriptOfRow(m)))!;
  // A cup draw that goes to penalties, for the shoot-out path. Few cup ties fall in the window,
  // so the first one after the start is given the first script seed that plays it so; the
  // simulator plays any stored match by its seed.
  const cups = new Set(world.leagues.filter((l) => l.kind === 'cup').map((l) => l.id));
  const tie = upcoming.find((m) => cups.has(m.leagueId))!;
  let scriptSeed = 1;
  for (; ; scriptSeed++) {
    const s = scriptOf(world, { ...tie, scriptSeed }) as FootballScript;
    if (s.shootout && !s.interruption && s.abandonedAt === null && !s.postponed) break;
  }
  await db.update(matches).set({ scriptSeed }).where(eq(matches.id, tie.id));
  extraTime = await rowOf(tie.id);
  interrupted = find((s) => s.interruption !== null && s.extraTime === 0);
  abandoned = find((s) => s.abandonedAt !== null);
  expect([extraTime, interrupted, abandoned].every(Boolean)).toBe(true);

  // Minute by minute while a watched match is on; the clock jumps over the gaps (the simulator
  // catches up whatever it skipped, as after a pause).
  const watched = [extraTime, interrupted, abandoned];
  const spans = watched
    .map((m) => [m.matchTime.getTime() - MINUTE, m.matchTime.getTime() + lengthOf(m) + MINUTE])
    .sort((a, b) => a[0]! - b[0]!);
  for (const [start, end] of spans as Array<[number, number]>) {
    if (clock.now() < start) clock.set(start);
    while (clock.now() < end) {
      await simulator.tick();
      for (const m of watched) {
        const row = await rowOf(m.id);
        timeline.set(m.id, [
          ...(timeline.get(m.id) ?? []),
          {
            at: clock.now(),
            status: row.status,
            minute: row.minute,
            penalties: row.homePenaltyScore,
          },
        ]);
      }
      clock.advance(MINUTE);
    }
  }
});
afterAll(async () => {
  await simulator.stop();
  await database.close();
});

describe('a cup draw', () => {
  it('goes to extra time (13) after the second half, then finishes (2)', () => {
    expect(phases(extraTime.id)).toEqual([0, 1, 14, 12, 13, 2]);
  });

  it('shows 加时 in the break, then the extra-time clock from 91 on', () => {
    const minutes = minutesIn(extraTime.id, 13);
    const breakMinutes = Math.floor(EXTRA_TIME_BREAK / 60);
    expect(minutes.slice(0, breakMinutes - 1).every((m) => m === '加时')).toBe(true);
    const clockMinutes = minutes.filter((m) => m !== '加时');
    expect(clockMinutes.length).toBeGreaterThanOrEqual(30);
    expect(Number(clockMinutes[0])).toBeGreaterThanOrEqual(91);
    expect(Number(clockMinutes[0])).toBeLessThanOrEqual(92);
    expect(clockMinutes).toContain('120');
  });

  it('ends with the extra-time goal in the score, or level before the shoot-out', async () => {
    const script = scriptOfRow(extraTime);
    const row = await rowOf(extraTime.id);
    const goals = script.events.filter((e) => isGoal(e.kind));
    expect(row.homeScore + row.awayScore).toBe(goals.length);
    if (script.shootout) expect(row.homeScore).toBe(row.awayScore);
    else expect(row.homeScore).not.toBe(row.awayScore);
  });

  it('stores the shoot-out result with the final whistle and tells it in the text live', async () => {
    const script = scriptOfRow(extraTime);
    expect(script.shootout).not.toBeNull();
    const [home, away] = script.shootout!;
    const row = await rowOf(extraTime.id);
    expect(row.status).toBe(2);
    expect([row.homePenaltyScore, row.awayPenaltyScore]).toEqual([home, away]);
    expect(home).not.toBe(away);
    // No penalties on the row while the match is still being played.
    const samples = timeline.get(extraTime.id) ?? [];
    expect(samples.filter((x) => x.status !== 2).every((x) => x.penalties === null)).toBe(true);
    expect(samples.at(-1)).toMatchObject({ status: 2, penalties: home });
    const [live] = await db
      .select(liveScoreColumns)
      .from(matches)
      .where(eq(matches.id, extraTime.id));
    expect(liveScoreOf(live!)).toMatchObject({ homePenaltyScore: home, awayPenaltyScore: away });
    const lines = (
      await db.select().from(matchTexts).where(eq(matchTexts.matchId, extraTime.id))
    ).map((t) => t.content);
    const winner = home > away ? 'home' : 'away';
    const names = {
      home: world.teamsById.get(extraTime.homeTeamId)!.name,
      away: world.teamsById.get(extraTime.awayTeamId)!.name,
    };
    const shootout = lines.filter((l) => l.startsWith('点球大战结束'));
    expect(shootout).toEqual([
      `点球大战结束，${names.home} 点球 ${home}-${away} ${names.away}，${names[winner]} 点球胜出`,
    ]);
    expect(
      lines.some((l) => l.startsWith('全场比赛结束') && l.endsWith(`（点球 ${home}-${away}）`)),
    ).toBe(true);
  });

  it('has no penalties before the final whistle, nor in a match decided in play', async () => {
    const others = await db
      .select()
      .from(matches)
      .where(and(eq(matches.sport, 1), eq(matches.status, 2)));
    for (const m of others) {
      const script = scriptOfRow(m);
      if (script.shootout) continue;
      expect([m.homePenaltyScore, m.awayPenaltyScore], `match ${m.id}`).toEqual([null, null]);
    }
    expect(others.length).toBeGreaterThan(10);
  });
});

describe('an interrupted match', () => {
  it('goes to 3 (interrupted, 中断) for a while, then resumes where it stopped and finishes', () => {
    const list = phases(interrupted.id);
    const at = list.indexOf(3);
    expect(at).toBeGreaterThan(0);
    expect([1, 12]).toContain(list[at - 1]);
    expect(list[at + 1]).toBe(list[at - 1]);
    expect(list.at(-1)).toBe(2);
    expect(minutesIn(interrupted.id, 3).every((m) => m === '中断')).toBe(true);
    const pause = scriptOfRow(interrupted).interruption!;
    expect(minutesIn(interrupted.id, 3).length).toBe(Math.round(pause.seconds / 60));
  });

  it('stops the clock during the interruption: play goes on from the same minute', () => {
    const samples = timeline.get(interrupted.id) ?? [];
    const first = samples.findIndex((s) => s.status === 3);
    const last = samples.findLastIndex((s) => s.status === 3);
    const before = Number(/^\d+/.exec(samples[first - 1]?.minute ?? '')?.[0]);
    const after = Number(/^\d+/.exec(samples[last + 1]?.minute ?? '')?.[0]);
    expect(after - before).toBeGreaterThanOrEqual(0);
    expect(after - before).toBeLessThanOrEqual(1);
  });
});

describe('an abandoned match', () => {
  it('goes to 7 in the second half and stays there, with no clock', () => {
    expect(phases(abandoned.id)).toEqual([0, 1, 14, 12, 7]);
    expect(minutesIn(abandoned.id, 7).every((m) => m === null)).toBe(true);
  });

  it('keeps the events up to the abandonment and nothing after', async () => {
    const script = scriptOfRow(abandoned);
    const events = await db.select().from(matchEvents).where(eq(matchEvents.matchId, abandoned.id));
    expect(events.length).toBe(script.events.length);
    const end = abandoned.matchTime.getTime() + script.abandonedAt! * 1000;
    expect(events.every((e) => e.happenedAt.getTime() < end)).toBe(true);
  });
});
