import {
  SmsType,
  type UserInfo,
  type AccountRegisterRequest,
  type PasswordLoginRequest,
  type PhoneRegisterRequest,
  type RetrievePasswordRequest,
  type SmsLoginRequest,
} from '../../../../contracts/account/session';
import type { Database } from '../../../db/database';
import { closeAllSessions } from '../../../platform/auth/sessions';
import { CommonRefusals, done, refused, type Outcome } from '../../../platform/refusals';
import { CaptchaRefusals } from '../captcha';
import { countFollows } from '../../follow';
import { followCounts } from '../../experts';
import { memberPostCount } from '../../social';
import { recordReferrer } from '../../share';
import type { AccountContext } from './context';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { accountLocked, AccountRefusals, registerIpCapped } from './refusals';
import { spendSmsCode } from './smsService';
import { decryptPassword } from './transport';
import { userBalances } from '../../../platform/ledger';
import { balancesText } from '../../wallet/balance';
import { toUserInfo } from './userInfo';
import {
  accountTaken,
  findByAccountOrPhone,
  findById,
  findByPhone,
  insertUser,
  normalizeAccount,
  phoneNickName,
  setPasswordHash,
} from './users';

/**
 * The rules of logging in, registering and retrieving a password (issue 3 §5; docs/api.md
 * "Accounts"). Each answers the id of the fan who proved themselves, or the refusal; opening the
 * session is the route's (it sets a cookie).
 */

/** Account (or bound phone) and password, with the per-account and per-IP locks. */
export async function passwordLogin(
  ctx: AccountContext,
  input: PasswordLoginRequest,
  ip: string,
): Promise<Outcome<number>> {
  const { account: accountLimit, loginIp } = ctx.limits;
  if (loginIp.lockedFor(ip) > 0) return refused(AccountRefusals.loginIpCapped);
  // The length rule is for new passwords; a login only needs the plaintext to compare.
  const plain = decryptPassword(ctx.passwordTransportKey, input.password, 'existing');
  if (!plain.ok) return plain;

  const user = await findByAccountOrPhone(ctx.db, input.account);
  // One key per real account however it is named (account or phone); unknown names lock alike.
  const key = user ? `user:${user.id}` : `name:${normalizeAccount(input.account)}`;
  const lockedFor = accountLimit.lockedFor(key);
  if (lockedFor > 0) return refused(accountLocked(lockedFor));

  const good = user?.passwordHash
    ? await verifyPassword(plain.data, user.passwordHash)
    : // Same cost as a real check, so timing does not tell which accounts exist.
      await verifyPassword(plain.data, await decoyHash()).then(() => false);
  if (!user || !good) {
    accountLimit.hit(key);
    loginIp.hit(ip);
    const nowLocked = accountLimit.lockedFor(key);
    return refused(nowLocked > 0 ? accountLocked(nowLocked) : AccountRefusals.wrongPassword);
  }
  accountLimit.reset(key);
  return done(user.id);
}

/** Phone and a type-51 code: logs in the phone's account, or registers one for it. */
export async function smsLogin(
  ctx: AccountContext,
  { phone, code, share }: SmsLoginRequest,
): Promise<Outcome<number>> {
  const spent = await spendSmsCode(ctx.db, { phone, type: SmsType.loginOrRegister }, code);
  if (!spent.ok) return spent;
  const existing = await findByPhone(ctx.db, phone);
  const made = existing
    ? null
    : await insertUser(ctx.db, { account: phone, phone, nickName: phoneNickName(phone) });
  // A new account only: who shared the link that brought the fan here (issue 37 §2).
  if (made !== null) await recordReferrer(ctx.db, made, share);
  const userId =
    existing?.id ??
    made ??
    // Another request registered this phone in the meantime: log in to that account.
    (await findByPhone(ctx.db, phone))?.id;
  return userId === undefined ? refused(AccountRefusals.phoneOccupied) : done(userId);
}

/** A registration by account name and password. */
export async function registerByAccount(
  ctx: AccountContext,
  input: AccountRegisterRequest,
  ip: string,
): Promise<Outcome<number>> {
  const password = decryptPassword(ctx.passwordTransportKey, input.password, 'new');
  if (!password.ok) return password;
  // By name there is no SMS code to stand for a person: the slider captcha does, and an address
  // makes only so many accounts an hour (by phone, the code's own captcha and caps hold). The cap
  // comes first so a capped fan's ticket is not spent for nothing; the place it takes is held while
  // this registration runs, and given back unless an account is made.
  const place = ctx.limits.registerIp.take(ip);
  if (!place.granted) return refused(registerIpCapped(place.waitMs));
  let made: Outcome<number> | undefined;
  try {
    if (!ctx.captcha.spend(input.captchaTicket)) return refused(CaptchaRefusals.noTicket);
    made = await insertNamedAccount(ctx, input, password.data);
    return made;
  } finally {
    if (!made?.ok) place.giveBack();
  }
}

