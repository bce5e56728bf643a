import { create } from 'zustand';
import { every, type Cancel } from '@schedulers';
import { WITHDRAW_SMS_IDLE, WITHDRAW_SMS_TICK_MS, WITHDRAW_SMS_WAIT_S } from './timings';

/**
 * The withdrawal's SMS code centre (product-spec §4 "SMS code"): sendable when the wait is 61; after
 * a successful send 60, one less each second on the scheduler's timers, back to 61 at 1 or less.
 * The account feature's centres are typed to the spec's types 47–52; this one (type 53) sends with
 * no phone and no captcha, so it keeps its own small state. It lives in the module, not the page,
 * so leaving and reopening the page within the minute does not allow a second code.
 */
export interface WithdrawSmsState {
  wait: number;
  sending: boolean;
  /** The masked phone the last code went to. */
  sentTo: string | null;
}

export const useWithdrawSms = create<WithdrawSmsState>(() => ({
  wait: WITHDRAW_SMS_IDLE,
  sending: false,
  sentTo: null,
}));

let stopTicks: Cancel | undefined;

export const isWithdrawSmsSendable = (): boolean =>
  useWithdrawSms.getState().wait === WITHDRAW_SMS_IDLE && !useWithdrawSms.getState().sending;

export function setWithdrawSmsSending(sending: boolean): void {
  useWithdrawSms.setState({ sending });
}

/** After a successful send: the 60 s wait, and where the code went. */
export function startWithdrawSmsCountdown(sentTo: string): void {
  stopTicks?.();
  useWithdrawSms.setState({ wait: WITHDRAW_SMS_WAIT_S, sentTo });
  const cancel = every(WITHDRAW_SMS_TICK_MS, () => {
    const wait = useWithdrawSms.getState().wait;
    if (wait <= 1) {
      cancel();
      stopTicks = undefined;
      useWithdrawSms.setState({ wait: WITHDRAW_SMS_IDLE });
    } else {
      useWithdrawSms.setState({ wait: wait - 1 });
    }
  });
  stopTicks = cancel;
}

/** Back to sendable, its timer stopped (tests; a logout may use it too). */
export function resetWithdrawSms(): void {
  stopTicks?.();
  stopTicks = undefined;
  useWithdrawSms.setState({ wait: WITHDRAW_SMS_IDLE, sending: false, sentTo: null });
}
