import type { LiveMark } from '@contracts/live';
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import type { LiveFeed } from '@realtime';
import type { IdSetPoll } from '@schedulers';
import { combineLatest, Subscription } from 'rxjs';
import { LIVE_SAFETY_POLL_MS } from './timings';

/** The live polls pushes feed: each sport's scores, and the events. */
export interface LivePolls {
  scores: readonly IdSetPoll<number, LiveScore>[];
  events: IdSetPoll<number, readonly MatchEvent[]>;
}

/**
 * Joins live pushes to the live polls (issue 20 §2; docs/decisions/live-push.md): one path, not
 * two. The feed watches exactly what the polls poll; what it pushes enters the polls' data as an
 * answer would (so the spoiler delay, tips and stores downstream see one stream); while it is
 * healthy the polls slow to the safety cadence, and when it is not they poll as before.
 *
 * Scores are whole states ordered by version: a missed one costs nothing once a newer one comes.
 * Events are increments, each push chained to the last event before it: a fan who holds less
 * than the chain says missed some, and one poll fetches them. Returns the teardown.
 */
export function joinLivePush(feed: LiveFeed, polls: LivePolls): () => void {
  const all = [...polls.scores, polls.events];
  /** The newest event id known per match, from pushes and marks (the polls' own data counts too). */
  const chain = new Map<number, number>();
  const subscriptions = new Subscription();

  const newestHeld = (matchId: number): number => {
    const events = polls.events.peek().data?.entries.get(matchId) ?? [];
    return Math.max(chain.get(matchId) ?? 0, ...events.map((e) => e.id));
  };
  const polledBefore = (matchId: number): boolean =>
    chain.has(matchId) || (polls.events.peek().data?.cursors.has(matchId) ?? false);
  const receiveScore = (score: LiveScore) => {
    for (const poll of polls.scores) poll.receive([[score.matchId, score]]);
  };

  subscriptions.add(
    combineLatest(all.map((poll) => poll.ids$)).subscribe((sets) => {
      const watched = new Set<number>();
      for (const ids of sets) for (const id of ids) watched.add(id);
      for (const id of chain.keys()) if (!watched.has(id)) chain.delete(id);
      feed.watch(watched);
    }),
  );
  subscriptions.add(feed.scores$.subscribe(receiveScore));
  subscriptions.add(
    feed.marks$.subscribe((marks: readonly LiveMark[]) => {
      let missed = false;
      for (const mark of marks) {
        if (mark.score) receiveScore(mark.score);
        // A match watched before (a reconnect): events beyond what is held were missed meanwhile.
        // A new one starts its chain here; its past events come with the events poll's next answer.
        if (
          polls.events.ids().has(mark.matchId) &&
          polledBefore(mark.matchId) &&
          mark.lastEventId > newestHeld(mark.matchId)
        )
          missed = true;
        chain.set(mark.matchId, Math.max(chain.get(mark.matchId) ?? 0, mark.lastEventId));
      }
      if (missed) polls.events.refresh();
    }),
  );
  subscriptions.add(
    feed.events$.subscribe((push) => {
      const held = newestHeld(push.matchId);
      polls.events.receive([[push.matchId, push.events]]);
      chain.set(push.matchId, Math.max(held, ...push.events.map((e) => e.id)));
      if (push.after > held && polls.events.ids().has(push.matchId)) polls.events.refresh();
    }),
  );
  subscriptions.add(
    feed.healthy$.subscribe((healthy) => {
      for (const poll of all) {
        poll.retime(healthy ? LIVE_SAFETY_POLL_MS : undefined);
        poll.setPushed(healthy);
      }
    }),
  );
  return () => {
    subscriptions.unsubscribe();
    for (const poll of all) {
      poll.retime(undefined);
      poll.setPushed(false);
    }
    feed.watch([]);
  };
}
