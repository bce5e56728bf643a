import dayjs from 'dayjs';

/**
 * The `date2` pipe (product-spec §9): formats a millisecond timestamp with a pattern of
 *   y+ year (as many trailing digits as letters: yyyy 2026, yy 26)
 *   M month, d day, h hour (12-hour), H hour (24-hour), m minute, s second, q quarter
 *     — one letter unpadded, two letters zero-padded
 *   S milliseconds (three digits)
 *   E weekday in Chinese: E 日, EE 周日, EEE 星期日
 * Anything else is copied. An invalid input gives ''.
 */
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

const TOKEN = /y+|M+|d+|h+|H+|m+|s+|q+|S+|E+/g;

export function date2(
  value: number | string | Date | null | undefined,
  pattern = 'yyyy-MM-dd HH:mm:ss',
): string {
  if (value === null || value === undefined || value === '') return '';
  const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const d = dayjs(numeric);
  if (!d.isValid()) return '';
  const hour12 = d.hour() % 12 === 0 ? 12 : d.hour() % 12;
  const fields: Record<string, number> = {
    M: d.month() + 1,
    d: d.date(),
    h: hour12,
    H: d.hour(),
    m: d.minute(),
    s: d.second(),
    q: Math.floor(d.month() / 3) + 1,
  };
  return pattern.replace(TOKEN, (token) => {
    const letter = token.charAt(0);
    const weekday = WEEKDAYS[d.day()] ?? '';
    switch (letter) {
      case 'y':
        return String(d.year()).slice(-token.length).padStart(Math.min(token.length, 4), '0');
      case 'S':
        return String(d.millisecond()).padStart(3, '0');
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
