import { matchPhase } from '@features/matches';
import { TabEmpty } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { QuarterScores } from './QuarterScores';
import './stats.css';

/** 赛况 of a basketball match: points by quarter (live through the store's live scores). */
export default function StatsTab({ match, sport }: DetailTabProps) {
  const upcoming = matchPhase(sport, match.matchStatus) === 'upcoming';
  return (
    <section className="md-section">
      <h2 className="md-section__title">比分</h2>
      {upcoming ? <TabEmpty text="比赛尚未开始" /> : <QuarterScores match={match} />}
    </section>
  );
}
