import { and, asc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { beijingDayIndex } from '../../domain/time';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { matchEvents, matches, matchTexts, redPacketRounds } from '../db/schema';
import { createRandom, hashSeed } from '../domain/random';
import { WINDOW_DAYS } from '../domain/calendar';
import { recomputeStandings } from '../features/analysis';
import type { World } from '../domain/sport/world';
import { Ticker } from '../ticker';
import { basketballStatusLine, eventLine, footballStatusLine, shootoutLine } from './commentary';
import { isGoal } from './footballScript';
import { footballPhases, type MatchState } from './matchState';
import {
  FINAL_STATUSES,
  FOOTBALL_BALL_IN_PLAY,
  FOOTBALL_STATUS,
  NOT_STARTED,
  SPORT,
} from '../../domain/sport';
import { rosterOf, scriptOf, stateAt, type Script } from './scriptOf';
import type { ScriptEvent } from './scriptTypes';
import { keepSimulatedNow } from './clockStore';
import { eventRowOf, withStoredEvents } from './storedEvents';

/** A red-packet round stays open this long after the goal that opened it (the shake window). */
export const RED_PACKET_ROUND_MS = 5 * 60_000;
/**
 * ...and at least this long in real time: at SIM_SPEED=60 five match minutes pass in five seconds,
 * less than the app's 10-second check, so no fan could ever join (docs/decisions/red-packet.md).
 */
export const RED_PACKET_MIN_REAL_OPEN_MS = 90_000;

/** How long a round stays open, in simulated time, at a clock speed. */
export function redPacketRoundMs(speed: number): number {
  return Math.max(RED_PACKET_ROUND_MS, RED_PACKET_MIN_REAL_OPEN_MS * speed);
}
/** How often the simulator looks at the world, in real milliseconds. */
export const TICK_MS = 1000;

type Row = typeof matches.$inferSelect;

export interface LiveMatch {
  id: number;
  sport: number;
  status: number;
  minute: string | null;
  homeScore: number;
  awayScore: number;
}

export interface SimulatorHooks {
  /** Called for each live match once per simulated minute or right after a goal (odds drift). */
  onLiveMinute?: (match: LiveMatch, goal: boolean, now: Date) => Promise<unknown>;
  /** Called once a match's status changed and was written (kick-off, half-time, full time…). */
  onStatusChange?: (
    match: LiveMatch & { from: number; home: string; away: string; kickoff: number },
    now: Date,
  ) => Promise<unknown>;
}

/**
 * The schedule as days pass: who makes the fixtures of a day that comes within the window. The
 * generated world's (server/seed/scheduleKeeper.ts) is handed over by server/main.ts; the simulator
 * plays matches and knows nothing of how a world is made.
 */
export interface ScheduleKeeper {
  /** Adds the fixtures of `day` (and their odds) when it has none yet; how many of each it added. */
  ensureDay(day: number, now: number): Promise<{ added: number; odds: number }>;
}

export interface SimulatorDeps {
  db: Database;
  world: World;
  clock: Clock;
  seed: number;
  log?: FastifyBaseLogger;
  hooks?: SimulatorHooks;
  /** Without one the simulator plays the matches that are there, and the schedule stays as it is. */
  schedule?: ScheduleKeeper;
}

interface Known {
  script: Script;
  happened: number;
  status: number;
  minute: string | null;
  lastMinuteHook: number;
}

/**
 * Plays every match against the simulated clock. Each tick it takes the matches that have kicked
 * off and are not final, computes where their script is now, and writes what changed — the row,
 * new events, text lines, red-packet rounds — in one transaction per match, so a client that was
 * away, or a server that restarts, finds everything that happened.
 */
export class Simulator {
  private readonly known = new Map<number, Known>();
  private lastDayCheck = Number.NEGATIVE_INFINITY;
  private readonly ticker: Ticker;

  private readonly deps: SimulatorDeps;

  constructor(deps: SimulatorDeps) {
    this.deps = deps;
    this.ticker = new Ticker(() => this.step(), {
      intervalMs: TICK_MS,
      name: 'simulator',
      log: deps.log,
    });
  }

  /** Runs ticks every TICK_MS until stop(); the first tick is the caller's to await. */
  start(): void {
    this.ticker.start();
  }

  /** Stops ticking and waits for a tick under way, so no write is cut in half. */
  stop(): Promise<void> {
    return this.ticker.stop();
  }

  /** One look at the world. Ticks never overlap: a slow one makes the next wait. */
  tick(): Promise<void> {
    return this.ticker.tick();
  }

  /**
   * Development control (server/features/devSim, never in production): a goal or a red card for a
   * side of a football match in play, now, written by an immediate tick like any scripted event.
   * It goes into this process's copy of the script and is written like any other event; another
   * process (a restart, the instance taking over) finds it among the stored events (storedEvents.ts).
   */
  async makeHappen(
    matchId: number,
    kind: 'goal' | 'red',
    side: 1 | 2,
  ): Promise<'done' | 'not_found' | 'not_in_play'> {
    const [row] = await this.deps.db.select().from(matches).where(eq(matches.id, matchId));
    if (!row) return 'not_found';
    if (row.sport !== SPORT.football) return 'not_in_play';
    const known = await this.knownOf(row);
    if (known.script.sport !== SPORT.football) return 'not_in_play';
    const elapsed = Math.floor((this.deps.clock.now() - row.matchTime.getTime()) / 1000);
    const state = stateAt(known.script, elapsed);
    const clock = /^(\d+)(?:\+(\d+))?$/.exec(state.minute ?? '');
    if (!FOOTBALL_BALL_IN_PLAY.includes(state.status) || !clock) return 'not_in_play';
    const team = side === 1 ? row.homeTeamId : row.awayTeamId;
    const starters = rosterOf(this.deps.world, team).starters;
    const event: ScriptEvent = {
      at: elapsed,
      kind,
      side,
      minute: Number(clock[1]),
      extra: Number(clock[2] ?? 0),
      second: 0,
      player: starters[starters.length - 1]?.name ?? null,
      detail: null,
    };
    const events = known.script.events;
    const at = events.findIndex((e) => e.at > elapsed);
    events.splice(at < 0 ? events.length : at, 0, event);
    await this.tick();
    return 'done';
  }

  /**
   * Development control: a match not started yet kicks off now (its kick-off time moves to now),
   * written by an immediate tick. The schedule keeps the new time. A match its script postpones is
   * refused.
   */
  async kickOffNow(matchId: number): Promise<'done' | 'not_found' | 'not_in_play' | 'postponed'> {
    const [row] = await this.deps.db.select().from(matches).where(eq(matches.id, matchId));
    if (!row) return 'not_found';
    if (row.status !== NOT_STARTED) return 'not_in_play';
    // Its script postpones it: moved to now, it would only show as postponed.
    if (scriptOf(this.deps.world, row).postponed) return 'postponed';
    await this.deps.db
      .update(matches)
      .set({
        matchTime: new Date(this.deps.clock.now() - 1000),
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, matchId));
    this.known.delete(matchId);
    await this.tick();
    return 'done';
  }

  /** Development control: of these matches not started yet, those the simulator will play. */
  async playable(matchIds: readonly number[]): Promise<number[]> {
    const rows = await this.deps.db
      .select()
      .from(matches)
      .where(and(inArray(matches.id, [...matchIds]), eq(matches.status, NOT_STARTED)));
    return rows.filter((row) => !scriptOf(this.deps.world, row).postponed).map((row) => row.id);
  }

  private async step(): Promise<void> {
    const { db, clock, schedule } = this.deps;
    const now = clock.now();
    if (schedule && now - this.lastDayCheck > 3_600_000) {
      this.lastDayCheck = now;
      const today = beijingDayIndex(now);
      for (let day = today; day <= today + WINDOW_DAYS; day++) {
        const { added, odds } = await schedule.ensureDay(day, now);
        if (added) this.deps.log?.info({ day, added, odds }, 'schedule extended');
      }
    }
    const due = await db
      .select()
      .from(matches)
      .where(
        and(
          lte(matches.matchTime, new Date(now)),
          gt(matches.matchTime, new Date(now - 2 * 86_400_000 * WINDOW_DAYS)),
          or(
            and(
              eq(matches.sport, SPORT.football),
              notInArray(matches.status, [...FINAL_STATUSES[SPORT.football]]),
            ),
            and(
              eq(matches.sport, SPORT.basketball),
              notInArray(matches.status, [...FINAL_STATUSES[SPORT.basketball]]),
            ),
          ),
        ),
      );
    for (const row of due) await this.advance(row, now);
    // Where the clock stood, for a restart to continue from (clockStore.ts).
    await keepSimulatedNow(db, clock, Date.now());
  }

  private async knownOf(row: Row): Promise<Known> {
    const cached = this.known.get(row.id);
    if (cached) return cached;
    const script = scriptOf(this.deps.world, row);
    // Basketball keeps no per-basket rows; its progress is the stored status.
    let happened = 0;
    if (script.sport === SPORT.football) {
      const stored = await this.deps.db
        .select({
          kind: matchEvents.kind,
          side: matchEvents.side,
          minute: matchEvents.minute,
          extraMinute: matchEvents.extraMinute,
          second: matchEvents.second,
          player: matchEvents.player,
          happenedAt: matchEvents.happenedAt,
        })
        .from(matchEvents)
        .where(eq(matchEvents.matchId, row.id))
        .orderBy(asc(matchEvents.id));
      script.events = withStoredEvents(script.events, stored, row.matchTime.getTime());
      happened = stored.length;
    }
    const known: Known = {
      script,
      happened,
      status: row.status,
      minute: row.minute,
      lastMinuteHook: 0,
    };
    this.known.set(row.id, known);
    return known;
  }

  /**
   * The text lines of a status change. A football match tells every phase boundary of its script
   * crossed since the last tick, each at its own moment and minute mark (footballPhases), so a late
   * tick still writes 上半场结束 at 45+2' and 下半场开始 at 46'. Anything else — an interruption and
   * its resume, an abandon, a basketball period — is told once, at the minute the tick found.
   */
  private statusLines(
    row: Row,
    known: Known,
    state: MatchState,
    teams: { home: string; away: string },
    now: number,
  ): Array<typeof matchTexts.$inferInsert> {
    const score: [number, number] = [state.homeScore, state.awayScore];
    const told = (minute: string, content: string | null, happenedAt: Date) =>
      content ? [{ matchId: row.id, minute, content, happenedAt }] : [];
    if (known.script.sport === SPORT.basketball)
      return told(
        state.minute ?? '',
        basketballStatusLine(state.status, known.status, teams, score),
        new Date(now),
      );
    const penalties: [number, number] | null =
      state.homePenaltyScore !== null && state.awayPenaltyScore !== null
        ? [state.homePenaltyScore, state.awayPenaltyScore]
        : null;
    const phases = footballPhases(known.script);
    const to = phases.findIndex((p) => p.status === state.status);
    const from =
      known.status === FOOTBALL_STATUS.notStarted
        ? -1
        : phases.findIndex((p) => p.status === known.status);
    if (to >= 0 && to > from && (from >= 0 || known.status === FOOTBALL_STATUS.notStarted)) {
      const kickoff = row.matchTime.getTime();
      return phases.slice(from + 1, to + 1).flatMap((phase) => {
        const at = new Date(kickoff + phase.at * 1000);
        if (phase.status === FOOTBALL_STATUS.halfTime) {
          const half: [number, number] = [state.homeHalfScore ?? 0, state.awayHalfScore ?? 0];
          return told(phase.mark, footballStatusLine(phase.status, teams, half), at);
        }
        if (phase.status !== FOOTBALL_STATUS.finished)
          return told(phase.mark, footballStatusLine(phase.status, teams, score), at);
        return [
          ...(penalties ? told('点球', shootoutLine(teams, penalties), at) : []),
          ...told(phase.mark, footballStatusLine(phase.status, teams, score, penalties), at),
        ];
      });
    }
    // An interruption at the minute play stopped, like every other line (63').
    const played = [state.minute, known.minute].find((m) => m && /^\d+(\+\d+)?$/.test(m));
    return told(
      played ? `${played}'` : (state.minute ?? ''),
      footballStatusLine(state.status, teams, score, penalties),
      new Date(now),
    );
  }

  private async advance(row: Row, now: number): Promise<void> {
    const known = await this.knownOf(row);
    const kickoff = row.matchTime.getTime();
    const state = stateAt(known.script, Math.floor((now - kickoff) / 1000));
    const newEvents =
      known.script.sport === SPORT.football
        ? known.script.events.slice(known.happened, state.happened)
        : [];
    if (state.status === known.status && state.minute === known.minute && newEvents.length === 0)
      return;
    const teams = {
      home: this.deps.world.teamsById.get(row.homeTeamId)?.name ?? '主队',
      away: this.deps.world.teamsById.get(row.awayTeamId)?.name ?? '客队',
    };
    const texts: Array<typeof matchTexts.$inferInsert> = [];
    const pointJson = { ...row.pointJson };
    const rounds: Array<typeof redPacketRounds.$inferInsert> = [];
    const events = newEvents.map((e, i) => {
      const at = new Date(kickoff + e.at * 1000);
      const before =
        known.script.sport === SPORT.football
          ? known.script.events.slice(0, known.happened + i + 1)
          : [];
      const goalsSoFar = before.filter((x) => isGoal(x.kind));
      const running: [number, number] = [
        goalsSoFar.filter((x) => x.side === 1).length,
        goalsSoFar.filter((x) => x.side === 2).length,
      ];
      const minuteText = e.extra ? `${e.minute}+${e.extra}'` : `${e.minute}'`;
      if (e.kind !== 'corner' || i % 2 === 0)
        texts.push({
          matchId: row.id,
          minute: minuteText,
          content: eventLine(e, teams, running),
          happenedAt: at,
        });
      if (isGoal(e.kind)) {
        const goalCount = goalsSoFar.length;
        pointJson[String(goalCount)] = at.getTime();
        if (row.redStatus === 1)
          rounds.push({
            matchId: row.id,
            goalCount,
            openedAt: at,
            closesAt: new Date(at.getTime() + redPacketRoundMs(this.deps.clock.speed)),
          });
      }
      return eventRowOf(e, kickoff, row.id, running);
    });
    if (state.status !== known.status)
      texts.push(...this.statusLines(row, known, state, teams, now));
    const { happened: _h, final: _f, ...fields } = state satisfies MatchState;
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({
          ...fields,
          pointJson,
          updatedAt: new Date(now),
          version: sql`${matches.version} + 1`,
        })
        .where(eq(matches.id, row.id));
      if (events.length) await tx.insert(matchEvents).values(events);
      if (texts.length) await tx.insert(matchTexts).values(texts);
      if (rounds.length) await tx.insert(redPacketRounds).values(rounds).onConflictDoNothing();
    });
    const goal = newEvents.some((e) => isGoal(e.kind));
    const previousStatus = known.status;
    known.happened = state.happened;
    known.status = state.status;
    // Without it every tick after the first minute wrote the row again (a new version, nothing
    // changed): polls got full answers instead of 304, and every watcher a push, each tick.
    known.minute = state.minute;
    if (state.final) {
      this.known.delete(row.id);
      const league = this.deps.world.leagues.find((l) => l.id === row.leagueId);
      if (league?.kind === 'league')
        await recomputeStandings(this.deps.db, row.leagueId, row.sport);
    }
    const live: LiveMatch = {
      id: row.id,
      sport: row.sport,
      status: state.status,
      minute: state.minute,
      homeScore: state.homeScore,
      awayScore: state.awayScore,
    };
    if (state.status !== previousStatus && this.deps.hooks?.onStatusChange) {
      // A hook's failure is logged, never the match's: its row and standings are written.
      await this.deps.hooks
        .onStatusChange(
          { ...live, from: previousStatus, home: teams.home, away: teams.away, kickoff },
          new Date(now),
        )
        .catch((err: unknown) =>
          this.deps.log?.error({ err, matchId: row.id }, 'status hook failed'),
        );
    }
    if (state.final) return;
    const liveMinute = Math.floor((now - kickoff) / 60_000);
    const hook = this.deps.hooks?.onLiveMinute;
    // Only matches playing now drift their odds; a catch-up of old matches does not.
    if (hook && now - kickoff < 4 * 3_600_000 && (goal || liveMinute > known.lastMinuteHook)) {
      known.lastMinuteHook = liveMinute;
      await hook(live, goal, new Date(now));
    }
  }
}

/** The randomness an odds hook may use for a match and minute: deterministic from the seed. */
export function liveRandom(seed: number, matchId: number, minute: string | null) {
  return createRandom(hashSeed(seed, 'live', matchId, minute ?? ''));
}
