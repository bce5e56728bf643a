import { PAY_STATUS } from '@contracts/wallet/charge';

/** What an order's status means to the fan: the spec counts anything but 2, 3, 4 as awaiting. */
export type PayOutcome = 'paid' | 'failed' | 'cancelled' | 'awaiting';

export function payOutcome(status: number): PayOutcome {
  if (status === PAY_STATUS.paid) return 'paid';
  if (status === PAY_STATUS.failed) return 'failed';
  if (status === PAY_STATUS.cancelled) return 'cancelled';
  return 'awaiting';
}
