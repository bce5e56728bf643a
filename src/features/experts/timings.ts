/** The expert screens' timings (calls-errors-spec §8). */

/** A failed follow or unfollow shows the returned error this long. */
export const FOLLOW_ERROR_TOAST_MS = 1000;
