import type { PlanCard, PlanPage } from '@contracts/plans';
import { usePagedList, type PagedListView } from '@shared/paging';

/**
 * Plan cards page by page on the paged-list primitive (every plan list: on sale, bought, posted):
 * page numbers as the cursor, the next one while the answer says there is more. New `deps` (another
 * ball type, kind or tab) start a new list from its first page; the old one's request is cancelled.
 */
export function usePlanPages(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<PlanPage>,
  deps: readonly unknown[],
): PagedListView<PlanCard, number> {
  return usePagedList<PlanCard, number>(
    () => ({
      first: 1,
      keyOf: (plan) => plan.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    deps,
  );
}
