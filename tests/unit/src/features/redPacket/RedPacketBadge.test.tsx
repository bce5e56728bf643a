// Pins the packet on rows and headers (issue 16 item 7): it shows on a match whose packet is active
// and that is still to be played or in play, and never on a match that is over — finished, or
// abnormal (interrupted, abandoned, postponed, cancelled) — where no rain can come. The status comes
// from the header's match (the live store) when given, else from the red-packet list's own match.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedPacketMatch } from '@contracts/sportdata/matches';
import { RedPacketBadge } from '@features/redPacket';
import { useRedPacketStore } from '@features/redPacket/store';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const api = vi.hoisted(() => ({
  fetchRedPacketMatches: vi.fn<() => Promise<RedPacketMatch[]>>(),
  checkRound: vi.fn(),
  joinRound: vi.fn(),
  clickRed: vi.fn(),
}));
vi.mock('@features/redPacket/api', () => api);

const packet = (over: Partial<RedPacketMatch> = {}): RedPacketMatch => ({
  matchId: 7,
  redStatus: 1,
  matchStatus: 12,
  pointJson: {},
  ...over,
});

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date('2026-11-22T20:30:00+08:00') });
  useRedPacketStore.setState({ byId: {}, rounds: {}, onScreen: {}, marked: null, locked: false });
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchRedPacketMatches.mockResolvedValue([]);
});
afterEach(() => kit.restore());

async function settle() {
  await act(() => kit.flush());
  await act(() => kit.flush());
}

describe('RedPacketBadge', () => {
  it('shows on a match in play with an active packet', async () => {
    render(<RedPacketBadge matchId={7} redStatus={1} matchStatus={12} />);
    await settle();
    expect(screen.getByTestId('red-packet')).toBeTruthy();
  });

  it('shows before kick-off too (the packet waits for the first goal)', async () => {
    render(<RedPacketBadge matchId={7} redStatus={1} matchStatus={0} />);
    await settle();
    expect(screen.getByTestId('red-packet')).toBeTruthy();
  });

  it.each([
    ['finished', 2],
    ['interrupted', 3],
    ['abandoned', 7],
    ['postponed', 8],
  ])('hides on a football match %s (%d), and checks nothing for it', async (_name, status) => {
    render(<RedPacketBadge matchId={7} redStatus={1} matchStatus={status} />);
    await settle();
    expect(screen.queryByTestId('red-packet')).toBeNull();
    expect(useRedPacketStore.getState().onScreen).toEqual({});
    expect(api.fetchRedPacketMatches).not.toHaveBeenCalled();
  });

  it.each([
    ['finished', -1],
    ['cancelled', -4],
    ['postponed', -5],
  ])('hides on a basketball match %s (%d)', async (_name, status) => {
    render(<RedPacketBadge matchId={7} redStatus={1} matchStatus={status} sportType={2} />);
    await settle();
    expect(screen.queryByTestId('red-packet')).toBeNull();
  });

  it('goes when the header’s live match reaches full time', async () => {
    const view = render(<RedPacketBadge matchId={7} redStatus={1} matchStatus={12} />);
    await settle();
    expect(screen.getByTestId('red-packet')).toBeTruthy();
    view.rerender(<RedPacketBadge matchId={7} redStatus={1} matchStatus={2} />);
    expect(screen.queryByTestId('red-packet')).toBeNull();
  });

  it('hides on a row when the red-packet list says the match is over', async () => {
    api.fetchRedPacketMatches.mockResolvedValue([packet({ matchStatus: 2 })]);
    render(<RedPacketBadge matchId={7} redStatus={1} />);
    await settle();
    expect(api.fetchRedPacketMatches).toHaveBeenCalled();
    expect(screen.queryByTestId('red-packet')).toBeNull();
  });

  it('stays on a row while the red-packet list has the match in play', async () => {
    api.fetchRedPacketMatches.mockResolvedValue([packet({ matchStatus: 12 })]);
    render(<RedPacketBadge matchId={7} redStatus={1} />);
    await settle();
    expect(screen.getByTestId('red-packet')).toBeTruthy();
  });
});
