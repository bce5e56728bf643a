import type { MatchItem } from '@contracts/sportdata/matches';
import { isBasketballPeriod } from '@domain/sport';
import {
  basketballRingFraction,
  footballRingFraction,
  matchPhase,
  minuteText,
  showsFootballRing,
  sportOf,
  statusLabel,
} from '../rules';
import { ProgressRing } from './ProgressRing';
import './statusBadge.css';

/**
 * The minute (football) or quarter and clock (basketball) of a match in play, with the progress
 * ring of the spec (product-spec §4, rules in the matches feature); the status label otherwise.
 */
export function StatusBadge({ match }: { match: MatchItem }) {
  const sport = sportOf(match.sportType);
  const phase = matchPhase(sport, match.matchStatus);
  const live = phase === 'live';
  let text = statusLabel(sport, match.matchStatus);
  let ring: number | null = null;
  if (live && sport === 'football') {
    text = minuteText(match.matchStartedMinutes, match.matchStatus);
    if (showsFootballRing(match.matchStatus))
      ring = footballRingFraction(match.matchStartedMinutes, match.matchStatus);
  } else if (live) {
    const inPeriod = isBasketballPeriod(match.matchStatus);
    if (inPeriod && match.matchStartedMinutes) text = `${text} ${match.matchStartedMinutes}`;
    if (inPeriod)
      ring = basketballRingFraction(match.leagueId, match.matchStatus, match.matchStartedMinutes);
  }
  return (
    <span className={`match-status-badge match-status-badge--${phase}`}>
      <span data-testid="match-status">{text}</span>
      {ring !== null && <ProgressRing fraction={ring} />}
    </span>
  );
}
