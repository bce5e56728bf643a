import type { MatchInformation } from '../../../../contracts/sportdata/matchExtras';
import * as matchExtrasCalls from '../../../../contracts/sportdata/matchExtrasCalls';
import { defineApi } from '../../../platform/gateway/api';
import { loadMatchContext } from './context';
import { informationOf } from './informationRules';

/**
 * getMatchInfomationApi: each team's good and bad news (bans, rest, the next fixture, streaks, form,
 * table position, the meetings) and the neutral facts, written from the database (informationRules.ts).
 */
export const getMatchInfomationApi = defineApi(
  matchExtrasCalls.getMatchInfomationApi,
  async (args, { db }): Promise<MatchInformation> =>
    informationOf(await loadMatchContext(db, args.matchId)),
);
