import { ACCOUNT_REFUSAL_CODES, plainPasswordSchema } from '../../../../contracts/account/session';
import { decryptPasswordFromTransport } from '../../../../contracts/account/passwordTransport';
import { done, parse, refused, type Outcome } from '../../../platform/refusals';
import { AccountRefusals } from './refusals';

/**
 * The plaintext of a password sent encrypted (contracts/account/passwordTransport.ts). A new password must
 * also meet the password rule (password_format); one to compare with a stored hash need not: the rule
 * may have changed since it was set.
 */
export function decryptPassword(
  key: string,
  ciphertext: string,
  kind: 'new' | 'existing',
): Outcome<string> {
  const plain = decryptPasswordFromTransport(ciphertext, key);
  if (plain === null) return refused(AccountRefusals.undecryptable);
  if (kind === 'existing') return done(plain);
  const checked = parse(plainPasswordSchema, plain);
  return checked.ok
    ? done(checked.data)
    : refused({ ...checked.refusal, code: ACCOUNT_REFUSAL_CODES.passwordFormat });
}
