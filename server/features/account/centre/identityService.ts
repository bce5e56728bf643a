import { SmsType } from '../../../../contracts/account/session';
import { CENTRE_REFUSAL_CODES } from '../../../../contracts/account/centre/fields';
import {
  beijingToday,
  idCardProblem,
  IdentityCode,
  maskRealName,
  normalizeIdCard,
  type CheckCompleteResult,
  type IdCardUsed,
  type UserInfoCompleteRequest,
  type UserInfoConfirmRequest,
} from '../../../../contracts/account/centre/identity';
import type { Database } from '../../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { maskIdCard, spendSmsCode, type UserRow } from '../session';
import type { CentreContext } from './context';
import {
  idCardTakenByOther,
  idCardUsedByExpert,
  phoneTakenByOther,
  saveIdentity,
  verifiedHere,
} from './queries';
import { Refusals } from './refusals';

/**
 * Real-name verification (calls-errors-spec §7.10; product-spec §3 "Identity completion result"):
 * the codes 1, 2, 3, a first verification, the confirmation of an earlier one, and the id-card check
 * of the expert application. Both writes prove the phone with a type-49 code; a fan without a phone
 * binds the one given.
 */

const CODE_MESSAGES = {
  1: '您尚未实名认证',
  2: '您已实名认证，请确认身份信息',
  3: '您已完成实名认证',
} as const;

type IdentityResult = { code: 3; realName: string; idCard: string };

/** Identity completion codes of product-spec §3: 1 never, 2 verified before, 3 (re-)verified here. */
async function identityCode(db: Database, fan: UserRow): Promise<1 | 2 | 3> {
  if (!fan.realName || !fan.idCard) return IdentityCode.never;
  return (await verifiedHere(db, fan.id)) ? IdentityCode.reverified : IdentityCode.before;
}

/** Name and id card as on file (the id card's check letter in any case, spaces ignored). */
export function identityMatches(fan: UserRow, realName: string, idCard: string): boolean {
  return (
    fan.realName !== null &&
    fan.idCard !== null &&
    fan.realName === realName.trim() &&
    normalizeIdCard(fan.idCard) === normalizeIdCard(idCard)
  );
}

/** The id card rule on today's Beijing date (real time: an age is not simulated). */
function idCardRefusal(idCard: string, now = Date.now()): Refusal | null {
  const problem = idCardProblem(idCard, beijingToday(now));
  return problem ? { status: 400, code: CENTRE_REFUSAL_CODES.idCardFormat, msg: problem } : null;
}

/** Code 2 comes with what is on file, to prefill the redo page (masked but the owner's phone). */
export async function checkComplete(db: Database, fan: UserRow): Promise<CheckCompleteResult> {
  const code = await identityCode(db, fan);
  const base = { code, msg: CODE_MESSAGES[code] };
  if (code !== IdentityCode.before) return base;
  return {
    ...base,
    certNo: maskIdCard(fan.idCard),
    realName: maskRealName(fan.realName ?? ''),
    phone: fan.phone ?? '',
  };
}

/** A first verification (code 1 → 3). */
export async function completeIdentity(
  ctx: CentreContext,
  fan: UserRow,
  input: UserInfoCompleteRequest,
): Promise<Outcome<IdentityResult>> {
  const code = await identityCode(ctx.db, fan);
  if (code === IdentityCode.reverified) return refused(Refusals.identityVerified);
  if (code === IdentityCode.before) return refused(Refusals.identityConfirmNeeded);
  const { realName, idCard, phone, verifyCode } = input;
  const idProblem = idCardRefusal(idCard);
  if (idProblem) return refused(idProblem);
  const phoneProblem = await phoneForIdentity(ctx, fan, phone);
  if (phoneProblem) return refused(phoneProblem);
  if (await idCardTakenByOther(ctx.db, idCard, fan.id)) return refused(Refusals.idCardUsed);
  const spent = await spendSmsCode(ctx.db, { phone, type: SmsType.verifyPhone }, verifyCode);
  if (!spent.ok) return spent;
  return verified(ctx, fan, { realName: realName.trim(), idCard, phone, source: 'complete' });
}

/** The confirmation of an earlier verification (code 2 → 3); wrong answers count as in checkId. */
export async function confirmIdentity(
  ctx: CentreContext,
  fan: UserRow,
  input: UserInfoConfirmRequest,
): Promise<Outcome<IdentityResult>> {
  const code = await identityCode(ctx.db, fan);
  if (code === IdentityCode.never) return refused(Refusals.identityNotSet);
  if (code === IdentityCode.reverified) return refused(Refusals.identityVerified);
  const { realName, idCard, phone, verifyCode } = input;
  const key = `user:${fan.id}`;
  const { identity } = ctx.limits;
  if (identity.lockedFor(key) > 0) return refused(Refusals.identityLocked);
  if (!identityMatches(fan, realName, idCard)) {
    identity.hit(key);
    return refused(
      identity.lockedFor(key) > 0 ? Refusals.identityLocked : Refusals.identityMismatch,
    );
  }
  identity.reset(key);
  const phoneProblem = await phoneForIdentity(ctx, fan, phone);
  if (phoneProblem) return refused(phoneProblem);
  const spent = await spendSmsCode(ctx.db, { phone, type: SmsType.verifyPhone }, verifyCode);
  if (!spent.ok) return spent;
  return verified(ctx, fan, { realName: realName.trim(), idCard, phone, source: 'confirm' });
}

/** Whether another account with the fan's id card is an expert for the ball type. */
export async function idCardUsed(db: Database, fan: UserRow, qiuFlag: number): Promise<IdCardUsed> {
  const used = fan.idCard ? await idCardUsedByExpert(db, fan.idCard, fan.id, qiuFlag) : false;
  return { qiuFlag, hasIdCard: fan.idCard !== null, used };
}

/** The phone of a verification: the bound one, or (for a fan without one) a free one to bind. */
async function phoneForIdentity(
  ctx: CentreContext,
  fan: UserRow,
  phone: string,
): Promise<Refusal | null> {
  if (fan.phone) return phone === fan.phone ? null : Refusals.phoneMismatch;
  return (await phoneTakenByOther(ctx.db, phone, fan.id)) ? Refusals.phoneTaken : null;
}

async function verified(
  ctx: CentreContext,
  fan: UserRow,
  v: { realName: string; idCard: string; phone: string; source: 'complete' | 'confirm' },
): Promise<Outcome<IdentityResult>> {
  const idCard = normalizeIdCard(v.idCard);
  await saveIdentity(ctx.db, fan, { ...v, idCard });
  return done({
    code: IdentityCode.reverified,
    realName: maskRealName(v.realName),
    idCard: maskIdCard(idCard),
  });
}
