import { INT32_MAX } from '@contracts/integers';
import type { JumpTarget } from './target';
import { routeTarget } from './target';

/**
 * The jump types that open one page with one parameter (product-spec §9): the parameter is the id
 * of what the page shows — a plan, an expert, a match, a post… — a whole number from 1 to 2^31−1.
 * Anything else is no id, and the advert leads nowhere. Types 40 (coupons) and 66 (my fans) open
 * the fan's own list: their parameter picks nothing and is not needed.
 */
const ONE_PARAMETER: Readonly<Record<number, (id: number) => JumpTarget | null>> = {
  3: (id) => routeTarget('plan', { id }),
  4: (expertId) => routeTarget('public/expertHome', { expertId }),
  5: (matchId) => routeTarget('match-detail', {}, { matchId }),
  6: (id) => routeTarget('sns/detail', { id }),
  8: (id) => routeTarget('tjInterpretation', { id }),
  // A special template (专题) has no page in the spec's route list: it leads nowhere.
  9: () => null,
  10: (leagueId) => routeTarget('data/league-data', { leagueId }),
  12: (id) => routeTarget('share-page/information', {}, { id }),
  14: (matchId) => routeTarget('bk-match-detail', {}, { matchId }),
  15: (leagueId) => routeTarget('data/bk/league', { leagueId }),
  43: (expertId) => routeTarget('expert-push/order', { expertId }),
};

/** The types whose page needs no parameter. */
const OWN_LISTS: Readonly<Record<number, () => JumpTarget | null>> = {
  40: () => routeTarget('user/coupon-list'),
  66: () => routeTarget('myAttention', { tab: 'me' }),
};

export const ONE_PARAMETER_TYPES: readonly number[] = [
  ...Object.keys(ONE_PARAMETER),
  ...Object.keys(OWN_LISTS),
].map(Number);

/** An id as an advert carries it (a number or its digits), or null. */
export function jumpId(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= INT32_MAX ? id : null;
}

export function oneParameterTarget(type: number, param: unknown): JumpTarget | null {
  if (Object.hasOwn(OWN_LISTS, type)) return OWN_LISTS[type]?.() ?? null;
  if (!Object.hasOwn(ONE_PARAMETER, type)) return null;
  const id = jumpId(param);
  return id === null ? null : (ONE_PARAMETER[type]?.(id) ?? null);
}
