// Pins the football side of the live simulator (issue 3 §3) on a manual clock, over the seeded
// world of server/main.ts: status codes of product-spec §4 in order, the match clock with 45+ and
// 90+ stoppage, events with minute and second, red-packet rounds opened by goals, and that every
// step is stored — a fresh read of the database, or a restarted simulator, sees the same match.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import type { Database, OpenedDatabase } from '../../../server/db/database';
import { matchEvents, matches, matchTexts, redPacketRounds } from '../../../server/db/schema';
import { matchIdOf } from '../../../server/domain/calendar';
import { beijingDayIndex } from '../../../domain/time';
import { buildWorld } from '../../../server/domain/sport/world';
import type { FootballScript } from '../../../server/simulator/footballScript';
import { isGoal } from '../../../server/simulator/footballScript';
import { scriptOf, stateAt } from '../../../server/simulator/scriptOf';
import {
  RED_PACKET_ROUND_MS,
  Simulator,
  type LiveMatch,
} from '../../../server/simulator/simulator';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const MINUTE = 60_000;
const TODAY = beijingDayIndex(NOW);
const CUPS = [103, 87, 119];

const world = buildWorld(SEED);
const clock = manualClock(NOW);
let database: OpenedDatabase;
let db: Database;
let simulator: Simulator;
/** Every call of the odds hook (server/main.ts drifts odds there). */
const hookCalls: Array<{ match: LiveMatch; goal: boolean; at: number }> = [];

type Row = typeof matches.$inferSelect;

const newSimulator = () =>
  new Simulator({
    db,
    world,
    clock,
    seed: SEED,
    hooks: {
      onLiveMinute: (match, goal, now) => {
        hookCalls.push({ match, goal, at: now.getTime() });
        return Promise.resolve();
      },
    },
  });

const footballScriptOf = (row: Row) => scriptOf(world, row) as FootballScript;
const goalsOf = (script: FootballScript) => script.events.filter((e) => isGoal(e.kind));
const rowOf = async (id: number) =>
  (await db.select().from(matches).where(eq(matches.id, id)))[0] as Row;
const elapsedOf = (row: Row, at: number) => Math.floor((at - row.matchTime.getTime()) / 1000);

/** What a client reads of a match row, next to what its script says at the same moment. */
function stored(row: Row) {
  return {
    status: row.status,
    minute: row.minute,
    score: [row.homeScore, row.awayScore],
    half: [row.homeHalfScore, row.awayHalfScore],
    red: [row.homeRed, row.awayRed],
    yellow: [row.homeYellow, row.awayYellow],
    corner: [row.homeCorner, row.awayCorner],
  };
}
function scripted(row: Row, at = clock.now()) {
  const s = stateAt(footballScriptOf(row), elapsedOf(row, at));
  return {
    status: s.status,
    minute: s.minute,
    score: [s.homeScore, s.awayScore],
    half: [s.homeHalfScore, s.awayHalfScore],
    red: [s.homeRed, s.awayRed],
    yellow: [s.homeYellow, s.awayYellow],
    corner: [s.homeCorner, s.awayCorner],
  };
}

interface Sample {
  at: number;
  row: Row;
  events: number;
}

/** Moves the clock a minute at a time to `until`, ticking and reading the watched matches fresh. */
async function play(until: number, watched: number[], samples: Map<number, Sample[]>) {
  while (clock.now() < until) {
    clock.advance(MINUTE);
    await simulator.tick();
    for (const id of watched) {
      const row = await rowOf(id);
      const events = await db.select().from(matchEvents).where(eq(matchEvents.matchId, id));
      samples.set(id, [
        ...(samples.get(id) ?? []),
        { at: clock.now(), row, events: events.length },
      ]);
    }
  }
}

/** Consecutive duplicates removed: the order of the statuses a match went through. */
const phases = (list: Sample[]) =>
  list.map((s) => s.row.status).filter((status, i, all) => i === 0 || all[i - 1] !== status);

/** "45+2" → 47, "67" → 67: the minutes played, to check the clock only moves on. */
const played = (minute: string | null) => {
  const m = /^(\d+)(?:\+(\d+))?$/.exec(minute ?? '');
  return m ? Number(m[1]) + Number(m[2] ?? 0) : null;
};

let window: Row[];

