import type { FastifyBaseLogger } from 'fastify';
import type { SmsSendResult } from '../../../../contracts/account/session';
import type { Database } from '../../../db/database';
import { limiter, type Limiter } from '../../../platform/limiter';
import { done, refused, type Outcome } from '../../../platform/refusals';
import { AccountRefusals } from './refusals';
import { SMS_PER_IP_PER_HOUR } from './settings';
import { consumeSmsCode, newSmsCode, storeSmsCode } from './smsCodes';
import {
  consoleSmsSender,
  DevCodeBook,
  maskPhone,
  recordingSmsSender,
  undeliveredSmsSender,
  type SmsSender,
} from './smsSender';
import { HOUR_MS } from '../../../../domain/time';

/**
 * One SMS service for every call that sends a code (accounts and the user centre): one sender, one
 * development code book behind GET /api/dev/sms-codes, and one per-IP cap, so a second feature cannot
 * double the cap or hide its codes from the dev endpoint.
 */
export interface SmsService {
  /** With the development doors only (null otherwise): the last code sent to each phone. */
  readonly book: DevCodeBook | null;
  /**
   * Sends a new code of the type to the phone, after the caller's own checks (and its captcha): unless
   * the IP has asked for too many codes this hour, or the phone had a code within 60 s. The code goes
   * to the sender, never into the answer, which shows the phone masked.
   */
  deliver(
    db: Database,
    to: { phone: string; type: number; ip: string },
  ): Promise<Outcome<SmsSendResult>>;
}

export function smsService(
  log: FastifyBaseLogger,
  opts: {
    production: boolean;
    devApi: boolean;
    sender?: SmsSender;
    /** Where a local start prints codes (the console; tests pass their own). */
    print?: (line: string) => void;
  },
): SmsService {
  const book = opts.devApi ? new DevCodeBook() : null;
  const base =
    opts.sender ??
    (opts.production
      ? undeliveredSmsSender(log)
      : consoleSmsSender(opts.print ?? ((line) => console.log(line))));
  const sender = book ? recordingSmsSender(base, book) : base;
  const perIp: Limiter = limiter({
    limit: SMS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
    lockMs: HOUR_MS,
  });
  return {
    book,
    deliver: async (db, { phone, type, ip }) => {
      if (perIp.lockedFor(ip) > 0) return refused(AccountRefusals.smsIpCapped);
      const code = newSmsCode();
      if ((await storeSmsCode(db, phone, type, code)) === 'too_frequent')
        return refused(AccountRefusals.smsTooFrequent);
      perIp.hit(ip);
      await sender.send(phone, type, code);
      return done({ phone: maskPhone(phone) });
    },
  };
}

/** Checks a code of the type sent to the phone and spends it; a wrong guess counts against it. */
export async function spendSmsCode(
  db: Database,
  to: { phone: string; type: number },
  code: string,
): Promise<Outcome<null>> {
  const checked = await consumeSmsCode(db, to.phone, to.type, code);
  if (checked === 'ok') return done(null);
  return refused(checked === 'wrong' ? AccountRefusals.codeWrong : AccountRefusals.codeExpired);
}
