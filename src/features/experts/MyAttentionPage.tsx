import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { fetchFollowedPage, fetchMyFansPage } from './api';
import { AttentionList } from './attention/AttentionList';
import { Choices } from './Choices';
import { FollowedRow } from './FollowedRow';
import { ATTENTION_TABS, attentionTabOf } from './rules';
import './experts.css';

interface Followed {
  expert: TipExpert;
  followedAt: number;
}

const TAB_OPTIONS = ATTENTION_TABS.map((t) => ({ value: t.tab, label: t.label }));

/** 我的粉丝 of a fan who is no expert: fans follow experts. */
const NOT_EXPERT_FANS_TEXT = '成为专家后，关注你的球迷会显示在这里';

function FollowedList({ famous }: { famous: boolean }) {
  const pages = usePagedList<Followed, number>(
    () => ({
      first: 1,
      keyOf: (item) => item.expert.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchFollowedPage(pageNo, signal, famous);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [famous],
  );
  const { remove } = pages;
  const onUnfollowed = useCallback(
    (expertId: number) => remove((item) => item.expert.id === expertId),
    [remove],
  );
  if (pages.status === 'error')
    return (
      <ErrorState
        message={failureText(pages.error)}
        onRetry={pages.retry}
        testId="followed-error"
      />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="followed-skeleton" />;
  if (pages.items.length === 0)
    return (
      <EmptyState
        text={famous ? '还没有关注的人气专家' : '还没有关注的专家'}
        testId="followed-empty"
      />
    );
  return (
    <PagedSection
      pages={pages}
      className="xp-list"
      testId="followed-list"
      moreTestId="followed-more"
    >
      {pages.items.map((item) => (
        <FollowedRow
          key={item.expert.id}
          expert={item.expert}
          followedAt={item.followedAt}
          onUnfollowed={onUnfollowed}
        />
      ))}
    </PagedSection>
  );
}

/**
 * 我的关注 (`myAttention/{tab}`, login only): other-all, the experts the fan follows, newest first,
 * each with 取消关注, and other-famous, those of them who are popular forecasters; me, the fan's
 * own fans when they are an expert (a fan who is no expert is told how fans come).
 */
export default function MyAttentionPage() {
  const navigate = useNavigate();
  const tab = attentionTabOf(useParams().tab);
  return (
    <div className="page xp-page" data-testid="my-attention-page">
      <PageHeader title="我的关注" />
      <Choices
        options={TAB_OPTIONS}
        value={tab}
        onChange={(next) => void navigate(hrefFor('myAttention', { tab: next }), { replace: true })}
        label="关注"
        testId="attention-tab"
        look="tabs"
      />
      {tab === 'me' ? (
        <AttentionList
          listKey="mine:me"
          fetchPage={fetchMyFansPage}
          empty="暂无粉丝"
          noOwner={NOT_EXPERT_FANS_TEXT}
          countLabel="位粉丝"
        />
      ) : (
        <FollowedList famous={tab === 'other-famous'} />
      )}
    </div>
  );
}
