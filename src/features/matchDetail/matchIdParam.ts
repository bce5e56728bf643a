/** The largest id a match can have (ids are 32-bit on the wire: contracts/integers.ts). */
const MAX_MATCH_ID = 2_147_483_647;

/** `matchId` of a match page's address: a positive 32-bit integer, or null for a broken link. */
export function parseMatchId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_MATCH_ID ? id : null;
}
