import { create } from 'zustand';
import { WITHDRAW_SMS_TYPE } from '@contracts/wallet/withdraw';
import {
  isSmsSendable,
  isSmsSending,
  resetSmsCentre,
  setSmsSending,
  SMS_COUNTER_IDLE,
  startSmsCountdown,
  useSmsCentres,
} from '@features/account';

/**
 * The withdrawal's SMS code centre (product-spec §4 "SMS code"): the account feature's centre of
 * type 53 (one countdown for every SMS code, the contract's wait), plus the masked phone the last
 * code went to, which only this screen shows.
 */
export const useWithdrawSmsSentTo = create<{ sentTo: string | null }>(() => ({ sentTo: null }));

/** What the code field shows: the wait (61 when sendable), a send on its way, where it went. */
export function useWithdrawSms(): { wait: number; sending: boolean; sentTo: string | null } {
  const wait = useSmsCentres((s) => s.wait[WITHDRAW_SMS_TYPE]);
  const sending = useSmsCentres((s) => s.sending[WITHDRAW_SMS_TYPE]);
  const sentTo = useWithdrawSmsSentTo((s) => s.sentTo);
  return { wait, sending, sentTo };
}

export const WITHDRAW_SMS_IDLE = SMS_COUNTER_IDLE;

export const isWithdrawSmsSendable = (): boolean =>
  isSmsSendable(WITHDRAW_SMS_TYPE) && !isSmsSending(WITHDRAW_SMS_TYPE);

export function setWithdrawSmsSending(sending: boolean): void {
  setSmsSending(WITHDRAW_SMS_TYPE, sending);
}

/** After a successful send: the 60 s wait, and where the code went. */
export function startWithdrawSmsCountdown(sentTo: string): void {
  useWithdrawSmsSentTo.setState({ sentTo });
  startSmsCountdown(WITHDRAW_SMS_TYPE);
}

/** Back to sendable, its timer stopped (tests; a logout may use it too). */
export function resetWithdrawSms(): void {
  resetSmsCentre(WITHDRAW_SMS_TYPE);
  useWithdrawSmsSentTo.setState({ sentTo: null });
}
