import { createHash } from 'node:crypto';

import { anyOf } from '../../../db/anyOf';
import type { ChangeFeed, Listen } from '../../../db/changeFeed';
import type { Database } from '../../../db/database';
import { matches } from '../../../db/schema';
import { liveScoreColumns, liveScoreOf } from '../rows';

/** A match's live score as the wire carries it, serialized once per change. */
interface Held {
  sport: number;
  version: number;
  json: string;
}

/** Matches held at most; the least recently asked go first beyond it (a day holds ~1,500). */
export const BOARD_MAX_MATCHES = 20_000;
/** Distinct answers (id set and versions) kept serialized: thousands of fans ask the same sets. */
export const BOARD_MAX_ANSWERS = 512;
/** An id asked that names no match is not asked of the database again for this long. */
export const BOARD_ABSENT_MS = 60_000;

/** A live-score answer: its list as JSON text, and the tag of exactly that content. */
export interface BoardAnswer {
  list: string;
  etag: string;
}

/**
 * The live scores of the matches fans watch, held in memory (issue 20 §1; docs/decisions/
 * live-at-scale.md). A match is read from the database the first time it is asked for, then kept
 * current by the database's change feed (NOTIFY match_changed, at commit): a notice marks it
 * stale, and the stale ones are read again together, once, before the next answer that needs
 * them. Polls are answered from memory; the database sees one read per change, not one per poll.
 * A gap in the feed (its connection lost) forgets everything: it is read again as asked.
 */
export class LiveBoard {
  private readonly held = new Map<number, Held>();
  private readonly absent = new Map<number, number>();
  private readonly stale = new Set<number>();
  private readonly answers = new Map<string, string>();
  /** Ids being read now: a change heard meanwhile may be newer than what the read returns. */
  private readonly reading = new Set<number>();
  private refreshing: Promise<void> | null = null;
  private feed: ChangeFeed | null = null;
  private readonly db: Database;
  private readonly now: () => number;

  constructor(db: Database, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /** Starts hearing the change feed; answers are only right from then on. */
  async start(listen: Listen): Promise<void> {
    this.feed = await listen(
      'match_changed',
      (payload) => this.changed(Number(payload)),
      () => this.forget(),
    );
  }

  async stop(): Promise<void> {
    await this.feed?.stop();
    this.feed = null;
  }

  /** How many matches are held (for the benchmarks and the tests). */
  get size(): number {
    return this.held.size;
  }

  private changed(id: number): void {
    if (!Number.isInteger(id)) return;
    this.absent.delete(id);
    if (this.held.has(id) || this.reading.has(id)) this.stale.add(id);
  }

  private forget(): void {
    this.held.clear();
    this.absent.clear();
    this.stale.clear();
    this.answers.clear();
  }

  /** The live scores of `ids` of one sport, in the order asked, as the gateway answers them. */
  async scores(ids: readonly number[], sport: number): Promise<BoardAnswer> {
    await this.fill(ids);
    const parts: string[] = [];
    const versions: string[] = [`${sport}`];
    for (const id of ids) {
      const m = this.held.get(id);
      if (!m || m.sport !== sport) continue;
      // Re-inserted: the map's order is the least recently asked first, for eviction.
      this.held.delete(id);
      this.held.set(id, m);
      versions.push(`${id}:${m.version}`);
      parts.push(m.json);
    }
    const etag = `"${createHash('sha1').update(versions.join(',')).digest('base64url')}"`;
    let list = this.answers.get(etag);
    if (list === undefined) {
      list = `[${parts.join(',')}]`;
      this.answers.set(etag, list);
      if (this.answers.size > BOARD_MAX_ANSWERS) this.drop(this.answers);
    }
    return { list, etag };
  }

  /** Reads what is stale or never seen among `ids`, in one query, before answering. */
  private async fill(ids: readonly number[]): Promise<void> {
    for (;;) {
      if (this.refreshing) await this.refreshing;
      const now = this.now();
      const wanted = ids.filter((id) => {
        if (this.stale.has(id)) return true;
        if (this.held.has(id)) return false;
        const gone = this.absent.get(id);
        return gone === undefined || now - gone > BOARD_ABSENT_MS;
      });
      if (wanted.length === 0) return;
      if (this.refreshing) continue;
      // Everything stale goes in the same read: the next poll finds it fresh.
      const reading = [...new Set([...wanted, ...this.stale])];
      this.refreshing = this.read(reading, now).finally(() => {
        this.refreshing = null;
      });
    }
  }

  private async read(ids: number[], now: number): Promise<void> {
    for (const id of ids) {
      this.stale.delete(id);
      this.reading.add(id);
    }
    let rows;
    try {
      rows = await this.db
        .select({ ...liveScoreColumns, sport: matches.sport })
        .from(matches)
        .where(anyOf(matches.id, ids));
    } finally {
      for (const id of ids) this.reading.delete(id);
    }
    const found = new Set<number>();
    for (const { sport, ...row } of rows) {
      found.add(row.id);
      const was = this.held.get(row.id);
      // A slower read must not put back an older state than one already held.
      if (was && was.version > row.version) continue;
      this.held.set(row.id, {
        sport,
        version: row.version,
        json: JSON.stringify(liveScoreOf(row)),
      });
      this.absent.delete(row.id);
    }
    for (const id of ids) if (!found.has(id)) this.absent.set(id, now);
    while (this.held.size > BOARD_MAX_MATCHES) this.drop(this.held);
    if (this.absent.size > BOARD_MAX_MATCHES) this.drop(this.absent);
  }

  private drop(map: Map<unknown, unknown>): void {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
