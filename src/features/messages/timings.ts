/** The message centre's timings (calls-errors-spec §8). */

/** A failed message load shows its error this long (calls-errors-spec §8). */
export const MESSAGE_TOAST_MS = 1500;
