import { SEARCH_MATCH_DAYS } from '../../../contracts/search';
import { beijingDate, beijingDayEnd, beijingDayStart } from '../../../domain/time';

/**
 * The days the home search looks at matches in: from the start of the Beijing day three days back
 * to the end of the day a week ahead — the matches a fan can still follow or just watched. Older
 * and later fixtures are the data library's (its league schedules).
 */
export function matchWindow(now: number): { from: Date; to: Date } {
  return {
    from: new Date(beijingDayStart(beijingDate(now, -SEARCH_MATCH_DAYS.before))),
    to: new Date(beijingDayEnd(beijingDate(now, SEARCH_MATCH_DAYS.after))),
  };
}
