export {
  parseThemeChoice,
  resolveTheme,
  storedThemeChoice,
  SYSTEM_DARK_QUERY,
  THEME_CHOICE_LABELS,
  THEME_CHOICES,
  THEME_COLOURS,
  type Theme,
  type ThemeChoice,
} from './choice';
export { chooseTheme, currentTheme, onThemeChange } from './theme';
export { useTheme } from './useTheme';
export { cssVar, tokenColour, type ColourToken } from './tokens';
