import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { limiter } from '../../platform/limiter';
import { spendCaptchaTicket } from '../captcha';
import { readAccountSettings } from '../accounts/settings';
import { smsService, type SmsService } from '../accounts/smsService';
import { codeRoutes } from './codeRoutes';
import type { SpendCaptchaTicket } from './context';
import { devRoutes } from './devRoutes';
import { identityRoutes } from './identityRoutes';
import { memberRoutes } from './memberRoutes';
import { passwordRoutes } from './passwordRoutes';
import { phoneChangeRoutes } from './phoneChangeRoutes';
import { profileRoutes } from './profileRoutes';

const MINUTE = 60_000;
/** Wrong answers (old password, real name and id card) per fan before a 15-minute lock. */
export const CENTRE_WRONG_ANSWERS = 5;
export const CENTRE_LOCK_MINUTES = 15;

/**
 * The user centre (issue 5 §4, §5, §7): profile, codes, password, phone, identity, level log and VIP
 * info. Every call needs login (401 no_login). Paths and codes: docs/api.md "User centre".
 */
export function userCentreRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Pick<ServerConfig, 'production'>;
    /** Default: the captcha module's (captchaRoutes must be registered first). */
    spendCaptchaTicket?: SpendCaptchaTicket;
    /** The accounts module's SMS service, so both share one code book and one per-IP cap. */
    sms?: SmsService;
  },
): void {
  const { production } = deps.config;
  const sms = deps.sms ?? smsService(app.log, { production });
  const lock = CENTRE_LOCK_MINUTES * MINUTE;
  const ctx = {
    db: deps.db,
    clock: deps.clock,
    passwordTransportKey: readAccountSettings().passwordTransportKey,
    sms: sms.sender,
    spendCaptchaTicket: deps.spendCaptchaTicket ?? spendCaptchaTicket,
    limits: {
      smsIp: sms.perIp,
      identity: limiter({ limit: CENTRE_WRONG_ANSWERS, windowMs: lock, lockMs: lock }),
      oldPassword: limiter({ limit: CENTRE_WRONG_ANSWERS, windowMs: lock, lockMs: lock }),
    },
  };
  profileRoutes(app, ctx);
  codeRoutes(app, ctx);
  passwordRoutes(app, ctx);
  phoneChangeRoutes(app, ctx);
  identityRoutes(app, ctx);
  memberRoutes(app, ctx);
  if (!production) devRoutes(app, ctx);
}
