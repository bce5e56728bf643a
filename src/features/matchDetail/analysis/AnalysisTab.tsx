import type { DetailTabProps } from '../tabs/types';
import { HeadToHead } from './HeadToHead';
import { RecentForm } from './RecentForm';
import { Schedule } from './Schedule';
import { Standings } from './Standings';
import './analysis.css';

/**
 * 分析: head-to-head, recent form, standings and the schedule ahead. Each section asks its own call
 * (a scheduler cache job held while the tab is mounted), so one slow or failing call leaves the
 * others readable. None of these change during a match: they never poll, whatever `live` says.
 */
export default function AnalysisTab({ match, sport }: DetailTabProps) {
  return (
    <div className="mda-tab" data-testid="analysis-tab">
      <HeadToHead match={match} sport={sport} />
      <RecentForm match={match} sport={sport} />
      <Standings match={match} sport={sport} />
      <Schedule match={match} />
    </div>
  );
}
