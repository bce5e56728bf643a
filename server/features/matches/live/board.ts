import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';

import { anyOf } from '../../../db/anyOf';
import type { ChangeFeed, Listen } from '../../../db/changeFeed';
import type { Database } from '../../../db/database';
import { matchEvents, matches } from '../../../db/schema';
import { eventOf, liveScoreColumns, liveScoreOf } from '../rows';
import { dropOldest, HeldByMatch, type Loaded } from './heldByMatch';

/** Distinct answers (id set and versions) kept serialized: thousands of fans ask the same sets. */
export const BOARD_MAX_ANSWERS = 512;

/** A match's live score as the wire carries it, serialized once per change. */
interface HeldScore {
  sport: number;
  json: string;
}

/** One event as the wire carries it, serialized once, with what the window and tag need. */
export interface HeldEvent {
  id: number;
  happenedAt: number;
  json: string;
}

/** Where one match stands: what a live push sends (push.ts). */
export interface MatchState {
  matchId: number;
  version: number;
  /** Its live score, as the wire carries it (JSON text). */
  score: string;
  /** Its events, oldest first, each as the wire carries it (JSON text). */
  events: readonly HeldEvent[];
}

/** An answer: its list as JSON text, and the tag of exactly that content. */
export interface BoardAnswer {
  list: string;
  etag: string;
}

/**
 * The live scores and events of the matches fans watch, held in memory (issue 20 §1; docs/
 * decisions/live-at-scale.md) and kept current by the database's change feed (NOTIFY
 * match_changed at commit, for a match's new version and for its new events). Polls are answered
 * from memory, each answer serialized once for everyone who asks the same thing.
 */
export class LiveBoard {
  private readonly heldScores: HeldByMatch<HeldScore>;
  private readonly heldEvents: HeldByMatch<readonly HeldEvent[]>;
  private readonly answers = new Map<string, string>();
  private feed: ChangeFeed | null = null;
  private readonly listeners = new Set<(matchId: number) => void>();

  constructor(db: Database, now: () => number) {
    this.heldScores = new HeldByMatch((ids) => loadScores(db, ids), now);
    this.heldEvents = new HeldByMatch((ids) => loadEvents(db, ids), now);
  }

  /** Starts hearing the change feed; answers are only right from then on. */
  async start(listen: Listen): Promise<void> {
    this.feed = await listen(
      'match_changed',
      (payload) => {
        const id = Number(payload);
        if (!Number.isInteger(id)) return;
        this.heldScores.changed(id);
        this.heldEvents.changed(id);
        for (const listener of this.listeners) listener(id);
      },
      () => {
        this.heldScores.forget();
        this.heldEvents.forget();
        this.answers.clear();
      },
    );
  }

  async stop(): Promise<void> {
    await this.feed?.stop();
    this.feed = null;
  }

  /** Hears each committed change of a match, after the board marked it stale; returns the removal. */
  onChange(listener: (matchId: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Where each of `ids` that names a match stands now (read first if stale), in the order asked. */
  async states(ids: readonly number[]): Promise<MatchState[]> {
    const [scores, events] = await Promise.all([
      this.heldScores.get(ids),
      this.heldEvents.get(ids),
    ]);
    const states: MatchState[] = [];
    ids.forEach((matchId, i) => {
      const score = scores[i];
      if (!score) return;
      states.push({
        matchId,
        version: score.version,
        score: score.value.json,
        events: events[i]?.value ?? [],
      });
    });
    return states;
  }

  /** How many matches are held (for the benchmarks and the tests). */
  get size(): number {
    return this.heldScores.size;
  }

  /** The live scores of `ids` of one sport, in the order asked, as the gateway answers them. */
  async scores(ids: readonly number[], sport: number): Promise<BoardAnswer> {
    const held = await this.heldScores.get(ids);
    const parts: string[] = [];
    const versions: string[] = [`s${sport}`];
    held.forEach((m, i) => {
      if (!m || m.value.sport !== sport) return;
      versions.push(`${ids[i]}:${m.version}`);
      parts.push(m.value.json);
    });
    return this.answer(versions, parts);
  }

  /**
   * The events of `ids`, oldest first; with `since`, only those that happened after it (the
   * incremental poll's window). The tag is over the events in the answer: events never change.
   */
  async events(ids: readonly number[], since?: number): Promise<BoardAnswer> {
    const picked: HeldEvent[] = [];
    for (const m of await this.heldEvents.get([...new Set(ids)])) {
      if (!m) continue;
      picked.push(...(since === undefined ? m.value : after(m.value, since)));
    }
    picked.sort((a, b) => a.happenedAt - b.happenedAt || a.id - b.id);
    return this.answer(
      ['e', ...picked.map((e) => String(e.id))],
      picked.map((e) => e.json),
    );
  }

  /** The answer of these parts, tagged by what identifies its content, serialized once. */
  private answer(identity: string[], parts: string[]): BoardAnswer {
    const etag = `"${createHash('sha1').update(identity.join(',')).digest('base64url')}"`;
    let list = this.answers.get(etag);
    if (list === undefined) {
      list = `[${parts.join(',')}]`;
      this.answers.set(etag, list);
      if (this.answers.size > BOARD_MAX_ANSWERS) dropOldest(this.answers);
    }
    return { list, etag };
  }
}

/** The events that happened after `since`: the tail of a list kept oldest first. */
function after(events: readonly HeldEvent[], since: number): readonly HeldEvent[] {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((events[mid]?.happenedAt ?? Infinity) > since) high = mid;
    else low = mid + 1;
  }
  return events.slice(low);
}

async function loadScores(db: Database, ids: number[]): Promise<Map<number, Loaded<HeldScore>>> {
  const rows = await db
    .select({ ...liveScoreColumns, sport: matches.sport })
    .from(matches)
    .where(anyOf(matches.id, ids));
  return new Map(
    rows.map(({ sport, ...row }) => [
      row.id,
      { version: row.version, value: { sport, json: JSON.stringify(liveScoreOf(row)) } },
    ]),
  );
}

/**
 * Every id gets an entry, empty when it has no events (or names no match: held empty, a later
 * event's notice still reaches it). The version is the newest event's id: events are only added.
 */
async function loadEvents(
  db: Database,
  ids: number[],
): Promise<Map<number, Loaded<readonly HeldEvent[]>>> {
  const rows = await db
    .select()
    .from(matchEvents)
    .where(anyOf(matchEvents.matchId, ids))
    .orderBy(asc(matchEvents.happenedAt), asc(matchEvents.id));
  const byMatch = new Map<number, HeldEvent[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const wire = eventOf(row);
    byMatch
      .get(row.matchId)
      ?.push({ id: row.id, happenedAt: wire.happenedAt, json: JSON.stringify(wire) });
  }
  return new Map(
    [...byMatch].map(([id, events]) => [
      id,
      { version: events.reduce((max, e) => Math.max(max, e.id), 0), value: events },
    ]),
  );
}
