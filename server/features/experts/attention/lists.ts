import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ATTENTION_PAGE_SIZE,
  type AttentionPage,
  type AttentionRow,
} from '../../../../contracts/expertAttention';
import { expertLevelName } from '../../../../contracts/matchcenter';
import type { DbOrTx } from '../../../db/database';
import { expertFollows, experts, users } from '../../../db/schema';
import { fanCount, followingCount } from './followed';

// The attention lists' reading (contracts/expertAttention.ts): who follows an expert, and whom a
// user follows, newest follow first, each row as anyone may see it — never an account or a phone.

/** The expert whose list it is. */
export interface ListOwner {
  expertId: number;
  nickname: string;
  /** The expert's account; null for an expert with none (they follow nobody). */
  userId: number | null;
}

const ownerColumns = { expertId: experts.id, nickname: experts.nickname, userId: experts.userId };

export async function ownerOf(db: DbOrTx, expertId: number): Promise<ListOwner | undefined> {
  const [row] = await db.select(ownerColumns).from(experts).where(eq(experts.id, expertId));
  return row;
}

/** The expert behind an account, if it is one. */
export async function ownExpertOf(db: DbOrTx, userId: number): Promise<ListOwner | undefined> {
  const [row] = await db
    .select(ownerColumns)
    .from(experts)
    .where(eq(experts.userId, userId))
    .orderBy(experts.id)
    .limit(1);
  return row;
}

/** The name of a fan who set no nickname: never their account, which may be their phone. */
const fanName = (userId: number, nickName: string | null) => nickName?.trim() || `球迷${userId}`;

const expertColumns = {
  expertId: experts.id,
  expertUserId: experts.userId,
  expertNick: experts.nickname,
  expertIcon: experts.icon,
  strength: experts.strength,
  userLevel: experts.userLevel,
  followers: experts.followers,
};

interface ExpertPart {
  expertId: number;
  strength: number;
  userLevel: number;
  followers: number;
}

function expertOf(r: ExpertPart): AttentionRow['expert'] {
  return {
    id: r.expertId,
    userLevel: r.userLevel,
    levelName: expertLevelName(r.strength),
    followers: r.followers,
  };
}

/** Which of these experts the viewer follows. */
async function followedBy(db: DbOrTx, viewerId: number | null, expertIds: readonly number[]) {
  if (viewerId === null || expertIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ expertId: expertFollows.expertId })
    .from(expertFollows)
    .where(
      and(eq(expertFollows.userId, viewerId), inArray(expertFollows.expertId, [...expertIds])),
    );
  return new Set(rows.map((r) => r.expertId));
}

const offsetOf = (pageNo: number) => (pageNo - 1) * ATTENTION_PAGE_SIZE;

function pageOf(
  owner: ListOwner | null,
  rows: AttentionRow[],
  total: number,
  pageNo: number,
): AttentionPage {
  return {
    owner: owner && { expertId: owner.expertId, nickname: owner.nickname },
    list: rows.slice(0, ATTENTION_PAGE_SIZE),
    total,
    pageNo,
    pageSize: ATTENTION_PAGE_SIZE,
    hasMore: rows.length > ATTENTION_PAGE_SIZE,
  };
}

/**
 * attentionMe: the users following `owner`. A fan who is an expert reads as their expert home
 * does (its nickname and picture) and opens it.
 */
export async function fansPage(
  db: DbOrTx,
  owner: ListOwner,
  pageNo: number,
  viewerId: number | null,
): Promise<AttentionPage> {
  const rows = await db
    .select({
      userId: users.id,
      nickName: users.nickName,
      userIcon: users.userIcon,
      at: expertFollows.createdAt,
      ...expertColumns,
    })
    .from(expertFollows)
    .innerJoin(users, eq(users.id, expertFollows.userId))
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(expertFollows.expertId, owner.expertId))
    .orderBy(desc(expertFollows.createdAt), desc(expertFollows.userId))
    .limit(ATTENTION_PAGE_SIZE + 1)
    .offset(offsetOf(pageNo));
  const follows = await followedBy(
    db,
    viewerId,
    rows.flatMap((r) => (r.expertId === null ? [] : [r.expertId])),
  );
  const list = rows.map((r): AttentionRow => {
    // A left join: the expert's columns are all there when its id is.
    const expert = r.expertId === null ? null : expertOf(r as ExpertPart);
    return {
      userId: r.userId,
      nickName: expert ? (r.expertNick ?? '') : fanName(r.userId, r.nickName),
      icon: (expert ? r.expertIcon : null) ?? r.userIcon,
      expert,
      followedAt: r.at.getTime(),
      following: expert !== null && follows.has(expert.id),
      own: r.userId === viewerId,
    };
  });
  return pageOf(owner, list, await fanCount(db, owner.expertId), pageNo);
}

/** attentionOther: the experts `userId` follows (nobody for an expert without an account). */
export async function followingPage(
  db: DbOrTx,
  userId: number | null,
  owner: ListOwner | null,
  pageNo: number,
  viewerId: number | null,
): Promise<AttentionPage> {
  if (userId === null) return pageOf(owner, [], 0, pageNo);
  const rows = await db
    .select({ at: expertFollows.createdAt, ...expertColumns })
    .from(expertFollows)
    .innerJoin(experts, eq(experts.id, expertFollows.expertId))
    .where(eq(expertFollows.userId, userId))
    .orderBy(desc(expertFollows.createdAt), desc(expertFollows.expertId))
    .limit(ATTENTION_PAGE_SIZE + 1)
    .offset(offsetOf(pageNo));
  const follows =
    viewerId === userId
      ? new Set(rows.map((r) => r.expertId))
      : await followedBy(
          db,
          viewerId,
          rows.map((r) => r.expertId),
        );
  const list = rows.map((r): AttentionRow => ({
    userId: r.expertUserId,
    nickName: r.expertNick,
    icon: r.expertIcon,
    expert: expertOf(r),
    followedAt: r.at.getTime(),
    following: follows.has(r.expertId),
    own: viewerId !== null && r.expertUserId === viewerId,
  }));
  return pageOf(owner, list, await followingCount(db, userId), pageNo);
}
