import {
  activityClaim,
  activityInfo as infoEndpoint,
  preDualSpreePay,
  spreeBuy,
} from '../../../contracts/activities';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { appOriginsOf, openDirectPayOf } from '../wallet/charge';
import { claim1812, claimAsianCup, claimEightVip } from './claims';
import { activityInfo } from './info';
import { buySpree, SPREE_REF, spreeSellable } from './spree';

export interface ActivityDeps {
  db: Database;
  /** Null when none is configured (PAY_PROVIDER): the spree's direct pay is refused, coins still buy. */
  provider: PaymentProvider | null;
  /** Origins besides the server's own that serve the app (a Vite dev server). */
  appOrigins: readonly string[];
}

/**
 * The /hd/* activities (issue 37 §4): the page's facts, the free claims, the spree bought with coins
 * or paid through the cashier.
 */
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
  // The payments' one direct pay: the notification buys the spree with the money's coins through
  // the commerce core, under the spree's own ledger key — so once per account, whatever arrives.
  route(preDualSpreePay, (input, { caller, now, request }) =>
    openDirectPayOf(
      db,
      deps.provider,
      spreeSellable,
      SPREE_REF,
      {
        userId: caller.userId,
        chargeWay: input.chargeWay,
        channel: input.from,
        returnUrl: input.returnUrl,
        appOrigins: appOriginsOf(request, deps.appOrigins),
      },
      now,
    ),
  );
}
