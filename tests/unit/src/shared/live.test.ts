// Pins the app's live polls: the gateway calls they make (call, matchIdList, second), zod validation
// of the answers, events merged by id with their cursor, and the job factories' cadences.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import type { GatewayCall } from '@contracts/gateway';
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import { ApiError } from '@shared/http';
import {
  createLiveEventPoll,
  createLiveScorePoll,
  eventWindowSeconds,
  messageCountJob,
  redPacketCheckJob,
  redPacketListJob,
  type SportdataCall,
} from '@shared/live';
import { installSchedulerKit, type SchedulerKit } from '../../../kit/schedulerKit';
import { goalEvent, liveScore } from './live/fixtures';

const score = (matchId: number, homeScore = 0): LiveScore => liveScore(matchId, { homeScore });
const event = goalEvent;

/** A fake gateway that validates with the call's output schema, as `sportdata` does. */
function fakeGateway(answer: (apiName: string, args: Record<string, unknown>) => unknown) {
  return vi.fn((call: GatewayCall, args: Record<string, unknown>) => {
    const parsed = safeParse(call.output, answer(call.name, args));
    return parsed.success
      ? Promise.resolve(parsed.data)
      : Promise.reject(new ApiError('malformed', { path: call.name }));
  }) as unknown as SportdataCall & ReturnType<typeof vi.fn>;
}

describe('live polls', () => {
  let kit: SchedulerKit;
  beforeEach(() => {
    kit = installSchedulerKit();
  });
  afterEach(() => kit.restore());

  it('polls football and basketball live scores for the watched ids in one call each', async () => {
    const call = fakeGateway((_api, args) => ({
      list: (args.matchIdList as number[]).map((id) => score(id)),
    }));
    const football = createLiveScorePoll('football', kit.scheduler, call);
    const basketball = createLiveScorePoll('basketball', kit.scheduler, call);
    football.watch([1, 2]);
    basketball.watch([9]);
    await kit.advance(300);
    expect(call.mock.calls.map((c: unknown[]) => [(c[0] as GatewayCall).name, c[1]])).toEqual([
      ['getMatchListLiveScore', { matchIdList: [1, 2] }],
      ['getBkMatchListLiveScore', { matchIdList: [9] }],
    ]);
    expect(football.peek().data?.entries.get(2)).toEqual(score(2));
    await kit.advance(10_000);
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('turns a malformed answer into an error state and keeps the last good data', async () => {
    let broken = false;
    const call = fakeGateway(() => (broken ? { list: [{ matchId: 'x' }] } : { list: [score(1)] }));
    const poll = createLiveScorePoll('football', kit.scheduler, call);
    poll.watch([1]);
    await kit.advance(300);
    broken = true;
    await kit.advance(10_000);
    expect(poll.peek()).toMatchObject({ status: 'error', failureCount: 1 });
    expect(poll.peek().error).toBeInstanceOf(ApiError);
    expect(poll.peek().data?.entries.get(1)).toEqual(score(1));
  });

  it('asks for events incrementally with `second` and merges them by id', async () => {
    let served: MatchEvent[] = [event(1, 7, 100)];
    const call = fakeGateway(() => ({ list: served }));
    const events = createLiveEventPoll(kit.scheduler, call);
    events.watch([7]);
    await kit.advance(300);
    expect(call.mock.calls[0]?.[1]).toEqual({ matchIdList: [7], second: undefined });
    served = [event(2, 7, 200)];
    await kit.advance(10_000);
    expect(call.mock.calls[1]?.[1]).toEqual({ matchIdList: [7], second: 15 });
    expect(
      events
        .peek()
        .data?.entries.get(7)
        ?.map((e) => e.id),
    ).toEqual([1, 2]);
  });

  it('computes the event window with overlap, capped at a day', () => {
    expect(eventWindowSeconds(undefined, 10)).toBeUndefined();
    expect(eventWindowSeconds(0, 10_000)).toBe(15);
    expect(eventWindowSeconds(0, 10 * 86_400_000)).toBe(86_400);
  });

  it('declares the message and red-packet jobs with the spec cadences', async () => {
    const count = vi.fn(() => Promise.resolve(3));
    const sub = messageCountJob(count, kit.scheduler).data$.subscribe();
    const check = redPacketCheckJob(() => Promise.resolve([]), kit.scheduler).data$.subscribe();
    const list = redPacketListJob(() => Promise.resolve([]), kit.scheduler).data$.subscribe();
    await kit.advance(60_000);
    expect(count).toHaveBeenCalledTimes(2);
    expect(kit.rows().map((r) => [r.key, r.intervalMs])).toEqual([
      ['messages:count', 60_000],
      ['red-packets:check', 10_000],
      ['red-packets:list', 1_003_000],
    ]);
    for (const s of [sub, check, list]) s.unsubscribe();
  });
});
