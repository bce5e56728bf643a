import {
  ATTENTION_PAGE_SIZE,
  ATTENTION_REFUSAL_CODES,
  type AttentionPage,
} from '../../../../contracts/expertAttention';
import type { DbOrTx } from '../../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../../platform/refusals';
import { ExpertRefusals } from '../service';
import { fansPage, followingPage, ownerOf, ownExpertOf, type ListOwner } from './lists';

export const AttentionRefusals = {
  notOwn: {
    status: 403,
    code: ATTENTION_REFUSAL_CODES.notOwn,
    msg: '只能查看自己的粉丝和关注',
  },
} as const satisfies Record<string, Refusal>;

/** GET /api/expert/attentionMe/{expertId}/{pageNo}: an expert's fans, for anyone. */
export async function expertFans(
  db: DbOrTx,
  expertId: number,
  pageNo: number,
  viewerId: number | null,
): Promise<Outcome<AttentionPage>> {
  const owner = await ownerOf(db, expertId);
  if (!owner) return refused(ExpertRefusals.notFound);
  return done(await fansPage(db, owner, pageNo, viewerId));
}

/** GET /api/expert/attentionOther/{expertId}/{pageNo}: the experts an expert follows, for anyone. */
export async function expertFollowing(
  db: DbOrTx,
  expertId: number,
  pageNo: number,
  viewerId: number | null,
): Promise<Outcome<AttentionPage>> {
  const owner = await ownerOf(db, expertId);
  if (!owner) return refused(ExpertRefusals.notFound);
  return done(await followingPage(db, owner.userId, owner, pageNo, viewerId));
}

/**
 * The caller's own expert for a uc list, or a refusal when `{expertId}` names another: 0 means
 * "mine", and so does the caller's own expert id. Whether another expert exists is not told.
 */
async function ownList(
  db: DbOrTx,
  userId: number,
  expertId: number,
): Promise<{ ok: true; own: ListOwner | null } | { ok: false }> {
  const own = await ownExpertOf(db, userId);
  if (expertId !== 0 && expertId !== own?.expertId) return { ok: false };
  return { ok: true, own: own ?? null };
}

/** GET /api/uc/attentionMe/{expertId}/{pageNo}: the caller's fans; a fan who is no expert has none. */
export async function myFans(
  db: DbOrTx,
  userId: number,
  expertId: number,
  pageNo: number,
): Promise<Outcome<AttentionPage>> {
  const mine = await ownList(db, userId, expertId);
  if (!mine.ok) return refused(AttentionRefusals.notOwn);
  if (!mine.own) {
    const pageSize = ATTENTION_PAGE_SIZE;
    return done({ owner: null, list: [], total: 0, pageNo, pageSize, hasMore: false });
  }
  return done(await fansPage(db, mine.own, pageNo, userId));
}

/** GET /api/uc/attentionOther/{expertId}/{pageNo}: the experts the caller follows. */
export async function myFollowing(
  db: DbOrTx,
  userId: number,
  expertId: number,
  pageNo: number,
): Promise<Outcome<AttentionPage>> {
  const mine = await ownList(db, userId, expertId);
  if (!mine.ok) return refused(AttentionRefusals.notOwn);
  return done(await followingPage(db, userId, mine.own, pageNo, userId));
}
