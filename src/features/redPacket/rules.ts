import { JOINED_CODES } from '@contracts/redPacket';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, isBasketballInPlay, SPORT } from '@domain/sport';
import { RAIN_GAP_MS } from '../../../contracts/rainTimings';
import { RED_PACKET_SHAKE_FROM_MS, RED_PACKET_SHAKE_UNTIL_MS } from './timings';

/**
 * The red-packet rules of product-spec §4 as plain functions: when a match's packet shakes, when
 * the rain may fall, which answers mean "already joined". No I/O, no time of their own.
 */

export type PointJson = Readonly<Record<string, number>>;

/** The newest goal: its count (the pointJson key) and when it was scored (server ms). */
export function latestGoal(pointJson: PointJson): { goalCount: number; at: number } | null {
  let best: { goalCount: number; at: number } | null = null;
  for (const [key, at] of Object.entries(pointJson)) {
    const goalCount = Number(key);
    if (!Number.isInteger(goalCount) || goalCount < 1 || !Number.isFinite(at)) continue;
    if (!best || goalCount > best.goalCount) best = { goalCount, at };
  }
  return best;
}

export interface Shake {
  /** The goal count the packet shows while it shakes; null when still. */
  value: number | null;
  /** When this changes next (server ms): a goal reaching 1 or 5 minutes of age; null: never. */
  nextChangeAt: number | null;
}

/**
 * A goal 1 to 5 minutes old (inclusive) makes the packet shake, with the goal count as the value
 * (the newest such goal). Ages are measured on server time.
 */
export function shakeOf(pointJson: PointJson, now: number): Shake {
  let value: number | null = null;
  let nextChangeAt: number | null = null;
  const consider = (at: number) => {
    if (at > now && (nextChangeAt === null || at < nextChangeAt)) nextChangeAt = at;
  };
  for (const [key, at] of Object.entries(pointJson)) {
    const goalCount = Number(key);
    if (!Number.isInteger(goalCount) || !Number.isFinite(at)) continue;
    const age = now - at;
    if (age >= RED_PACKET_SHAKE_FROM_MS && age <= RED_PACKET_SHAKE_UNTIL_MS)
      value = value === null ? goalCount : Math.max(value, goalCount);
    consider(at + RED_PACKET_SHAKE_FROM_MS);
    consider(at + RED_PACKET_SHAKE_UNTIL_MS + 1);
  }
  return { value, nextChangeAt };
}

export interface RainConditions {
  /** The page shows this match and has marked it for the rain. */
  marked: boolean;
  /** The device's last join (ms), or null for never. */
  lastJoinAt: number | null;
  /** A rain or its award is on screen. */
  locked: boolean;
  now: number;
}

/**
 * The rain popup shows when the page marked the match, the last join was over 60 s ago or never,
 * and the rain is not locked (product-spec §4).
 */
export function rainMayShow(c: RainConditions): boolean {
  if (!c.marked || c.locked) return false;
  return c.lastJoinAt === null || c.now - c.lastJoinAt > RAIN_GAP_MS;
}

/** Football codes of a match still to be played or in play (product-spec §4 status codes). */
const FOOTBALL_NOT_OVER: ReadonlySet<number> = new Set([
  FOOTBALL_STATUS.notStarted,
  FOOTBALL_STATUS.inPlay,
  FOOTBALL_STATUS.firstHalf,
  FOOTBALL_STATUS.secondHalf,
  FOOTBALL_STATUS.extraTime,
  FOOTBALL_STATUS.halfTime,
]);

/**
 * A match that is over: finished, or abnormal (interrupted, abandoned, postponed; basketball also to
 * be decided and cancelled) — as the match lists read the codes (product-spec §4). No goal, so no
 * rain, can come: its packet is not shown. An unknown code counts as over, as the lists grey it.
 */
export function isMatchOver(matchStatus: number, sportType: number = SPORT.football): boolean {
  if (sportType === SPORT.basketball)
    return !(matchStatus === BASKETBALL_STATUS.notStarted || isBasketballInPlay(matchStatus));
  return !FOOTBALL_NOT_OVER.has(matchStatus);
}

/** Error codes 101, 1007 and 1008: the round is cached as joined (calls-errors-spec §8). */
export function meansJoined(code: string | number | null | undefined): boolean {
  return code !== null && code !== undefined && JOINED_CODES.includes(String(code));
}

export const roundKey = (matchId: number, goalCount: number) => `${matchId}:${goalCount}`;
