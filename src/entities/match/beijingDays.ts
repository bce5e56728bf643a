/**
 * Calendar days in Beijing time (UTC+8, no daylight saving), whatever the phone's own zone: match
 * days are Beijing days on the server too.
 */
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 'yyyy-MM-dd' of the Beijing day `ms` falls in, moved by `offsetDays`. */
export function beijingDate(ms: number, offsetDays = 0): string {
  return new Date(ms + BEIJING_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

export interface StripDay {
  offset: number;
  /** 'yyyy-MM-dd' */
  date: string;
  /** 今天 / 昨天 / 明天, or the weekday. */
  label: string;
  /** 'MM/dd' */
  short: string;
}

export function stripDays(now: number, before: number, after: number): StripDay[] {
  const days: StripDay[] = [];
  for (let offset = -before; offset <= after; offset += 1) {
    const shifted = new Date(now + BEIJING_OFFSET_MS + offset * DAY_MS);
    const date = shifted.toISOString().slice(0, 10);
    const named = offset === 0 ? '今天' : offset === -1 ? '昨天' : offset === 1 ? '明天' : null;
    days.push({
      offset,
      date,
      label: named ?? WEEKDAYS[shifted.getUTCDay()]!,
      short: `${date.slice(5, 7)}/${date.slice(8, 10)}`,
    });
  }
  return days;
}

/** 'HH:mm' of a kick-off in Beijing time. */
export function beijingTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(11, 16);
}

/** "11-24 01:00": kick-off day and time in Beijing, for a match page's header. */
export function beijingDateTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(5, 16).replace('T', ' ');
}

/** The day `offset` days after a 'yyyy-MM-dd' day. */
export function shiftDate(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Noon of a Beijing day, as ms: a safe anchor for stripDays. */
export function beijingNoon(date: string): number {
  return Date.parse(`${date}T12:00:00+08:00`);
}
