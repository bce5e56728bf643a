import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import { z } from 'zod';

/** The server-side event instances tell each other their rooms' head-counts by. */
export const ROOM_COUNTS_EVENT = 'room-counts';
/** Every instance tells all its counts this often: a newcomer learns them, a lost delta heals. */
export const ROOM_COUNTS_REPORT_MS = 5_000;
/** An instance not heard from for this long is gone (killed): its fans no longer count. */
export const ROOM_COUNTS_STALE_MS = 3 * ROOM_COUNTS_REPORT_MS;

/** Rooms in one report at most; more rooms than matches is a malformed report. */
const MAX_REPORTED_ROOMS = 200_000;

/** A report: `full` replaces everything the sender said before; otherwise only the rooms named. */
const reportSchema = z.object({
  from: z.string().min(1).max(64),
  full: z.boolean(),
  rooms: z
    .array(z.tuple([z.string().min(1).max(64), z.number().int().min(0).max(100_000_000)]))
    .max(MAX_REPORTED_ROOMS),
});
type Report = z.infer<typeof reportSchema>;

export interface SharedRoomCountsDeps {
  /** The chat namespace: its adapter (Redis Streams) carries the reports between instances. */
  nsp: Namespace;
  /** This instance's own head-count of a room: its sockets there and the crowd it runs. */
  localCount(key: string): number;
  /** Rooms with anyone in them on this instance. */
  localRooms(): Iterable<string>;
  /** A peer's count of the room changed: this instance's fans there should hear the new sum. */
  onPeerChange(key: string): void;
  log: FastifyBaseLogger;
  /** Real time, for telling a silent instance from a live one (tests pass their own). */
  now?: () => number;
}

/**
 * A room's online count across every instance behind one address (issue 20 §4): each instance
 * tells the others its own count of a room when it changes, and all its counts every
 * ROOM_COUNTS_REPORT_MS, over the chat adapter's server-side events. The sum stays a synchronous
 * read (the join's answer, the room API), and an instance that dies without a word stops counting
 * once ROOM_COUNTS_STALE_MS pass without its report.
 */
export class SharedRoomCounts {
  /** This process's name in the reports: unique even when two instances share an INSTANCE_ID. */
  private readonly me = randomUUID();
  private readonly peers = new Map<string, { heardAt: number; rooms: Map<string, number> }>();
  /** What this instance last told the others of each room, so an unchanged count is not resent. */
  private readonly told = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly deps: SharedRoomCountsDeps;
  private readonly now: () => number;

  constructor(deps: SharedRoomCountsDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
    deps.nsp.on(ROOM_COUNTS_EVENT, (payload: unknown) => this.hear(payload));
  }

  /** Starts the periodic full report (the first goes now: peers learn this instance at once). */
  start(): void {
    if (this.timer) return;
    this.reportAll();
    this.timer = setInterval(() => {
      this.reportAll();
      this.forgetSilent();
    }, ROOM_COUNTS_REPORT_MS);
    this.timer.unref();
  }

  /** The room's count on every other instance. */
  peersCount(key: string): number {
    let sum = 0;
    for (const peer of this.peers.values()) sum += peer.rooms.get(key) ?? 0;
    return sum;
  }

  /** Tells the others this instance's count of the room, if it changed since last told. */
  reportRoom(key: string): void {
    const count = this.deps.localCount(key);
    if ((this.told.get(key) ?? 0) === count) return;
    if (count === 0) this.told.delete(key);
    else this.told.set(key, count);
    this.send({ from: this.me, full: false, rooms: [[key, count]] });
  }

  /** A clean stop: the others drop this instance's counts now rather than after the stale wait. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.send({ from: this.me, full: true, rooms: [] });
  }

  private reportAll(): void {
    const rooms: [string, number][] = [];
    this.told.clear();
    for (const key of this.deps.localRooms()) {
      const count = this.deps.localCount(key);
      if (count <= 0) continue;
      rooms.push([key, count]);
      this.told.set(key, count);
    }
    this.send({ from: this.me, full: true, rooms });
  }

  private send(report: Report): void {
    try {
      this.deps.nsp.serverSideEmit(ROOM_COUNTS_EVENT, report);
    } catch (err) {
      // The adapter refuses while its connection is down; the next full report heals the count.
      this.deps.log.warn({ err }, 'room counts not sent to the other instances');
    }
  }

  private hear(payload: unknown): void {
    const parsed = reportSchema.safeParse(payload);
    if (!parsed.success) {
      this.deps.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'malformed room counts');
      return;
    }
    const { from, full, rooms } = parsed.data;
    if (from === this.me) return;
    const peer = this.peers.get(from) ?? { heardAt: 0, rooms: new Map<string, number>() };
    peer.heardAt = this.now();
    this.peers.set(from, peer);
    const changed = new Set<string>();
    if (full) {
      const incoming = new Map(rooms);
      for (const [key, count] of peer.rooms) if (incoming.get(key) !== count) changed.add(key);
      for (const [key, count] of incoming) if (peer.rooms.get(key) !== count) changed.add(key);
      peer.rooms = new Map([...incoming].filter(([, count]) => count > 0));
      if (peer.rooms.size === 0 && rooms.length === 0) this.peers.delete(from);
    } else {
      for (const [key, count] of rooms) {
        if ((peer.rooms.get(key) ?? 0) === count) continue;
        changed.add(key);
        if (count > 0) peer.rooms.set(key, count);
        else peer.rooms.delete(key);
      }
    }
    for (const key of changed) this.deps.onPeerChange(key);
  }

  /** Drops instances that stopped reporting (killed, or cut off from Redis). */
  private forgetSilent(): void {
    const cutoff = this.now() - ROOM_COUNTS_STALE_MS;
    for (const [from, peer] of this.peers) {
      if (peer.heardAt >= cutoff) continue;
      this.peers.delete(from);
      for (const key of peer.rooms.keys()) this.deps.onPeerChange(key);
    }
  }
}
