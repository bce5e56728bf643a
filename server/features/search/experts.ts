import { asc, desc, ilike } from 'drizzle-orm';
import type { TipExpert } from '../../../contracts/matchcenter';
import type { Database } from '../../db/database';
import { experts } from '../../db/schema';
import { expertBasicsColumns, tipExpertOf, tipExpertsOf } from '../experts';
import type { HitPage } from './page';

/** Experts of both ball types whose nickname holds the word, the most followed first. */
export async function searchExperts(
  db: Database,
  pattern: string,
  page: HitPage,
): Promise<TipExpert[]> {
  const rows = await db
    .select(expertBasicsColumns)
    .from(experts)
    .where(ilike(experts.nickname, pattern))
    .orderBy(desc(experts.followers), asc(experts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const cards = await tipExpertsOf(db, rows);
  return rows.map((r) => cards.get(r.id) ?? tipExpertOf(r));
}
