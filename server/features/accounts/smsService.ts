import type { FastifyBaseLogger } from 'fastify';
import { limiter, type Limiter } from '../../platform/limiter';
import { SMS_PER_IP_PER_HOUR } from './settings';
import { DevCodeBook, logSmsSender, type SmsSender } from './smsSender';

const HOUR = 3_600_000;

/**
 * One SMS service for every route that sends a code (accounts and the user centre): one sender, one
 * development code book behind GET /api/dev/sms-codes, and one per-IP cap, so a second module cannot
 * double the cap or hide its codes from the dev endpoint.
 */
export interface SmsService {
  sender: SmsSender;
  /** Development only (null in production): the last code sent to each phone. */
  book: DevCodeBook | null;
  /** SMS codes per IP per hour, whichever call sends them. */
  perIp: Limiter;
}

export function smsService(
  log: FastifyBaseLogger,
  opts: { production: boolean; sender?: SmsSender },
): SmsService {
  const book = opts.production ? null : new DevCodeBook();
  return {
    sender: opts.sender ?? logSmsSender(log, { production: opts.production, book }),
    book,
    perIp: limiter({ limit: SMS_PER_IP_PER_HOUR, windowMs: HOUR, lockMs: HOUR }),
  };
}
