import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SNS_REPLAY_KIND, type ReplayDetail } from '../../../contracts/expertReplays';
import { FEED_KINDS } from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import { experts, matches, plans, snsItems, snsLikes, snsReplies, teams } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { snsItemsById } from './items';
import { SnsRefusals } from './refusals';
import { alias } from 'drizzle-orm/pg-core';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/** Replays by id (or an expert's, newest first), with their plan's result and counts. */
async function replays(
  db: DbOrTx,
  where: { ids?: number[]; expertId?: number },
  viewerId: number | null,
  page?: { pageNo: number; size: number },
): Promise<ReplayDetail[]> {
  const rows = await db
    .select({
      item: snsItems,
      expert: { id: experts.id, nickname: experts.nickname, icon: experts.icon },
      plan: { id: plans.id, title: plans.title, result: plans.result, settledAt: plans.settledAt },
      home: home.name,
      away: away.name,
      likeCount: sql<number>`(select count(*)::int from ${snsLikes} where ${snsLikes.itemId} = ${snsItems.id})`,
      commentCount: sql<number>`(select count(*)::int from ${snsReplies} where ${snsReplies.itemId} = ${snsItems.id} and ${snsReplies.deletedAt} is null)`,
      liked:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${snsLikes} where ${snsLikes.itemId} = ${snsItems.id} and ${snsLikes.userId} = ${viewerId})`,
    })
    .from(snsItems)
    .innerJoin(experts, eq(experts.id, snsItems.expertId))
    .innerJoin(plans, eq(plans.id, snsItems.planId))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        eq(snsItems.kind, SNS_REPLAY_KIND),
        isNull(snsItems.deletedAt),
        where.ids ? inArray(snsItems.id, where.ids) : undefined,
        where.expertId === undefined ? undefined : eq(snsItems.expertId, where.expertId),
      ),
    )
    .orderBy(desc(snsItems.createdAt), desc(snsItems.id))
    .limit(page ? page.size + 1 : 1000)
    .offset(page ? (page.pageNo - 1) * page.size : 0);
  return rows.map((r) => ({
    id: r.item.id,
    circleId: r.item.circleId,
    expert: r.expert,
    plan: {
      id: r.plan.id,
      title: r.plan.title,
      result: r.plan.result,
      matchName: `${r.home} vs ${r.away}`,
      settledAt: r.plan.settledAt?.getTime() ?? null,
    },
    title: r.item.title,
    content: r.item.content,
    likeCount: Number(r.likeCount),
    liked: Boolean(r.liked),
    commentCount: Number(r.commentCount),
    createdAt: r.item.createdAt.getTime(),
  }));
}

export async function replayDetail(
  db: DbOrTx,
  id: number,
  viewerId: number | null,
): Promise<Outcome<ReplayDetail>> {
  const [replay] = await replays(db, { ids: [id] }, viewerId);
  return replay ? done(replay) : refused(SnsRefusals.notFound);
}

export async function expertReplayPage(
  db: DbOrTx,
  expertId: number,
  pageNo: number,
  viewerId: number | null,
) {
  const size = 10;
  const list = await replays(db, { expertId }, viewerId, { pageNo, size });
  return { list: list.slice(0, size), pageNo, hasMore: list.length > size };
}

/** Kinds a share page shows: an article (expert-article's share), news (share-page/information). */
const SHAREABLE_KINDS: readonly number[] = [FEED_KINDS.article, FEED_KINDS.news];

/** expert/article/detail/forShare: an article (kind 6) or news (kind 10) as its share page shows it. */
export async function articleForShare(db: DbOrTx, id: number) {
  const item = (await snsItemsById(db, [id], null, true)).get(id);
  if (!item || !SHAREABLE_KINDS.includes(item.kind)) return refused(SnsRefusals.notFound);
  return done({
    id: item.id,
    kind: item.kind,
    title: item.title,
    pictures: item.pictures,
    content: item.content,
    author: item.author,
    circleId: item.circleId,
    likeCount: item.likeCount,
    replyCount: item.replyCount,
    createdAt: item.createdAt,
  });
}

/** Whether an id is a live replay (its comments and likes go through the circles' calls). */
export async function isReplay(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: snsItems.id })
    .from(snsItems)
    .where(
      and(eq(snsItems.id, id), eq(snsItems.kind, SNS_REPLAY_KIND), isNull(snsItems.deletedAt)),
    );
  return row !== undefined;
}