beforeAll(async () => {
  // The run's copy of this world (tests/kit/seededDatabase.ts).
  database = await seededTestDatabase({ seed: SEED, now: NOW, parts: ['sport'] });
  db = database.db;
  simulator = newSimulator();
  // The first tick at start plays everything that kicked off before now (server/main.ts).
  await simulator.tick();
  window = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sport, 1),
        gte(matches.id, matchIdOf(TODAY - 3, 0, 0)),
        lt(matches.id, matchIdOf(TODAY + 4, 0, 0)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));
});
afterAll(async () => {
  await simulator.stop();
  await database.close();
});

describe('catching up at start', () => {
  it('stores every football match that kicked off as its script stands now', () => {
    const started = window.filter((m) => m.matchTime.getTime() <= NOW);
    expect(started.length).toBeGreaterThan(150);
    for (const m of started) expect(stored(m), `match ${m.id}`).toEqual(scripted(m));
  });

  it('uses every status code of product-spec §4 that a start can show: 1, 12, 14, 2, 7 and 8', () => {
    const seen = new Set(window.map((m) => m.status));
    for (const status of [0, 1, 2, 7, 8, 12, 14])
      expect(seen, `status ${status}`).toContain(status);
    const known = [0, 1, 11, 12, 13, 14, 2, 3, 7, 8];
    expect(window.filter((m) => !known.includes(m.status))).toEqual([]);
  });

  it('stores the events of what was played, and none of what was postponed', async () => {
    const postponed = window.find((m) => m.status === 8)!;
    expect(postponed.minute).toBeNull();
    expect(
      await db.select().from(matchEvents).where(eq(matchEvents.matchId, postponed.id)),
    ).toEqual([]);
    const finished = window.find((m) => m.status === 2 && m.homeScore + m.awayScore > 0)!;
    const events = await db.select().from(matchEvents).where(eq(matchEvents.matchId, finished.id));
    expect(events.length).toBe(footballScriptOf(finished).events.length);
  });
});

