import { INT32_MAX } from '@contracts/integers';

/** `matchId` of a match page's address: a positive 32-bit integer, or null for a broken link. */
export function parseMatchId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= INT32_MAX ? id : null;
}
