import type { RankingRow as RankingRowData } from '@contracts/experts';
import { failureText } from '@shared/http';
import { PagedSection, usePagedList } from '@shared/paging';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { rankingSlice } from './rankingPages';
import { RankingRow } from './RankingRow';
import type { BallFlag, RankingType } from './rules';

/**
 * A ranking, 8 experts a page with 加载更多 (product-spec §9), or — `lab` — its laboratory experts,
 * ranked among themselves by the server. A new ball or ranking type is a new list from its first
 * page; a pull reads it again.
 */
export function RankingList({
  qiuFlag,
  type,
  lab = false,
}: {
  qiuFlag: BallFlag;
  type: RankingType;
  lab?: boolean;
}) {
  const pages = usePagedList<RankingRowData, number>(
    () => ({
      first: 1,
      keyOf: (row) => row.expert.id,
      fetchPage: (pageNo, { signal }) => rankingSlice(qiuFlag, type, pageNo, signal, lab),
    }),
    [qiuFlag, type, lab],
  );
  if (pages.status === 'error')
    return (
      <ErrorState message={failureText(pages.error)} onRetry={pages.retry} testId="ranking-error" />
    );
  if (pages.status !== 'ready') return <Skeleton rows={6} testId="ranking-skeleton" />;
  if (pages.items.length === 0 && !pages.hasMore)
    return (
      <EmptyState text={lab ? '暂无上榜的实验室专家' : '暂无上榜专家'} testId="ranking-empty" />
    );
  return (
    <PagedSection pages={pages} className="xp-list" testId="ranking-list" moreTestId="ranking-more">
      {pages.items.map((row) => (
        <RankingRow key={row.expert.id} row={row} type={type} />
      ))}
    </PagedSection>
  );
}
