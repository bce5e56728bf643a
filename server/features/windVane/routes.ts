import {
  windVaneChange as changeEndpoint,
  windVaneList as listEndpoint,
  windVaneMatch as matchEndpoint,
} from '../../../contracts/windVane';
import type { Database } from '../../db/database';
import type { Router } from '../../platform/route';
import { windVaneChange, windVaneList, windVaneMatch } from './service';

/** The wind vane's calls: anyone may ask; only members get the figures. */
export function windVaneRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(listEndpoint, async ({ pageNo }, ctx) =>
    windVaneList(db, (await ctx.viewer())?.userId ?? null, pageNo, ctx.now),
  );
  route(matchEndpoint, async ({ matchId }, ctx) =>
    windVaneMatch(db, (await ctx.viewer())?.userId ?? null, matchId, ctx.now),
  );
  route(changeEndpoint, async ({ windMarkId }, ctx) =>
    windVaneChange(db, (await ctx.viewer())?.userId ?? null, windMarkId, ctx.now),
  );
}
