import type { FastifyInstance } from 'fastify';
import { DEV_PASSWORD_TRANSPORT_KEY } from '../../../contracts/passwordTransport';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AccountContext } from './context';
import { devRoutes } from './devRoutes';
import { limiter } from './limiter';
import { loginRoutes } from './loginRoutes';
import { passwordRoutes } from './passwordRoutes';
import { registerRoute } from './registerRoute';
import { sessionRoutes } from './sessionRoutes';
import {
  LOCKOUT_MINUTES,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_PER_IP,
  readAccountSettings,
  SMS_PER_IP_PER_HOUR,
  type AccountSettings,
} from './settings';
import { DevCodeBook, logSmsSender, type SmsSender } from './smsSender';
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
    sms?: SmsSender;
  },
): void {
  const { production } = deps.config;
  const settings = deps.settings ?? readAccountSettings();
  if (production && settings.passwordTransportKey === DEV_PASSWORD_TRANSPORT_KEY)
    app.log.warn('PASSWORD_TRANSPORT_KEY is the development default; set it for production');
  const book = production ? null : new DevCodeBook();
  const lockout = LOCKOUT_MINUTES * MINUTE;
  const ctx: AccountContext = {
    db: deps.db,
    clock: deps.clock,
    production,
    passwordTransportKey: settings.passwordTransportKey,
    sms: deps.sms ?? logSmsSender(app.log, { production, book }),
    limits: {
      account: limiter({ limit: LOGIN_FAILURES_BEFORE_LOCK, windowMs: lockout, lockMs: lockout }),
      loginIp: limiter({ limit: LOGIN_FAILURES_PER_IP, windowMs: lockout, lockMs: lockout }),
      smsIp: limiter({ limit: SMS_PER_IP_PER_HOUR, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE }),
    },
  };
  registerRoute(app, ctx);
  loginRoutes(app, ctx);
  smsRoutes(app, ctx);
  passwordRoutes(app, ctx);
  sessionRoutes(app, ctx);
  if (book) devRoutes(app, ctx, book);
}
