import type { MatchItem } from '@contracts/sportdata/matches';
import { matchPageHref, matchPhase, sportOf, type Sport } from '@entities/match';
import { failureText } from '@shared/http';

/** Pure rules of the home tab (docs/decisions/home.md). */

/** The live strip's swiper: horizontal, automatic slides per view (product-spec §9 swiper default). */
export const LIVE_STRIP_SWIPER = {
  direction: 'horizontal',
  slidesPerView: 'auto',
  spaceBetween: 10,
} as const;

/** The match detail route of a match: football and basketball have their own (product-spec §2). */
export function detailHref(sportType: number, matchId: number): string {
  return matchPageHref(sportOf(sportType), matchId);
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
 * The live strip's matches that are still in play as the shared match store has them. The home
 * answer is cached for 3 minutes, but the store follows the live-score polls: a match they see finish
 * (or turn abnormal: interrupted, abandoned, postponed) leaves the strip at once. A match the store
 * does not hold has no card to show.
 */
export function stillInPlay(
  ids: readonly number[],
  byId: Readonly<Record<number, MatchItem>>,
): number[] {
  return ids.filter((id) => {
    const m = byId[id];
    return m !== undefined && matchPhase(sportOf(m.sportType), m.matchStatus) === 'live';
  });
}

/** The fan's message for a failed load: the server's, or a plain one for a timeout. */
export function homeErrorText(error: unknown): string {
  return failureText(error);
}
