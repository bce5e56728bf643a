import type { Database } from '../../../db/database';
import { done, refused, type Outcome } from '../../../platform/refusals';
import type { UserRow } from '../session';
import { nickNameTakenByOther, setDescribe, setNickName } from './queries';
import { Refusals } from './refusals';

/**
 * Nickname and signature. The field rules are contracts/account/centre/profile.ts (shared with the client's forms
 * and, for nicknames, with partner logins), applied by the endpoints' input schemas; what is left here
 * is what needs the database.
 */

/** A new nickname, trimmed, unless another fan has it (any letter case). */
export async function changeNickName(
  db: Database,
  fan: UserRow,
  raw: string,
): Promise<Outcome<{ nickName: string }>> {
  const nickName = raw.trim();
  if (await nickNameTakenByOther(db, nickName, fan.id)) return refused(Refusals.nickNameTaken);
  await setNickName(db, fan.id, nickName);
  return done({ nickName });
}

/** A new signature; an empty one clears it, and the answer shows what the profile will: 未设置. */
export async function changeDescribe(
  db: Database,
  fan: UserRow,
  raw: string | undefined,
): Promise<Outcome<{ describe: string }>> {
  const describe = (raw ?? '').trim();
  await setDescribe(db, fan.id, describe === '' ? null : describe);
  return done({ describe: describe === '' ? '未设置' : describe });
}
