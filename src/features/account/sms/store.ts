import { create } from 'zustand';
import { SMS_TYPES, type SmsType } from '@contracts/account/session';
import { WITHDRAW_SMS_TYPE } from '@contracts/wallet/withdraw';
import { every, type Cancel } from '@schedulers';
import { SMS_COUNTER_IDLE, SMS_RESEND_WAIT_S, SMS_TICK_MS } from './timings';

/**
 * The SMS code centres of product-spec §4 "SMS code": one per type (47–52, and the withdrawal's 53,
 * which sends without phone or captcha through its own call). A centre is sendable when its wait is
 * 61; after a successful send the wait starts at 60 and falls by one each second; at 1 or less it is
 * back to 61. `sending` covers the captcha and the call, so a second tap does nothing. The centres
 * live in the module, not a page, so leaving and reopening a page within the minute does not allow
 * a second code.
 */
export type SmsCentre = SmsType | typeof WITHDRAW_SMS_TYPE;
const SMS_CENTRES: readonly SmsCentre[] = [...SMS_TYPES, WITHDRAW_SMS_TYPE];

export interface SmsCentresState {
  wait: Record<SmsCentre, number>;
  sending: Record<SmsCentre, boolean>;
}

const byType = <T>(value: T) =>
  Object.fromEntries(SMS_CENTRES.map((type) => [type, value])) as Record<SmsCentre, T>;

export const useSmsCentres = create<SmsCentresState>(() => ({
  wait: byType(SMS_COUNTER_IDLE),
  sending: byType(false),
}));

const ticks = new Map<SmsCentre, Cancel>();

function setWait(type: SmsCentre, wait: number): void {
  useSmsCentres.setState((s) => ({ wait: { ...s.wait, [type]: wait } }));
}

export function setSmsSending(type: SmsCentre, sending: boolean): void {
  useSmsCentres.setState((s) => ({ sending: { ...s.sending, [type]: sending } }));
}

export const smsWait = (type: SmsCentre): number => useSmsCentres.getState().wait[type];
export const isSmsSendable = (type: SmsCentre): boolean => smsWait(type) === SMS_COUNTER_IDLE;
export const isSmsSending = (type: SmsCentre): boolean => useSmsCentres.getState().sending[type];

/** Starts a centre's 60 s wait (after a successful send). */
export function startSmsCountdown(type: SmsCentre): void {
  ticks.get(type)?.();
  setWait(type, SMS_RESEND_WAIT_S);
  const cancel = every(SMS_TICK_MS, () => {
    const wait = smsWait(type);
    if (wait <= 1) {
      cancel();
      ticks.delete(type);
      setWait(type, SMS_COUNTER_IDLE);
    } else {
      setWait(type, wait - 1);
    }
  });
  ticks.set(type, cancel);
}

/** One centre back to sendable, its timer stopped (tests; a logout may use it too). */
export function resetSmsCentre(type: SmsCentre): void {
  ticks.get(type)?.();
  ticks.delete(type);
  setWait(type, SMS_COUNTER_IDLE);
  setSmsSending(type, false);
}

/** Every centre back to sendable, their timers stopped (tests; a logout may use it too). */
export function resetSmsCentres(): void {
  ticks.forEach((cancel) => cancel());
  ticks.clear();
  useSmsCentres.setState({ wait: byType(SMS_COUNTER_IDLE), sending: byType(false) });
}
