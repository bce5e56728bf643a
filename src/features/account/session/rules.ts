import {
  ACCOUNT_PATTERN,
  AccountMessages,
  PHONE_PATTERN,
  plainPasswordSchema,
  SMS_CODE_PATTERN,
} from '@contracts/account/session';

/**
 * Form checks of the login, register and retrieve screens, run before anything is sent. They use the
 * patterns and messages of contracts/account/session.ts, so a fan reads the same words the server would
 * answer. Each returns the first problem's message, or null when the form may be sent.
 */

export const FormMessages = {
  accountOrPhoneRequired: '请输入账号或手机号',
  phoneRequired: '请输入手机号',
  codeRequired: '请输入验证码',
  passwordRequired: AccountMessages.passwordRequired,
  confirmMismatch: '两次输入的密码不一致',
} as const;

export function checkPhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return FormMessages.phoneRequired;
  return PHONE_PATTERN.test(value) ? null : AccountMessages.phoneFormat;
}

export function checkCode(code: string): string | null {
  const value = code.trim();
  if (!value) return FormMessages.codeRequired;
  return SMS_CODE_PATTERN.test(value) ? null : AccountMessages.codeFormat;
}

export function checkAccountOrPhone(value: string): string | null {
  return value.trim() ? null : FormMessages.accountOrPhoneRequired;
}

export function checkNewAccount(account: string): string | null {
  return ACCOUNT_PATTERN.test(account.trim()) ? null : AccountMessages.accountFormat;
}

/** A new password: the shared length rule, then the confirmation. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (!password) return FormMessages.passwordRequired;
  const parsed = plainPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? AccountMessages.passwordLength;
  return password === confirm ? null : FormMessages.confirmMismatch;
}

/** The first problem of several checks, in the order the fields appear. */
export function firstProblem(...problems: ReadonlyArray<string | null>): string | null {
  return problems.find((p): p is string => p !== null) ?? null;
}

export type PasswordStrength = 1 | 2 | 3;

/**
 * 1 weak, 2 medium, 3 strong (sent as passwordStrength; the spec shows no rule, docs/decisions/login.md):
 * one point per kind of character used (digits, lower case, upper case, others), one more for ten
 * characters or longer.
 */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const score = kinds + (password.length >= 10 ? 1 : 0);
  if (score >= 3) return 3;
  return score === 2 ? 2 : 1;
}

export const STRENGTH_LABELS: Readonly<Record<PasswordStrength, string>> = {
  1: '弱',
  2: '中',
  3: '强',
};
