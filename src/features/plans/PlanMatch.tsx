import type { PlanMatch as PlanMatchData } from '@contracts/plans';
import { matchPageHref, matchPhase, sportOf, statusLabel, scoreLine } from '@entities/match';
import { Link } from 'react-router-dom';
import { date2 } from '@shared/format';
import './plans.css';

/**
 * The match the plan is about: league, teams and kick-off, or the score once it has started; the
 * line opens the match's page.
 */
export function PlanMatch({ match }: { match: PlanMatchData }) {
  const sport = sportOf(match.sport);
  const phase = matchPhase(sport, match.status);
  const scored = phase === 'live' || phase === 'finished';
  return (
    <Link
      className="plan-match"
      to={matchPageHref(sport, match.matchId)}
      data-testid="plan-match"
      data-phase={phase}
    >
      <span className="plan-match__league">{match.leagueName}</span>
      <span className="plan-match__teams">
        <span className="plan-match__team">{match.homeName}</span>
        <span className="plan-match__middle" data-testid="plan-match-middle">
          {scored ? scoreLine(match.homeScore, match.awayScore) : 'VS'}
        </span>
        <span className="plan-match__team">{match.awayName}</span>
      </span>
      <span className="plan-match__time" data-testid="plan-match-time">
        {date2(match.matchTime, 'MM-dd HH:mm')}
        {phase !== 'upcoming' && ` ${statusLabel(sport, match.status)}`}
      </span>
    </Link>
  );
}
