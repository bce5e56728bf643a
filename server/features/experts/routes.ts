import {
  bestScore as bestScoreEndpoint,
  goodAtLeague as goodAtLeagueEndpoint,
  expertDistribution,
  expertHome as expertHomeEndpoint,
  expertSearch,
  expertTop10,
  famousRanking as famousRankingEndpoint,
  followExpert as followExpertEndpoint,
  leagueRecord as leagueRecordEndpoint,
  expertPushStatus,
  myExpertPushes,
  orderExpertPush,
} from '../../../contracts/experts';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { attentionRoutes } from './attention/routes';
import { bestScore } from './bestScore';
import { goodAtLeague } from './leagueRanking';
import { myPushes, orderPush, pushStatus } from './push';
import {
  distribution,
  expertHome,
  famousRanking,
  followExpert,
  leagueRecord,
  searchExperts,
  top10,
} from './service';

/** The experts' calls (docs/decisions/expert-records.md). */
export function expertRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(expertHomeEndpoint, async ({ expertId }, ctx) =>
    expertHome(db, expertId, (await ctx.viewer())?.userId ?? null, ctx.now),
  );
  route(leagueRecordEndpoint, (input, { now }) => leagueRecord(db, input, now));
  route(expertDistribution, ({ expertId, qiuFlag }) => distribution(db, expertId, Number(qiuFlag)));
  route(goodAtLeagueEndpoint, ({ expertId, leagueId }) => goodAtLeague(db, expertId, leagueId));
  route(bestScoreEndpoint, ({ expertId }, { now }) => bestScore(db, expertId, now));
  route(famousRankingEndpoint, ({ qiuFlag, type, pageNo, userLevel }, { now }) =>
    famousRanking(
      db,
      {
        qiuFlag: Number(qiuFlag),
        type: Number(type) as 1 | 2 | 3 | 4,
        pageNo: pageNo ?? 1,
        userLevel: userLevel ? Number(userLevel) : null,
      },
      now,
    ),
  );
  route(expertTop10, ({ qiuFlag }, { now }) => top10(db, Number(qiuFlag ?? 1), now));
  route(expertSearch, ({ words, qiuFlag }) =>
    searchExperts(db, words, qiuFlag ? Number(qiuFlag) : null),
  );
  route(followExpertEndpoint, ({ expertId, type }, { caller, now }) =>
    followExpert(db, caller.userId, expertId, type, now),
  );
  attentionRoutes(route, deps);
  route(expertPushStatus, ({ expertId }, { caller }) => pushStatus(db, caller.userId, expertId));
  route(orderExpertPush, ({ expertId, type }, { caller, now }) =>
    orderPush(db, caller.userId, expertId, type, now),
  );
  route(myExpertPushes, ({ pageNo }, { caller }) => myPushes(db, caller.userId, pageNo));
}
