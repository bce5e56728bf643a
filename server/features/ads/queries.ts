import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ads } from '../../db/schema';

/** The adverts of a location running at `at` — started, not ended — in their order. */
export async function runningAds(db: Database, location: number, at: Date) {
  return db
    .select({
      id: ads.id,
      title: ads.title,
      imageUrl: ads.imageUrl,
      jumpType: ads.jumpType,
      jumpInnerId: ads.jumpInnerId,
      jumpParam: ads.jumpParam,
      jumpUrl: ads.jumpUrl,
      jumpExtra: ads.jumpExtra,
    })
    .from(ads)
    .where(
      and(
        eq(ads.location, location),
        or(isNull(ads.startsAt), lte(ads.startsAt, at)),
        or(isNull(ads.endsAt), gt(ads.endsAt, at)),
      ),
    )
    .orderBy(asc(ads.sort), asc(ads.id));
}

export type AdRow = Awaited<ReturnType<typeof runningAds>>[number];
