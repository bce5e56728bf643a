import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  FEED_KINDS,
  SNS_FEED_PAGE_SIZE,
  SNS_HOT_TOPICS,
  type Circle,
  type FeedItem,
  type FeedPage,
  type SnsAuthor,
  type SnsTopic,
} from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import {
  circleModerators,
  interpretations,
  snsCircles,
  snsItems,
  snsLikes,
  snsReplies,
  users,
} from '../../db/schema';
import { memberAuthor } from './authors';
import { blockedBy } from './access';
import { interpretationItemsById, snsItemsById } from './items';

/** The circles' feed kinds stored as items (7 comes from the interpretations; 11 replays never). */
const ITEM_FEED_KINDS = [FEED_KINDS.post, FEED_KINDS.article, FEED_KINDS.topic, FEED_KINDS.news];

/** An item a feed may show: not deleted, of a feed kind (replays are not). */
export const liveFeedItem = and(
  isNull(snsItems.deletedAt),
  inArray(snsItems.kind, ITEM_FEED_KINDS),
);

/** Items whose author the viewer has not blacklisted (news has none). */
function notBlocked(blocked: readonly number[]): SQL | undefined {
  if (blocked.length === 0) return undefined;
  return or(isNull(snsItems.authorId), notInArray(snsItems.authorId, [...blocked]));
}

/**
 * The items of the circles a viewer may see now, wherever they are listed (a feed, the home
 * search): live, of a feed kind (never a replay), written by now on the simulated clock, and not by
 * a member the viewer blacklisted. Every circle is open to everyone.
 */
export async function visibleFeedItems(
  db: DbOrTx,
  viewerId: number | null,
  now: number,
): Promise<SQL> {
  const blocked = await blockedBy(db, viewerId);
  return (
    and(liveFeedItem, lte(snsItems.createdAt, new Date(now)), notBlocked(blocked)) ?? sql`true`
  );
}

// A reply on a deleted item is hidden with it, so its author counts no more than the item's.
const memberCount = sql<number>`(select count(distinct a)::int from (
  select s.author_id as a from ${snsItems} s where s.circle_id = "sns_circles"."id" and s.deleted_at is null and s.author_id is not null
  union select r.author_id from ${snsReplies} r join ${snsItems} i on i.id = r.item_id where i.circle_id = "sns_circles"."id" and i.deleted_at is null and r.deleted_at is null
) m)`;
const postCount = sql<number>`(select count(*)::int from ${snsItems} s where s.circle_id = "sns_circles"."id" and s.deleted_at is null and s.kind in (1, 6, 9, 10))`;

/** Every circle with its counts, in the order of the seed. */
export async function circleList(db: DbOrTx, circleId?: number): Promise<Circle[]> {
  const rows = await db
    .select({
      id: snsCircles.id,
      name: snsCircles.name,
      intro: snsCircles.intro,
      sport: snsCircles.sport,
      postCount,
      memberCount,
    })
    .from(snsCircles)
    .where(circleId === undefined ? undefined : eq(snsCircles.id, circleId))
    .orderBy(asc(snsCircles.sortOrder), asc(snsCircles.id));
  return rows.map((r) => ({
    ...r,
    postCount: Number(r.postCount),
    memberCount: Number(r.memberCount),
  }));
}

const hotDiscuss = sql<number>`(
  (select count(*) from ${snsItems} p where p.topic_id = "sns_items"."id" and p.deleted_at is null)
  + (select count(*) from ${snsReplies} r where r.deleted_at is null and (r.item_id = "sns_items"."id"
     or r.item_id in (select p.id from ${snsItems} p where p.topic_id = "sns_items"."id" and p.deleted_at is null)))
)::int`;

/** Topics by their 热议 count (posts in them and replies to them and their posts), hottest first. */
export async function hotTopics(
  db: DbOrTx,
  circleId: number | undefined,
  limit = SNS_HOT_TOPICS,
  topicId?: number,
): Promise<SnsTopic[]> {
  const rows = await db
    .select({
      msgId: snsItems.id,
      circleId: snsItems.circleId,
      title: snsItems.title,
      topicPicture: snsItems.topicPicture,
      hotDiscuss,
      createdAt: snsItems.createdAt,
    })
    .from(snsItems)
    .where(
      and(
        isNull(snsItems.deletedAt),
        eq(snsItems.kind, FEED_KINDS.topic),
        circleId === undefined ? undefined : eq(snsItems.circleId, circleId),
        topicId === undefined ? undefined : eq(snsItems.id, topicId),
      ),
    )
    .orderBy(desc(hotDiscuss), desc(snsItems.createdAt), desc(snsItems.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    hotDiscuss: Number(r.hotDiscuss),
    createdAt: r.createdAt.getTime(),
  }));
}

