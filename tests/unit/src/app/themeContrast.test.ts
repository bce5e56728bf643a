// Pins issue 38 §2's contrast: every pair of colour tokens the stylesheets use together (text on its
// surface, a control's line or icon on its surface) meets WCAG AA in the light and the dark palette
// of src/app/theme.css — 4.5:1 for text, 3:1 for large text and what a control needs to be seen. A
// pair not listed here is not checked: a stylesheet that puts a token on a new surface adds it here.
import { describe, expect, it } from 'vitest';
import {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  mixOklab,
  over,
  parseColour,
} from '@shared/theme/contrast';
import { LEAGUES } from '../../../../server/domain/sport/catalogue';
import { themeBlocks, themeTokens, type ThemeName } from '../../../kit/themeTokens';

interface Pair {
  fore: string;
  back: string;
  /** What a translucent `back` is laid on (a toast over the page). */
  under?: string;
  min: number;
}

const text = (fore: string, backs: string[], under?: string): Pair[] =>
  backs.map((back) => ({ fore, back, under, min: AA_TEXT }));
const large = (fore: string, backs: string[], under?: string): Pair[] =>
  backs.map((back) => ({ fore, back, under, min: AA_LARGE }));

const SURFACES = ['--bg', '--card', '--fill'];

const PAIRS: Pair[] = [
  // Words on the page, its cards and the grey fills on them (inputs, chips, tracks).
  ...text('--text', SURFACES),
  ...text('--text', ['--skeleton', '--flash']),
  ...text('--text-2', SURFACES),
  ...text('--text-3', SURFACES),
  // Coloured words on the page and cards, and on their own tint.
  ...['--brand-text', '--accent-text', '--positive-text', '--warning-text', '--info-text'].flatMap(
    (fore) => text(fore, SURFACES),
  ),
  ...text('--violet-text', ['--card']),
  ...text('--away-text', ['--card']),
  ...text('--vip-text', ['--card', '--vip-soft']),
  ...text('--brand-text', ['--brand-soft']),
  ...text('--accent-text', ['--accent-soft']),
  ...text('--positive-text', ['--positive-soft']),
  ...text('--warning-text', ['--warning-soft']),
  ...text('--info-text', ['--info-soft']),
  // White words on coloured fills: buttons, badges, result marks, avatars, heroes and headers.
  ...text('--on-fill', [
    '--brand',
    '--brand-dark',
    '--brand-warm',
    '--accent',
    '--accent-2',
    '--positive',
    '--info',
    '--violet',
    '--neutral',
    '--neutral-strong',
    '--away',
    '--hero',
    '--hero-2',
    '--match-head',
    '--match-head-2',
  ]),
  ...text('--on-fill-muted', ['--hero', '--hero-2', '--match-head', '--match-head-2']),
  ...text('--match-head-live', ['--match-head', '--match-head-2']),
  ...text('--on-header', ['--header', '--header-2']),
  ...text('--text-3', ['--header-field'], '--header'),
  ...text('--on-warning', ['--warning', '--card-yellow']),
  ...text('--on-fill', ['--toast'], '--bg'),
  // The players' names and numbers on the pitch (a shadow under them helps; not counted).
  ...large('--on-fill', ['--pitch', '--pitch-2']),
  // VIP cards and buttons.
  ...text('--vip-gold', ['--vip-dark', '--vip-dark-2']),
  ...text('--vip-gold-2', ['--vip-dark', '--vip-dark-2']),
  ...text('--vip-ink', ['--vip-gold', '--vip-cta']),
  // The red packet: its words on the paper, the coin button.
  ...text('--packet-text', ['--packet', '--packet-2']),
  ...text('--packet-text-2', ['--packet-2']),
  ...text('--packet-ink', ['--packet-gold']),
  ...text('--packet-text', ['--packet-overlay'], '--bg'),
  // Lines and icons a control needs to be seen: active underlines, outlined buttons, stars, dots.
  ...[
    '--brand',
    '--brand-text',
    '--accent',
    '--positive',
    '--warning',
    '--info',
    '--away',
    '--neutral',
  ].flatMap((fore) => large(fore, ['--card', '--bg'])),
  ...large('--text-4', ['--card']).map((pair) => ({ ...pair, min: 1.8 })),
];

const THEMES: ThemeName[] = ['light', 'dark'];

function ratio(tokens: Map<string, string>, pair: Pair): number {
  const colour = (name: string) => {
    const parsed = parseColour(tokens.get(name) ?? '');
    if (!parsed) throw new Error(`${name} is not one colour: ${tokens.get(name)}`);
    return parsed;
  };
  const base = pair.under ? colour(pair.under) : null;
  const backRaw = colour(pair.back);
  const back = base ? over(backRaw, base) : backRaw;
  if (back.a < 1) throw new Error(`${pair.back} is translucent: say what it lies on`);
  return contrastRatio(colour(pair.fore), back);
}

describe('the palettes of theme.css', () => {
  it('declares the same tokens for dark chosen and dark from the system, and the light ones all', () => {
    const blocks = themeBlocks();
    expect([...blocks.system]).toEqual([...blocks.dark]);
    for (const name of blocks.dark.keys()) expect(blocks.light.has(name), name).toBe(true);
    expect(blocks.schemes).toEqual({ light: 'light', dark: 'dark', system: 'dark' });
  });

  for (const theme of THEMES)
    it(`meets WCAG AA for every pair used together, ${theme}`, () => {
      const tokens = themeTokens(theme);
      const failing = PAIRS.map((pair) => ({ pair, ratio: ratio(tokens, pair) }))
        .filter(({ pair, ratio: r }) => r < pair.min)
        .map(
          ({ pair, ratio: r }) =>
            `${pair.fore} on ${pair.back}${pair.under ? ` over ${pair.under}` : ''}: ${r.toFixed(2)} < ${pair.min}`,
        );
      expect(failing).toEqual([]);
    });
});

describe('a league’s colour as text (styles.css .data-ink)', () => {
  // The colour is data: mixed in OKLab with the theme's text colour, each league's name keeps AA on
  // the page and on cards in both themes, whatever the league's colour.
  for (const theme of THEMES)
    it(`reads at 4.5:1 for every league of the catalogue, ${theme}`, () => {
      const tokens = themeTokens(theme);
      const share = parseFloat(tokens.get('--data-ink-share') ?? '') / 100;
      const ink = parseColour(tokens.get('--text') ?? '')!;
      const failing = LEAGUES.flatMap((league) =>
        ['--bg', '--card'].flatMap((back) => {
          const mixed = mixOklab(parseColour(league.color)!, ink, share);
          const r = contrastRatio(mixed, parseColour(tokens.get(back) ?? '')!);
          return r < AA_TEXT ? [`${league.color} on ${back}: ${r.toFixed(2)}`] : [];
        }),
      );
      expect(LEAGUES.length).toBeGreaterThan(10);
      expect(failing).toEqual([]);
    });
});

describe('the contrast ratio', () => {
  it('is WCAG’s: 21 for black on white, 1 for a colour on itself, alpha laid over the back', () => {
    const white = parseColour('#fff')!;
    const black = parseColour('#000')!;
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 is the lightest grey with 4.5:1 on white.
    expect(contrastRatio(parseColour('#767676')!, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseColour('#777777')!, white)).toBeLessThan(4.5);
    expect(contrastRatio(parseColour('rgb(0 0 0 / 50%)')!, white)).toBeCloseTo(
      contrastRatio(parseColour('#808080')!, white),
      1,
    );
  });
});
