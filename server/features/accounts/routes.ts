import type { FastifyInstance } from 'fastify';
import { DEV_PASSWORD_TRANSPORT_KEY } from '../../../contracts/passwordTransport';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AccountContext } from './context';
import { devRoutes } from './devRoutes';
import { limiter } from '../../platform/limiter';
import { loginRoutes } from './loginRoutes';
import { passwordRoutes } from './passwordRoutes';
import { registerRoute } from './registerRoute';
import { sessionRoutes } from './sessionRoutes';
import {
  LOCKOUT_MINUTES,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_PER_IP,
  readAccountSettings,
  type AccountSettings,
} from './settings';
import { smsService, type SmsService } from './smsService';
import { smsRoutes } from './smsRoutes';

const MINUTE = 60_000;

/**
 * Accounts (issue 3 §5): register, login by password or SMS, SMS codes, password retrieval, logout
 * and the user-centre index. Paths and codes: docs/api.md "Accounts".
 */
export function accountRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Pick<ServerConfig, 'production'>;
    settings?: AccountSettings;
    /** Shared with the user centre; built here when absent (tests). */
    sms?: SmsService;
  },
): void {
  const { production } = deps.config;
  const settings = deps.settings ?? readAccountSettings();
  if (production && settings.passwordTransportKey === DEV_PASSWORD_TRANSPORT_KEY)
    app.log.warn('PASSWORD_TRANSPORT_KEY is the development default; set it for production');
  const sms = deps.sms ?? smsService(app.log, { production });
  const lockout = LOCKOUT_MINUTES * MINUTE;
  const ctx: AccountContext = {
    db: deps.db,
    clock: deps.clock,
    production,
    passwordTransportKey: settings.passwordTransportKey,
    sms: sms.sender,
    limits: {
      account: limiter({ limit: LOGIN_FAILURES_BEFORE_LOCK, windowMs: lockout, lockMs: lockout }),
      loginIp: limiter({ limit: LOGIN_FAILURES_PER_IP, windowMs: lockout, lockMs: lockout }),
      smsIp: sms.perIp,
    },
  };
  registerRoute(app, ctx);
  loginRoutes(app, ctx);
  smsRoutes(app, ctx);
  passwordRoutes(app, ctx);
  sessionRoutes(app, ctx);
  if (sms.book) devRoutes(app, ctx, sms.book);
}
