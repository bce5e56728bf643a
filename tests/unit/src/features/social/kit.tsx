// Fixtures shared by the circles' screen tests, and what they read off a screen (the toast, the open
// confirm). The visit and the render are tests/kit/socialScreens.tsx's; the expert article screens'
// tests open the same screens and take them from here.
import { act } from '@testing-library/react';
import type { FeedItem, FeedPage, SnsDetail, SnsReply } from '@contracts/social';
import type { SnsMemberStatus } from '@contracts/socialActions';
import { useOverlayStore } from '@shared/overlays';

export { freshVisit, renderAt } from '../../../../kit/socialScreens';

export const NOW = Date.parse('2026-11-22T12:00:00+08:00');

export const author = (userId: number, nickName = `球迷${userId}`) => ({
  userId,
  nickName,
  icon: null,
  expertId: null,
});

export const feedItem = (id: number, over: Partial<FeedItem> = {}): FeedItem => ({
  id,
  kind: 1,
  circleId: 3,
  circleName: '英超圈',
  author: author(100 + id),
  title: '',
  content: `帖子${id}的内容`,
  pictures: [],
  topicPicture: null,
  topicId: null,
  createdAt: NOW - 5 * 60_000,
  pinned: false,
  likeCount: 2,
  replyCount: 1,
  liked: false,
  poll: null,
  own: false,
  price: null,
  ...over,
});

export const feedPage = (
  list: FeedItem[],
  {
    pinned = [],
    hasMore = false,
    pageNo = 1,
  }: { pinned?: FeedItem[]; hasMore?: boolean; pageNo?: number } = {},
): FeedPage => ({ pinned, list, pageNo, pageSize: 20, hasMore });

export const detailOf = (item: FeedItem, over: Partial<SnsDetail> = {}): SnsDetail => ({
  item,
  permissions: { canDelete: item.own, canModerate: false },
  reported: false,
  followingAuthor: false,
  ...over,
});

export const reply = (id: number, over: Partial<SnsReply> = {}): SnsReply => ({
  id,
  msgId: 1,
  author: author(200 + id),
  content: `回复${id}`,
  createdAt: NOW - 60_000,
  replyTo: null,
  own: false,
  ...over,
});

export const status = (over: Partial<SnsMemberStatus> = {}): SnsMemberStatus => ({
  status: 0,
  until: null,
  untilText: null,
  message: '',
  moderatorOf: [],
  chatAdmin: false,
  ...over,
});

export const toastText = () => useOverlayStore.getState().toast?.message;

/** Answers the open confirm with `choice` ('ok' or 'cancel'). */
export async function answerConfirm(choice: string, advance: (ms: number) => Promise<unknown>) {
  const alert = useOverlayStore.getState().alert;
  if (!alert) throw new Error('no confirm is open');
  alert.resolve(choice);
  await act(() => advance(100));
  return alert.message;
}
