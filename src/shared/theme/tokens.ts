/**
 * Colours that code paints itself (a canvas, an inline style from data) come from theme.css's tokens
 * like everything else: as `var(--token)` where CSS takes the value (a style attribute), or resolved
 * with `tokenColour` where it cannot (a canvas), and then drawn again on a theme change
 * (`useTheme`). Names are the custom properties', dashes included.
 */
export type ColourToken = `--${string}`;

/** `var(--token)`, for an inline style. */
export function cssVar(token: ColourToken): string {
  return `var(${token})`;
}

/** The colour a token has now on `element` (the root by default); '' outside a browser. */
export function tokenColour(token: ColourToken, element?: Element): string {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return '';
  return getComputedStyle(element ?? document.documentElement)
    .getPropertyValue(token)
    .trim();
}
