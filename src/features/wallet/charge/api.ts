import type { InputOf, OutputOf } from '@contracts/endpoint';
import { newCharge, queryChargeConfig, type ChargeConfig } from '@contracts/wallet/charge';
import { call } from '@shared/http';

export type NewChargeInput = InputOf<typeof newCharge>;
export type NewChargeAnswer = OutputOf<typeof newCharge>;

/** What the top-up page offers this fan: products, custom limits, bonus coupons, balance. */
export function fetchChargeConfig(signal?: AbortSignal): Promise<ChargeConfig> {
  return call(queryChargeConfig, {}, { signal });
}

/** Opens a top-up order: its id and the provider's cashier address. */
export function openCharge(input: NewChargeInput): Promise<NewChargeAnswer> {
  return call(newCharge, input);
}
