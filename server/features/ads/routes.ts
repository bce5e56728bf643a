import { adsAtLocation } from '../../../contracts/ads';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { runningAds } from './queries';
import { adOfRow } from './wire';

/**
 * Page adverts (calls-errors-spec §7.7 page/ad/location): those of a location running now, in their
 * order, each with where it leads (product-spec §9's jump kinds). A location with none answers an
 * empty list; the screen then shows no advert at all.
 */
export function adRoutes(route: Router, deps: { db: Database }): void {
  route(adsAtLocation, async ({ adLocation }, { now }) => {
    const rows = await runningAds(deps.db, adLocation, new Date(now));
    return done({ list: rows.map(adOfRow) });
  });
}
