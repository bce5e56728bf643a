import type { TeamForm } from '@contracts/sportdata/analysis';
import type { Sport } from '@entities/match';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchNearStatus } from './api';
import { useFormFilters } from './formFilters';
import { FormChips, MatchRows } from './parts';
import { percentText, recordText } from './rules';

/** 近期战绩: each team's last ten finished matches before this one. */
export function RecentForm({ match, sport }: Pick<DetailTabProps, 'match' | 'sport'>) {
  const { filters, key, pills } = useFormFilters(match.leagueId);
  const view = useDetailJob(
    `analysis:getTeamNearStatus:${match.matchId}:${key}`,
    (signal) => fetchNearStatus(match.matchId, filters, signal),
    { live: false },
  );
  return (
    <section className="md-section mda" data-testid="analysis-form">
      <header className="mda-head">
        <h3 className="md-section__title">近期战绩</h3>
        {pills}
      </header>
      <JobContent
        view={view}
        emptyText="暂无近期战绩"
        isEmpty={(d) => d.home.matches.length === 0 && d.away.matches.length === 0}
      >
        {(d) => (
          <>
            <TeamFormBlock form={d.home} side="home" sport={sport} />
            <TeamFormBlock form={d.away} side="away" sport={sport} />
          </>
        )}
      </JobContent>
    </section>
  );
}

function TeamFormBlock({
  form,
  side,
  sport,
}: {
  form: TeamForm;
  side: 'home' | 'away';
  sport: Sport;
}) {
  return (
    <div className="mda-team" data-testid="form-team" data-side={side}>
      <div className="mda-team__head">
        <span className={`mda-side mda-side--${side}`}>{side === 'home' ? '主' : '客'}</span>
        <strong className="mda-team__name">{form.teamName}</strong>
        <FormChips form={form.summary.form} />
      </div>
      {form.matches.length === 0 ? (
        <p className="mda-none">暂无数据</p>
      ) : (
        <>
          <p className="mda-summary">
            {recordText(form.summary, sport)}，胜率{percentText(form.summary.winPercent)}
          </p>
          <MatchRows rows={form.matches} testId="form-row" />
        </>
      )}
    </div>
  );
}
