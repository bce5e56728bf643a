import { localStore, StorageKeys } from '../storage';

/**
 * The fan's theme choice (issue 38 §2): follow the system, or light, or dark whatever the system
 * says. Stored on this device only; no stored value is "system", so a fan who never chose follows
 * the phone. index.html's head script reads the same key before the first paint (pinned by
 * tests/unit/src/shared/theme/headScript.test.ts).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

export const THEME_CHOICE_LABELS: Readonly<Record<ThemeChoice, string>> = {
  system: '跟随系统',
  light: '浅色',
  dark: '深色',
};

/** The media query the system's choice answers; theme.css uses the same one. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The colour of the browser's bar (`<meta name="theme-color">`) in each theme: theme.css's --header,
 * as a literal because the head script sets it before any stylesheet is read (a test compares them).
 */
export const THEME_COLOURS: Readonly<Record<Theme, string>> = {
  light: '#cc2f29',
  dark: '#1c1d21',
};

export function parseThemeChoice(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function storedThemeChoice(): ThemeChoice {
  return parseThemeChoice(localStore.get(StorageKeys.theme));
}

export function storeThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStore.remove(StorageKeys.theme);
  else localStore.set(StorageKeys.theme, choice);
}

/** The theme a choice paints with, given whether the system asks for dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
