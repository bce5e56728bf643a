import type { EventKind, ScriptEvent } from './scriptTypes';

/** A match event as the database holds it (match_events). */
export interface StoredEvent {
  kind: string;
  side: number;
  minute: number;
  extraMinute: number;
  second: number;
  player: string | null;
  happenedAt: Date;
}

/** How a script's event is written (match_events), kick-off given; withStoredEvents reads it back. */
export function storedEventOf(e: ScriptEvent, kickoff: number): StoredEvent {
  return {
    kind: e.kind,
    side: e.side,
    minute: e.minute,
    extraMinute: e.extra,
    second: e.second,
    player: e.player,
    happenedAt: new Date(kickoff + e.at * 1000),
  };
}

/** A script's event as the match_events row the simulator writes: with the score after it. */
export function eventRowOf(
  e: ScriptEvent,
  kickoff: number,
  matchId: number,
  score: [number, number],
): StoredEvent & { matchId: number; detail: Record<string, unknown> } {
  return { ...storedEventOf(e, kickoff), matchId, detail: { ...(e.detail ?? {}), score } };
}

/**
 * The match's script with the events written for it that the script does not hold: those the
 * development control made happen (Simulator.makeHappen) in another process or before a restart.
 * Each stored event is matched to a scripted one of the same moment, kind and side; one with no
 * match goes in at its moment. Without it, the instance that takes the simulator over (issue 20 §4)
 * or a restarted one would replay the bare script and take a made goal back off the board.
 */
export function withStoredEvents(
  events: readonly ScriptEvent[],
  stored: readonly StoredEvent[],
  kickoff: number,
): ScriptEvent[] {
  const merged = [...events];
  const matched = new Set<number>();
  for (const e of stored) {
    const at = Math.round((e.happenedAt.getTime() - kickoff) / 1000);
    const index = merged.findIndex(
      (s, i) => !matched.has(i) && s.at === at && s.kind === e.kind && s.side === e.side,
    );
    if (index >= 0) {
      matched.add(index);
      continue;
    }
    const made: ScriptEvent = {
      at,
      kind: e.kind as EventKind,
      side: e.side === 1 || e.side === 2 ? e.side : 0,
      minute: e.minute,
      extra: e.extraMinute,
      second: e.second,
      player: e.player,
      detail: null,
    };
    const after = merged.findIndex((s) => s.at > at);
    const position = after < 0 ? merged.length : after;
    merged.splice(position, 0, made);
    // Indices at and after the insertion moved one on.
    const shifted = [...matched].map((i) => (i >= position ? i + 1 : i));
    matched.clear();
    for (const i of shifted) matched.add(i);
    matched.add(position);
  }
  return merged;
}
