/** What a loader found for one match: its state and the version that orders states. */
export interface Loaded<T> {
  version: number;
  value: T;
}

/** Reads the current state of these matches; an id it returns nothing for names no match. */
export type LoadMatches<T> = (ids: number[]) => Promise<Map<number, Loaded<T>>>;

/** Matches held at most; the least recently asked go first beyond it (a day holds ~1,500). */
export const HELD_MAX_MATCHES = 20_000;
/** An id asked that names no match is not asked of the database again for this long. */
export const HELD_ABSENT_MS = 60_000;

/**
 * Some state of each match fans ask about (its live score, its events), held in memory and kept
 * current by the database's change feed (issue 20 §1; docs/decisions/live-at-scale.md). A match is
 * loaded the first time it is asked for; a notice marks it stale, and the stale ones are loaded
 * again together, once, before the next answer that needs them. The database sees one read per
 * change, not one per poll. A gap in the feed forgets everything: it is loaded again as asked.
 */
/** A held state and when it was last asked for (a counter: eviction drops the least recent). */
interface Held<T> extends Loaded<T> {
  asked: number;
}

export class HeldByMatch<T> {
  private readonly held = new Map<number, Held<T>>();
  private asks = 0;
  private readonly absent = new Map<number, number>();
  private readonly stale = new Set<number>();
  /** Ids being loaded now: a change heard meanwhile may be newer than what the load returns. */
  private readonly loading = new Set<number>();
  private refreshing: Promise<void> | null = null;
  private readonly load: LoadMatches<T>;
  private readonly now: () => number;

  constructor(load: LoadMatches<T>, now: () => number) {
    this.load = load;
    this.now = now;
  }

  /** How many matches are held (for the benchmarks and the tests). */
  get size(): number {
    return this.held.size;
  }

  /** The feed's notice that a match changed (committed). */
  changed(id: number): void {
    this.absent.delete(id);
    if (this.held.has(id) || this.loading.has(id)) this.stale.add(id);
  }

  /** The feed had a gap: nothing held can be trusted. */
  forget(): void {
    this.held.clear();
    this.absent.clear();
    this.stale.clear();
  }

  /** The current state of each of `ids` (undefined: no such match), in the order asked. */
  async get(ids: readonly number[]): Promise<Array<Loaded<T> | undefined>> {
    await this.fill(ids);
    // Stamped, not re-inserted: the map is not reshuffled by every poll (eviction sorts, rarely).
    const asked = ++this.asks;
    return ids.map((id) => {
      const m = this.held.get(id);
      if (m) m.asked = asked;
      return m;
    });
  }

  /** Loads what is stale or never seen among `ids`, in one read, before answering. */
  private async fill(ids: readonly number[]): Promise<void> {
    for (;;) {
      if (this.refreshing) await this.refreshing;
      const now = this.now();
      const wanted = ids.filter((id) => {
        if (this.stale.has(id)) return true;
        if (this.held.has(id)) return false;
        const gone = this.absent.get(id);
        return gone === undefined || now - gone > HELD_ABSENT_MS;
      });
      if (wanted.length === 0) return;
      if (this.refreshing) continue;
      // Everything stale goes in the same read: the next poll finds it fresh.
      const loading = [...new Set([...wanted, ...this.stale])];
      this.refreshing = this.refresh(loading, now).finally(() => {
        this.refreshing = null;
      });
    }
  }

  private async refresh(ids: number[], now: number): Promise<void> {
    for (const id of ids) {
      this.stale.delete(id);
      this.loading.add(id);
    }
    let found: Map<number, Loaded<T>>;
    try {
      found = await this.load(ids);
    } finally {
      for (const id of ids) this.loading.delete(id);
    }
    for (const id of ids) {
      const loaded = found.get(id);
      if (!loaded) {
        this.absent.set(id, now);
        continue;
      }
      const was = this.held.get(id);
      // A slower read must not put back an older state than one already held.
      if (was && was.version > loaded.version) continue;
      this.held.set(id, { ...loaded, asked: this.asks });
      this.absent.delete(id);
    }
    if (this.held.size > HELD_MAX_MATCHES) this.evict();
    while (this.absent.size > HELD_MAX_MATCHES) dropOldest(this.absent);
  }

  /** Drops the least recently asked tenth (not one at a time: it sorts). */
  private evict(): void {
    const byAsked = [...this.held].sort(([, a], [, b]) => a.asked - b.asked);
    const drop = this.held.size - Math.floor(HELD_MAX_MATCHES * 0.9);
    for (const [id] of byAsked.slice(0, drop)) this.held.delete(id);
  }
}

/** Drops a map's first (least recently set) entry. */
export function dropOldest(map: Map<unknown, unknown>): void {
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
