/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative luminance of
 * two sRGB colours and their ratio, 1 to 21. AA asks 4.5:1 for text, 3:1 for large text and for the
 * parts of a control or a graphic one must see. A colour with alpha is first laid over what it sits
 * on, as the browser paints it.
 */

/** An sRGB colour, channels 0…255, alpha 0…1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` / `rgba(…)` with commas or spaces and an alpha
 * as a number or a percentage; null for anything else (a name, a gradient, a var()).
 */
export function parseColour(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex && hex.length !== 5 && hex.length !== 7) {
    const long = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const at = (i: number) => parseInt(long.slice(i, i + 2), 16);
    return { r: at(0), g: at(2), b: at(4), a: long.length === 8 ? at(6) / 255 : 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (!fn) return null;
  const parts = fn.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const channel = (part: string) =>
    part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part);
  const alpha = (part: string | undefined) =>
    part === undefined ? 1 : part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part);
  const [r, g, b] = parts.slice(0, 3).map(channel) as [number, number, number];
  const a = alpha(parts[3]);
  return [r, g, b, a].some(Number.isNaN) ? null : { r, g, b, a };
}

/** `top` painted over an opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of `fore` on `back` (a translucent `fore` is laid over `back` first). */
export function contrastRatio(fore: Rgba, back: Rgba): number {
  const top = fore.a < 1 ? over(fore, back) : fore;
  const [a, b] = [luminance(top), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** sRGB 0…255 → OKLab (Björn Ottosson's matrices), as CSS color-mix(in oklab, …) mixes. */
function toOklab({ r, g, b }: Rgba): [number, number, number] {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [lin(r), lin(g), lin(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, A, B]: [number, number, number]): Rgba {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const gamma = (c: number) => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  };
  return {
    r: gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
    a: 1,
  };
}

/** `color-mix(in oklab, a share%, b)`: `share` of `a` (0…1), the rest of `b`. */
export function mixOklab(a: Rgba, b: Rgba, share: number): Rgba {
  const [x, y] = [toOklab(a), toOklab(b)];
  return fromOklab(
    [0, 1, 2].map((i) => x[i]! * share + y[i]! * (1 - share)) as [number, number, number],
  );
}
