import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { adsAtLocation } from '../../../contracts/ads';
import type { Database } from '../../db/database';
import { ads } from '../../db/schema';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';

/**
 * Page adverts (calls-errors-spec §7.7 page/ad/location): those of a location running now — started,
 * not ended — in their order. A location with none answers an empty list; the screen then shows no
 * advert at all.
 */
export function adRoutes(route: Router, deps: { db: Database }): void {
  route(adsAtLocation, async ({ adLocation }, { now }) => {
    const at = new Date(now);
    const list = await deps.db
      .select({ id: ads.id, title: ads.title, imageUrl: ads.imageUrl, jumpPath: ads.jumpPath })
      .from(ads)
      .where(
        and(
          eq(ads.location, adLocation),
          or(isNull(ads.startsAt), lte(ads.startsAt, at)),
          or(isNull(ads.endsAt), gt(ads.endsAt, at)),
        ),
      )
      .orderBy(asc(ads.sort), asc(ads.id));
    return done({ list });
  });
}
