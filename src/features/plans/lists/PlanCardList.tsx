import type { PlanCard as PlanCardData } from '@contracts/plans';
import { type PagedListView, WindowCardList } from '@shared/paging';
import { PlanCard } from '../cards/PlanCard';

// Module-level: Virtuoso keeps a stable row renderer and key reader across renders.
const planKey = (_index: number, plan: PlanCardData) => plan.id;
const planRow = (_index: number, plan: PlanCardData) => <PlanCard plan={plan} />;

/** A list of plan cards under the window's scroll (the shared WindowCardList). */
export function PlanCardList({
  pages,
  emptyText,
}: {
  pages: PagedListView<PlanCardData, number>;
  emptyText: string;
}) {
  return (
    <WindowCardList
      pages={pages}
      emptyText={emptyText}
      keyOf={planKey}
      renderCard={planRow}
      testId="plans"
    />
  );
}
