import type { Sport } from '@entities/match';
import { SPORT } from '@domain/sport';

/**
 * The arguments of the day-list call (getMatchListByDate), apart from the call itself so the first
 * screen's early call (list/firstScreen.ts) asks exactly what the list will ask.
 */

/** The call's sportType of each list: the domain's sport ids. */
export const SPORT_TYPE: Readonly<Record<Sport, number>> = SPORT;

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

/** getMatchListByDate's arguments for one page of a day's matches. */
export function matchPageCallArgs(args: MatchPageArgs) {
  return {
    sportType: SPORT_TYPE[args.sport],
    matchStatus: args.matchStatus,
    date: args.date ?? undefined,
    game: args.game,
    oddsCompany: args.oddsCompany,
    pageNo: args.pageNo,
    pageSize: args.pageSize,
  };
}