describe('a league match played minute by minute', () => {
  let target: Row;
  let control: Row;
  let script: FootballScript;
  const samples = new Map<number, Sample[]>();
  let restartedAt = 0;

  beforeAll(async () => {
    // The first upcoming league match whose script has goals, cards, substitutions, corners and an
    // event in stoppage time, and nothing abnormal: every part of a normal match is then visible.
    const soon = window.filter(
      (m) =>
        m.status === 0 &&
        m.matchTime.getTime() > NOW &&
        m.matchTime.getTime() < NOW + 3 * 3_600_000 &&
        !CUPS.includes(m.leagueId),
    );
    const normal = (m: Row) => {
      const s = footballScriptOf(m);
      return !s.postponed && s.abandonedAt === null && !s.interruption && s.extraTime === 0;
    };
    target = soon.find((m) => {
      const s = footballScriptOf(m);
      return (
        normal(m) &&
        goalsOf(s).length > 0 &&
        ['yellow', 'substitution', 'corner'].every((k) => s.events.some((e) => e.kind === k)) &&
        s.events.some((e) => e.extra > 0)
      );
    })!;
    expect(target, 'a suitable upcoming match').toBeDefined();
    script = footballScriptOf(target);
    // Another match with goals, on at the same time, whose red packet is not active.
    control = soon.find(
      (m) =>
        m.id !== target.id &&
        normal(m) &&
        m.redStatus === 0 &&
        goalsOf(footballScriptOf(m)).length > 0 &&
        m.matchTime.getTime() <= target.matchTime.getTime(),
    )!;
    expect(control, 'a control match').toBeDefined();
    // The red packet of the target is active before kick-off.
    await db.update(matches).set({ redStatus: 1 }).where(eq(matches.id, target.id));

    const kickoff = target.matchTime.getTime();
    const end = kickoff + (script.firstHalf + script.halfTimeBreak + script.secondHalf) * 1000;
    // Up to half-time, then a restart (a new simulator, as after a server restart), then the rest.
    const halfTime = kickoff + (script.firstHalf + 5 * 60) * 1000;
    await play(halfTime, [target.id, control.id], samples);
    expect((await rowOf(target.id)).status).toBe(14);
    await simulator.stop();
    simulator = newSimulator();
    restartedAt = clock.now();
    await play(end + 2 * MINUTE, [target.id, control.id], samples);
  });

  const targetSamples = () => samples.get(target.id) ?? [];

  it('goes 0 → 1 (first half) → 14 (half-time) → 12 (second half) → 2 (finished)', () => {
    expect(phases(targetSamples())).toEqual([0, 1, 14, 12, 2]);
    expect(phases(samples.get(control.id) ?? [])).toEqual([0, 1, 14, 12, 2]);
  });

  it('runs the first half clock 1…45 then 45+1…, with no minute skipped', () => {
    const minutes = targetSamples()
      .filter((s) => s.row.status === 1)
      .map((s) => s.row.minute);
    expect(minutes[0]).toBe('1');
    expect(minutes).toContain('45');
    expect(minutes).toContain('45+1');
    expect(minutes.every((m) => /^(\d|[1-3]\d|4[0-5])$|^45\+\d+$/.test(m ?? ''))).toBe(true);
    const values = minutes.map(played);
    expect(values).toEqual(values.map((_, i) => i + 1));
  });

  it('shows 中场 at half-time, then a second half 46…90, 90+1…', () => {
    const list = targetSamples();
    expect(list.filter((s) => s.row.status === 14).every((s) => s.row.minute === '中场')).toBe(
      true,
    );
    const minutes = list.filter((s) => s.row.status === 12).map((s) => s.row.minute);
    expect(played(minutes[0] ?? null)).toBeGreaterThanOrEqual(46);
    expect(played(minutes[0] ?? null)).toBeLessThanOrEqual(47);
    expect(minutes).toContain('90');
    expect(minutes).toContain('90+1');
    const values = minutes.map(played) as number[];
    for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!).toBe(1);
    const last = list.at(-1)!.row;
    expect(last.minute).toBeNull();
  });

  it('keeps the half-time score once the first half is over, and the final score the goals say', () => {
    const goals = goalsOf(script);
    const firstHalfGoals = goals.filter((g) => g.at < script.firstHalf);
    const final = targetSamples().at(-1)!.row;
    expect([final.homeScore, final.awayScore]).toEqual([
      goals.filter((g) => g.side === 1).length,
      goals.filter((g) => g.side === 2).length,
    ]);
    expect([final.homeHalfScore, final.awayHalfScore]).toEqual([
      firstHalfGoals.filter((g) => g.side === 1).length,
      firstHalfGoals.filter((g) => g.side === 2).length,
    ]);
    for (const s of targetSamples().filter((x) => x.row.status === 1))
      expect(s.row.homeHalfScore).toBeNull();
  });

  it('stores at every minute exactly what the script says: a fresh read is the simulator state', () => {
    for (const s of [...targetSamples(), ...(samples.get(control.id) ?? [])])
      expect(stored(s.row), `${s.row.id} at ${new Date(s.at).toISOString()}`).toEqual(
        scripted(s.row, s.at),
      );
  });

  it('stores each event as it happens, with minute, stoppage minute and second', async () => {
    const kickoff = target.matchTime.getTime();
    for (const s of targetSamples()) {
      const due = script.events.filter((e) => kickoff + e.at * 1000 <= s.at).length;
      expect(s.events, `events at ${new Date(s.at).toISOString()}`).toBe(due);
    }
    const rows = await db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, target.id))
      .orderBy(asc(matchEvents.happenedAt), asc(matchEvents.id));
    // The restart in the middle neither lost nor repeated one.
    expect(
      rows.map((e) => ({
        kind: e.kind,
        side: e.side,
        minute: e.minute,
        extra: e.extraMinute,
        second: e.second,
        player: e.player,
        at: e.happenedAt.getTime(),
      })),
    ).toEqual(
      script.events.map((e) => ({
        kind: e.kind,
        side: e.side,
        minute: e.minute,
        extra: e.extra,
        second: e.second,
        player: e.player,
        at: kickoff + e.at * 1000,
      })),
    );
    const kinds = new Set(rows.map((e) => e.kind));
    for (const kind of ['yellow', 'substitution', 'corner']) expect(kinds).toContain(kind);
    const goalKinds = new Set<string>(['goal', 'own_goal', 'penalty']);
    expect(rows.some((e) => goalKinds.has(e.kind))).toBe(true);
    for (const e of rows) {
      expect(e.second).toBeGreaterThanOrEqual(0);
      expect(e.second).toBeLessThanOrEqual(59);
      expect(e.minute).toBeGreaterThanOrEqual(1);
      expect(e.minute).toBeLessThanOrEqual(90);
      if (e.extraMinute > 0) expect([45, 90]).toContain(e.minute);
    }
    expect(rows.some((e) => e.extraMinute > 0)).toBe(true);
    // A substitution names who came off; a goal carries the score after it.
    expect(rows.filter((e) => e.kind === 'substitution').every((e) => e.detail?.off)).toBe(true);
    const lastGoal = rows.filter((e) => goalKinds.has(e.kind)).at(-1)!;
    const final = targetSamples().at(-1)!.row;
    expect(lastGoal.detail?.score).toEqual([final.homeScore, final.awayScore]);
  });

  it('opens a red-packet round for each goal of the match whose red packet is active', async () => {
    const kickoff = target.matchTime.getTime();
    const goals = goalsOf(script);
    const rounds = await db
      .select()
      .from(redPacketRounds)
      .where(eq(redPacketRounds.matchId, target.id))
      .orderBy(asc(redPacketRounds.goalCount));
    expect(rounds.map((r) => [r.goalCount, r.openedAt.getTime(), r.closesAt.getTime()])).toEqual(
      goals.map((g, i) => [
        i + 1,
        kickoff + g.at * 1000,
        kickoff + g.at * 1000 + RED_PACKET_ROUND_MS,
      ]),
    );
    expect(RED_PACKET_ROUND_MS).toBe(5 * MINUTE);
    // pointJson: goal count → goal time, what the client's shake reads.
    const final = targetSamples().at(-1)!.row;
    expect(final.pointJson).toEqual(
      Object.fromEntries(goals.map((g, i) => [String(i + 1), kickoff + g.at * 1000])),
    );
  });

  it('opens no round for goals where the red packet is not active', async () => {
    const row = await rowOf(control.id);
    expect(row.status).toBe(2);
    expect(Object.keys(row.pointJson).length).toBe(row.homeScore + row.awayScore);
    expect(
      await db.select().from(redPacketRounds).where(eq(redPacketRounds.matchId, control.id)),
    ).toEqual([]);
  });

  it('writes text commentary as the match goes, catching up after the restart', async () => {
    const lines = await db
      .select()
      .from(matchTexts)
      .where(eq(matchTexts.matchId, target.id))
      .orderBy(asc(matchTexts.happenedAt), asc(matchTexts.id));
    expect(lines.length).toBeGreaterThanOrEqual(goalsOf(script).length + 3);
    expect(lines.every((l) => /\p{Script=Han}/u.test(l.content))).toBe(true);
    expect(lines.some((l) => l.happenedAt.getTime() >= restartedAt)).toBe(true);
  });

  it('calls the odds hook every live minute and at goals, with the stored state', () => {
    const calls = hookCalls.filter((c) => c.match.id === target.id);
    const live = targetSamples().filter((s) => [1, 12].includes(s.row.status));
    // Not at the kick-off minute itself (minute 0 has nothing to drift yet).
    expect(calls.length).toBeGreaterThanOrEqual(live.length - 2);
    expect(new Set(calls.map((c) => c.at)).size).toBe(calls.length);
    for (const c of calls) {
      const sample = targetSamples().find((s) => s.at === c.at)!;
      expect(c.match).toMatchObject({
        status: sample.row.status,
        minute: sample.row.minute,
        homeScore: sample.row.homeScore,
        awayScore: sample.row.awayScore,
      });
    }
    expect(calls.some((c) => c.goal)).toBe(true);
  });
});

describe('writes only what changed', () => {
  it('leaves a live match alone (its version too) at a tick where nothing moved', async () => {
    await simulator.tick();
    const live = await db
      .select()
      .from(matches)
      .where(and(eq(matches.sport, 1), inArray(matches.status, [1, 12])));
    expect(live.length, 'a football match in play now').toBeGreaterThan(0);
    // The same moment again: nothing to write, so no new version for polls or pushes to carry.
    await simulator.tick();
    for (const row of live) expect((await rowOf(row.id)).version).toBe(row.version);
  });
});
