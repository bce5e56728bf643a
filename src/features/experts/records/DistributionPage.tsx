import { useNavigate, useSearchParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { useResource } from '@shared/resource';
import { Choices } from '../Choices';
import { ExpertIdentity } from '../ExpertIdentity';
import { expertHomeResource } from '../resources';
import { BALLS, EXPERT_NOT_FOUND_TEXT, idOf, isExpertNotFound } from '../rules';
import { BestScore } from './BestScore';
import { Bars } from './Bars';
import { distributionResource } from './resources';
import { ballOfQuery, hitsText, sliceOption } from './rules';
import '../experts.css';
import './records.css';

const BALL_OPTIONS = BALLS.map((b) => ({ value: b.flag, label: b.label }));

function DistributionBody({ expertId, qiuFlag }: { expertId: number; qiuFlag: '1' | '2' }) {
  const view = useResource(distributionResource, { expertId, qiuFlag });
  if (view.error && isExpertNotFound(view.error))
    return <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />;
  return (
    <Loaded view={view} rows={6} testId="distribution">
      {(d) => (
        <>
          <section className="xp-card" data-testid="distribution-summary">
            <p>
              发布方案 <b data-testid="distribution-published">{d.published}</b> 个，已结算{' '}
              <b data-testid="distribution-settled">{hitsText(d.settled, d.won)}</b>
            </p>
          </section>
          <section className="xp-card">
            <h2 className="xp-section-title">玩法分布</h2>
            {d.rows.length === 0 ? (
              <EmptyState text="暂无已结算的选项" testId="distribution-games-empty" />
            ) : (
              <Bars
                testId="distribution-games"
                rows={d.rows.map((r) => ({ key: r.gameId, label: r.gameName, ...r }))}
              />
            )}
          </section>
          <section className="xp-card">
            <h2 className="xp-section-title">联赛分布</h2>
            {d.leagues.length === 0 ? (
              <EmptyState text="暂无已结算的选项" testId="distribution-leagues-empty" />
            ) : (
              <Bars
                testId="distribution-leagues"
                rows={d.leagues.map((r) => ({
                  key: r.leagueId,
                  label: r.leagueName,
                  ...r,
                  to: hrefFor('leagueRecordDetail', {
                    option: sliceOption({
                      expertId,
                      leagueId: r.leagueId,
                      gameId: 0,
                      dateIndex: 0,
                    }),
                  }),
                }))}
              />
            )}
          </section>
        </>
      )}
    </Loaded>
  );
}

function ExpertHead({ expertId }: { expertId: number }) {
  const home = useResource(expertHomeResource, expertId);
  return home.data ? (
    <div className="xp-card">
      <ExpertIdentity expert={home.data.expert} />
    </div>
  ) : null;
}

/**
 * 战绩分布 (`public/distribution?expertId=&qiuFlag=`; issue 37 §3): where an expert publishes in a
 * ball type — the plans published and settled, the settled picks by game and by league (a league
 * opens its plans) — and the expert's best figures. Everything is counted from settled plans.
 */
export default function DistributionPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const expertId = idOf(query.get('expertId') ?? undefined);
  const qiuFlag = ballOfQuery(query.get('qiuFlag'));
  return (
    <div className="page xp-page" data-testid="distribution-page">
      <PageHeader title="战绩分布" />
      {expertId === null ? (
        <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />
      ) : (
        <>
          <ExpertHead expertId={expertId} />
          <Choices
            options={BALL_OPTIONS}
            value={qiuFlag}
            onChange={(next) =>
              void navigate(
                hrefFor('public/distribution', undefined, { expertId, qiuFlag: next }),
                {
                  replace: true,
                },
              )
            }
            label="球类"
            look="tabs"
            testId="distribution-ball"
          />
          <DistributionBody key={`${expertId}:${qiuFlag}`} expertId={expertId} qiuFlag={qiuFlag} />
          <BestScore expertId={expertId} />
        </>
      )}
    </div>
  );
}
