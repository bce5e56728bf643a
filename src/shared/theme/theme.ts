import {
  resolveTheme,
  storedThemeChoice,
  storeThemeChoice,
  SYSTEM_DARK_QUERY,
  THEME_COLOURS,
  type Theme,
  type ThemeChoice,
} from './choice';
import { StorageKeys } from '../storage';

/**
 * The theme on the page once the app runs. index.html's head script paints the stored choice before
 * the first paint (the root's data-theme, which theme.css reads, and the browser bar's colour) and
 * repaints it for the page's life when the system switches or another tab chooses — so nothing of
 * this module is in the first screen's load. Here: the settings' choice, painted at once, and the
 * painted theme for code that paints colours itself (charts), which draws again when it changes.
 */

type Listener = (theme: Theme) => void;
const listeners = new Set<Listener>();
let painted: Theme | null = null;

function systemQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK_QUERY) : null;
}

/** The theme painted now. */
export function currentTheme(): Theme {
  return painted ?? resolveTheme(storedThemeChoice(), systemQuery()?.matches ?? false);
}

/** Tells the listeners when the painted theme is no longer the one they drew with. */
function recheck(): void {
  const theme = resolveTheme(storedThemeChoice(), systemQuery()?.matches ?? false);
  if (theme === painted) return;
  painted = theme;
  for (const listener of listeners) listener(theme);
}

/** Stores the fan's choice and paints with it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  storeThemeChoice(choice);
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute('data-theme', choice);
    const theme = resolveTheme(choice, systemQuery()?.matches ?? false);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLOURS[theme]);
  }
  recheck();
}

let watching = false;

/** What changes the theme from outside the settings, watched once anyone listens. */
function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  painted = currentTheme();
  systemQuery()?.addEventListener('change', recheck);
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKeys.theme || event.key === null) recheck();
  });
}

/** Calls `listener` with the new theme whenever the painted theme changes; returns its cleanup. */
export function onThemeChange(listener: Listener): () => void {
  watch();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
