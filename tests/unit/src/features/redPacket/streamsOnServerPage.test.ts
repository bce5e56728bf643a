// @vitest-environment jsdom
// Pins the red-packet jobs on a page the server rendered (issue 38): the page came with its rows'
// packets, so neither the on-screen check nor today's full list is asked with the page — both ask
// one check interval (10 s) after it, as the live polls do — and then at their own cadences.
// A file of its own: the jobs are made once per module graph.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const api = vi.hoisted(() => ({ fetchRedPacketMatches: vi.fn(), checkRound: vi.fn() }));
vi.mock('@features/redPacket/api', () => api);

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true });
  api.fetchRedPacketMatches.mockImplementation((ids: number[] | null) =>
    Promise.resolve(
      (ids ?? [8]).map((matchId) => ({ matchId, redStatus: 1, matchStatus: 1, pointJson: {} })),
    ),
  );
});
afterEach(() => kit.restore());

const listCalls = () => api.fetchRedPacketMatches.mock.calls.filter(([ids]) => ids === null).length;
const checkCalls = () => api.fetchRedPacketMatches.mock.calls.filter(([ids]) => ids !== null);

describe('the red-packet jobs on a page the server rendered', () => {
  it('ask nothing with the page, then both one check interval later', async () => {
    const { liveDataCameWithPage } = await import('@shared/live');
    liveDataCameWithPage(kit.scheduler.clock.now());
    const { holdRedPacketJobs } = await import('@features/redPacket/streams');
    const { holdOnScreen } = await import('@features/redPacket/store');
    const row = holdOnScreen(8);
    const release = holdRedPacketJobs();
    await kit.flush();
    expect(api.fetchRedPacketMatches).not.toHaveBeenCalled();
    await kit.advance(9_999);
    expect(api.fetchRedPacketMatches).not.toHaveBeenCalled();
    await kit.advance(1);
    expect(listCalls()).toBe(1);
    expect(checkCalls()).toEqual([[[8], expect.anything()]]);
    // Then the check every 10 s, the list every 1003 s.
    await kit.advance(10_000);
    expect(checkCalls()).toHaveLength(2);
    expect(listCalls()).toBe(1);
    await kit.advance(1003_000 - 10_000);
    expect(listCalls()).toBe(2);
    release();
    row();
  });
});
