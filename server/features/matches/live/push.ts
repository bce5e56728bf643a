import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  LIVE_EVENTS,
  LIVE_REFUSALS,
  liveRoom,
  liveWatchSchema,
  type LiveEventsPush,
  type LiveMark,
  type LiveRefusal,
  type LiveWatchAck,
} from '../../../../contracts/live';
import type { LiveScore } from '../../../../contracts/sportdata/matches';
import type { HeldEvent, LiveBoard, MatchState } from './board';
import { yieldToEventLoop } from '../../../platform/yieldToEventLoop';

const ROOM_PREFIX = liveRoom(0).slice(0, -1);

/** What this instance last pushed to a match's room: the next push continues from it. */
interface Pushed {
  version: number;
  lastEventId: number;
}

export interface LivePushDeps {
  board: LiveBoard;
  log: FastifyBaseLogger;
  /** Counts a socket's event; false when it made too many (the chat's per-socket limit). */
  countEvent(socket: Pick<Socket, 'id'>): boolean;
}

/**
 * Live scores and events pushed to the fans who watch them (issue 20 §2; docs/decisions/
 * live-push.md). A socket says which matches it has on screen (`live:watch`, the whole set each
 * time) and is put in their rooms. Every committed change the live board hears is pushed once to
 * its room, from the same memory the polls are answered from: the score when its version moved,
 * the events after the last one pushed, chained to it so a client that missed one notices.
 *
 * Each instance pushes to its own sockets only (`local`): every instance hears the database's
 * change feed itself, so nothing needs to cross between them.
 */
export class LivePush {
  private readonly pushed = new Map<number, Pushed>();
  private readonly pending = new Set<number>();
  private flushing: Promise<void> | null = null;
  private readonly nsp: Namespace;
  private readonly deps: LivePushDeps;
  private readonly stopHearing: () => void;

  constructor(nsp: Namespace, deps: LivePushDeps) {
    this.nsp = nsp;
    this.deps = deps;
    this.stopHearing = deps.board.onChange((id) => this.changed(id));
    nsp.on('connection', (socket: Socket) => {
      socket.on(LIVE_EVENTS.watch, (payload: unknown, ack: unknown) => {
        const answer =
          typeof ack === 'function' ? (ack as (value: LiveWatchAck) => void) : () => undefined;
        this.watch(socket, payload).then(answer, (err: unknown) => {
          deps.log.error({ err }, 'live watch failed');
          answer(refusal('system_error'));
        });
      });
    });
    // A room nobody is in any more is forgotten (a later watcher starts from the board again).
    nsp.adapter.on('delete-room', (room: string) => {
      if (room.startsWith(ROOM_PREFIX)) this.pushed.delete(Number(room.slice(ROOM_PREFIX.length)));
    });
  }

  stop(): void {
    this.stopHearing();
  }

  /** Matches with someone watching on this instance (for the tests and the benchmarks). */
  get rooms(): number {
    return this.pushed.size;
  }

  private async watch(socket: Socket, payload: unknown): Promise<LiveWatchAck> {
    if (!this.deps.countEvent(socket)) return refusal('rate_limited');
    const parsed = liveWatchSchema.safeParse(payload);
    if (!parsed.success) return refusal('bad_payload');
    const wanted = new Set(parsed.data.matchIds);
    const had = new Set(socket.rooms);
    for (const room of socket.rooms)
      if (room.startsWith(ROOM_PREFIX) && !wanted.has(Number(room.slice(ROOM_PREFIX.length))))
        void socket.leave(room);
    const states = await this.deps.board.states([...wanted]);
    const marks: LiveMark[] = [];
    for (const state of states) {
      // A room's first watcher starts its pushes from here; later ones join them where they are.
      let at = this.pushed.get(state.matchId);
      if (!at) {
        at = { version: state.version, lastEventId: lastEventId(state.events) };
        this.pushed.set(state.matchId, at);
      }
      const room = liveRoom(state.matchId);
      void socket.join(room);
      marks.push({
        matchId: state.matchId,
        ...at,
        ...(had.has(room) ? {} : { score: JSON.parse(state.score) as LiveScore }),
      });
    }
    // Changes heard while the board was read reach this socket by the next flush.
    return { ok: true, marks };
  }

  private changed(id: number): void {
    if (!this.pushed.has(id)) return;
    this.pending.add(id);
    this.schedule();
  }

  /** One flush at a time; notices heard during one are flushed right after it. */
  private schedule(): void {
    if (this.flushing || this.pending.size === 0) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      this.schedule();
    });
  }

  /** Reads every pending match once (one read for all) and pushes what moved. */
  private async flush(): Promise<void> {
    // Notices of one commit burst arrive together: let them gather before the read.
    await yieldToEventLoop();
    const ids = [...this.pending];
    this.pending.clear();
    let states: MatchState[];
    try {
      states = await this.deps.board.states(ids);
    } catch (err) {
      // The polls still serve the change; the next notice pushes again.
      this.deps.log.error({ err }, 'live push read failed');
      return;
    }
    for (const state of states) this.push(state);
  }

  private push(state: MatchState): void {
    const at = this.pushed.get(state.matchId);
    if (!at) return;
    const room = this.nsp.local.to(liveRoom(state.matchId));
    if (state.version > at.version) {
      room.emit(LIVE_EVENTS.score, JSON.parse(state.score) as unknown);
      at.version = state.version;
    }
    const fresh = state.events.filter((e) => e.id > at.lastEventId);
    if (fresh.length === 0) return;
    const message: LiveEventsPush = {
      matchId: state.matchId,
      after: at.lastEventId,
      events: fresh.map((e) => JSON.parse(e.json) as LiveEventsPush['events'][number]),
    };
    room.emit(LIVE_EVENTS.events, message);
    at.lastEventId = lastEventId(state.events);
  }
}

function lastEventId(events: readonly HeldEvent[]): number {
  return events.reduce((max, e) => Math.max(max, e.id), 0);
}

function refusal(code: LiveRefusal): LiveWatchAck {
  return { ok: false, code, msg: LIVE_REFUSALS[code] };
}
