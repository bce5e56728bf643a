import { beijingParts } from './beijing';

/**
 * Formats an instant in Beijing time with a pattern of
 *   y+ year (as many trailing digits as letters: yyyy 2026, yy 26)
 *   M month, d day, h hour (12-hour), H hour (24-hour), m minute, s second, q quarter
 *     — one letter unpadded, two letters zero-padded
 *   S milliseconds (three digits)
 *   E weekday in Chinese: E 日, EE 周日, EEE 星期日
 * Anything else is copied. The pattern language of the app's `date2` pipe (product-spec §9).
 */
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

const TOKEN = /y+|M+|d+|h+|H+|m+|s+|q+|S+|E+/g;

export function formatBeijing(ms: number, pattern: string): string {
  const t = beijingParts(ms);
  const hour12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  const fields: Record<string, number> = {
    M: t.month,
    d: t.day,
    h: hour12,
    H: t.hour,
    m: t.minute,
    s: t.second,
    q: Math.floor((t.month - 1) / 3) + 1,
  };
  const weekday = WEEKDAYS[t.weekday] ?? '';
  return pattern.replace(TOKEN, (token) => {
    const letter = token.charAt(0);
    switch (letter) {
      case 'y':
        return String(t.year).slice(-token.length).padStart(Math.min(token.length, 4), '0');
      case 'S':
        return String(t.millisecond).padStart(3, '0');
      case 'E':
        return token.length === 1
          ? weekday
          : token.length === 2
            ? `周${weekday}`
            : `星期${weekday}`;
      default: {
        const n = fields[letter] ?? 0;
        return token.length === 1 ? String(n) : String(n).padStart(2, '0');
      }
    }
  });
}
