import { liveScoreSchema, type LiveScore, type MatchItem } from '@contracts/sportdata/matches';
import { upsertMatches, useMatchesStore } from './store';

/**
 * What a cached answer (the home tab's, a match page's) adds to the shared match store: a match the
 * store holds with a fresher live score (a poll landed after this answer was cached) keeps its score,
 * and every held match keeps its odds (those calls send none; the lists' rows show them).
 */
export function mergeCachedMatch(held: MatchItem | undefined, incoming: MatchItem): MatchItem {
  if (!held) return incoming;
  const base = held.version > incoming.version ? { ...incoming, ...scoreOf(held) } : incoming;
  const merged: MatchItem = { ...base, odds: held.odds ?? incoming.odds };
  // An absent flag stays absent (a key holding undefined would make an equal match look changed).
  const isFollow = held.isFollow ?? incoming.isFollow;
  if (isFollow !== undefined) merged.isFollow = isFollow;
  return merged;
}

/** The live-score fields of a match, named once by the contract (matchId aside). */
const LIVE_FIELDS = Object.keys(liveScoreSchema.shape).filter(
  (k): k is Exclude<keyof LiveScore, 'matchId'> => k !== 'matchId',
);

function scoreOf(m: MatchItem): Partial<MatchItem> {
  // Absent optional fields stay absent (a key holding undefined would make an equal match look changed).
  return Object.fromEntries(LIVE_FIELDS.filter((k) => m[k] !== undefined).map((k) => [k, m[k]]));
}

/** Puts cached answers' matches into the store (one write), keeping fresher scores and odds. */
export function upsertCachedMatches(items: readonly MatchItem[]): void {
  const { byId } = useMatchesStore.getState();
  // upsertMatches shares unchanged matches, so their rows do not render again.
  upsertMatches(items.map((item) => mergeCachedMatch(byId[item.matchId], item)));
}
