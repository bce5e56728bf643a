import type { FastifyBaseLogger } from 'fastify';
import {
  devSmsCodes,
  ucIndex,
  ucLogin,
  ucLoginSms,
  ucPasswordRetrieve,
  ucRegister,
  ucSmsSend,
  userLoginOut,
} from '../../../../contracts/account/session';
import { DEV_PASSWORD_TRANSPORT_KEY } from '../../../../contracts/account/passwordTransport';
import type { Database } from '../../../db/database';
import { limiter } from '../../../platform/limiter';
import { done, refused, type Outcome } from '../../../platform/refusals';
import type { Router } from '../../../platform/route';
import type { CaptchaTickets } from '../captcha';
import type { AccountContext } from './context';
import { AccountRefusals } from './refusals';
import { registrationQuota } from './registerQuota';
import {
  passwordLogin,
  registerByAccount,
  registerByPhone,
  retrievePassword,
  smsLogin,
  userInfoOf,
} from './service';
import { logIn, logOut } from './session';
import {
  LOCKOUT_MINUTES,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_PER_IP,
  REGISTRATIONS_PER_IP_PER_HOUR,
  readAccountSettings,
  type AccountSettings,
} from './settings';
import { sendSmsCode } from './smsSend';
import type { SmsService } from './smsService';
import { HOUR_MS, MINUTE_MS } from '../../../../domain/time';

export interface AccountDeps {
  db: Database;
  log: FastifyBaseLogger;
  production: boolean;
  /** Shared with the user centre: one code book, one per-IP cap. */
  sms: SmsService;
  captcha: CaptchaTickets;
  settings?: AccountSettings;
  /** Whether expert applications are taken (user info's showApplyExpert); default on. */
  expertApplyOpen?: boolean;
}

/**
 * Accounts (issue 3 §5): register, login by password or SMS, SMS codes, password retrieval, logout
 * and the user-centre index. Paths and codes: docs/api.md "Accounts"; the rules: ./service.ts.
 */
export function accountRoutes(route: Router, deps: AccountDeps): void {
  const { db, production } = deps;
  const settings = deps.settings ?? readAccountSettings();
  if (production && settings.passwordTransportKey === DEV_PASSWORD_TRANSPORT_KEY)
    deps.log.warn('PASSWORD_TRANSPORT_KEY is the development default; set it for production');
  const lockout = LOCKOUT_MINUTES * MINUTE_MS;
  const ctx: AccountContext = {
    db,
    passwordTransportKey: settings.passwordTransportKey,
    sms: deps.sms,
    captcha: deps.captcha,
    limits: {
      account: limiter({ limit: LOGIN_FAILURES_BEFORE_LOCK, windowMs: lockout, lockMs: lockout }),
      loginIp: limiter({ limit: LOGIN_FAILURES_PER_IP, windowMs: lockout, lockMs: lockout }),
      registerIp: registrationQuota({ limit: REGISTRATIONS_PER_IP_PER_HOUR, windowMs: HOUR_MS }),
    },
  };

  /** A fan who proved who they are gets a session: the token in data and in the cookie. */
  const loggedIn = async (who: Outcome<number>, reply: Parameters<typeof logIn>[1]) =>
    who.ok ? done(await logIn(db, reply, who.data, { production })) : who;

  route(ucRegister, async (input, { reply, request }) =>
    loggedIn(
      'phone' in input
        ? await registerByPhone(ctx, input)
        : await registerByAccount(ctx, input, request.ip),
      reply,
    ),
  );

  route(ucLogin, async (input, { request, reply }) =>
    loggedIn(await passwordLogin(ctx, input, request.ip), reply),
  );

  route(ucLoginSms, async (input, { reply }) => loggedIn(await smsLogin(ctx, input), reply));

  route(ucSmsSend, (input, routeCtx) =>
    sendSmsCode(ctx, input, { ip: routeCtx.request.ip, viewer: () => routeCtx.viewer() }),
  );

  route(ucPasswordRetrieve, (input) => retrievePassword(ctx, input));

  route(ucIndex, (_input, { caller, now }) =>
    userInfoOf(db, caller.userId, now, { expertApplyOpen: deps.expertApplyOpen ?? true }),
  );

  route(userLoginOut, async (_input, { request, reply }) => {
    await logOut(db, request, reply, { production });
    return done(null);
  });

  const book = deps.sms.book;
  if (book) {
    // The latest code sent to a phone, for tests (MATCHDAY_DEV_API=1): otherwise there is no book,
    // and the path is an ordinary 404.
    route(devSmsCodes, ({ phone }) => {
      const sent = book.latest(phone.trim());
      return sent ? done(sent) : refused(AccountRefusals.noCodeSent);
    });
  }
}
