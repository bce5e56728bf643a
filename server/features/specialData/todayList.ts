import { beijingDate, beijingDayEnd, beijingDayStart } from '../../../domain/time';
import type { Database } from '../../db/database';
import { matchesOf, todayPage, type SpecialMatchRow } from './queries';

/** What the special lists page by (contracts/sportdata/specialDataCalls.ts listArgs). */
export interface ListPage {
  pageNo: number;
  pageSize: number;
}

/**
 * A page of the special lists' matches: the sport's matches of today (Beijing day) or in play, with
 * europe odds, in play first, then to come, then the rest — each list adds its own figure to them.
 */
export async function todayMatches(
  db: Database,
  sport: number,
  now: number,
  page: ListPage,
): Promise<{ total: number; rows: SpecialMatchRow[] }> {
  const today = beijingDate(now);
  const { total, ids } = await todayPage(
    db,
    sport,
    { start: beijingDayStart(today), end: beijingDayEnd(today) },
    page,
  );
  const byId = new Map((await matchesOf(db, ids)).map((m) => [m.matchId, m]));
  return { total, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** The page fields every list answers with. */
export const pageOut = (page: ListPage, total: number) => ({ ...page, total });
