import { liveScoreSchema, type LiveScore, type MatchItem } from '@contracts/sportdata/matches';
import { isApiError } from '@shared/http';
import { sportOf, type Sport } from '@features/matches';

/** Pure rules of the home tab (docs/decisions/home.md). */

/** The live strip's swiper: horizontal, automatic slides per view (product-spec §9 swiper default). */
export const LIVE_STRIP_SWIPER = {
  direction: 'horizontal',
  slidesPerView: 'auto',
  spaceBetween: 10,
} as const;

/** The match detail route of a match: football and basketball have their own (product-spec §2). */
export function detailHref(sportType: number, matchId: number): string {
  return sportType === 2
    ? `/bk-match-detail?matchId=${matchId}`
    : `/match-detail?matchId=${matchId}`;
}

/** Ids of one sport among the given ones (what each sport's live poll watches). */
export function idsOfSport(
  ids: readonly number[],
  byId: Readonly<Record<number, MatchItem>>,
  sport: Sport,
): number[] {
  return ids.filter((id) => {
    const m = byId[id];
    return m !== undefined && sportOf(m.sportType) === sport;
  });
}

/**
 * What the home answer adds to the shared match store: a match the store holds with a fresher live
 * score (a poll landed after this answer was cached) keeps its score, and every held match keeps its
 * odds (the home call sends none; the lists' rows show them).
 */
export function mergeHomeMatch(held: MatchItem | undefined, incoming: MatchItem): MatchItem {
  if (!held) return incoming;
  const base = held.updatedAt > incoming.updatedAt ? { ...incoming, ...scoreOf(held) } : incoming;
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

/** The fan's message for a failed load: the server's, or a plain one for a timeout. */
export function homeErrorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.name === 'PollTimeoutError') return '请求超时，请稍后重试';
  return '加载失败，请稍后重试';
}
