// Pins the new-version bar (issue 38 §1): 发现新版本 · 刷新, announced politely, blocking nothing;
// 刷新 asks once and says it is on its way, 关闭 puts it away.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../../../../src/app/pwa/UpdatePrompt';

describe('UpdatePrompt', () => {
  it('says a new version is there, as a status the fan can read past', () => {
    render(<UpdatePrompt onReload={vi.fn()} onDismiss={vi.fn()} />);
    const bar = screen.getByRole('status');
    expect(bar.textContent).toBe('发现新版本·刷新×');
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    // Not a dialog: nothing behind it is blocked or hidden from assistive technology.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads once on 刷新 and says so until the page goes', async () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    const busy = screen.getByRole('button', { name: '正在刷新…' });
    expect(busy).toHaveProperty('disabled', true);
    await userEvent.click(busy);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('is put away by 关闭 without reloading', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
  });
});
