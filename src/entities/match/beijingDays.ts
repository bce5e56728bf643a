import { beijingParts, DAY_MS, formatBeijing } from '@domain/time';

/**
 * The date strip's days: Beijing calendar days (the fans' clock, domain/time) around today,
 * labelled as the strip shows them.
 */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

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
    const at = now + offset * DAY_MS;
    const named = offset === 0 ? '今天' : offset === -1 ? '昨天' : offset === 1 ? '明天' : null;
    days.push({
      offset,
      date: formatBeijing(at, 'yyyy-MM-dd'),
      label: named ?? WEEKDAYS[beijingParts(at).weekday]!,
      short: formatBeijing(at, 'MM/dd'),
    });
  }
  return days;
}
