import type { Database } from '../../../db/database';
import type { Limiter } from '../../../platform/limiter';
import type { SmsService } from '../session';
import type { CaptchaTickets } from '../captcha';

/** What every user-centre service needs, built once by userCentreRoutes. */
export interface CentreContext {
  db: Database;
  passwordTransportKey: string;
  /** The accounts' SMS service: one code book and one per-IP cap for every send call. */
  sms: SmsService;
  captcha: CaptchaTickets;
  limits: {
    /** Wrong real name / id card answers per fan (phone change, confirmation). */
    identity: Limiter;
    /** Wrong old passwords per fan (password change). */
    oldPassword: Limiter;
  };
}
