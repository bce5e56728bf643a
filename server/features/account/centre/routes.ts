import type { Endpoint, OutputOf, ParsedInputOf } from '../../../../contracts/endpoint';
import {
  devUserLevel,
  memberVipInfo,
  ucLastLevelLog,
} from '../../../../contracts/account/centre/level';
import {
  ucChangePassword,
  ucPasswordCodeCheck,
  ucPasswordCodeSend,
  ucPasswordSetInfo,
  ucPhoneChangeCheckId,
  ucPhoneChangeCommit,
  ucPhoneChangeIndex,
  ucPwdSet,
  ucVerifyPhoneCheck,
  ucVerifyPhoneSend,
} from '../../../../contracts/account/centre/security';
import {
  ucCheckComplete,
  ucCheckIdCardUsed,
  ucUserInfoComplete,
  ucUserInfoConfirm,
} from '../../../../contracts/account/centre/identity';
import { ucModifyDescribe, ucModifyNickName } from '../../../../contracts/account/centre/profile';
import type { Database } from '../../../db/database';
import { tokenOf } from '../../../platform/auth/tokens';
import { limiter } from '../../../platform/limiter';
import { CommonRefusals, done, refused, type Outcome } from '../../../platform/refusals';
import type { RouteContext, Router } from '../../../platform/route';
import { findById, readAccountSettings, type SmsService, type UserRow } from '../session';
import type { CaptchaTickets } from '../captcha';
import {
  checkPasswordCode,
  checkVerifyPhoneCode,
  sendPasswordCode,
  sendVerifyPhoneCode,
} from './codeService';
import type { CentreContext } from './context';
import { checkComplete, completeIdentity, confirmIdentity, idCardUsed } from './identityService';
import { changeUserLevel, lastLevelLog } from './levels';
import { memberVipInfo as vipInfoOf } from './memberService';
import { changePassword, passwordSetInfo, setFirstPassword } from './passwordService';
import { checkIdForPhoneChange, commitNewPhone, phoneChangeIndex } from './phoneService';
import { changeDescribe, changeNickName } from './profileService';
import { CENTRE_LOCK_MINUTES, CENTRE_WRONG_ANSWERS } from './settings';
import { MINUTE_MS } from '../../../../domain/time';

export interface CentreDeps {
  db: Database;
  /** The development doors are open (MATCHDAY_DEV_API=1): a fan's level can be moved by hand. */
  devApi: boolean;
  /** The accounts' SMS service, so both share one code book and one per-IP cap. */
  sms: SmsService;
  captcha: CaptchaTickets;
}

type FanEndpoint = Endpoint & { access: 'reader' | 'writer' };
type FanHandler<E extends FanEndpoint> = (
  input: ParsedInputOf<E>,
  fan: UserRow,
  ctx: RouteContext<E['access']>,
) => Promise<Outcome<OutputOf<E>>> | Outcome<OutputOf<E>>;

/**
 * The user centre (issue 5 §4, §5, §7): profile, codes, password, phone, identity, level log and VIP
 * info. Every call needs login (401 no_login): reads with the cookie too, changes with the token in a
 * header (contracts/account/centre/). Paths and codes: docs/api.md "User centre".
 */
export function userCentreRoutes(route: Router, deps: CentreDeps): void {
  const { db } = deps;
  const lock = CENTRE_LOCK_MINUTES * MINUTE_MS;
  const ctx: CentreContext = {
    db,
    passwordTransportKey: readAccountSettings().passwordTransportKey,
    sms: deps.sms,
    captcha: deps.captcha,
    limits: {
      identity: limiter({ limit: CENTRE_WRONG_ANSWERS, windowMs: lock, lockMs: lock }),
      oldPassword: limiter({ limit: CENTRE_WRONG_ANSWERS, windowMs: lock, lockMs: lock }),
    },
  };

  /** Registers an endpoint whose handler works on the caller's row (every one of the centre). */
  const fanRoute = <E extends FanEndpoint>(endpoint: E, handler: FanHandler<E>) =>
    route(endpoint, async (input, routeCtx) => {
      const caller = (routeCtx as RouteContext<'reader'>).caller;
      const fan = await findById(db, caller.userId);
      return fan ? handler(input, fan, routeCtx) : refused(CommonRefusals.noLogin);
    });

  // Profile
  fanRoute(ucModifyNickName, ({ nickName }, fan) => changeNickName(db, fan, nickName));
  fanRoute(ucModifyDescribe, ({ describe }, fan) => changeDescribe(db, fan, describe));

  // Codes
  fanRoute(ucVerifyPhoneSend, (input, fan, { request }) =>
    sendVerifyPhoneCode(ctx, fan, input, { ip: request.ip }),
  );
  fanRoute(ucVerifyPhoneCheck, (input, fan) => checkVerifyPhoneCode(ctx, fan, input));
  fanRoute(ucPasswordCodeSend, (input, fan, { request }) =>
    sendPasswordCode(ctx, fan, input, { ip: request.ip }),
  );
  fanRoute(ucPasswordCodeCheck, (input, fan) => checkPasswordCode(ctx, fan, input));

  // Passwords
  fanRoute(ucPasswordSetInfo, (_input, fan) => done(passwordSetInfo(fan)));
  fanRoute(ucPwdSet, (input, fan) => setFirstPassword(ctx, fan, input));
  fanRoute(ucChangePassword, (input, fan, { request }) =>
    changePassword(ctx, fan, input, tokenOf(request)),
  );

  // Phone
  fanRoute(ucPhoneChangeIndex, async (_input, fan) => done(await phoneChangeIndex(ctx, fan)));
  fanRoute(ucPhoneChangeCheckId, (input, fan) => checkIdForPhoneChange(ctx, fan, input));
  fanRoute(ucPhoneChangeCommit, (input, fan) => commitNewPhone(ctx, fan, input));

  // Identity
  fanRoute(ucCheckComplete, async (_input, fan) => done(await checkComplete(db, fan)));
  fanRoute(ucUserInfoComplete, (input, fan) => completeIdentity(ctx, fan, input));
  fanRoute(ucUserInfoConfirm, (input, fan) => confirmIdentity(ctx, fan, input));
  fanRoute(ucCheckIdCardUsed, async ({ qiuFlag }, fan) => done(await idCardUsed(db, fan, qiuFlag)));

  // Member
  fanRoute(ucLastLevelLog, async (_input, fan) =>
    done({ levelLog: await lastLevelLog(db, fan.id) }),
  );
  fanRoute(memberVipInfo, (_input, fan, { now }) => done(vipInfoOf(fan, now)));

  if (!deps.devApi) return;
  // Development only: moves the caller's expert level, logged, to try the level popups by hand. The
  // codes of the centre's sends are read where all codes are: GET /api/dev/sms-codes (accounts).
  fanRoute(devUserLevel, async ({ level, reason }, fan) => {
    await changeUserLevel(db, fan.id, level, reason ?? null);
    return done({ userLevel: level });
  });
}
