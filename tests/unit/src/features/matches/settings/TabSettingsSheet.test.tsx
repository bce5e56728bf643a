// Pins the settings sheet: Chinese labels, edits saved at once, jingcai's europe-only odds, close;
// the app's focus trap holds it (issue 38 §3), and its radio groups answer the arrow keys.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MatchSettings,
  TabSettingsSheet,
  getAlertPrefs,
  getTabSettings,
  loadMatchSettings,
} from '@features/matches/settings';

beforeEach(() => {
  loadMatchSettings('guest');
});

function open(sport: 'football' | 'basketball', tabKey: number) {
  const onClose = vi.fn();
  render(<TabSettingsSheet sport={sport} tabKey={tabKey} open onClose={onClose} />);
  return { onClose, sheet: screen.getByTestId('tab-settings') };
}

describe('TabSettingsSheet', () => {
  it('renders nothing when closed', () => {
    render(<TabSettingsSheet sport="football" tabKey={0} open={false} onClose={() => undefined} />);
    expect(screen.queryByTestId('tab-settings')).toBeNull();
  });

  it('shows the football switches and saves a change at once', () => {
    const { sheet } = open('football', 0);
    expect(sheet.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('dialog', { name: '足球·全部 设置' })).toBe(sheet);
    for (const label of ['进球提示', '红牌提示', '显示黄牌', '显示排名', '赔率变化提示'])
      expect(within(sheet).getByLabelText(label)).toBeTruthy();
    fireEvent.click(within(sheet).getByLabelText('进球提示'));
    expect(getTabSettings('football', 0).goalTip).toBe(false);
    expect(
      (JSON.parse(localStorage.getItem('matchSettings:guest')!) as MatchSettings).football[0]
        .goalTip,
    ).toBe(false);
  });

  it('basketball shows no goal, red-card or yellow-card switches', () => {
    const { sheet } = open('basketball', 406);
    expect(within(sheet).queryByLabelText('进球提示')).toBeNull();
    expect(within(sheet).queryByLabelText('显示黄牌')).toBeNull();
    expect(within(sheet).getByLabelText('显示排名')).toBeTruthy();
    expect(
      within(sheet).getByRole('radio', { name: '篮彩官方' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('choosing jingcai on 407 switches to europe, the only odds type it sells', () => {
    const { sheet } = open('football', 407);
    fireEvent.click(within(sheet).getByRole('radio', { name: '皇冠' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: '亚盘' }));
    expect(getTabSettings('football', 407)).toMatchObject({
      provider: { oddsCompany: 0 },
      oddsType: 1,
    });
    fireEvent.click(within(sheet).getByRole('radio', { name: '竞彩官方' }));
    expect(getTabSettings('football', 407)).toMatchObject({
      provider: { oddsCompany: 6 },
      oddsType: 2,
    });
    expect(within(sheet).getByRole<HTMLButtonElement>('radio', { name: '亚盘' }).disabled).toBe(
      true,
    );
  });

  it('sets goal sound, vibration and the spoiler delay', () => {
    const { sheet } = open('football', 0);
    fireEvent.click(within(sheet).getByLabelText('声音'));
    fireEvent.click(within(sheet).getByLabelText('震动'));
    fireEvent.click(within(sheet).getByRole('radio', { name: '30秒' }));
    expect(getAlertPrefs()).toEqual({ goalSound: true, goalVibrate: true, spoilerDelayMs: 30_000 });
    expect(within(sheet).getByRole('radio', { name: '关闭' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('恢复默认 resets the tab; 完成, the backdrop and Escape close', async () => {
    const { sheet, onClose } = open('football', 0);
    // The trap takes focus into the sheet once its code has come; Escape is its.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(sheet).getByLabelText('显示排名'));
    expect(getTabSettings('football', 0).showRank).toBe(false);
    fireEvent.click(within(sheet).getByRole('button', { name: '恢复默认' }));
    expect(getTabSettings('football', 0).showRank).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: '完成' }));
    fireEvent.click(sheet.parentElement!);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('moves the spoiler delay with the arrow keys, its group one Tab stop', () => {
    const { sheet } = open('football', 0);
    const group = within(sheet).getByRole('radiogroup', { name: '防剧透延迟' });
    const chosen = () => within(group).getByRole('radio', { checked: true });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toEqual([chosen()]);
    const before = chosen().textContent;
    chosen().focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(chosen().textContent).not.toBe(before);
    expect(document.activeElement).toBe(chosen());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(chosen().textContent).toBe(before);
  });
});
