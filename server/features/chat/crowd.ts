import type { FastifyBaseLogger } from 'fastify';
import type { RoomRef } from '../../../contracts/chat';
import type { MatchItem } from '../../../contracts/sportdata/matches';
import { BASKETBALL_STATUS as BK, FOOTBALL_STATUS as FT, SPORT } from '../../../domain/sport';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ensureChatFans, fansOfSport } from './chatFans';
import { Ticker } from '../../ticker';
import { createRandom, hashSeed } from '../../domain/random';
import { leagueWeight } from '../home';
import { inPlayAt, selectMatchItems } from '../matches';
import {
  BASKETBALL_CHATTER,
  BASKETBALL_HALF_TIME_LINES,
  CHATTER,
  fill,
  GOAL_LINES,
  HALF_TIME_LINES,
  LATE_LINES,
} from './crowdLines';
import type { ChatHub } from './hub';

/** How often the crowd looks at the matches in play, in real milliseconds. */
export const CROWD_TICK_MS = 4000;
/** Matches of competitions weighing at least this much (中超 and above) draw a crowd; hot ones too. */
const BUSY_LEAGUE_WEIGHT = 78;

interface Fan {
  id: number;
  nickName: string;
}

interface Watched {
  home: number;
  away: number;
  /** The fans present now: it drifts toward the minute's target, a few percent a tick. */
  audience: number;
  /** Goal lines still to say, one per tick. */
  queued: string[];
  said: number;
}

export function isBusy(match: Pick<MatchItem, 'isHot' | 'leagueId'>): boolean {
  return match.isHot || leagueWeight(match.leagueId) >= BUSY_LEAGUE_WEIGHT;
}

/**
 * How many simulated fans a busy match's room should hold this minute: more for bigger competitions
 * and hot matches, within ±15% that changes from minute to minute (the count moves toward it).
 */
export function audienceTarget(match: MatchItem, seed: number, now: number): number {
  const base = 60 + leagueWeight(match.leagueId) * 4 + (match.isHot ? 300 : 0);
  const minute = Math.floor(now / 60_000);
  const wobble = createRandom(hashSeed(seed, 'audience', match.matchId, minute)).next();
  return Math.round(base * (0.85 + 0.3 * wobble));
}

/** A step of the count toward its target: at most 3% a tick, so it drifts rather than jumps. */
export function driftToward(current: number, target: number): number {
  const step = Math.max(1, Math.round(current * 0.03));
  if (Math.abs(target - current) <= step) return target;
  return current + Math.sign(target - current) * step;
}

/**
 * The crowd of the companion server (issue 8 item 6): simulated fans in the chat rooms of busy
 * matches in play. They are counted online, chat now and then, and burst into cheers after a goal;
 * what they say goes through the hub like anyone's message (stored, then broadcast).
 */
export class ChatCrowd {
  private fans: Fan[] = [];
  private readonly watched = new Map<number, Watched>();
  private ticks = 0;
  private readonly ticker: Ticker;
  private readonly deps: {
    db: Database;
    hub: ChatHub;
    clock: Clock;
    seed: number;
    log?: FastifyBaseLogger;
  };

  constructor(deps: ChatCrowd['deps']) {
    this.deps = deps;
    this.ticker = new Ticker(() => this.step(), {
      intervalMs: CROWD_TICK_MS,
      name: 'chat crowd',
      log: deps.log,
    });
  }

  async start(): Promise<void> {
    this.fans = await ensureChatFans(this.deps.db);
    this.ticker.start();
  }

  /** Stops, waiting for a tick under way. */
  stop(): Promise<void> {
    return this.ticker.stop();
  }

  /** One look at the matches in play; ticks never overlap. */
  tick(): Promise<void> {
    return this.ticker.tick();
  }

  private async step(): Promise<void> {
    if (this.fans.length === 0) return;
    this.ticks += 1;
    const now = this.deps.clock.now();
    const live = await selectMatchItems(this.deps.db, inPlayAt(now));
    const busy = live.filter(isBusy);
    const seen = new Set<number>();
    for (const match of busy) {
      seen.add(match.matchId);
      await this.visit(match);
    }
    for (const id of [...this.watched.keys()]) {
      if (seen.has(id)) continue;
      this.watched.delete(id);
      const sport = live.find((m) => m.matchId === id)?.sportType;
      for (const roomType of sport ? [sport] : [1, 2])
        this.deps.hub.setAudience({ roomType, roomTypeId: id }, 0);
    }
  }

  private async visit(match: MatchItem): Promise<void> {
    const room: RoomRef = { roomType: match.sportType, roomTypeId: match.matchId };
    const rng = createRandom(hashSeed(this.deps.seed, 'crowd', match.matchId, this.ticks));
    const random = () => rng.next();
    const target = audienceTarget(match, this.deps.seed, Date.now());
    let state = this.watched.get(match.matchId);
    if (!state) {
      state = {
        home: match.homeScore,
        away: match.awayScore,
        audience: target,
        queued: [],
        said: 0,
      };
      this.watched.set(match.matchId, state);
    }
    state.audience = driftToward(state.audience, target);
    const audience = state.audience;
    this.deps.hub.setAudience(room, audience);
    const names = { home: match.homeTeamName, away: match.awayTeamName };
    // Football goals set off cheers; basketball scores all the time, so only its chatter counts.
    const scored =
      match.homeScore > state.home ? names.home : match.awayScore > state.away ? names.away : null;
    if (match.sportType === SPORT.football && scored !== null) {
      const burst = 2 + Math.floor(random() * 3);
      for (let i = 0; i < burst; i++)
        state.queued.push(fill(rng.pick(GOAL_LINES), { ...names, team: scored }));
    }
    state.home = match.homeScore;
    state.away = match.awayScore;
    let line = state.queued.shift();
    if (line === undefined && random() < Math.min(0.6, audience / 900)) {
      const football = match.sportType === SPORT.football;
      const halfTime = match.matchStatus === (football ? FT.halfTime : BK.halfTime);
      const pool = halfTime
        ? football
          ? HALF_TIME_LINES
          : BASKETBALL_HALF_TIME_LINES
        : isLate(match)
          ? LATE_LINES
          : football
            ? CHATTER
            : BASKETBALL_CHATTER;
      line = fill(rng.pick(pool), names);
    }
    if (line === undefined) return;
    // A fan whose name speaks of the other sport stays out of this room.
    const fan = rng.pick(fansOfSport(this.fans, match.sportType));
    // An administrator may mute a simulated fan too.
    if ((await this.deps.hub.muteStatus(fan.id)).status === 1) return;
    state.said += 1;
    await this.deps.hub.post(
      { id: fan.id, nickName: fan.nickName, userIcon: null, isAdmin: false },
      room,
      `crowd-${match.matchId}-${Date.now().toString(36)}-${state.said}`,
      line,
    );
  }
}

/** The last minutes of a football match (from the 85th). */
function isLate(match: MatchItem): boolean {
  if (match.sportType !== SPORT.football) return false;
  const minute = Number.parseInt(match.matchStartedMinutes ?? '', 10);
  return Number.isFinite(minute) && minute >= 85;
}
