import { Link } from 'react-router-dom';
import type { TipExpert } from '@contracts/matchcenter';
import { hitRateText, recordText } from '@entities/expert';
import { failureText } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { expertSearchResource } from './resources';
import { ExpertIdentity } from './ExpertIdentity';
import type { BallFlag } from './rules';

/** An expert found: who, and the record of the last ten (近10中7 命中率70%); opens the home. */
export function ExpertRow({ expert, testId }: { expert: TipExpert; testId: string }) {
  const record = [recordText(expert.recentWins, expert.recentTotal), hitRateText(expert.hitRate)]
    .filter((t) => t !== null)
    .join(' ');
  return (
    <Link
      className="xp-row"
      to={hrefFor('public/expertHome', { expertId: expert.id })}
      data-testid={testId}
      data-expert-id={expert.id}
    >
      <ExpertIdentity expert={expert}>
        <span className="xp-figures">{record || '暂无战绩'}</span>
      </ExpertIdentity>
    </Link>
  );
}

/** The experts whose nickname contains `words`: one call per search (the parent keys it). */
export function SearchResults({ words, qiuFlag }: { words: string; qiuFlag?: BallFlag }) {
  const found = useResource(expertSearchResource, { words, qiuFlag });
  if (found.loading) return <Skeleton rows={4} testId="search-skeleton" />;
  if (!found.data)
    return (
      <ErrorState message={failureText(found.error)} onRetry={found.reload} testId="search-error" />
    );
  if (found.data.length === 0) return <EmptyState text="没有找到相关专家" testId="search-empty" />;
  return (
    <section className="xp-list" data-testid="search-results">
      {found.data.map((expert) => (
        <ExpertRow key={expert.id} expert={expert} testId="search-result" />
      ))}
    </section>
  );
}
