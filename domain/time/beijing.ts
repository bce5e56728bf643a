import { DAY_MS, HOUR_MS } from './durations';

/**
 * The fans' clock: match days, kick-offs and every time shown are Beijing time (UTC+8, no daylight
 * saving since 1991), whatever the zone of the phone or the server process. Everything here is
 * plain arithmetic on the instant shifted by eight hours, read with the UTC getters, so the
 * process's TZ never enters.
 */
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** The wall-clock fields of an instant in Beijing. */
export interface BeijingParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

export function beijingParts(ms: number): BeijingParts {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  };
}

/** 'YYYY-MM-DDTHH:mm:ss.sssZ' of the Beijing wall clock (the Z is meaningless; slice it). */
function beijingIso(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD' of the Beijing day `ms` falls in, moved by `offsetDays`. */
export function beijingDate(ms: number, offsetDays = 0): string {
  return beijingIso(ms + offsetDays * DAY_MS).slice(0, 10);
}

/** 'HH:mm' in Beijing. */
export function beijingTime(ms: number): string {
  return beijingIso(ms).slice(11, 16);
}

/** 'MM-DD HH:mm' in Beijing: a kick-off in a match page's header. */
export function beijingDateTime(ms: number): string {
  return beijingIso(ms).slice(5, 16).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:mm' in Beijing. */
export function beijingStamp(ms: number): string {
  const iso = beijingIso(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The day `offset` days after a 'YYYY-MM-DD' day. */
export function shiftDate(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight (Beijing) that starts a 'YYYY-MM-DD' day, in ms; NaN for a malformed date. */
export function beijingDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - BEIJING_OFFSET_MS;
}

/** The midnight (Beijing) that ends a 'YYYY-MM-DD' day (the next one's start), in ms. */
export function beijingDayEnd(date: string): number {
  return beijingDayStart(date) + DAY_MS;
}

/** Noon of a Beijing day, as ms: a safe anchor that no day shift can push over midnight. */
export function beijingNoon(date: string): number {
  return beijingDayStart(date) + 12 * HOUR_MS;
}

/** Beijing days numbered from the epoch (1970-01-01 is day 0): the server's match-day index. */
export function beijingDayIndex(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
}

/** Midnight (Beijing) that starts a numbered day, in ms. */
export function dayIndexStart(day: number): number {
  return day * DAY_MS - BEIJING_OFFSET_MS;
}

/** 'YYYY-MM-DD' of a numbered Beijing day. */
export function dayIndexDate(day: number): string {
  return beijingDate(dayIndexStart(day));
}

/** Midnight (Beijing) that starts a calendar month; `month` is 1–12 and may run over (13 = next January). */
export function beijingMonthStart(year: number, month: number): number {
  return Date.UTC(year, month - 1, 1) - BEIJING_OFFSET_MS;
}
