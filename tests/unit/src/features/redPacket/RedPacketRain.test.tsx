// Pins the rain popup of a match page (issue 9 item 3): it shows when the marked match's newest
// round is open and not joined, caching the round as joined as it shows (a remount does not show it
// again); not within 60 s of the last join; a visitor is sent to login; a join refused with 101 is
// cached and said; a fan's rain ends in the award.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedPacketStatus } from '@contracts/redPacket';
import { ApiError } from '@shared/http';
import type * as SessionModule from '@shared/session';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const GOAL_AT = Date.parse('2026-11-22T20:10:00+08:00');
const api = vi.hoisted(() => ({
  fetchRedPacketMatches: vi.fn(),
  checkRound: vi.fn(),
  joinRound: vi.fn(),
  clickRed: vi.fn(),
}));
vi.mock('@features/redPacket/api', () => api);
const account = vi.hoisted(() => ({ requireLogin: vi.fn() }));
// The login gate only: the rest of the session is the real one.
vi.mock('@shared/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  requireLogin: account.requireLogin,
}));

const round: RedPacketStatus = {
  matchId: 7,
  goalCount: 2,
  open: true,
  join: false,
  login: true,
  closesAt: GOAL_AT + 300_000,
  joinedAt: null,
  award: null,
};

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date(GOAL_AT + 90_000) });
  for (const fn of Object.values(api)) fn.mockReset();
  account.requireLogin.mockReset();
  api.fetchRedPacketMatches.mockResolvedValue([
    {
      matchId: 7,
      redStatus: 1,
      matchStatus: 1,
      pointJson: { '1': GOAL_AT - 600_000, '2': GOAL_AT },
    },
  ]);
  api.checkRound.mockResolvedValue(round);
});
afterEach(() => kit.restore());

const login = () => localStorage.setItem('jcob_token', 't'.repeat(43));

async function page() {
  const { RedPacketRain } = await import('@features/redPacket/RedPacketRain');
  const view = render(
    <MemoryRouter>
      <RedPacketRain matchId={7} />
    </MemoryRouter>,
  );
  await act(() => kit.flush());
  await act(() => kit.flush());
  return view;
}

describe('the rain popup', () => {
  it('shows for an open round, caches it as joined, and rains then awards', async () => {
    login();
    api.joinRound.mockResolvedValue({ ...round, join: true });
    api.clickRed.mockResolvedValue({
      kind: 3,
      amount: 5,
      title: '5金币',
      validUntil: GOAL_AT + 7 * 86_400_000,
      couponId: null,
    });
    await page();
    expect(screen.getByTestId('rain-popup').dataset.phase).toBe('intro');
    expect(JSON.parse(localStorage.getItem('redPacketJoined') ?? '[]')).toEqual(['7:2']);
    fireEvent.click(screen.getByText('活动规则'));
    expect(screen.getByRole('dialog', { name: '进球红包雨活动规则' })).toBeTruthy();
    fireEvent.click(screen.getByText('知道了'));
    fireEvent.click(screen.getByTestId('rain-start'));
    await act(() => kit.flush());
    expect(api.joinRound).toHaveBeenCalledWith(7, 2);
    for (const packet of screen.getAllByTestId('rain-packet').slice(0, 4))
      fireEvent.pointerDown(packet);
    await act(() => kit.advance(10_000));
    expect(api.clickRed).toHaveBeenCalledWith(7, 2, 4);
    expect(screen.getByTestId('rain-award-title').textContent).toBe('5金币');
  });

  it('does not show a round again once shown, nor within 60 s of the last join', async () => {
    login();
    localStorage.setItem('redPacketJoined', JSON.stringify(['7:2']));
    const first = await page();
    expect(screen.queryByTestId('rain-popup')).toBeNull();
    first.unmount();
    localStorage.removeItem('redPacketJoined');
    localStorage.setItem('redPacketLastJoin', String(Date.now() - 60_000));
    await page();
    expect(screen.queryByTestId('rain-popup')).toBeNull();
  });

  it('sends a visitor to login', async () => {
    await page();
    expect(screen.getByTestId('rain-start').textContent).toBe('登录后开抢');
    fireEvent.click(screen.getByTestId('rain-start'));
    expect(account.requireLogin).toHaveBeenCalled();
    expect(api.joinRound).not.toHaveBeenCalled();
  });

  it('says a refused join (101) and keeps the round cached', async () => {
    login();
    api.joinRound.mockRejectedValue(
      new ApiError('http', {
        path: '/x',
        status: 409,
        code: '101',
        message: '你已参加过本轮红包雨',
      }),
    );
    await page();
    fireEvent.click(screen.getByTestId('rain-start'));
    await act(() => kit.flush());
    expect(screen.getByTestId('rain-notice').textContent).toContain('你已参加过本轮红包雨');
    expect(JSON.parse(localStorage.getItem('redPacketJoined') ?? '[]')).toContain('7:2');
  });
});
