import { myLookPlans, type PlanPage } from '@contracts/plans';
import { defineResource } from '@schedulers';
import { call } from '@shared/http';

/**
 * The first page of the plans the fan bought (newest purchase first), keyed by the fan so another
 * login never sees the last one's. Asked again on every visit: a purchase may just have happened.
 */
export const boughtPlansResource = defineResource({
  name: 'channel-uc-bought',
  key: (userId: number) => String(userId),
  fetch: (_userId: number, signal): Promise<PlanPage> =>
    call(myLookPlans, { tab: 'all', pageNo: 1 }, { signal }),
});
