import { useState } from 'react';
import { PageHeader } from '@shared/ui';
import { currentUserId, useLoggedIn } from '@shared/session';
import { fetchAuthorPage } from './api';
import { FeedList } from './FeedList';

/** The viewer is the member whose list this is (their cached user id says so). */
function isViewer(loggedIn: boolean, authorId: number): boolean {
  return loggedIn && currentUserId() === String(authorId);
}

/**
 * 我的动态 / TA的动态 (`sns/index/0?author={memberId}`): one member's items from every circle, newest
 * first, with no pinned section — a timeline, as Dongqiudi's and Hupu's 动态 read. The feed answers
 * items only, so another member's nickname comes from their newest item; before it (or when they
 * wrote nothing) the header says TA.
 */
export function AuthorPosts({ authorId }: { authorId: number }) {
  const loggedIn = useLoggedIn();
  const mine = isViewer(loggedIn, authorId);
  const [nickName, setNickName] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={mine ? '我的动态' : 'TA的动态'} />
      {!mine && nickName !== null && (
        <header className="sns-circle" data-testid="sns-author-header">
          <h2 className="sns-circle__name" data-testid="sns-author-name">
            {nickName}
          </h2>
        </header>
      )}
      <FeedList
        fetchPage={async (pageNo, signal) => {
          const page = await fetchAuthorPage(authorId, pageNo, signal);
          const first = page.list[0];
          if (pageNo === 1) setNickName(first ? first.author.nickName : null);
          return page;
        }}
        deps={[authorId]}
        emptyText={mine ? '你还没有发过动态，去圈子里发第一帖吧' : 'TA还没有发过动态'}
        testId="sns-author-feed"
      />
    </>
  );
}
