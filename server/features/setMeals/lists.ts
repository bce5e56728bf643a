import { count, desc, eq, gt } from 'drizzle-orm';
import type { TipExpert } from '../../../contracts/matchcenter';
import type { Database } from '../../db/database';
import { experts, interpretations } from '../../db/schema';
import { done } from '../../platform/refusals';
import { expertBasicsColumns, tipExpertOf, tipExpertsOf } from '../experts';
import { mealPage } from './queries';

/** Experts the screen recommends (product-spec §9: famous experts, 8). */
const RECOMMENDED = 8;
const MONTH_MS = 30 * 86_400_000;

/** GET /api/setMeal/list/{scope}: the packages on sale, cheapest first, with the service phone. */
export async function setMealList(
  db: Database,
  args: { scope: number; pageNo: number; pageSize: number },
  servicePhone: string | null,
) {
  const page = await mealPage(db, args.scope, args.pageNo, args.pageSize);
  return done({ ...page, pageNo: args.pageNo, servicePhone });
}

/**
 * GET /api/setMeal/expert/list: the experts whose readings a package buys — those who published the
 * most interpretations in the last 30 days, with their records.
 */
export async function setMealExperts(db: Database, now: number) {
  const rows = await db
    .select({ expert: expertBasicsColumns, readings: count(interpretations.id) })
    .from(interpretations)
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .where(gt(interpretations.publishedAt, new Date(now - MONTH_MS)))
    .groupBy(experts.id)
    .orderBy(desc(count(interpretations.id)), experts.id)
    .limit(RECOMMENDED);
  const cards = await tipExpertsOf(
    db,
    rows.map((r) => r.expert),
  );
  const list: TipExpert[] = rows.map((r) => cards.get(r.expert.id) ?? tipExpertOf(r.expert));
  return done({ list });
}
