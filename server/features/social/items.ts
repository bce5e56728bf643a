import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FEED_KINDS, snsPictureUrl, type FeedItem, type SnsPoll } from '../../../contracts/social';
import type { DbOrTx } from '../../db/database';
import {
  experts,
  interpretations,
  snsCircles,
  snsItemPictures,
  snsItems,
  snsLikes,
  snsPollOptions,
  snsReplies,
  snsVotes,
  users,
} from '../../db/schema';
import { expertAuthor, memberAuthor, NEWS_AUTHOR } from './authors';

/** How much of a post's text a feed shows (the detail shows it whole). */
export const FEED_EXCERPT = 140;

const excerpt = (text: string) => {
  const chars = [...text];
  return chars.length > FEED_EXCERPT ? `${chars.slice(0, FEED_EXCERPT).join('')}…` : text;
};

/** The item row as the circles read it (not deleted), or undefined. */
export async function liveItem(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(snsItems)
    .where(and(eq(snsItems.id, id), isNull(snsItems.deletedAt)));
  return row;
}
export type ItemRow = NonNullable<Awaited<ReturnType<typeof liveItem>>>;

/** Polls of items: options with their votes, and the viewer's vote. */
export async function pollsOf(
  db: DbOrTx,
  ids: readonly number[],
  viewerId: number | null,
): Promise<Map<number, SnsPoll>> {
  if (ids.length === 0) return new Map();
  const options = await db
    .select({
      id: snsPollOptions.id,
      itemId: snsPollOptions.itemId,
      text: snsPollOptions.text,
      votes: sql<number>`(select count(*)::int from ${snsVotes} v where v.option_id = "sns_poll_options"."id")`,
    })
    .from(snsPollOptions)
    .where(inArray(snsPollOptions.itemId, [...ids]))
    .orderBy(asc(snsPollOptions.itemId), asc(snsPollOptions.seq));
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ itemId: snsVotes.itemId, optionId: snsVotes.optionId })
          .from(snsVotes)
          .where(and(eq(snsVotes.userId, viewerId), inArray(snsVotes.itemId, [...ids])));
  const polls = new Map<number, SnsPoll>();
  for (const o of options) {
    const poll = polls.get(o.itemId) ?? {
      options: [],
      totalVotes: 0,
      myOptionId: mine.find((m) => m.itemId === o.itemId)?.optionId ?? null,
    };
    const votes = Number(o.votes);
    poll.options.push({ id: o.id, text: o.text, votes });
    poll.totalVotes += votes;
    polls.set(o.itemId, poll);
  }
  return polls;
}

/**
 * Circle items (every kind but 7) as the viewer sees them, by id: author, counts, pictures, poll,
 * the viewer's like. Deleted items are left out; `whole` keeps a post's text whole.
 */
export async function snsItemsById(
  db: DbOrTx,
  ids: readonly number[],
  viewerId: number | null,
  whole = false,
): Promise<Map<number, FeedItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      item: snsItems,
      circleName: snsCircles.name,
      user: { id: users.id, nickName: users.nickName, userIcon: users.userIcon },
      expert: {
        id: experts.id,
        nickname: experts.nickname,
        icon: experts.icon,
        userId: experts.userId,
      },
      likeCount: sql<number>`(select count(*)::int from ${snsLikes} where ${snsLikes.itemId} = ${snsItems.id})`,
      replyCount: sql<number>`(select count(*)::int from ${snsReplies} where ${snsReplies.itemId} = ${snsItems.id} and ${snsReplies.deletedAt} is null)`,
      liked:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${snsLikes} where ${snsLikes.itemId} = ${snsItems.id} and ${snsLikes.userId} = ${viewerId})`,
    })
    .from(snsItems)
    .innerJoin(snsCircles, eq(snsCircles.id, snsItems.circleId))
    .leftJoin(users, eq(users.id, snsItems.authorId))
    .leftJoin(experts, eq(experts.id, snsItems.expertId))
    .where(and(inArray(snsItems.id, [...ids]), isNull(snsItems.deletedAt)));
  const pictures = await db
    .select({ itemId: snsItemPictures.itemId, seq: snsItemPictures.seq })
    .from(snsItemPictures)
    .where(inArray(snsItemPictures.itemId, [...ids]))
    .orderBy(asc(snsItemPictures.itemId), asc(snsItemPictures.seq));
  const polls = await pollsOf(db, ids, viewerId);
  const out = new Map<number, FeedItem>();
  for (const r of rows) {
    const { item } = r;
    const author = r.expert ? expertAuthor(r.expert) : r.user ? memberAuthor(r.user) : NEWS_AUTHOR;
    out.set(item.id, {
      id: item.id,
      kind: item.kind,
      circleId: item.circleId,
      circleName: r.circleName,
      author,
      title: item.title,
      content: whole ? item.content : excerpt(item.content),
      pictures: pictures
        .filter((p) => p.itemId === item.id)
        .map((p) => snsPictureUrl(item.id, p.seq)),
      topicPicture: item.topicPicture,
      topicId: item.topicId,
      createdAt: item.createdAt.getTime(),
      pinned: item.pinnedAt !== null,
      likeCount: Number(r.likeCount),
      replyCount: Number(r.replyCount),
      liked: Boolean(r.liked),
      poll: polls.get(item.id) ?? null,
      own: viewerId !== null && item.authorId === viewerId,
      price: null,
    });
  }
  return out;
}

/** Interpretations (kind 7) as feed items, by id: they open tjInterpretation/{id}. */
export async function interpretationItemsById(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, FeedItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: interpretations.id,
      title: interpretations.title,
      summary: interpretations.summary,
      priceFen: interpretations.priceFen,
      publishedAt: interpretations.publishedAt,
      expert: {
        id: experts.id,
        nickname: experts.nickname,
        icon: experts.icon,
        userId: experts.userId,
      },
    })
    .from(interpretations)
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .where(inArray(interpretations.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        kind: FEED_KINDS.interpretation,
        circleId: null,
        circleName: null,
        author: expertAuthor(r.expert),
        title: r.title,
        content: excerpt(r.summary),
        pictures: [],
        topicPicture: null,
        topicId: null,
        createdAt: r.publishedAt.getTime(),
        pinned: false,
        likeCount: 0,
        replyCount: 0,
        liked: false,
        poll: null,
        own: false,
        price: r.priceFen / 100,
      } satisfies FeedItem,
    ]),
  );
}
