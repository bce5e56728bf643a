// Pins when the live push connects (issue 31: the first screen's JavaScript budget): with the live
// polls' first request — at once for a screen opened inside the app, one interval after the page's
// own scores for a first screen the server rendered — and never before anything is watched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import type { GatewayCall } from '@contracts/gateway';
import { ID_SET_DEBOUNCE_MS } from '@schedulers';
import { createLiveEventPoll, createLiveScorePoll, type SportdataCall } from '@shared/live';
import { startLivePush } from '@shared/live/startLivePush';
import { LIVE_SCORE_POLL_MS } from '@shared/live/timings';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';
import { liveScore } from './fixtures';

let kit: SchedulerKit;
let subs: Subscription[];
beforeEach(() => {
  kit = installSchedulerKit();
  subs = [];
});
afterEach(() => {
  for (const sub of subs) sub.unsubscribe();
  kit.restore();
});

function world() {
  const call = ((c: GatewayCall) =>
    Promise.resolve(
      c.name === 'getMatchEventByMatchIdList' ? { list: [] } : { list: [liveScore(1)] },
    )) as unknown as SportdataCall;
  const polls = {
    scores: [createLiveScorePoll('football', kit.scheduler, call)],
    events: createLiveEventPoll(kit.scheduler, call),
  };
  const connect = vi.fn();
  startLivePush(kit.scheduler, polls, connect);
  return { polls, connect };
}

describe('startLivePush', () => {
  it('connects nothing while no screen watches a match', async () => {
    const { connect } = world();
    await kit.advance(60_000);
    expect(connect).not.toHaveBeenCalled();
  });

  it('connects with the first request of a screen opened inside the app', async () => {
    const { polls, connect } = world();
    subs.push(polls.scores[0]!.entries$.subscribe());
    polls.scores[0]!.watch([1]);
    await kit.advance(ID_SET_DEBOUNCE_MS);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('waits one interval after the scores a server-rendered first screen carried, then connects once', async () => {
    const { polls, connect } = world();
    const cameAt = kit.scheduler.clock.now();
    for (const poll of [...polls.scores, polls.events]) poll.seedFresh(cameAt);
    polls.scores[0]!.watch([1]);
    polls.events.watch([1]);
    await kit.advance(LIVE_SCORE_POLL_MS - 1);
    expect(connect).not.toHaveBeenCalled();
    await kit.advance(1);
    expect(connect).toHaveBeenCalledTimes(1);
    await kit.advance(3 * LIVE_SCORE_POLL_MS);
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
