import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Limiter } from '../../platform/limiter';
import type { SmsSender } from '../accounts/smsSender';

/** Spends a slider-captcha ticket: true once for a live ticket (server/features/captcha). */
export type SpendCaptchaTicket = (request: FastifyRequest, ticket: string) => boolean;

/** What every user-centre route needs, built once by userCentreRoutes. */
export interface CentreContext {
  db: Database;
  /** The simulated clock: serverTime and VIP periods. Security windows use real time. */
  clock: Clock;
  passwordTransportKey: string;
  sms: SmsSender;
  spendCaptchaTicket: SpendCaptchaTicket;
  limits: {
    /** SMS codes per IP from the centre's two send calls. */
    smsIp: Limiter;
    /** Wrong real name / id card answers per fan (phone change, confirmation). */
    identity: Limiter;
    /** Wrong old passwords per fan (password change). */
    oldPassword: Limiter;
  };
}
