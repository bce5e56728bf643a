import type { ReactNode } from 'react';
import { matchPhase, scoreLine, sportOf, statusLabel } from '@entities/match';
import type { PlanMatch } from '@contracts/plans';
import { date2 } from '@shared/format';

/**
 * A match of a special list: league, kick-off or state, the teams and the score, then the model's
 * figures. The whole row is one button: the list decides whether it opens (product-spec §5).
 */
export function MatchRow({
  match,
  onOpen,
  busy,
  children,
}: {
  match: PlanMatch;
  onOpen: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const sport = sportOf(match.sport);
  const phase = matchPhase(sport, match.status);
  const scored = phase === 'live' || phase === 'finished';
  return (
    <li>
      <button
        type="button"
        className="sd-row"
        onClick={onOpen}
        disabled={busy}
        data-testid="special-row"
        data-match-id={match.matchId}
        data-phase={phase}
      >
        <span className="sd-row__head">
          <span>{match.leagueName}</span>
          <span className={phase === 'live' ? 'sd-row__live' : undefined}>
            {date2(match.matchTime, 'MM-dd HH:mm')}
            {phase !== 'upcoming' && ` ${statusLabel(sport, match.status)}`}
          </span>
        </span>
        <span className="sd-row__teams">
          <span className="sd-row__team">{match.homeName}</span>
          <b>{scored ? scoreLine(match.homeScore, match.awayScore) : 'VS'}</b>
          <span className="sd-row__team">{match.awayName}</span>
        </span>
        {children}
      </button>
    </li>
  );
}
