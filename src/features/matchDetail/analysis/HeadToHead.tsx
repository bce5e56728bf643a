import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchBoutExploits } from './api';
import { useFormFilters } from './formFilters';
import { MatchRows, WdlBarView } from './parts';
import { percentText, recordText, scoredLabel } from './rules';

/** 交锋往绩: the last ten meetings from the home team's view, with its W/D/L bar. */
export function HeadToHead({ match, sport }: Pick<DetailTabProps, 'match' | 'sport'>) {
  const { filters, key, pills } = useFormFilters(match.leagueId);
  const view = useDetailJob(
    `analysis:getTeamBoutExploits:${match.matchId}:${key}`,
    (signal) => fetchBoutExploits(match.matchId, filters, signal),
    // Earlier meetings do not change while this match is played.
    { live: false },
  );
  const scored = scoredLabel(sport);
  return (
    <section className="md-section mda" data-testid="analysis-h2h">
      <header className="mda-head">
        <h3 className="md-section__title">交锋往绩</h3>
        {pills}
      </header>
      <JobContent view={view} emptyText="暂无交锋记录" isEmpty={(d) => d.matches.length === 0}>
        {(d) => (
          <>
            <p className="mda-summary" data-testid="h2h-summary">
              <strong>{d.homeTeamName}</strong>{' '}
              {`${recordText(d.summary, sport)}，胜率${percentText(d.summary.winPercent)}，` +
                `${scored.for}${d.summary.goalsFor} ${scored.against}${d.summary.goalsAgainst}`}
            </p>
            <WdlBarView counts={d.summary} draws={sport !== 'basketball'} />
            <MatchRows rows={d.matches} testId="h2h-row" />
          </>
        )}
      </JobContent>
    </section>
  );
}
