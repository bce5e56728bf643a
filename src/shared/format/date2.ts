import dayjs from 'dayjs';
import { formatBeijing } from '@domain/time';

/**
 * The `date2` pipe (product-spec §9): formats a timestamp (ms, digit string, ISO string or Date)
 * in Beijing time, whatever the device's zone — the pattern language is formatBeijing's. An
 * invalid input gives ''.
 */
export function date2(
  value: number | string | Date | null | undefined,
  pattern = 'yyyy-MM-dd HH:mm:ss',
): string {
  if (value === null || value === undefined || value === '') return '';
  const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const d = dayjs(numeric);
  if (!d.isValid()) return '';
  return formatBeijing(d.valueOf(), pattern);
}
