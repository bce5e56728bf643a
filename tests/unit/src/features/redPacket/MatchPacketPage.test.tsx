// Pins 比赛红包 (match-packet/packet; issue 37 §3): a match's rounds newest first with joiners,
// winners and the fan's own result in words, what comes next, the way to the match page (to grab
// an open round), an empty match, a bad id making no call and a failure retried.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARD_KIND, type MatchPacketRounds } from '@contracts/redPacket';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import MatchPacketPage from '@features/redPacket/packet/MatchPacketPage';
import { myPartText, nextRoundText } from '@features/redPacket/packet/rules';

const api = vi.hoisted(() => ({ fetchMatchPacketRounds: vi.fn() }));
vi.mock('@features/redPacket/packet/api', () => api);
configure({ asyncUtilTimeout: 3000 });

const KICK_OFF = Date.parse('2026-11-29T20:00:00+08:00');
function answer(over: Partial<MatchPacketRounds> = {}): MatchPacketRounds {
  return {
    matchId: 77,
    sport: 1,
    leagueName: '英超',
    homeName: '阿森纳',
    awayName: '切尔西',
    matchTime: KICK_OFF,
    status: 1,
    homeScore: 1,
    awayScore: 1,
    active: true,
    over: false,
    nextGoalCount: 3,
    login: true,
    rounds: [
      {
        goalCount: 2,
        openedAt: KICK_OFF + 50 * 60_000,
        closesAt: KICK_OFF + 55 * 60_000,
        open: true,
        joiners: 12,
        winners: 0,
        mine: null,
      },
      {
        goalCount: 1,
        openedAt: KICK_OFF + 10 * 60_000,
        closesAt: KICK_OFF + 15 * 60_000,
        open: false,
        joiners: 30,
        winners: 21,
        mine: {
          joinedAt: KICK_OFF + 11 * 60_000,
          award: { kind: 3, amount: 3, title: '3金币', validUntil: null, couponId: null },
        },
      },
    ],
    ...over,
  };
}

beforeEach(() => {
  api.fetchMatchPacketRounds.mockReset();
  api.fetchMatchPacketRounds.mockResolvedValue(answer());
});
afterEach(() => appScheduler.reset());

function open(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/match-packet/packet" element={<MatchPacketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('比赛红包', () => {
  it('lists the rounds newest first with the fan’s results and the way to grab', async () => {
    open('/match-packet/packet?matchId=77');
    await waitFor(() => expect(screen.getAllByTestId('packet-round')).toHaveLength(2));
    expect(api.fetchMatchPacketRounds).toHaveBeenCalledWith(77, expect.any(AbortSignal));
    const [newest, older] = screen.getAllByTestId('packet-round');
    expect(newest?.dataset.goal).toBe('2');
    expect(newest?.textContent).toContain('进行中');
    expect(newest?.textContent).toContain('12人参与');
    expect(newest?.textContent).toContain('我的结果：未参与');
    expect(older?.textContent).toContain('已结束');
    expect(older?.textContent).toContain('我的结果：3金币');
    expect(screen.getByTestId('packet-next').textContent).toBe('第3球进球后开抢，5分钟内有效');
    const toMatch = screen.getByTestId('packet-to-match');
    expect(toMatch.textContent).toBe('去比赛页抢红包');
    expect(toMatch.getAttribute('href')).toBe('/match-detail?matchId=77');
  });

  it('says a match without rounds, and one whose packet is over', async () => {
    api.fetchMatchPacketRounds.mockResolvedValue(
      answer({ rounds: [], over: true, nextGoalCount: null }),
    );
    open('/match-packet/packet?matchId=77');
    await waitFor(() => expect(screen.getByTestId('packet-empty')).toBeTruthy());
    expect(screen.getByTestId('packet-next').textContent).toBe('比赛已结束，红包雨已结束');
  });

  it('makes no call for a bad id and says an unknown match', () => {
    open('/match-packet/packet?matchId=abc');
    expect(screen.getByTestId('packet-not-found')).toBeTruthy();
    expect(api.fetchMatchPacketRounds).not.toHaveBeenCalled();
  });

  it('retries a failed call', async () => {
    api.fetchMatchPacketRounds.mockRejectedValueOnce(new ApiError('network', { path: '/api/x' }));
    open('/match-packet/packet?matchId=77');
    await waitFor(() => expect(screen.getByTestId('packet-error')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getAllByTestId('packet-round')).toHaveLength(2));
  });
});

describe('the words', () => {
  it('tell the fan’s part and what comes next', () => {
    expect(myPartText(null)).toBe('未参与');
    expect(myPartText({ joinedAt: 1, award: null })).toBe('已参与，待开奖');
    expect(
      myPartText({
        joinedAt: 1,
        award: { kind: AWARD_KIND.empty, amount: 0, title: '', validUntil: null, couponId: null },
      }),
    ).toBe('未抢到');
    expect(nextRoundText(null, false, false)).toBe('本场比赛未开启进球红包');
    expect(nextRoundText(null, true, false)).toBe('暂无新的红包雨');
  });
});
