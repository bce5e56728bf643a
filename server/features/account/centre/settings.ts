/**
 * The user centre's limits (ours: docs/decisions/user-centre.md). Like every security window they run
 * on real time, never the simulated clock.
 */

/** Wrong answers (old password, real name and id card) per fan before a lock. */
export const CENTRE_WRONG_ANSWERS = 5;
/** How long such a lock lasts, and the window the wrong answers are counted in. */
export const CENTRE_LOCK_MINUTES = 15;
