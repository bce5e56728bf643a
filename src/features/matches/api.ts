import { getUserFollowMatchList } from '@contracts/sportdata/followCalls';
import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import type { MatchPage } from '@contracts/sportdata/matches';
import type { Sport } from '@entities/match';
import { noLoginError, sportdata } from '@shared/http';
import { isLoggedIn } from '@shared/session';

/**
 * The list calls of the match screens (calls-errors-spec §7.1, docs/api.md "Matches"), one small
 * function each, every answer checked by its contract schema.
 */

export const SPORT_TYPE: Readonly<Record<Sport, number>> = { football: 1, basketball: 2 };

export interface MatchPageArgs {
  sport: Sport;
  /** getMatchListByDate's matchStatus: 0 all, 1 live, 2 upcoming, 3 finished. */
  matchStatus: number;
  /** 'yyyy-MM-dd' (Beijing); omitted for the server's today. */
  date: string | null;
  game: number;
  oddsCompany: number;
  pageNo: number;
  pageSize: number;
}

/** One page of a day's matches. */
export function fetchMatchPage(args: MatchPageArgs, signal?: AbortSignal) {
  return sportdata(
    getMatchListByDate,
    {
      sportType: SPORT_TYPE[args.sport],
      matchStatus: args.matchStatus,
      date: args.date ?? undefined,
      game: args.game,
      oddsCompany: args.oddsCompany,
      pageNo: args.pageNo,
      pageSize: args.pageSize,
    },
    { signal },
  );
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
