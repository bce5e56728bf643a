// Pins an activity page (issue 37 §4): the window and rules from the server; an upcoming or ended
// activity's notice with its buttons greyed; a claimed step; a visitor's 登录领取 leading to login;
// a claim calling the api once and telling the reward, then asking the activity again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityInfo } from '@contracts/activities';
import { appScheduler } from '@schedulers';
import { ActivityPage } from '@features/activities/ActivityPage';

const api = vi.hoisted(() => ({
  fetchActivity: vi.fn(),
  claimStep: vi.fn(),
  buySpree: vi.fn(),
  sendTip: vi.fn(),
}));
vi.mock('@features/activities/api', () => api);

const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showToast: overlays.showToast,
}));

const session = vi.hoisted(() => ({ requireLogin: vi.fn() }));
vi.mock('@shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requireLogin: session.requireLogin,
}));

const info = (over: Partial<ActivityInfo> = {}): ActivityInfo => ({
  name: '1812',
  title: '连续两天领金币',
  rules: ['每个账号限领一次', '奖励7天内有效'],
  startTime: Date.parse('2026-11-15T00:00:00+08:00'),
  endTime: Date.parse('2027-01-15T00:00:00+08:00'),
  state: 'open',
  price: null,
  claims: [
    { step: 1, title: '第一天', reward: '18金币', state: 'claimable', opensAt: null },
    { step: 2, title: '第二天', reward: '12金币', state: 'waiting', opensAt: null },
  ],
  matches: [],
  ...over,
});

function show() {
  return render(
    <MemoryRouter>
      <ActivityPage name="1812" title="连续领金币" />
    </MemoryRouter>,
  );
}

const button = (step: number) =>
  screen.getByTestId(`hd-claim-${step}`).querySelector('button') as HTMLButtonElement;

beforeEach(() => {
  for (const fn of [...Object.values(api), overlays.showToast, session.requireLogin])
    fn.mockClear();
});
afterEach(() => appScheduler.reset());

describe('ActivityPage', () => {
  it('shows the window, the rules and each step while open', async () => {
    api.fetchActivity.mockResolvedValue(info());
    show();
    expect(await screen.findByText('活动时间：2026.11.15 - 2027.01.15')).toBeTruthy();
    expect(screen.getByText('每个账号限领一次')).toBeTruthy();
    expect(screen.queryByTestId('hd-notice')).toBeNull();
    expect(button(1).textContent).toBe('立即领取');
    expect(button(1).disabled).toBe(false);
    expect(button(2).textContent).toBe('待解锁');
    expect(button(2).disabled).toBe(true);
  });

  it('tells when an upcoming activity begins and greys its buttons', async () => {
    api.fetchActivity.mockResolvedValue(
      info({
        state: 'upcoming',
        startTime: Date.parse('2026-12-01T10:00:00+08:00'),
        claims: [{ step: 1, title: '第一天', reward: '18金币', state: 'closed', opensAt: null }],
      }),
    );
    show();
    expect((await screen.findByTestId('hd-notice')).textContent).toBe('活动将于12月01日 10:00开始');
    expect(button(1).textContent).toBe('不可领取');
    expect(button(1).disabled).toBe(true);
  });

  it('says an ended activity is over', async () => {
    api.fetchActivity.mockResolvedValue(
      info({
        state: 'ended',
        claims: [{ step: 1, title: '第一天', reward: '18金币', state: 'closed', opensAt: null }],
      }),
    );
    show();
    expect((await screen.findByTestId('hd-notice')).textContent).toBe('活动已结束，感谢参与');
    expect(button(1).disabled).toBe(true);
  });

  it('shows a claimed step as 已领取', async () => {
    api.fetchActivity.mockResolvedValue(
      info({
        claims: [{ step: 1, title: '第一天', reward: '18金币', state: 'claimed', opensAt: null }],
      }),
    );
    show();
    await screen.findByTestId('hd-claim-1');
    expect(button(1).textContent).toBe('已领取');
    expect(button(1).disabled).toBe(true);
  });

  it('sends a visitor to login instead of claiming', async () => {
    api.fetchActivity.mockResolvedValue(
      info({
        claims: [{ step: 1, title: '第一天', reward: '18金币', state: 'login', opensAt: null }],
      }),
    );
    show();
    await screen.findByTestId('hd-claim-1');
    expect(button(1).textContent).toBe('登录领取');
    act(() => {
      fireEvent.click(button(1));
    });
    expect(session.requireLogin).toHaveBeenCalledTimes(1);
    expect(api.claimStep).not.toHaveBeenCalled();
  });

  it('claims once, tells the reward and asks the activity again', async () => {
    api.fetchActivity.mockResolvedValueOnce(info());
    api.fetchActivity.mockResolvedValueOnce(
      info({
        claims: [{ step: 1, title: '第一天', reward: '18金币', state: 'claimed', opensAt: null }],
      }),
    );
    let answer: (value: unknown) => void = () => undefined;
    api.claimStep.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    await screen.findByTestId('hd-claim-1');
    // A second tap while the first claim is on its way finds the button busy.
    act(() => {
      fireEvent.click(button(1));
    });
    expect(button(1).textContent).toBe('请稍候...');
    act(() => {
      fireEvent.click(button(1));
    });
    await act(async () => {
      answer({ repeated: false, reward: '18金币（7天内有效）' });
      await Promise.resolve();
    });
    expect(api.claimStep).toHaveBeenCalledTimes(1);
    expect(api.claimStep).toHaveBeenCalledWith('1812', 1);
    expect(overlays.showToast).toHaveBeenCalledWith('领取成功，获得18金币（7天内有效）');
    expect(await screen.findByText('已领取')).toBeTruthy();
    expect(api.fetchActivity).toHaveBeenCalledTimes(2);
  });
});
