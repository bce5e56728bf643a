import { FEED_KINDS, type FeedItem, type SnsTopic } from '@contracts/social';
import { hrefFor } from '@shared/routes';

/** Where a feed item opens: an interpretation its own page, a topic its topic page, else the post. */
export function itemHref(
  item: Pick<FeedItem, 'id' | 'kind' | 'title' | 'topicPicture' | 'replyCount'>,
): string {
  if (item.kind === FEED_KINDS.interpretation) return hrefFor('tjInterpretation', { id: item.id });
  if (item.kind === FEED_KINDS.topic)
    return topicHref({
      msgId: item.id,
      title: item.title,
      topicPicture: item.topicPicture,
      hotDiscuss: item.replyCount,
    });
  return hrefFor('sns/detail', { id: item.id });
}

/** sns/hot-topic-detail with the spec's query (title, topicPicture, msgId, hotDiscuss). */
export function topicHref(
  topic: Pick<SnsTopic, 'msgId' | 'title' | 'topicPicture' | 'hotDiscuss'>,
): string {
  return hrefFor(
    'sns/hot-topic-detail',
    {},
    {
      title: topic.title,
      topicPicture: topic.topicPicture,
      msgId: topic.msgId,
      hotDiscuss: topic.hotDiscuss,
    },
  );
}

/** A member's posts (sns/index/0?author=), or null for an author without an account (news). */
export function authorPostsHref(author: Pick<FeedItem['author'], 'userId'>): string | null {
  return author.userId ? hrefFor('sns/index', { id: 0 }, { author: author.userId }) : null;
}
