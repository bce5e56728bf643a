import { Link } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { fetchMyPushes } from './api';
import '../experts.css';

interface Ordered {
  expert: TipExpert;
  orderedAt: number;
}

/**
 * 专家推送 (`expert-push/index`, login only): the experts the fan is subscribed to, newest first,
 * each opening its subscription page (where it can be cancelled).
 */
export default function PushIndexPage() {
  const pages = usePagedList<Ordered, number>(
    () => ({
      first: 1,
      keyOf: (item) => item.expert.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchMyPushes(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  let body;
  if (pages.status === 'error')
    body = (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="pushes-error" />
    );
  else if (pages.status !== 'ready') body = <Skeleton rows={6} testId="pushes-skeleton" />;
  else if (pages.items.length === 0)
    body = <EmptyState text="还没有订阅专家推送，去专家主页订阅吧" testId="pushes-empty" />;
  else
    body = (
      <PagedSection pages={pages} className="xp-list" testId="pushes-list" moreTestId="pushes-more">
        {pages.items.map(({ expert }) => (
          <Link
            key={expert.id}
            className="xp-push-row"
            to={hrefFor('expert-push/order', { expertId: expert.id })}
            data-testid="pushes-row"
          >
            <span className="xp-push-row__name">{expert.nickname}</span>
            <span className="xp-push-row__record">
              近{expert.recentTotal}中{expert.recentWins}
            </span>
          </Link>
        ))}
      </PagedSection>
    );
  return (
    <div className="page xp-page" data-testid="push-index-page">
      <PageHeader title="专家推送" />
      {body}
    </div>
  );
}
