// Pins the tip host: a brief tip shown LIVE_TIP_MS (fake timers), queued tips one after another,
// and announceLiveChange wiring detection, tip text and goal alerts together.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingTimerCount } from '@schedulers';
import {
  LIVE_TIP_QUEUE_MAX,
  LiveTipHost,
  announceLiveChange,
  clearLiveTips,
  showLiveTip,
  useLiveTipStore,
} from '@features/matches/tips';
import { installFakeClock } from '../../../../../kit/fakeClock';
import { liveScore } from './fixtures';
import { LIVE_TIP_MS } from '../../../../../../src/features/matches/tips/timings';

let clock: ReturnType<typeof installFakeClock>;
// A followed match's tip loads its spoken sentence's module on first use, after the tip shows: loaded
// here first, so that import never lands after this file's environment is gone.
beforeAll(async () => {
  await import('../../../../../../src/features/matches/announcements/liveAnnouncement');
});
beforeEach(() => {
  clock = installFakeClock();
  clearLiveTips();
});
afterEach(() => {
  clearLiveTips();
  clock.restore();
});

describe('LiveTipHost', () => {
  it('shows a tip for LIVE_TIP_MS (2-3 s), then hides it', async () => {
    expect(LIVE_TIP_MS).toBeGreaterThanOrEqual(2000);
    expect(LIVE_TIP_MS).toBeLessThanOrEqual(3000);
    render(<LiveTipHost />);
    expect(screen.queryByTestId('live-tip')).toBeNull();
    act(() => {
      showLiveTip({ kind: 'goal', matchId: 9 }, "⚽ 进球！曼联 1-0 切尔西 67'");
    });
    const tip = screen.getByTestId('live-tip');
    expect(tip.textContent).toBe("⚽ 进球！曼联 1-0 切尔西 67'");
    expect(tip.getAttribute('data-match-id')).toBe('9');
    await act(() => clock.advance(LIVE_TIP_MS - 1));
    expect(screen.queryByTestId('live-tip')).not.toBeNull();
    await act(() => clock.advance(1));
    expect(screen.queryByTestId('live-tip')).toBeNull();
    expect(pendingTimerCount()).toBe(0);
  });

  it('shows queued tips one after another, keeping only the newest when many arrive', async () => {
    render(<LiveTipHost />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) showLiveTip({ kind: 'goal', matchId: i }, `tip ${i}`);
    });
    expect(useLiveTipStore.getState().queue).toHaveLength(LIVE_TIP_QUEUE_MAX);
    expect(screen.getByTestId('live-tip').textContent).toBe('tip 1');
    await act(() => clock.advance(LIVE_TIP_MS));
    expect(screen.getByTestId('live-tip').textContent).toBe('tip 4');
    await act(() => clock.advance(LIVE_TIP_MS));
    expect(screen.getByTestId('live-tip').textContent).toBe('tip 5');
    await act(() => clock.advance(LIVE_TIP_MS));
    expect(screen.queryByTestId('live-tip')).toBeNull();
  });

  it('renders team names as text', () => {
    render(<LiveTipHost />);
    act(() => {
      showLiveTip({ kind: 'red', matchId: 1 }, '🟥 红牌！<img src=x onerror=alert(1)>');
    });
    expect(screen.getByTestId('live-tip').querySelector('img')).toBeNull();
  });

  it('unmounting cancels its timer', () => {
    const view = render(<LiveTipHost />);
    act(() => {
      showLiveTip({ kind: 'goal', matchId: 1 }, 'x');
    });
    expect(pendingTimerCount()).toBe(1);
    view.unmount();
    expect(pendingTimerCount()).toBe(0);
  });
});

describe('announceLiveChange', () => {
  const teamsOf = () => ({ home: '曼联', away: '切尔西' });

  it('queues the tip text and alerts a goal of a followed match', () => {
    const device = { beep: vi.fn(() => true), vibrate: vi.fn(() => true) };
    const tips = announceLiveChange(
      liveScore(),
      liveScore({ homeScore: 1, matchStartedMinutes: '67' }),
      {
        settings: { goalTip: true, redCardTip: true },
        teamsOf,
        isFollowed: () => true,
        prefs: { goalSound: true, goalVibrate: false, spoilerDelayMs: 0 },
        device,
      },
    );
    expect(tips).toHaveLength(1);
    expect(useLiveTipStore.getState().queue.map((t) => t.text)).toEqual([
      "⚽ 进球！曼联 1-0 切尔西 67'",
    ]);
    expect(device.beep).toHaveBeenCalledTimes(1);
  });

  it('a red card alone shows a tip but no goal alert; tips off show nothing', () => {
    const device = { beep: vi.fn(() => true), vibrate: vi.fn(() => true) };
    const options = {
      teamsOf,
      isFollowed: () => true,
      prefs: { goalSound: true, goalVibrate: true, spoilerDelayMs: 0 as const },
      device,
    };
    announceLiveChange(liveScore(), liveScore({ homeRed: 1 }), {
      ...options,
      settings: { goalTip: true, redCardTip: true },
    });
    expect(device.beep).not.toHaveBeenCalled();
    expect(useLiveTipStore.getState().queue).toHaveLength(1);
    clearLiveTips();
    announceLiveChange(liveScore(), liveScore({ homeScore: 1 }), {
      ...options,
      settings: { goalTip: false, redCardTip: false },
    });
    expect(useLiveTipStore.getState().queue).toHaveLength(0);
    expect(device.beep).not.toHaveBeenCalled();
  });
});
