import { SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, type SearchScope } from '../../../contracts/search';

/** Which hits of a kind a search answers: the preview of `all`, or one page of one kind. */
export interface HitPage {
  limit: number;
  offset: number;
}

export function hitPage(scope: SearchScope, pageNo: number): HitPage {
  if (scope === 'all') return { limit: SEARCH_PREVIEW_SIZE, offset: 0 };
  return { limit: SEARCH_PAGE_SIZE, offset: (pageNo - 1) * SEARCH_PAGE_SIZE };
}

/** A kind's hits from rows fetched one past the page (the extra row tells that more follow). */
export function section<T>(rows: readonly T[], page: HitPage): { list: T[]; hasMore: boolean } {
  return { list: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** A kind the scope left out. */
export const emptySection = () => ({ list: [], hasMore: false });
