/**
 * Match status codes of product-spec §4 ("Status codes"), shared by the simulator that sets them, the
 * server that reads them and the client that shows them. The simulator reports the first half as 1
 * (`inPlay`); feeds may also send 11. Pure: no I/O, no time.
 */
import { SPORT } from './sports';

/** Both sports: 0 is a match not started yet. */
export const NOT_STARTED = 0;

/** Football status codes (product-spec §4). */
export const FOOTBALL_STATUS = {
  notStarted: NOT_STARTED,
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
  notStarted: NOT_STARTED,
  firstQuarter: 1,
  lastQuarter: 4,
  firstOvertime: 5,
  lastOvertime: 12,
  halfTime: 50,
  finished: -1,
  toBeDecided: -2,
  interrupted: -3,
  cancelled: -4,
  postponed: -5,
} as const;

/** Football while the ball rolls: first half (1 or 11), second half, extra time — not half-time. */
export const FOOTBALL_BALL_IN_PLAY: readonly number[] = [
  FOOTBALL_STATUS.inPlay,
  FOOTBALL_STATUS.firstHalf,
  FOOTBALL_STATUS.secondHalf,
  FOOTBALL_STATUS.extraTime,
];

/** Football in play: the ball rolling, or the half-time break (product-spec §4). */
export const FOOTBALL_IN_PLAY: readonly number[] = [
  ...FOOTBALL_BALL_IN_PLAY,
  FOOTBALL_STATUS.halfTime,
];
const FOOTBALL_IN_PLAY_SET: ReadonlySet<number> = new Set(FOOTBALL_IN_PLAY);
const FOOTBALL_ABNORMAL: ReadonlySet<number> = new Set([
  FOOTBALL_STATUS.interrupted,
  FOOTBALL_STATUS.abandoned,
  FOOTBALL_STATUS.postponed,
]);

/** Statuses after which a match never changes again: the simulator stops playing it. */
export const FINAL_STATUSES = {
  [SPORT.football]: [
    FOOTBALL_STATUS.finished,
    FOOTBALL_STATUS.abandoned,
    FOOTBALL_STATUS.postponed,
  ],
  [SPORT.basketball]: [
    BASKETBALL_STATUS.finished,
    BASKETBALL_STATUS.cancelled,
    BASKETBALL_STATUS.postponed,
  ],
} as const;

/** Football: 1, 11, 12, 13 and 14 are in play. */
export function isFootballInPlay(status: number): boolean {
  return FOOTBALL_IN_PLAY_SET.has(status);
}

/** Football: abnormal means interrupted (3), abandoned (7) or postponed (8). */
export function isFootballAbnormal(status: number): boolean {
  return FOOTBALL_ABNORMAL.has(status);
}

export function isFootballFinished(status: number): boolean {
  return status === FOOTBALL_STATUS.finished;
}

/** Basketball: in play means 1 or higher (quarters, overtime, half-time). */
export function isBasketballInPlay(status: number): boolean {
  return status >= BASKETBALL_STATUS.firstQuarter;
}

/** Basketball: abnormal means below -1 (to be decided, interrupted, cancelled, postponed). */
export function isBasketballAbnormal(status: number): boolean {
  return status < BASKETBALL_STATUS.finished;
}

export function isBasketballFinished(status: number): boolean {
  return status === BASKETBALL_STATUS.finished;
}

/** Basketball: one of the four quarters (1–4). */
export function isBasketballQuarter(status: number): boolean {
  return status >= BASKETBALL_STATUS.firstQuarter && status <= BASKETBALL_STATUS.lastQuarter;
}

/** Basketball: one of the overtimes (5–12). */
export function isBasketballOvertime(status: number): boolean {
  return status >= BASKETBALL_STATUS.firstOvertime && status <= BASKETBALL_STATUS.lastOvertime;
}

/** Basketball: a period being played, a quarter or an overtime (1–12); half-time is not one. */
export function isBasketballPeriod(status: number): boolean {
  return isBasketballQuarter(status) || isBasketballOvertime(status);
}

/** The number of the overtime a basketball status is (5 → 1 … 12 → 8). */
export function overtimeNumber(status: number): number {
  return status - BASKETBALL_STATUS.lastQuarter;
}

/** Whether a match of this sport is over: football finished (2), basketball finished (-1). */
export function isFinishedStatus(sport: number, status: number): boolean {
  return sport === SPORT.football ? isFootballFinished(status) : isBasketballFinished(status);
}