async function insertNamedAccount(
  ctx: AccountContext,
  input: AccountRegisterRequest,
  password: string,
): Promise<Outcome<number>> {
  const account = normalizeAccount(input.account);
  if (await accountTaken(ctx.db, account)) return refused(AccountRefusals.accountTaken);
  const userId = await insertUser(ctx.db, {
    account,
    passwordHash: await hashPassword(password),
    passwordStrength: input.passwordStrength ?? null,
  });
  if (userId !== null) await recordReferrer(ctx.db, userId, input.share);
  return userId === null ? refused(AccountRefusals.accountTaken) : done(userId);
}

/** A registration by phone and a type-47 code, a password optional. */
export async function registerByPhone(
  ctx: AccountContext,
  input: PhoneRegisterRequest,
): Promise<Outcome<number>> {
  // Everything that can be refused without spending the code is checked first.
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    const password = decryptPassword(ctx.passwordTransportKey, input.password, 'new');
    if (!password.ok) return password;
    passwordHash = await hashPassword(password.data);
  }
  if (await findByPhone(ctx.db, input.phone)) return refused(AccountRefusals.phoneRegistered);
  const spent = await spendSmsCode(
    ctx.db,
    { phone: input.phone, type: SmsType.register },
    input.code,
  );
  if (!spent.ok) return spent;
  const userId = await insertUser(ctx.db, {
    // The phone is the login name of an account made by SMS; ACCOUNT_PATTERN keeps names from
    // ever looking like one.
    account: input.phone,
    phone: input.phone,
    nickName: phoneNickName(input.phone),
    passwordHash,
    passwordStrength: passwordHash ? (input.passwordStrength ?? null) : null,
  });
  if (userId !== null) await recordReferrer(ctx.db, userId, input.share);
  return userId === null ? refused(AccountRefusals.phoneRegistered) : done(userId);
}

/**
 * A new password for an account or phone, proved by a type-52 code to the bound phone. Every session
 * of the account ends, so a stolen token dies with the old password.
 */
export async function retrievePassword(
  ctx: AccountContext,
  input: RetrievePasswordRequest,
): Promise<Outcome<null>> {
  const password = decryptPassword(ctx.passwordTransportKey, input.password, 'new');
  if (!password.ok) return password;
  const user = await findByAccountOrPhone(ctx.db, input.phone);
  if (!user?.phone) return refused(AccountRefusals.noAccount);
  const spent = await spendSmsCode(
    ctx.db,
    { phone: user.phone, type: SmsType.retrievePassword },
    input.code,
  );
  if (!spent.ok) return spent;
  await setPasswordHash(
    ctx.db,
    user.id,
    await hashPassword(password.data),
    input.passwordStrength ?? null,
  );
  await closeAllSessions(ctx.db, user.id);
  // Whoever proved the phone may try the new password at once.
  ctx.limits.account.reset(`user:${user.id}`);
  return done(null);
}

/**
 * The fan's user info (GET /api/uc/index). `now` is the simulated clock: VIP periods are data of the
 * simulated world. The follow count is the follow feature's.
 */
export async function userInfoOf(
  db: Database,
  userId: number,
  now: number,
  options: { expertApplyOpen?: boolean } = {},
): Promise<Outcome<UserInfo>> {
  const user = await findById(db, userId);
  if (!user) return refused(CommonRefusals.noLogin);
  const followMatchCount = await countFollows(db, user.id, now);
  // Experts followed and the fan's own followers (when the fan is an expert): the experts feature's.
  const follows = await followCounts(db, user.id);
  // The fan's live posts in the circles, as 我的动态 lists them: the social feature's.
  const mySnsCount = await memberPostCount(db, user.id, now);
  // Balances are the ledger's, as the wallet shows them.
  const wallet = balancesText(await userBalances(db, user.id, now));
  return done(toUserInfo(user, now, { followMatchCount, ...follows, mySnsCount }, wallet, options));
}
