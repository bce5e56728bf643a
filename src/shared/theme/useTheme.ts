import { useSyncExternalStore } from 'react';
import { currentTheme, onThemeChange } from './theme';
import type { Theme } from './choice';

/** The theme painted now, rendering again when it changes (for code that paints colours itself). */
export function useTheme(): Theme {
  return useSyncExternalStore(onThemeChange, currentTheme, () => 'light');
}
