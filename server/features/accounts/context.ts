import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Limiter } from '../../platform/limiter';
import type { SmsSender } from './smsSender';

/** What every account route needs, built once by accountRoutes. */
export interface AccountContext {
  db: Database;
  /** The simulated clock: serverTime and VIP periods. Security windows use real time. */
  clock: Clock;
  production: boolean;
  passwordTransportKey: string;
  sms: SmsSender;
  limits: {
    /** Wrong passwords per account. */
    account: Limiter;
    /** Failed logins per IP. */
    loginIp: Limiter;
    /** SMS sends per IP. */
    smsIp: Limiter;
  };
}
