/** The spoiler delays a fan may choose (ours; docs/decisions/match-list-settings.md). */
const SECOND = 1000;

/** The delays a fan may put between the data and the screen to avoid spoilers ahead of the TV. */
export const SPOILER_DELAY_CHOICES_MS = [
  0,
  10 * SECOND,
  30 * SECOND,
  60 * SECOND,
  120 * SECOND,
] as const;
