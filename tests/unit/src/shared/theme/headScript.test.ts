// @vitest-environment jsdom
// Pins index.html's head script for the theme (issue 38 §2): before the first paint it puts the fan's
// stored choice on the root (theme.css reads data-theme) and gives the browser's bar the theme's
// header colour — the same as src/shared/theme does once the app runs, for every stored value and
// system setting, so nothing changes colour when the app takes over. Its colours are theme.css's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '@shared/storage';
import { parseThemeChoice, resolveTheme, THEME_COLOURS } from '@shared/theme';
import { themeTokens } from '../../../../kit/themeTokens';

const page = readFileSync(resolve(__dirname, '../../../../../index.html'), 'utf8');
const headScript = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((script) => script.includes('data-theme'));

/** The system's colour scheme as matchMedia reports it, switchable. */
function fakeSystem(dark: boolean) {
  const listeners: Array<() => void> = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  }));
  return (next: boolean) => {
    dark = next;
    for (const listener of listeners) listener();
  };
}

/** What the page shows: the root's theme and the browser bar's colour. */
const shown = () => ({
  theme: document.documentElement.getAttribute('data-theme'),
  bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
});

/** Runs the page's head script with `stored` in storage and the system asking for dark or not. */
function paintWith(stored: string | null, systemDark: boolean | null) {
  document.head.innerHTML = '<meta name="theme-color" content="#000" />';
  if (stored === null) localStorage.removeItem(StorageKeys.theme);
  else localStorage.setItem(StorageKeys.theme, stored);
  if (systemDark === null) vi.stubGlobal('matchMedia', undefined);
  else fakeSystem(systemDark);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- runs the page's own inline script as the browser would (jsdom runs none)
  new Function(headScript ?? 'throw new Error("no theme script")')();
  return shown();
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
});

describe('the page’s theme script', () => {
  it('paints the stored choice, or the system’s, as the app’s theme module does', () => {
    for (const stored of [null, 'light', 'dark', 'system', 'purple', ''])
      for (const systemDark of [false, true, null]) {
        const choice = parseThemeChoice(stored);
        expect(paintWith(stored, systemDark), `${stored} ${systemDark}`).toEqual({
          theme: choice,
          bar: THEME_COLOURS[resolveTheme(choice, systemDark ?? false)],
        });
      }
  });

  it('gives the browser’s bar theme.css’s header colour, and the page starts with the light one', () => {
    expect(THEME_COLOURS.light).toBe(themeTokens('light').get('--header'));
    expect(THEME_COLOURS.dark).toBe(themeTokens('dark').get('--header'));
    expect(page).toContain(`<meta name="theme-color" content="${THEME_COLOURS.light}" />`);
  });

  it('follows the system when storage refuses to be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(paintWith(null, true)).toEqual({ theme: 'system', bar: THEME_COLOURS.dark });
    vi.restoreAllMocks();
  });

  it('repaints for the page’s life: the system switching under "system", another tab choosing', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000" />';
    const switchSystem = fakeSystem(false);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the page's own inline script
    new Function(headScript ?? '')();
    expect(shown()).toEqual({ theme: 'system', bar: THEME_COLOURS.light });
    switchSystem(true);
    expect(shown()).toEqual({ theme: 'system', bar: THEME_COLOURS.dark });
    localStorage.setItem(StorageKeys.theme, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKeys.theme }));
    expect(shown()).toEqual({ theme: 'light', bar: THEME_COLOURS.light });
    switchSystem(false);
    switchSystem(true);
    expect(shown()).toEqual({ theme: 'light', bar: THEME_COLOURS.light });
  });
});
