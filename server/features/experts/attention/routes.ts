import {
  expertFans as expertFansEndpoint,
  expertFollowing as expertFollowingEndpoint,
  myFans as myFansEndpoint,
  myFollowedFamousExperts,
  myFollowing as myFollowingEndpoint,
} from '../../../../contracts/expertAttention';
import { myFollowedExperts as myFollowedExpertsEndpoint } from '../../../../contracts/experts';
import type { Database } from '../../../db/database';
import type { Router } from '../../../platform/route';
import { myFollowedExperts } from './followed';
import { expertFans, expertFollowing, myFans, myFollowing } from './service';

/** Who follows whom: the attention lists and the followed experts (contracts/expertAttention.ts). */
export function attentionRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(expertFansEndpoint, async ({ expertId, pageNo }, ctx) =>
    expertFans(db, expertId, pageNo, (await ctx.viewer())?.userId ?? null),
  );
  route(expertFollowingEndpoint, async ({ expertId, pageNo }, ctx) =>
    expertFollowing(db, expertId, pageNo, (await ctx.viewer())?.userId ?? null),
  );
  route(myFansEndpoint, ({ expertId, pageNo }, { caller }) =>
    myFans(db, caller.userId, expertId, pageNo),
  );
  route(myFollowingEndpoint, ({ expertId, pageNo }, { caller }) =>
    myFollowing(db, caller.userId, expertId, pageNo),
  );
  route(myFollowedExpertsEndpoint, ({ pageNo }, { caller }) =>
    myFollowedExperts(db, caller.userId, pageNo),
  );
  route(myFollowedFamousExperts, ({ pageNo }, { caller }) =>
    myFollowedExperts(db, caller.userId, pageNo, { famous: true }),
  );
}
