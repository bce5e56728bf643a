import { getUserFollowMatchList } from '@contracts/sportdata/followCalls';
import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import type { MatchPage } from '@contracts/sportdata/matches';
import { noLoginError, sportdata } from '@shared/http';
import { isLoggedIn } from '@shared/session';
import { matchPageCallArgs, SPORT_TYPE, type MatchPageArgs } from './callArgs';

export { SPORT_TYPE, type MatchPageArgs } from './callArgs';

/**
 * The list calls of the match screens (calls-errors-spec §7.1, docs/api.md "Matches"), one small
 * function each, every answer checked by its contract schema.
 */

/** One page of a day's matches. */
export function fetchMatchPage(args: MatchPageArgs, signal?: AbortSignal) {
  return sportdata(getMatchListByDate, matchPageCallArgs(args), { signal });
}

/**
 * One page of the fan's followed matches of a sport (the followed view; needs login): live first,
 * then upcoming, then finished. Same paging and odds company as the day lists.
 */
export async function fetchFollowedPage(args: MatchPageArgs, signal?: AbortSignal) {
  // A visitor has nothing followed: the view offers login without asking the server.
  if (!isLoggedIn()) throw noLoginError(getUserFollowMatchList.name);
  const page = await sportdata(
    getUserFollowMatchList,
    {
      sportType: SPORT_TYPE[args.sport],
      matchStatus: args.matchStatus,
      game: args.game,
      oddsCompany: args.oddsCompany,
      pageNo: args.pageNo,
      pageSize: args.pageSize,
    },
    { signal },
  );
  return page satisfies MatchPage;
}
