/**
 * The live progress ring of a row (product-spec §4): football minutes out of 90, basketball the part
 * of the current quarter played. Pure functions of what the live score carries.
 */
import {
  FOOTBALL_STATUS,
  isBasketballOvertime,
  isBasketballPeriod,
  isFootballInPlay,
} from '@domain/sport';

/** A football match's ring is full at 90 minutes. */
export const FOOTBALL_RING_MINUTES = 90;
const HALF = 45;
/**
 * The two codes the spec's ring rule names (product-spec §4 "Football progress ring"): 2 forces the
 * half and 4 the whole ring. They are the ring rule's, quoted as written, not the status list's.
 */
const SPEC_RING_HALF_STATUS = 2;
const SPEC_RING_FULL_STATUS = 4;

/**
 * Minutes the football ring shows (product-spec §4): status 2 forces 45 and status 4 forces 90; a
 * minute text containing 90+ counts as 90 and 45+ as 45; above 90 is capped at 90; missing is 0.
 * Half-time (14, minute text 中场) also shows 45: our server sends 中场, which holds no number.
 */
export function footballProgressMinutes(
  minutes: string | number | null | undefined,
  status: number,
): number {
  if (status === SPEC_RING_HALF_STATUS) return HALF;
  if (status === SPEC_RING_FULL_STATUS) return FOOTBALL_RING_MINUTES;
  if (status === FOOTBALL_STATUS.halfTime) return HALF;
  if (minutes === null || minutes === undefined) return 0;
  const text = String(minutes).trim();
  if (text.includes('90+')) return FOOTBALL_RING_MINUTES;
  if (text.includes('45+')) return HALF;
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, FOOTBALL_RING_MINUTES);
}

/** The football ring as a fraction 0…1 (what an SVG stroke-dasharray needs). */
export function footballRingFraction(
  minutes: string | number | null | undefined,
  status: number,
): number {
  return footballProgressMinutes(minutes, status) / FOOTBALL_RING_MINUTES;
}

/** Whether a football row shows the ring at all: only while the match is in play. */
export function showsFootballRing(status: number): boolean {
  return isFootballInPlay(status);
}

/** Leagues playing 12-minute quarters (product-spec §4). */
export const TWELVE_MINUTE_LEAGUES: ReadonlySet<number> = new Set([1, 3]);
export const QUARTER_MINUTES = 10;
export const LONG_QUARTER_MINUTES = 12;
export const OVERTIME_MINUTES = 5;
/** The status above which the spec counts overtime, and the status that zeroes the ring. */
const SPEC_OVERTIME_ABOVE = 55;
const SPEC_RING_ZERO = 55;

/**
 * Length of the current basketball period in minutes (product-spec §4): 10; 12 for leagues 1 and 3;
 * 5 when status is above 55 (overtime). Our overtime codes 5–12 (product-spec §4 status codes) are
 * 5-minute periods too.
 */
export function basketballQuarterMinutes(leagueId: number, status: number): number {
  if (status > SPEC_OVERTIME_ABOVE) return OVERTIME_MINUTES;
  if (isBasketballOvertime(status)) return OVERTIME_MINUTES;
  return TWELVE_MINUTE_LEAGUES.has(leagueId) ? LONG_QUARTER_MINUTES : QUARTER_MINUTES;
}

/** Seconds left on a basketball clock text "MM:SS" (or "M:SS"); undefined when it is not one. */
export function clockSecondsLeft(clock: string | null | undefined): number | undefined {
  if (!clock) return undefined;
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The basketball ring as a fraction 0…1 of the current period played. Status 55 zeroes it; so does
 * every status that is not a period being played (not started, half-time, finished, abnormal) and a
 * clock that cannot be read.
 */
export function basketballRingFraction(
  leagueId: number,
  status: number,
  clockLeft: string | null | undefined,
): number {
  if (status === SPEC_RING_ZERO) return 0;
  const inPeriod = isBasketballPeriod(status) || status > SPEC_OVERTIME_ABOVE;
  if (!inPeriod) return 0;
  const left = clockSecondsLeft(clockLeft);
  if (left === undefined) return 0;
  const length = basketballQuarterMinutes(leagueId, status) * 60;
  return Math.min(1, Math.max(0, (length - left) / length));
}
