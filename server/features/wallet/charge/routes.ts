import type { FastifyRequest } from 'fastify';
import {
  checkPayStatus,
  newCharge,
  payNotify,
  preDualPay,
  queryChargeConfig,
} from '../../../../contracts/wallet/charge';
import type { Database } from '../../../db/database';
import type { PaymentProvider } from '../../../paymentProvider';
import { done } from '../../../platform/refusals';
import type { Router } from '../../../platform/route';
import { chargeConfig, openCharge } from './charge';
import { openDirectPay } from './directPay';
import { applyNotice } from './service';
import { orderStatus } from './status';

export interface PaymentDeps {
  db: Database;
  /** Null when none is configured (PAY_PROVIDER): top-ups and direct pay are refused. */
  provider: PaymentProvider | null;
  /** The secret the provider signs notifications with. */
  notifySecret: string;
  /** Origins besides the server's own that serve the app (a Vite dev server). */
  appOrigins: readonly string[];
}

/** The origins the app is served from: the server's own, as the browser addressed it, and more. */
export function appOriginsOf(request: FastifyRequest, more: readonly string[]): string[] {
  return [new URL(`${request.protocol}://${request.host}`).origin, ...more];
}

/**
 * Top-up, anything sold paid directly, the status and the provider's notification (calls-errors-spec §7.6,
 * §7.7, §7.12).
 */
export function paymentRoutes(route: Router, deps: PaymentDeps): void {
  const { db } = deps;
  route(queryChargeConfig, (_input, { caller, now }) => chargeConfig(db, caller.userId, now));
  route(newCharge, (input, { caller, now, request }) => {
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
        appOrigins: appOriginsOf(request, deps.appOrigins),
      },
      now,
    );
  });
  route(preDualPay, (input, { caller, now, request }) =>
    openDirectPay(
      db,
      deps.provider,
      {
        userId: caller.userId,
        playType: input.playType,
        planId: input.planId,
        planNo: input.planNo,
        chargeWay: input.feeId,
        channel: input.from,
        returnUrl: input.returnUrl,
        appOrigins: appOriginsOf(request, deps.appOrigins),
      },
      now,
    ),
  );
  route(checkPayStatus, ({ id }, { caller, now }) => orderStatus(db, caller.userId, id, now));
  route(payNotify, async ({ sign, ...notice }, { now }) => {
    const outcome = await applyNotice(db, notice, sign, deps.notifySecret, now);
    return outcome.ok ? done({ ack: 'success' as const }) : outcome;
  });
}
