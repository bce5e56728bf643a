import { and, desc, eq, gt, ilike, lte, or } from 'drizzle-orm';
import type { SearchPlan } from '../../../contracts/search';
import type { Database } from '../../db/database';
import { experts, leagues, matches, plans } from '../../db/schema';
import { NOT_STARTED } from '../../../domain/sport';
import { awayTeam, homeTeam, matchAway, matchHome, matchLeague, planMatchColumns } from '../plans';
import type { HitPage } from './page';

/**
 * Plans on sale — published, their match not started and still ahead — whose title or either team
 * holds the word, the newest first (the plan lists' order). Never the paid content.
 */
export async function searchPlans(
  db: Database,
  pattern: string,
  now: number,
  page: HitPage,
): Promise<SearchPlan[]> {
  const at = new Date(now);
  const rows = await db
    .select({
      id: plans.id,
      title: plans.title,
      priceFen: plans.priceFen,
      refundIfLost: plans.refundIfLost,
      expertId: experts.id,
      expertNickname: experts.nickname,
      match: planMatchColumns,
    })
    .from(plans)
    .innerJoin(experts, eq(experts.id, plans.expertId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(
      and(
        lte(plans.publishedAt, at),
        eq(matches.status, NOT_STARTED),
        gt(matches.matchTime, at),
        or(
          ilike(plans.title, pattern),
          ilike(homeTeam.name, pattern),
          ilike(homeTeam.shortName, pattern),
          ilike(awayTeam.name, pattern),
          ilike(awayTeam.shortName, pattern),
        ),
      ),
    )
    .orderBy(desc(plans.publishedAt), desc(plans.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ priceFen, match, ...r }) => ({
    ...r,
    price: Number(priceFen) / 100,
    match: { ...match, matchTime: match.matchTime.getTime() },
  }));
}
