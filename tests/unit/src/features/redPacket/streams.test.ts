// @vitest-environment jsdom
// Pins the red-packet jobs' cadences on fake timers (issue 9 item 1): the full list at once and
// every 1003 s; the on-screen check at once and every 10 s, asking only about active packets on
// screen and the marked match, and the round of the marked match's newest goal unless this device
// joined it already; nothing asked once nothing holds them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const GOAL_AT = Date.parse('2026-11-22T20:10:00+08:00');
const api = vi.hoisted(() => ({
  fetchRedPacketMatches: vi.fn(),
  checkRound: vi.fn(),
}));
vi.mock('@features/redPacket/api', () => api);

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true });
  api.fetchRedPacketMatches.mockReset();
  api.checkRound.mockReset();
  api.fetchRedPacketMatches.mockImplementation((ids: number[] | null) =>
    Promise.resolve(
      (ids ?? [7, 8]).map((matchId) => ({
        matchId,
        redStatus: matchId === 9 ? 0 : 1,
        matchStatus: 1,
        pointJson: { '1': GOAL_AT },
      })),
    ),
  );
  api.checkRound.mockResolvedValue({
    matchId: 7,
    goalCount: 1,
    open: true,
    join: false,
    login: false,
    closesAt: GOAL_AT + 300_000,
    joinedAt: null,
    award: null,
  });
});
afterEach(() => kit.restore());

const listCalls = () => api.fetchRedPacketMatches.mock.calls.filter(([ids]) => ids === null).length;
const checkCalls = () => api.fetchRedPacketMatches.mock.calls.filter(([ids]) => ids !== null);

describe('the red-packet jobs', () => {
  it('ask for the list every 1003 s and check what is on screen every 10 s', async () => {
    const { holdRedPacketJobs } = await import('@features/redPacket/streams');
    const { holdOnScreen, useRedPacketStore } = await import('@features/redPacket/store');
    const row = holdOnScreen(8);
    const quiet = holdOnScreen(9);
    useRedPacketStore.setState({ marked: 7 });
    const release = holdRedPacketJobs();
    await kit.flush();
    expect(listCalls()).toBe(1);
    expect(checkCalls()).toHaveLength(1);
    expect(api.checkRound).toHaveBeenCalledWith(7, 1, expect.anything());
    expect(useRedPacketStore.getState().rounds['7:1']).toMatchObject({ open: true });

    await kit.advance(9_999);
    expect(checkCalls()).toHaveLength(1);
    await kit.advance(1);
    expect(checkCalls()).toHaveLength(2);
    // Match 9 turned out inactive: it is not asked about again.
    expect(checkCalls()[1]?.[0]).toEqual(expect.arrayContaining([7, 8]));
    expect(checkCalls()[1]?.[0]).not.toContain(9);

    await kit.advance(1003_000 - 10_000 - 1);
    expect(listCalls()).toBe(1);
    await kit.advance(1);
    expect(listCalls()).toBe(2);

    release();
    row();
    quiet();
    useRedPacketStore.setState({ marked: null });
    await kit.advance(5_000);
    const before = api.fetchRedPacketMatches.mock.calls.length;
    await kit.advance(60_000);
    expect(api.fetchRedPacketMatches.mock.calls.length).toBe(before);
  });

  it('does not ask about a round this device joined', async () => {
    localStorage.setItem('redPacketJoined', JSON.stringify(['7:1']));
    const { checkOnScreen } = await import('@features/redPacket/streams');
    const { useRedPacketStore } = await import('@features/redPacket/store');
    useRedPacketStore.setState({ marked: 7, onScreen: {} });
    await checkOnScreen(new AbortController().signal);
    expect(api.checkRound).not.toHaveBeenCalled();
  });
});
