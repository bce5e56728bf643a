import { memberVipInfo, ucLastLevelLog } from '@contracts/account/centre/level';
import {
  ucChangePassword,
  ucPasswordCodeCheck,
  ucPasswordSetInfo,
  ucPhoneChangeCheckId,
  ucPhoneChangeCommit,
  ucPhoneChangeIndex,
  ucPwdSet,
  ucVerifyPhoneCheck,
} from '@contracts/account/centre/security';
import {
  ucCheckComplete,
  ucCheckIdCardUsed,
  ucUserInfoComplete,
  ucUserInfoConfirm,
} from '@contracts/account/centre/identity';
import { ucModifyDescribe, ucModifyNickName } from '@contracts/account/centre/profile';
import { call } from '@shared/http';
import { encryptPassword } from '../session/transport';

/**
 * The user-centre calls (calls-errors-spec §7.10), one small function each, typed by the endpoints
 * of contracts/account/centre/. Passwords are encrypted here, so no screen can forget to. The two send
 * calls answer their envelope as it came (smsSenders.ts).
 */

export const modifyNickName = (nickName: string) =>
  call(ucModifyNickName, { nickName: nickName.trim(), modifyType: 1 });

/** An empty signature clears it (sent as none: the http layer drops empty strings). */
export const modifyDescribe = (describe: string) =>
  call(ucModifyDescribe, { describe: describe.trim() });

export const verifyPhoneCode = (phone: string, code: string) =>
  call(ucVerifyPhoneCheck, { phone, code });

export const verifyPasswordCode = (phone: string, code: string) =>
  call(ucPasswordCodeCheck, { phone, code });

export const setFirstPassword = (phone: string, password: string, code: string, strength: number) =>
  call(ucPwdSet, { phone, password: encryptPassword(password), code, passwordStrength: strength });

export const changePassword = (
  phone: string,
  oldPassword: string,
  password: string,
  code: string,
  strength: number,
) =>
  call(ucChangePassword, {
    phone,
    oldPassword: encryptPassword(oldPassword),
    password: encryptPassword(password),
    code,
    passwordStrength: strength,
  });

export const fetchPasswordSetInfo = (signal?: AbortSignal) =>
  call(ucPasswordSetInfo, {}, { signal });

export const fetchCheckComplete = (signal?: AbortSignal) => call(ucCheckComplete, {}, { signal });

export const completeUserInfo = (v: {
  realName: string;
  idCard: string;
  phone: string;
  verifyCode: string;
}) => call(ucUserInfoComplete, v);

export const confirmUserInfo = (v: {
  realName: string;
  idCard: string;
  phone: string;
  verifyCode: string;
}) => call(ucUserInfoConfirm, v);

export const fetchIdCardUsed = (qiuFlag: 1 | 2) => call(ucCheckIdCardUsed, { qiuFlag });

export const fetchPhoneChangeIndex = (signal?: AbortSignal) =>
  call(ucPhoneChangeIndex, {}, { signal });

export const checkPhoneChangeId = (realName: string, idCard: string) =>
  call(ucPhoneChangeCheckId, { realName, idCard });

export const commitNewPhone = (phone: string, code: string) =>
  call(ucPhoneChangeCommit, { phone, code });

export const fetchLastLevelLog = () => call(ucLastLevelLog, {});

export const fetchVipInfo = () => call(memberVipInfo, {});
