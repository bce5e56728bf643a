import { SmsType } from '../../../../contracts/account/session';
import type {
  ChangePasswordRequest,
  PasswordSetInfo,
  PwdSetRequest,
} from '../../../../contracts/account/centre/security';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import {
  decryptPassword,
  hashPassword,
  maskPhone,
  setPasswordHash,
  spendSmsCode,
  verifyPassword,
  type UserRow,
} from '../session';
import type { CentreContext } from './context';
import { spendPermit } from './permits';
import { closeOtherSessions } from './queries';
import { Refusals } from './refusals';

/**
 * Passwords in the user centre: GET setInfo, a first password for accounts made by SMS (pwdSet) and a
 * change (old password and a type-48 code). Everything that can be refused without spending the code
 * is checked first.
 */

export function passwordSetInfo(fan: UserRow): PasswordSetInfo {
  return {
    passwordSet: fan.passwordHash ? 1 : 0,
    passwordStrength: fan.passwordStrength,
    phone: fan.phone ?? '',
    maskedPhone: fan.phone ? maskPhone(fan.phone) : '',
  };
}

export async function setFirstPassword(
  ctx: CentreContext,
  fan: UserRow,
  input: PwdSetRequest,
): Promise<Outcome<null>> {
  if (fan.passwordHash) return refused(Refusals.passwordAlreadySet);
  const password = decryptPassword(ctx.passwordTransportKey, input.password, 'new');
  if (!password.ok) return password;
  const phoneProblem = phoneOfOwner(fan, input.phone);
  if (phoneProblem) return refused(phoneProblem);
  const code = await passwordCode(ctx, fan, input.code);
  if (!code.ok) return code;
  await setPasswordHash(
    ctx.db,
    fan.id,
    await hashPassword(password.data),
    input.passwordStrength ?? null,
  );
  return done(null);
}

/** A change; other devices log in again with the new password, this one (`keepToken`) stays. */
export async function changePassword(
  ctx: CentreContext,
  fan: UserRow,
  input: ChangePasswordRequest,
  keepToken: string | null,
): Promise<Outcome<null>> {
  if (!fan.passwordHash) return refused(Refusals.passwordNotSet);
  const oldPassword = decryptPassword(ctx.passwordTransportKey, input.oldPassword, 'existing');
  if (!oldPassword.ok) return oldPassword;
  const password = decryptPassword(ctx.passwordTransportKey, input.password, 'new');
  if (!password.ok) return password;
  const phoneProblem = phoneOfOwner(fan, input.phone);
  if (phoneProblem) return refused(phoneProblem);

  const key = `user:${fan.id}`;
  const { oldPassword: wrongAnswers } = ctx.limits;
  if (wrongAnswers.lockedFor(key) > 0) return refused(Refusals.oldPasswordLocked);
  if (!(await verifyPassword(oldPassword.data, fan.passwordHash))) {
    wrongAnswers.hit(key);
    const locked = wrongAnswers.lockedFor(key) > 0;
    return refused(locked ? Refusals.oldPasswordLocked : Refusals.oldPasswordWrong);
  }
  wrongAnswers.reset(key);
  if (oldPassword.data === password.data) return refused(Refusals.passwordSame);
  const code = await passwordCode(ctx, fan, input.code);
  if (!code.ok) return code;

  await setPasswordHash(
    ctx.db,
    fan.id,
    await hashPassword(password.data),
    input.passwordStrength ?? fan.passwordStrength,
  );
  await closeOtherSessions(ctx.db, fan.id, keepToken);
  return done(null);
}

/** The phone of a password call must be the fan's bound one (the code went there). */
function phoneOfOwner(fan: UserRow, phone: string): Refusal | null {
  if (!fan.phone) return Refusals.phoneNotBound;
  return phone === fan.phone ? null : Refusals.phoneMismatch;
}

/**
 * The type-48 code of the last step: the one verified in the step before (its permit), or a live code
 * spent now.
 */
async function passwordCode(
  ctx: CentreContext,
  fan: UserRow,
  code: string,
): Promise<Outcome<null>> {
  if (await spendPermit(ctx.db, fan.id, 'password', code)) return done(null);
  return spendSmsCode(ctx.db, { phone: fan.phone ?? '', type: SmsType.resetPassword }, code);
}
