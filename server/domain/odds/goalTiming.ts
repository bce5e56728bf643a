/**
 * When goals come in a football match. Goals are not spread evenly over the 90 minutes: tired legs
 * and teams chasing a result make the later minutes richer (about 45% of a match's goals fall in the
 * first half, 55% in the second, the last quarter of an hour the richest). Matchday models the
 * scoring rate as rising in a straight line from 0.8 to 1.2 times the average between kick-off and
 * full time (docs/decisions/in-play-odds.md), which gives those shares.
 */

/** The scoring rate at kick-off and at full time, as multiples of a match's average rate. */
export const GOAL_RATE_SHAPE = { kickOff: 0.8, fullTime: 1.2 } as const;

/**
 * The share of a match's expected goals still to come when `timeLeft` (a share of the 90 minutes)
 * is left: the rate above integrated from now to full time. At half-time 55% of the goals are still
 * to come, with ten minutes left 13% rather than 11%. Extra time, whose clock the caller already
 * counts as a share of 90 minutes, is priced as the same length of a match's late stretch.
 */
export function goalShareLeft(timeLeft: number): number {
  const r = Math.min(1, Math.max(0, timeLeft));
  const { kickOff, fullTime } = GOAL_RATE_SHAPE;
  // ∫ over the last r of the match of a rate rising linearly from kickOff to fullTime.
  return fullTime * r - ((fullTime - kickOff) / 2) * r * r;
}
