import { Link } from 'react-router-dom';
import { ErrorState, Skeleton } from '@shared/ui';
import { hrefFor } from '@shared/routes';
import { HotMatchRow } from './HotMatchRow';
import type { HotMatchesView } from './useHotMatches';

/** 今日热门: today's hot matches, live first, with the way to the whole schedule. */
export function HotMatches({ view }: { view: HotMatchesView }) {
  let body;
  if (view.loading) body = <Skeleton rows={4} testId="hot-matches-loading" />;
  else if (view.error !== null)
    body = <ErrorState message={view.error} onRetry={view.refresh} testId="hot-matches-error" />;
  else if (view.ids.length === 0)
    body = (
      <p className="ch-empty" data-testid="hot-matches-empty">
        今天暂无热门赛事
      </p>
    );
  else
    body = (
      <ul className="ch-matches">
        {view.ids.map((id) => (
          <HotMatchRow key={id} id={id} />
        ))}
      </ul>
    );
  return (
    <section className="ch-section" aria-labelledby="ch-hot-title" data-testid="hot-matches">
      <h2 className="ch-section__title" id="ch-hot-title">
        今日热门
        <Link to={hrefFor('tabs/match')} className="ch-section__more">
          全部比赛 ›
        </Link>
      </h2>
      {body}
    </section>
  );
}
