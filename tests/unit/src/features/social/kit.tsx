// Fixtures and a renderer shared by the circles' screen tests: the screen at its route under a
// router that shows where a link or a back led, the channel and the login chosen per test.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FeedItem, FeedPage, SnsDetail, SnsReply } from '@contracts/social';
import type { SnsMemberStatus } from '@contracts/socialActions';
import { resetInteractions } from '@features/social/interactions';
import { appScheduler } from '@schedulers';
import { initChannel } from '@shared/channels';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, storeToken } from '@shared/session';

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

/** A clean visit: the main channel (or `agentId`'s), a visitor or a logged-in fan, no answers kept. */
export function freshVisit({ loggedIn, agentId }: { loggedIn: boolean; agentId?: string }) {
  appScheduler.reset();
  resetInteractions();
  localStorage.clear();
  if (agentId) localStorage.setItem('agentId', agentId);
  history.replaceState(null, '', '/');
  initChannel();
  if (loggedIn) storeToken('t'.repeat(43));
  else clearToken();
  useOverlayStore.setState({ toast: null, alert: null });
}

function Where() {
  const location = useLocation();
  return <div data-testid="where" data-path={location.pathname + location.search} />;
}

export async function renderAt(
  element: ReactNode,
  { pattern, at }: { pattern: string; at: string },
  advance: (ms: number) => Promise<unknown>,
) {
  const view = render(
    <MemoryRouter initialEntries={['/before', at]} initialIndex={1}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}

export const toastText = () => useOverlayStore.getState().toast?.message;

/** Answers the open confirm with `choice` ('ok' or 'cancel'). */
export async function answerConfirm(choice: string, advance: (ms: number) => Promise<unknown>) {
  const alert = useOverlayStore.getState().alert;
  if (!alert) throw new Error('no confirm is open');
  alert.resolve(choice);
  await act(() => advance(100));
  return alert.message;
}
