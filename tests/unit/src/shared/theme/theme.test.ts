// @vitest-environment jsdom
// Pins the theme once the app runs (src/shared/theme, issue 38 §2): a choice is stored (nothing for
// "system") and painted at once — the root's data-theme that theme.css reads, the browser bar's
// colour — and code that paints colours itself hears of each change of the painted theme once: a
// choice, the system switching while the choice is "system", another tab choosing. (The page's head
// script repaints the page itself on the last two: headScript.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '@shared/storage';
import type * as ThemeModuleType from '@shared/theme';

type ThemeModule = typeof ThemeModuleType;

/** A system colour scheme the test switches, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  }));
  return (next: boolean) => {
    dark = next;
    for (const listener of listeners) listener();
  };
}

const root = () => document.documentElement.getAttribute('data-theme');
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

let theme: ThemeModule;
beforeEach(async () => {
  document.head.innerHTML = '<meta name="theme-color" content="#cc2f29" />';
  // The module keeps the painted theme and its watchers: each test starts from a fresh one.
  vi.resetModules();
  theme = await import('@shared/theme');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
});

describe('choosing a theme', () => {
  it('stores light and dark, stores nothing for system, and paints each at once', () => {
    fakeSystem(true);
    theme.chooseTheme('light');
    expect(localStorage.getItem(StorageKeys.theme)).toBe('light');
    expect([root(), bar()]).toEqual(['light', theme.THEME_COLOURS.light]);
    theme.chooseTheme('dark');
    expect(localStorage.getItem(StorageKeys.theme)).toBe('dark');
    expect([root(), bar()]).toEqual(['dark', theme.THEME_COLOURS.dark]);
    theme.chooseTheme('system');
    expect(localStorage.getItem(StorageKeys.theme)).toBeNull();
    expect([root(), bar()]).toEqual(['system', theme.THEME_COLOURS.dark]);
    expect(theme.storedThemeChoice()).toBe('system');
  });

  it('tells listeners once per change of the painted theme, not per choice', () => {
    fakeSystem(false);
    const heard: string[] = [];
    const stop = theme.onThemeChange((t) => heard.push(t));
    theme.chooseTheme('light'); // the system's was light already: nothing changes on screen
    theme.chooseTheme('dark');
    theme.chooseTheme('dark');
    theme.chooseTheme('system');
    stop();
    theme.chooseTheme('dark');
    expect(heard).toEqual(['dark', 'light']);
  });
});

describe('changes from outside the settings', () => {
  it('are heard when the system switches while the choice is system, not when one is chosen', () => {
    const switchSystem = fakeSystem(false);
    const heard: string[] = [];
    theme.onThemeChange((t) => heard.push(t));
    expect(theme.currentTheme()).toBe('light');
    switchSystem(true);
    expect(theme.currentTheme()).toBe('dark');
    theme.chooseTheme('light');
    switchSystem(false);
    switchSystem(true);
    expect(heard).toEqual(['dark', 'light']);
  });

  it('are heard when another tab chooses', () => {
    fakeSystem(false);
    const heard: string[] = [];
    theme.onThemeChange((t) => heard.push(t));
    localStorage.setItem(StorageKeys.theme, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKeys.theme }));
    expect([theme.currentTheme(), ...heard]).toEqual(['dark', 'dark']);
  });

  it('without matchMedia (an old web view): light unless dark is chosen', () => {
    vi.stubGlobal('matchMedia', undefined);
    theme.onThemeChange(() => undefined);
    expect(theme.currentTheme()).toBe('light');
    theme.chooseTheme('dark');
    expect(theme.currentTheme()).toBe('dark');
  });
});

describe('tokens from code', () => {
  it('writes a token as a CSS value and reads its colour on the page', () => {
    expect(theme.cssVar('--brand')).toBe('var(--brand)');
    document.documentElement.style.setProperty('--brand', ' #cc2f29');
    expect(theme.tokenColour('--brand')).toBe('#cc2f29');
    document.documentElement.style.removeProperty('--brand');
  });
});
