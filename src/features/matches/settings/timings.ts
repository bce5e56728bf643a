/** The spoiler delays a fan may choose (ours; docs/decisions/match-list-settings.md). */
import { SECOND_MS } from '@domain/time';

/** The delays a fan may put between the data and the screen to avoid spoilers ahead of the TV. */
export const SPOILER_DELAY_CHOICES_MS = [
  0,
  10 * SECOND_MS,
  30 * SECOND_MS,
  60 * SECOND_MS,
  120 * SECOND_MS,
] as const;
