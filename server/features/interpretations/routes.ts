import {
  expertInterpretations as expertInterpretationsEndpoint,
  interpretationDetail as interpretationDetailEndpoint,
  interpretationList as interpretationListEndpoint,
  interpretationPublishOptions as publishOptionsEndpoint,
  myLookInterpretations as myLookEndpoint,
  myPublishInterpretations as myPublishEndpoint,
  payInterpretation as payInterpretationEndpoint,
  publishInterpretation as publishEndpoint,
} from '../../../contracts/interpretations';
import type { EXPERT_PLAN_TABS } from '../../../contracts/plans';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import {
  expertInterpretations,
  interpretationList,
  myLookInterpretations,
  myPublishInterpretations,
} from './lists';
import { payInterpretation } from './purchase';
import { interpretationPublishOptions, publishInterpretation } from './publish';
import { interpretationDetail } from './service';
import { discountOf } from '../../platform/commerce';

/** jiedu-list's type as the query spells it ('3' or 3), as a number. */
const readingType = (type: 0 | 3 | '0' | '3'): 0 | 3 => (Number(type) === 3 ? 3 : 0);
const ballOf = (qiuFlag: 1 | 2 | '1' | '2'): 1 | 2 => (Number(qiuFlag) === 2 ? 2 : 1);
/** my-post-jiedu's tab by name, or by the old app's number (0 all, 1 on sale, 2 settled). */
const EXPERT_TAB = {
  all: 'all',
  onSale: 'onSale',
  settled: 'settled',
  0: 'all',
  1: 'onSale',
  2: 'settled',
} as const satisfies Record<string, (typeof EXPERT_PLAN_TABS)[number]>;

/** The interpretations' calls (calls-errors-spec §7.6): reading one, buying it, the lists. */
export function interpretationRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(interpretationDetailEndpoint, async ({ id }, ctx) =>
    interpretationDetail(db, id, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(
    payInterpretationEndpoint,
    async ({ id, couponId, discountCardId, from }, { caller, now }) => {
      const discount = discountOf({ couponId, discountCardId, from });
      return discount.ok ? payInterpretation(db, id, caller.userId, now, discount.data) : discount;
    },
  );
  route(interpretationListEndpoint, ({ pageNo, type, qiuFlag, free }, { now }) =>
    interpretationList(
      db,
      {
        pageNo,
        type: readingType(type),
        qiuFlag: qiuFlag === undefined ? undefined : ballOf(qiuFlag),
        free: free === true,
      },
      now,
    ),
  );
  route(publishOptionsEndpoint, ({ qiuFlag, type }, { caller, now }) =>
    interpretationPublishOptions(
      db,
      caller.userId,
      { qiuFlag: qiuFlag ? Number(qiuFlag) : null, type: type === '3' ? 3 : 0 },
      now,
    ),
  );
  route(publishEndpoint, (input, { caller, now }) =>
    publishInterpretation(db, caller.userId, input, now),
  );
  route(myLookEndpoint, ({ pageNo, tab }, { caller, now }) =>
    myLookInterpretations(db, caller.userId, { pageNo, tab }, now),
  );
  route(myPublishEndpoint, ({ pageNo, tab }, { caller, now }) =>
    myPublishInterpretations(db, caller.userId, { pageNo, tab: EXPERT_TAB[tab] }, now),
  );
  route(expertInterpretationsEndpoint, ({ pageNo, expertId, type }, { now }) =>
    expertInterpretations(
      db,
      { pageNo, expertId, type: type === undefined ? undefined : readingType(type) },
      now,
    ),
  );
}
