import { Link } from 'react-router-dom';
import type { FeedbackItem as Item } from '@contracts/feedback';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { fetchFeedbackPage } from './api';
import { FeedbackItem } from './FeedbackItem';
import './feedback.css';

/**
 * 我的反馈 (`user/feedback-list`): the fan's feedback, newest first, with the service's replies;
 * paged as the fan scrolls, pull to refresh, and 写反馈 to the form (plan/feedback without a plan).
 */
export default function FeedbackListPage() {
  const pages = usePagedList<Item, number>(
    () => ({
      first: 1,
      keyOf: (item) => item.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchFeedbackPage(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  return (
    <div className="page fb-page" data-testid="feedback-list-page">
      <PageHeader title="我的反馈" />
      <div className="fb-bar">
        <span>您的每一条反馈我们都会认真处理</span>
        <Link
          className="btn btn--primary"
          to={hrefFor('plan/feedback')}
          data-testid="feedback-write"
        >
          写反馈
        </Link>
      </div>
      <PagedSection
        pages={pages}
        placeholder={
          <>
            {pages.status === 'loading' && <Skeleton rows={5} testId="feedback-skeleton" />}
            {pages.status === 'error' && (
              <ErrorState
                message={failureText(pages.error)}
                onRetry={pages.retry}
                testId="feedback-error-state"
              />
            )}
            {pages.status === 'ready' && (
              <EmptyState text="还没有反馈，遇到问题或有建议时告诉我们吧" testId="feedback-empty" />
            )}
          </>
        }
      >
        <ul className="fb-list">
          {pages.items.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      </PagedSection>
    </div>
  );
}