export interface FeedQuery {
  /** 0: every circle (with the interpretations); else one circle. */
  circleId: number;
  pageNo: number;
  sort: 'new' | 'hot';
  kind?: number;
  /** Only the posts of this topic. */
  topicId?: number;
  /** Only this member's items (我的动态 / TA的动态): no pinned section, no interpretations. */
  authorId?: number;
}

/**
 * A feed page: pinned items first on page 1, then the rest newest first (or hottest). Interpretations
 * (7) join the all-circles feed by their publish time; the viewer's blacklist is left out. A topic's
 * or a member's list (`topicId`, `authorId`) has no pinned section and no interpretations.
 */
export async function feedPage(
  db: DbOrTx,
  q: FeedQuery,
  viewerId: number | null,
  now: number,
): Promise<FeedPage> {
  const size = SNS_FEED_PAGE_SIZE;
  const where = and(
    await visibleFeedItems(db, viewerId, now),
    q.circleId === 0 ? undefined : eq(snsItems.circleId, q.circleId),
    q.kind === undefined ? undefined : eq(snsItems.kind, q.kind),
    q.topicId === undefined ? undefined : eq(snsItems.topicId, q.topicId),
    q.authorId === undefined ? undefined : eq(snsItems.authorId, q.authorId),
  );
  // A member's own list reads as a timeline: a pin (a circle's business) does not lift an item there.
  const timeline = q.topicId !== undefined || q.authorId !== undefined;
  const pinnedRows =
    q.pageNo === 1 && !timeline
      ? await db
          .select({ id: snsItems.id })
          .from(snsItems)
          .where(and(where, isNotNull(snsItems.pinnedAt)))
          .orderBy(desc(snsItems.pinnedAt), desc(snsItems.id))
      : [];
  const unpinned = and(where, timeline ? undefined : isNull(snsItems.pinnedAt));
  const offset = (q.pageNo - 1) * size;
  let refs: { kind: number; id: number }[];
  const withInterpretations =
    q.circleId === 0 &&
    !timeline &&
    q.sort === 'new' &&
    (q.kind === undefined || q.kind === FEED_KINDS.interpretation);
  if (q.kind === FEED_KINDS.interpretation && !withInterpretations) {
    refs = [];
  } else if (withInterpretations) {
    const items = db
      .select({
        kind: sql<number>`${snsItems.kind}::int`.as('kind'),
        id: snsItems.id,
        at: sql<Date>`${snsItems.createdAt}`.as('at'),
      })
      .from(snsItems)
      .where(q.kind === undefined ? unpinned : sql`false`);
    const readings = db
      .select({
        kind: sql<number>`${FEED_KINDS.interpretation}::int`.as('kind'),
        id: interpretations.id,
        at: sql<Date>`${interpretations.publishedAt}`.as('at'),
      })
      .from(interpretations)
      .where(lte(interpretations.publishedAt, new Date(now)));
    refs = await unionAll(items, readings)
      .orderBy(sql`at desc`, sql`kind desc`, sql`id desc`)
      .limit(size + 1)
      .offset(offset);
  } else {
    const heat = sql`((select count(*) from ${snsLikes} l where l.item_id = "sns_items"."id") + (select count(*) from ${snsReplies} r where r.item_id = "sns_items"."id" and r.deleted_at is null))`;
    refs = await db
      .select({ kind: snsItems.kind, id: snsItems.id })
      .from(snsItems)
      .where(unpinned)
      .orderBy(
        ...(q.sort === 'hot' ? [desc(heat)] : []),
        desc(snsItems.createdAt),
        desc(snsItems.id),
      )
      .limit(size + 1)
      .offset(offset);
  }
  const page = refs.slice(0, size);
  const itemIds = [
    ...pinnedRows.map((r) => r.id),
    ...page.filter((r) => Number(r.kind) !== FEED_KINDS.interpretation).map((r) => r.id),
  ];
  const items = await snsItemsById(db, itemIds, viewerId);
  const readings = await interpretationItemsById(
    db,
    page.filter((r) => Number(r.kind) === FEED_KINDS.interpretation).map((r) => r.id),
  );
  const pick = (r: { kind: number; id: number }): FeedItem | undefined =>
    Number(r.kind) === FEED_KINDS.interpretation ? readings.get(r.id) : items.get(r.id);
  return {
    pinned: pinnedRows.map((r) => items.get(r.id)).filter((i): i is FeedItem => i !== undefined),
    list: page.map(pick).filter((i): i is FeedItem => i !== undefined),
    pageNo: q.pageNo,
    pageSize: size,
    hasMore: refs.length > size,
  };
}

/** A circle's moderators, as anyone may see them. */
export async function circleModeratorList(db: DbOrTx, circleId: number): Promise<SnsAuthor[]> {
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, userIcon: users.userIcon })
    .from(circleModerators)
    .innerJoin(users, eq(users.id, circleModerators.userId))
    .where(eq(circleModerators.circleId, circleId))
    .orderBy(asc(users.id));
  return rows.map(memberAuthor);
}
