import type { RoomRef } from '@contracts/chat';
import { backoffDelay, type Cancel, type Clock } from '@schedulers';
import type { ChatHistory } from './chatRoom';
import type { MessageLog } from './messageLog';
import { RECONNECT_CAP_MS } from './timings';

/** Catch-up pages before giving up on filling a gap and starting from the latest again. */
export const MAX_CATCH_UP_PAGES = 10;
/** A catch-up starts this many held messages before the last one known in sync (see idBefore). */
export const CATCH_UP_OVERLAP = 10;

/**
 * What a room missed while it was not joined, fetched over HTTP after each join the server did not
 * recover. It knows how far the room is surely complete (`syncedThrough`): the first page, each
 * catch-up page, and live messages only while nothing is missing. It pages from there (a little
 * before, in case of late commits) with each page's own last id as the cursor — never the newest id
 * held, which a live message arriving meanwhile would push past the gap. One run at a time; a
 * failed one is tried again on a backoff while the connection lasts.
 */
export class CatchUp {
  /** Every message up to this id (that the room shows) is held. */
  private syncedThrough: number | null = null;
  /** Nothing is missing now: live messages extend syncedThrough. */
  private inSync = false;
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retry: Cancel | null = null;
  private closed = false;
  private readonly deps: {
    room: RoomRef;
    history: ChatHistory;
    log: MessageLog;
    clock: Clock;
    /** The log changed: publish it. */
    changed: () => void;
    /** Too much was missed: start over from the latest page. */
    restart: () => Promise<void>;
    /** Whether trying again makes sense now (connected, still open). */
    canRetry: () => boolean;
  };

  constructor(deps: CatchUp['deps']) {
    this.deps = deps;
  }

  /** The latest page was loaded: complete through its newest message (an empty room: through 0). */
  loadedLatest(newestId: number | null): void {
    this.syncedThrough = Math.max(this.syncedThrough ?? 0, newestId ?? 0);
  }

  /** A live message arrived over the socket. */
  live(id: number): void {
    if (this.inSync) this.syncedThrough = Math.max(this.syncedThrough ?? 0, id);
  }

  /** The connection dropped without recovery: something may be missing until the next run. */
  gap(): void {
    this.inSync = false;
  }

  /** Fills the gap after syncedThrough; one run at a time, again if asked meanwhile. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.cancelRetry();
    this.running = (async () => {
      do {
        this.again = false;
        await this.once();
      } while (this.again && !this.closed);
    })().finally(() => (this.running = null));
    return this.running;
  }

  close(): void {
    this.closed = true;
    this.cancelRetry();
  }

  private async once(): Promise<void> {
    const from = this.syncedThrough;
    // The first page is still to come: it is the catch-up (the join asks again once it is in).
    if (from === null) return;
    let cursor = this.deps.log.idBefore(from, CATCH_UP_OVERLAP);
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
        const got = await this.deps.history.after(this.deps.room, cursor);
        if (this.closed) return;
        for (const message of got.messages) this.deps.log.receive(message);
        cursor = got.messages.at(-1)?.id ?? cursor;
        this.syncedThrough = Math.max(this.syncedThrough ?? 0, cursor);
        this.deps.changed();
        if (!got.hasMore) {
          this.settled();
          return;
        }
      }
      // Too much was missed to page through: start again from the latest.
      this.deps.log.resetConfirmed();
      this.syncedThrough = null;
      await this.deps.restart();
      this.settled();
    } catch {
      this.failures += 1;
      if (!this.deps.canRetry() || this.closed) return;
      const wait = backoffDelay(this.failures, { capMs: RECONNECT_CAP_MS });
      this.retry = this.deps.clock.after(wait, () => {
        this.retry = null;
        if (this.deps.canRetry()) void this.run();
      });
    }
  }

  /**
   * Caught up while joined: every message stored before the last page was asked is held, and every
   * one stored after the join came over the socket, so the room is complete through its newest.
   */
  private settled(): void {
    this.failures = 0;
    this.inSync = true;
    const newest = this.deps.log.lastServerId();
    if (newest !== null) this.syncedThrough = Math.max(this.syncedThrough ?? 0, newest);
  }

  private cancelRetry(): void {
    this.retry?.();
    this.retry = null;
  }
}
