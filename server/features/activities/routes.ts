import {
  activityClaim,
  activityInfo as infoEndpoint,
  spreeBuy,
} from '../../../contracts/activities';
import type { Database } from '../../db/database';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { claim1812, claimAsianCup, claimEightVip } from './claims';
import { activityInfo } from './info';
import { buySpree } from './spree';

export interface ActivityDeps {
  db: Database;
}

/** The /hd/* activities (issue 37 §4): the page's facts, the free claims, the spree bought with coins. */
export function activityRoutes(route: Router, deps: ActivityDeps): void {
  const { db } = deps;
  route(infoEndpoint, async ({ name }, ctx) =>
    done(await activityInfo(db, name, (await ctx.viewer())?.userId ?? null, ctx.now)),
  );
  route(activityClaim, ({ name, step }, { caller, now }) => {
    if (name === '1812') return claim1812(db, caller.userId, step === 2 ? 2 : 1, now);
    return name === 'eightVip'
      ? claimEightVip(db, caller.userId, now)
      : claimAsianCup(db, caller.userId, now);
  });
  route(spreeBuy, (_input, { caller, now }) => buySpree(db, caller.userId, now));
}
