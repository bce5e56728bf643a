import type { MatchItem } from '@contracts/sportdata/matches';
import { canStillChange } from '@entities/match';

/**
 * The rows the 进行中 view shows: its matches that are still in play as the store knows them (the
 * live pipeline, after its spoiler delay, says when one ends). A match that finishes, is abandoned
 * or postponed leaves the view without a reload; one that resumes comes back, since the list keeps
 * its id. Kick-offs join it through liveMembership.ts (docs/decisions/match-list.md).
 */
export function stillInPlay(
  ids: readonly number[],
  byId: Readonly<Record<number, MatchItem | undefined>>,
): readonly number[] {
  const shown = ids.filter((id) => {
    const match = byId[id];
    // Not in the store (yet): nothing says it ended.
    return match === undefined || canStillChange(match);
  });
  return shown.length === ids.length ? ids : shown;
}
