import type { OutputOf } from '@contracts/endpoint';
import { checkPayStatus } from '@contracts/wallet/charge';
import { call } from '../http';

export type PayStatusAnswer = OutputOf<typeof checkPayStatus>;

/** The status of one of the fan's orders (a top-up's, or a plan's paid directly). */
export function fetchPayStatus(id: number, signal?: AbortSignal): Promise<PayStatusAnswer> {
  return call(checkPayStatus, { id }, { signal });
}
