/**
 * Match status codes of product-spec §4 ("Status codes"), shared by the simulator that sets them and
 * the client that reads them. The simulator reports the first half as 1 (`inPlay`); feeds may also
 * send 11.
 */

/** Football status codes (product-spec §4). */
export const FOOTBALL_STATUS = {
  notStarted: 0,
  inPlay: 1,
  firstHalf: 11,
  secondHalf: 12,
  extraTime: 13,
  halfTime: 14,
  finished: 2,
  interrupted: 3,
  abandoned: 7,
  postponed: 8,
} as const;

/** Basketball status codes (product-spec §4); 1–4 are the quarters, 5–12 overtime 1–8. */
export const BASKETBALL_STATUS = {
  notStarted: 0,
  firstOvertime: 5,
  lastOvertime: 12,
  halfTime: 50,
  finished: -1,
  toBeDecided: -2,
  interrupted: -3,
  cancelled: -4,
  postponed: -5,
} as const;
