import {
  checkPayStatus,
  newCharge,
  payNotify,
  queryChargeConfig,
} from '../../../contracts/payments';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../paymentProvider';
import { done } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { chargeConfig, openCharge } from './charge';
import { applyNotice, orderStatus } from './service';

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  /** The secret the provider signs notifications with. */
  notifySecret: string;
  /** Origins besides the server's own that serve the app (a Vite dev server). */
  appOrigins: readonly string[];
}

/** Top-up and the provider's notification (calls-errors-spec §7.7, §7.12). */
export function paymentRoutes(route: Router, deps: PaymentDeps): void {
  const { db } = deps;
  route(queryChargeConfig, (_input, { caller, now }) => chargeConfig(db, caller.userId, now));
  route(newCharge, (input, { caller, now, request }) => {
    // The server's own origin, as the browser addressed it, is where the app is served from.
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    return openCharge(
      db,
      deps.provider,
      {
        userId: caller.userId,
        amountType: input.amountType,
        productId: input.productId,
        amount: input.amount,
        chargeCouponId: input.chargeCouponId,
        chargeWayIndex: input.chargeWayIndex,
        channel: input.from,
        returnUrl: input.returnUrl,
        appOrigins: [own, ...deps.appOrigins],
      },
      now,
    );
  });
  route(checkPayStatus, ({ id }, { caller }) => orderStatus(db, caller.userId, id));
  route(payNotify, async ({ sign, ...notice }, { now }) => {
    const outcome = await applyNotice(db, notice, sign, deps.notifySecret, now);
    return outcome.ok ? done({ ack: 'success' as const }) : outcome;
  });
}
