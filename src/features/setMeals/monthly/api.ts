import {
  monthlyOffers,
  myMonthlyExperts,
  privatePushToday,
  type MonthlyExpert,
  type MonthlyOffer,
} from '@contracts/expertMonthly';
import type { InterpretationPage } from '@contracts/interpretations';
import { call } from '@shared/http';
import type { MonthlyStatusTab } from './rules';

export function fetchMonthlyOffers(
  pageNo: number,
  signal: AbortSignal,
): Promise<{ list: MonthlyOffer[]; hasMore: boolean }> {
  return call(monthlyOffers, { pageNo }, { signal });
}

export function fetchMyMonthly(
  tab: MonthlyStatusTab,
  pageNo: number,
  signal: AbortSignal,
): Promise<{ list: MonthlyExpert[]; hasMore: boolean }> {
  return call(myMonthlyExperts, { pageNo, ...(tab === 'all' ? {} : { status: tab }) }, { signal });
}

export function fetchPrivatePush(pageNo: number, signal: AbortSignal): Promise<InterpretationPage> {
  return call(privatePushToday, { pageNo }, { signal });
}
