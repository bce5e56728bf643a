import { z } from 'zod/mini';
import { smsSendResultSchema } from '@contracts/accounts';
import {
  checkCompleteSchema,
  commitNewPhoneResultSchema,
  describeResultSchema,
  idCardUsedSchema,
  identityResultSchema,
  lastLevelLogSchema,
  memberVipInfoSchema,
  nickNameResultSchema,
  passwordSetInfoSchema,
  permitResultSchema,
  phoneChangeIndexSchema,
  verifyCodeResultSchema,
} from '@contracts/userCentre';
import { call } from '@shared/http';
import { encryptPassword } from '../session/transport';

export { fetchUserIndex } from './indexApi';

/**
 * The user-centre calls (calls-errors-spec §7.10), one small function each, typed by
 * contracts/userCentre.ts. Passwords are encrypted here, so no screen can forget to.
 */

const post = (body: object) => ({ method: 'POST' as const, body });

export const modifyNickName = (nickName: string) =>
  call(
    '/api/uc/modify/nickName',
    nickNameResultSchema,
    post({ nickName: nickName.trim(), modifyType: 1 }),
  );

/** An empty signature clears it (sent as none: the http layer drops empty strings). */
export const modifyDescribe = (describe: string) =>
  call('/api/uc/modify/describe', describeResultSchema, post({ describe: describe.trim() }));

/** Type 49: to `phone`, or to the bound phone when omitted. */
export const sendVerifyPhoneCode = (phone: string | undefined, captchaTicket: string) =>
  call(
    '/api/uc/modify/verifyPhone/sendMessage',
    smsSendResultSchema,
    post({ phone, captchaTicket }),
  );

export const verifyPhoneCode = (phone: string, code: string) =>
  call('/api/uc/modify/verifyPhone/verifyCode', verifyCodeResultSchema, post({ phone, code }));

/** Type 48, always to the bound phone. */
export const sendPasswordCode = (phone: string, captchaTicket: string) =>
  call(
    '/api/uc/modify/changePassword/sendMessage',
    smsSendResultSchema,
    post({ phone, captchaTicket }),
  );

export const verifyPasswordCode = (phone: string, code: string) =>
  call('/api/uc/modify/changePassword/verifyCode', verifyCodeResultSchema, post({ phone, code }));

export const setFirstPassword = (phone: string, password: string, code: string, strength: number) =>
  call(
    '/api/uc/regiester/pwdSet',
    z.null(),
    post({ phone, password: encryptPassword(password), code, passwordStrength: strength }),
  );

export const changePassword = (
  phone: string,
  oldPassword: string,
  password: string,
  code: string,
  strength: number,
) =>
  call(
    '/api/uc/modify/changePassword',
    z.null(),
    post({
      phone,
      oldPassword: encryptPassword(oldPassword),
      password: encryptPassword(password),
      code,
      passwordStrength: strength,
    }),
  );

export const fetchPasswordSetInfo = () => call('/api/uc/password/setInfo', passwordSetInfoSchema);

export const fetchCheckComplete = () => call('/api/uc/modify/checkComplete', checkCompleteSchema);

export const completeUserInfo = (v: {
  realName: string;
  idCard: string;
  phone: string;
  verifyCode: string;
}) => call('/api/uc/modify/userInfoComplete', identityResultSchema, post(v));

export const confirmUserInfo = (v: {
  realName: string;
  idCard: string;
  phone: string;
  verifyCode: string;
}) => call('/api/uc/modify/userInfoConfirm', identityResultSchema, post(v));

export const fetchIdCardUsed = (qiuFlag: number) =>
  call(`/api/uc/checkIdCardUsed/${qiuFlag}`, idCardUsedSchema);

export const fetchPhoneChangeIndex = () =>
  call('/api/uc/phoneChange/index', phoneChangeIndexSchema);

export const checkPhoneChangeId = (realName: string, idCard: string) =>
  call('/api/uc/phoneChange/checkId', permitResultSchema, post({ realName, idCard }));

export const commitNewPhone = (phone: string, code: string) =>
  call('/api/uc/phoneChange/commitNewPhone', commitNewPhoneResultSchema, post({ phone, code }));

export const fetchLastLevelLog = () => call('/api/uc/my/queryLastLevelLog', lastLevelLogSchema);

export const fetchVipInfo = () => call('/api/member/vip/info', memberVipInfoSchema);
