import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchTidian } from './api';
import { tidianSideLabel } from './extrasRules';

/** 数据提点: short facts from the teams' finished matches, each with whose it is. */
export function Tidian({ match }: Pick<DetailTabProps, 'match'>) {
  const view = useDetailJob(
    `analysis:getMatchTidianList:${match.matchId}`,
    (signal) => fetchTidian(match.matchId, signal),
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-tidian">
      <h3 className="md-section__title">数据提点</h3>
      <JobContent view={view} emptyText="暂无提点" isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <ul className="mdx-tips">
            {d.list.map((tip, i) => (
              <li key={i} className="mdx-tips__item" data-testid="tidian-row" data-side={tip.side}>
                <span className={`mdx-tag mdx-tag--${tip.side}`}>{tidianSideLabel(tip.side)}</span>
                <span>{tip.text}</span>
              </li>
            ))}
          </ul>
        )}
      </JobContent>
    </section>
  );
}
