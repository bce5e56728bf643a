import { CHAT_EVENTS, roomName, type RoomRef } from '@contracts/chat';
import { backoffDelay, systemClock, type Cancel, type Clock } from '@schedulers';
import type { Transport } from './transport';
import { RECONNECT_CAP_MS } from './timings';

export const roomKey = roomName;

/** A join's outcome: the server's answer, or the transport's error (a timeout, a drop). */
export type JoinResult = { answer: unknown; error: null } | { answer: null; error: Error };

/**
 * Rooms joined with a reference count (issue 8 item 2): two screens showing one room share one join;
 * the last one out leaves. The registry keeps what the screens want and what the server holds for
 * this connection, and on every connection makes the second match the first: after a reconnect the
 * server did not recover, every room still wanted is joined again exactly once; after a recovered
 * one, only the rooms joined or left while offline are sent.
 */
export class RoomRegistry {
  private readonly wanted = new Map<string, { room: RoomRef; holders: number }>();
  /** Rooms the server holds for this connection, as far as the client knows. */
  private readonly onServer = new Map<string, RoomRef>();
  private readonly joinListeners = new Set<(key: string, result: JoinResult) => void>();
  private readonly stopListening: () => void;
  private readonly transport: Transport;
  private readonly clock: Clock;
  /** Joins that got no answer (a timeout), tried again on a backoff while connected. */
  private readonly retries = new Map<string, { failures: number; cancel: Cancel | null }>();

  constructor(transport: Transport, opts: { clock?: Clock } = {}) {
    this.transport = transport;
    this.clock = opts.clock ?? systemClock;
    // One listener for the registry's whole life: reconnects never add another.
    this.stopListening = transport.onConnect(({ recovered }) => {
      if (!recovered) this.onServer.clear();
      this.cancelRetries();
      this.reconcile();
    });
  }

  /** Holds the room until the returned release is called (a second call does nothing). */
  join(room: RoomRef): () => void {
    const key = roomKey(room);
    const held = this.wanted.get(key);
    if (held) held.holders += 1;
    else
      this.wanted.set(key, {
        room: { roomType: room.roomType, roomTypeId: room.roomTypeId },
        holders: 1,
      });
    this.reconcile();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const entry = this.wanted.get(key);
      if (!entry) return;
      entry.holders -= 1;
      if (entry.holders > 0) return;
      this.wanted.delete(key);
      this.retries.get(key)?.cancel?.();
      this.retries.delete(key);
      this.reconcile();
    };
  }

  /** Every join this registry sends, with the server's answer; returns the removal. */
  onJoined(listener: (key: string, result: JoinResult) => void): () => void {
    this.joinListeners.add(listener);
    return () => void this.joinListeners.delete(listener);
  }

  /** How many screens hold a room (0 when not joined). */
  holders(room: RoomRef): number {
    return this.wanted.get(roomKey(room))?.holders ?? 0;
  }

  rooms(): RoomRef[] {
    return [...this.wanted.values()].map((entry) => entry.room);
  }

  dispose(): void {
    this.stopListening();
    this.cancelRetries();
    this.wanted.clear();
    this.reconcile();
    this.joinListeners.clear();
  }

  private retryLater(key: string): void {
    if (!this.transport.connected || !this.wanted.has(key)) return;
    const entry = this.retries.get(key) ?? { failures: 0, cancel: null };
    entry.failures += 1;
    entry.cancel?.();
    entry.cancel = this.clock.after(
      backoffDelay(entry.failures, { capMs: RECONNECT_CAP_MS }),
      () => {
        entry.cancel = null;
        this.reconcile();
      },
    );
    this.retries.set(key, entry);
  }

  private cancelRetries(): void {
    for (const entry of this.retries.values()) entry.cancel?.();
    this.retries.clear();
  }

  /** Sends the joins and leaves that make the server's rooms the wanted ones (when connected). */
  private reconcile(): void {
    if (!this.transport.connected) return;
    for (const [key, { room }] of this.wanted) {
      if (this.onServer.has(key)) continue;
      this.onServer.set(key, room);
      this.transport.emit(CHAT_EVENTS.join, room, (error, answer) => {
        // A join the server refused is not held there (the next connection asks again); one it
        // never answered is asked again on a backoff while the connection lasts.
        if (error || !isOk(answer)) this.onServer.delete(key);
        if (error) this.retryLater(key);
        else this.retries.delete(key);
        const result: JoinResult = error ? { answer: null, error } : { answer, error: null };
        for (const listener of [...this.joinListeners]) listener(key, result);
      });
    }
    for (const [key, room] of this.onServer) {
      if (this.wanted.has(key)) continue;
      this.onServer.delete(key);
      this.transport.emit(CHAT_EVENTS.leave, room);
    }
  }
}

const isOk = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === true;
