// Pins 深色模式 on the settings page (issue 38 §2): three radio choices, the stored one checked (跟随系统
// when nothing is stored); a tap stores the choice and paints it on the page at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '@shared/storage';
import { ThemeSetting } from '@features/account/centre/ThemeSetting';

afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe('ThemeSetting', () => {
  it('offers 跟随系统, 浅色 and 深色 with the stored one checked', () => {
    localStorage.setItem(StorageKeys.theme, 'light');
    render(<ThemeSetting />);
    const group = screen.getByRole('radiogroup', { name: '深色模式' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual(['跟随系统', '浅色', '深色']);
    expect(screen.getByRole('radio', { name: '浅色' })).toHaveProperty('checked', true);
  });

  it('follows the system when nothing is stored, and a tap stores and paints the choice', async () => {
    render(<ThemeSetting />);
    expect(screen.getByRole('radio', { name: '跟随系统' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('深色'));
    expect(localStorage.getItem(StorageKeys.theme)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: '深色' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('跟随系统'));
    expect(localStorage.getItem(StorageKeys.theme)).toBeNull();
    expect(document.documentElement.getAttribute('data-theme')).toBe('system');
  });
});
