import type { Database } from '../../../db/database';
import type { Limiter } from '../../../platform/limiter';
import type { CaptchaTickets } from '../captcha';
import type { RegistrationQuota } from './registerQuota';
import type { SmsService } from './smsService';

/** What every account service needs, built once by accountRoutes. */
export interface AccountContext {
  db: Database;
  passwordTransportKey: string;
  sms: SmsService;
  captcha: CaptchaTickets;
  limits: {
    /** Wrong passwords per account. */
    account: Limiter;
    /** Failed logins per IP. */
    loginIp: Limiter;
    /** Registrations by account name per IP. */
    registerIp: RegistrationQuota;
  };
}
