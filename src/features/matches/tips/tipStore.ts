/**
 * The tips waiting to be shown by `LiveTipHost`, oldest first. A burst (several goals in one poll)
 * is capped so that a fan sees the newest news, not a minute-long backlog.
 */
import { create } from 'zustand';
import type { LiveTip } from './detect';

/** At most this many tips wait; older ones are dropped. */
export const LIVE_TIP_QUEUE_MAX = 3;

export interface ShownTip {
  /** Unique per shown tip (the host's timer restarts on a new id). */
  id: number;
  text: string;
  kind: LiveTip['kind'];
  matchId: number;
}

export interface LiveTipState {
  queue: ShownTip[];
}

export const useLiveTipStore = create<LiveTipState>(() => ({ queue: [] }));

let nextId = 1;

/** Queues a tip's text; the host shows it for LIVE_TIP_MS when its turn comes. */
export function showLiveTip(tip: Pick<LiveTip, 'kind' | 'matchId'>, text: string): ShownTip {
  const shown: ShownTip = { id: nextId++, text, kind: tip.kind, matchId: tip.matchId };
  useLiveTipStore.setState((state) => {
    const queue = [...state.queue, shown];
    // Keep the one on screen (index 0) and the newest behind it.
    return {
      queue:
        queue.length > LIVE_TIP_QUEUE_MAX
          ? [queue[0] as ShownTip, ...queue.slice(-(LIVE_TIP_QUEUE_MAX - 1))]
          : queue,
    };
  });
  return shown;
}

/** The tip on screen is done; the next one shows. */
export function dismissLiveTip(id: number): void {
  useLiveTipStore.setState((state) =>
    state.queue[0]?.id === id ? { queue: state.queue.slice(1) } : state,
  );
}

export function clearLiveTips(): void {
  useLiveTipStore.setState({ queue: [] });
}
