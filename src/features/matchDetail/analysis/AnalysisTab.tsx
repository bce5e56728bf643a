import type { DetailTabProps } from '../tabs/types';
import { Ability } from './Ability';
import { HeadToHead } from './HeadToHead';
import { Information } from './Information';
import { RecentForm } from './RecentForm';
import { Schedule } from './Schedule';
import { Standings } from './Standings';
import { Tidian } from './Tidian';
import './analysis.css';
import './extras.css';

/**
 * 分析: for football first the ability comparison, the data tips and the intelligence
 * (docs/decisions/match-analysis-extras.md), then head-to-head, recent form, standings and the
 * schedule ahead. Each section asks its own call (a scheduler cache job held while the tab is
 * mounted), so one slow or failing call leaves the others readable. None of these change during a
 * match: they never poll, whatever `live` says.
 */
export default function AnalysisTab({ match, sport }: DetailTabProps) {
  return (
    <div className="mda-tab" data-testid="analysis-tab">
      {sport === 'football' && (
        <>
          <Ability match={match} />
          <Tidian match={match} />
          <Information match={match} />
        </>
      )}
      <HeadToHead match={match} sport={sport} />
      <RecentForm match={match} sport={sport} />
      <Standings match={match} sport={sport} />
      <Schedule match={match} />
    </div>
  );
}
