import type { PlanMatch } from '@contracts/plans';
import { beijingDateTime } from '@domain/time';

/** League, kick-off (Beijing time, whatever the phone's zone: match days are Beijing days) and teams. */
export function MatchRow({ match }: { match: PlanMatch }) {
  return (
    <>
      <span className="pub-match__head">
        <span className="pub-match__league">{match.leagueName}</span>
        <span className="pub-match__time" data-testid="publish-match-time">
          {beijingDateTime(match.matchTime)}
        </span>
      </span>
      <span className="pub-match__teams">
        <span className="pub-match__team">{match.homeName}</span>
        <span className="pub-match__vs">VS</span>
        <span className="pub-match__team">{match.awayName}</span>
      </span>
    </>
  );
}
