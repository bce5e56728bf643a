import { Link, useSearchParams } from 'react-router-dom';
import type { LeagueRankRow } from '@contracts/experts';
import { isApiError } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { useResource } from '@shared/resource';
import { ExpertIdentity } from '../ExpertIdentity';
import { idOf } from '../rules';
import { leagueExpertsResource } from './resources';
import { hitsText, percentText } from './rules';
import '../experts.css';
import './records.css';

const NOT_FOUND_TEXT = '联赛或专家不存在';

function RankRow({ row, self }: { row: LeagueRankRow; self: boolean }) {
  return (
    <Link
      className={`xp-rank-row${self ? ' is-self' : ''}`}
      to={hrefFor('public/expertHome', { expertId: row.expert.id })}
      data-testid={self ? 'league-rank-self' : 'league-rank-row'}
    >
      <span data-testid="league-rank">{row.rank ?? '--'}</span>
      <ExpertIdentity expert={row.expert} />
      <span className="xp-rank-row__figure">
        <b>{percentText(row.hitRate)}</b>
        <br />
        <small>{hitsText(row.picks, row.won)}</small>
      </span>
    </Link>
  );
}

function Ranking({ expertId, leagueId }: { expertId: number; leagueId: number }) {
  const view = useResource(leagueExpertsResource, { expertId, leagueId });
  if (view.error && isApiError(view.error) && view.error.status === 404)
    return <EmptyState text={NOT_FOUND_TEXT} testId="league-ranking-not-found" />;
  return (
    <Loaded view={view} rows={6} testId="league-ranking">
      {(d) => (
        <>
          <section className="xp-card">
            <h2 className="xp-section-title" data-testid="league-ranking-title">
              {d.leagueName} 专家命中榜
            </h2>
            <p className="xp-note">按该联赛已结算选项的命中率排名，至少3个选项上榜</p>
            {d.list.length === 0 ? (
              <EmptyState text="暂无专家上榜" testId="league-ranking-empty" />
            ) : (
              d.list.map((row) => (
                <RankRow key={row.expert.id} row={row} self={row.expert.id === expertId} />
              ))
            )}
          </section>
          {!d.list.some((r) => r.expert.id === expertId) && (
            <section className="xp-card">
              <RankRow row={d.self} self />
            </section>
          )}
        </>
      )}
    </Loaded>
  );
}

/**
 * 联赛专家榜 (`public/expertJdByLeague?expertId=&leagueId=`; issue 37 §3): the experts who read a
 * league best, by hit rate over their settled picks in it, with the expert the page was opened from
 * marked (or shown below when outside the list).
 */
export default function LeagueExpertsPage() {
  const [query] = useSearchParams();
  const expertId = idOf(query.get('expertId') ?? undefined);
  const leagueId = idOf(query.get('leagueId') ?? undefined);
  return (
    <div className="page xp-page" data-testid="league-experts-page">
      <PageHeader title="联赛专家榜" />
      {expertId === null || leagueId === null ? (
        <EmptyState text={NOT_FOUND_TEXT} testId="league-ranking-not-found" />
      ) : (
        <Ranking key={`${expertId}:${leagueId}`} expertId={expertId} leagueId={leagueId} />
      )}
    </div>
  );
}
