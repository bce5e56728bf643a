import { and, count, desc, eq, gte } from 'drizzle-orm';
import { ATTENTION_PAGE_SIZE, FAMOUS_USER_LEVEL } from '../../../../contracts/expertAttention';
import type { DbOrTx } from '../../../db/database';
import { expertFollows, experts } from '../../../db/schema';
import { done } from '../../../platform/refusals';
import { expertCards } from '../card';

/**
 * GET /api/myAttention/expert/list/{pageNo} and, `famous`, /api/myAttention/famousExpert/list:
 * the experts the fan follows (of FAMOUS_USER_LEVEL and above), as cards, newest follow first.
 */
export async function myFollowedExperts(
  db: DbOrTx,
  userId: number,
  pageNo: number,
  opts: { famous?: boolean } = {},
) {
  const where = and(
    eq(expertFollows.userId, userId),
    opts.famous ? gte(experts.userLevel, FAMOUS_USER_LEVEL) : undefined,
  );
  const rows = await db
    .select({ expertId: expertFollows.expertId, at: expertFollows.createdAt })
    .from(expertFollows)
    .innerJoin(experts, eq(experts.id, expertFollows.expertId))
    .where(where)
    .orderBy(desc(expertFollows.createdAt), desc(expertFollows.expertId))
    .limit(ATTENTION_PAGE_SIZE + 1)
    .offset((pageNo - 1) * ATTENTION_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(expertFollows)
    .innerJoin(experts, eq(experts.id, expertFollows.expertId))
    .where(where);
  const page = rows.slice(0, ATTENTION_PAGE_SIZE);
  const cards = await expertCards(
    db,
    page.map((r) => r.expertId),
  );
  return done({
    list: page.flatMap((r) => {
      const expert = cards.get(r.expertId);
      return expert ? [{ expert, followedAt: r.at.getTime() }] : [];
    }),
    total: total?.n ?? 0,
    pageNo,
    hasMore: rows.length > ATTENTION_PAGE_SIZE,
  });
}

/** Fans of an expert: the rows of their attentionMe list. */
export async function fanCount(db: DbOrTx, expertId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expertFollows)
    .where(eq(expertFollows.expertId, expertId));
  return row?.n ?? 0;
}

/** Experts a user follows: the rows of their attentionOther list. */
export async function followingCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expertFollows)
    .where(eq(expertFollows.userId, userId));
  return row?.n ?? 0;
}

/** The user centre's counts: experts the fan follows, and fans following the fan's own expert. */
export async function followCounts(
  db: DbOrTx,
  userId: number,
): Promise<{ attentionOtherCount: number; attentionMeCount: number }> {
  const [me] = await db
    .select({ n: count() })
    .from(expertFollows)
    .innerJoin(experts, eq(experts.id, expertFollows.expertId))
    .where(eq(experts.userId, userId));
  return { attentionOtherCount: await followingCount(db, userId), attentionMeCount: me?.n ?? 0 };
}
