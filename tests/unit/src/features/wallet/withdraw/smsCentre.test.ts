// Pins issue 33 §3: one SMS countdown store for every code. The withdrawal's code (type 53) is a
// centre of the account feature's store, counting from the contract's wait (SMS_RESEND_SECONDS, the
// figure the server enforces) down to 1 and back to sendable, each second on the scheduler's timers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMS_RESEND_SECONDS } from '@contracts/account/session';
import { WITHDRAW_SMS_TYPE } from '@contracts/wallet/withdraw';
import { isSmsSendable, useSmsCentres } from '@features/account';
import { SMS_COUNTER_IDLE, SMS_RESEND_WAIT_S } from '@features/account/sms/timings';
import {
  isWithdrawSmsSendable,
  resetWithdrawSms,
  startWithdrawSmsCountdown,
  useWithdrawSmsSentTo,
} from '@features/wallet/withdraw/smsCentre';
import { installFakeClock } from '../../../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  resetWithdrawSms();
});
afterEach(() => {
  resetWithdrawSms();
  clock.restore();
});

const wait = () => useSmsCentres.getState().wait[WITHDRAW_SMS_TYPE];

describe('the SMS countdown', () => {
  it('takes its figures from the contract', () => {
    expect(SMS_RESEND_WAIT_S).toBe(SMS_RESEND_SECONDS);
    expect(SMS_COUNTER_IDLE).toBe(SMS_RESEND_SECONDS + 1);
  });

  it('counts the withdrawal’s code in the one store, leaving the other centres alone', async () => {
    expect(wait()).toBe(SMS_COUNTER_IDLE);
    startWithdrawSmsCountdown('138****0000');
    expect(wait()).toBe(SMS_RESEND_SECONDS);
    expect(useWithdrawSmsSentTo.getState().sentTo).toBe('138****0000');
    expect(isWithdrawSmsSendable()).toBe(false);
    expect(isSmsSendable(51)).toBe(true);
    await clock.advance(1_000);
    expect(wait()).toBe(SMS_RESEND_SECONDS - 1);
    await clock.advance((SMS_RESEND_SECONDS - 2) * 1_000);
    expect(wait()).toBe(1);
    await clock.advance(1_000);
    expect(wait()).toBe(SMS_COUNTER_IDLE);
    expect(isWithdrawSmsSendable()).toBe(true);
  });
});
