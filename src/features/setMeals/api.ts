import {
  buySetMeal,
  setMealExperts,
  setMealList,
  setMealRecord,
  type SetMealCard,
  type Ticket,
} from '@contracts/setMeals';
import { redListOffer, type RedListOffer } from '@contracts/vipOffer';
import type { TipExpert } from '@contracts/matchcenter';
import { call } from '@shared/http';
import type { SetMealScope } from './rules';

export function fetchSetMealPage(
  scope: SetMealScope,
  pageNo: number,
  signal: AbortSignal,
): Promise<{ list: SetMealCard[]; hasMore: boolean; servicePhone: string | null }> {
  return call(setMealList, { scope: String(scope) as '1' | '2', pageNo }, { signal });
}

export async function fetchSetMealExperts(signal?: AbortSignal): Promise<TipExpert[]> {
  return (await call(setMealExperts, {}, { signal })).list;
}

export function fetchRedListOffer(signal?: AbortSignal): Promise<RedListOffer> {
  return call(redListOffer, {}, { signal });
}

/** Buys a package with coins; the same `requestId` again answers the same ticket. */
export function buyMeal(pkgId: number, requestId: string) {
  return call(buySetMeal, { pkgId, requestId });
}

export function fetchTicketPage(
  pageNo: number,
  signal: AbortSignal,
): Promise<{ list: Ticket[]; hasMore: boolean }> {
  return call(setMealRecord, { pageNo }, { signal });
}
