import { useSearchParams } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { EmptyState, PageHeader } from '@shared/ui';
import { LeagueStatBlock } from './LeagueStats';
import { leagueStatResource } from './statsResources';
import { idOf, seasonOf } from './rules';
import { statKindName, statKindOf } from './statKinds';
import './dataLibrary.css';

/**
 * 统计详情 (`data/statistics-detail` leagueId, type, seasonId; issue 36 §1): one league statistic
 * in full, every club, sorted by the column the fan taps.
 */
export default function StatisticsDetailPage() {
  const [query] = useSearchParams();
  const leagueId = idOf(query.get('leagueId'));
  const kind = statKindOf(query.get('type'));
  const season = seasonOf(query.get('seasonId'));
  // The block below asks the same resource: the head reads the league's name from its answer.
  const view = useResource(
    leagueStatResource,
    { kind: kind ?? 'oddEven', leagueId, season },
    { enabled: leagueId > 0 && kind !== null },
  );
  const head = view.data?.data;
  const sport = head?.sport === 2 ? 2 : 1;
  return (
    <div className="page dl-page" data-testid="data-statistics-page">
      <PageHeader
        title={head && kind ? `${head.leagueName} ${statKindName(kind, sport)}` : '统计详情'}
      />
      {leagueId === 0 || kind === null ? (
        <EmptyState text="未找到该统计" testId="data-statistics-missing" />
      ) : (
        <section className="dl-section">
          {head && (
            <h2 className="dl-section__title">
              {head.season}赛季 · 已赛{head.finishedMatches}场
            </h2>
          )}
          <LeagueStatBlock sport={sport} leagueId={leagueId} season={season} kind={kind} />
        </section>
      )}
    </div>
  );
}
