import { WIND_SIDES, type Triple } from '@contracts/windVane';
import type { ColourToken } from '@shared/theme';

/** A route id: a positive integer, or 0 for none. */
export const idOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;

/** 52.31% */
export const percentText = (x: number) => `${x.toFixed(2)}%`;

/** +2.10 / −1.35 / 0.00, in points. */
export const flowText = (x: number) =>
  x > 0 ? `+${x.toFixed(2)}` : x < 0 ? `−${Math.abs(x).toFixed(2)}` : '0.00';

/** Where the money moved: 资金流向主胜, or 资金均衡 when no side rose. */
export const leadText = (lead: number | null) =>
  lead === null ? '资金均衡' : `资金流向${WIND_SIDES[lead] ?? ''}`;

/** The three sides with their values, for rows and legends. */
export const sidesOf = (t: Triple) => WIND_SIDES.map((name, i) => ({ name, value: t[i]! }));

/** The chart's colours: home red, draw grey, away blue (as the score pages colour the sides), as theme tokens. */
export const SIDE_COLOURS = [
  '--home',
  '--neutral',
  '--away',
] as const satisfies readonly ColourToken[];
