import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchItem } from '@contracts/sportdata/matches';
import { beijingTime } from '@domain/time';
import {
  footballRingFraction,
  LeagueTag,
  matchPageHref,
  matchPhase,
  minuteText,
  ProgressRing,
  showsFootballRing,
  statusLabel,
  useGoalAt,
  useLastGoal,
  useMatch,
  type LastGoal,
  scoreLine,
} from '@entities/match';
import { RedPacketBadge } from '@features/redPacket';
import { FollowButton } from '../follow';
import { useTabSettings } from '../settings';
import { Cards, OddsLine, Rank } from './rowParts';
import { appNow } from '@schedulers';

/** How long a goal keeps its row lit (CSS animation of the same length). */
export const GOAL_FLASH_MS = 3000;

export function FootballStatus({ match }: { match: MatchItem }) {
  const phase = matchPhase('football', match.matchStatus);
  const live = phase === 'live';
  return (
    <span className={`ml-status ml-status--${phase}`}>
      <span data-testid="match-status">
        {live
          ? minuteText(match.matchStartedMinutes, match.matchStatus)
          : statusLabel('football', match.matchStatus)}
      </span>
      {live && showsFootballRing(match.matchStatus) && (
        <ProgressRing
          fraction={footballRingFraction(match.matchStartedMinutes, match.matchStatus)}
        />
      )}
    </span>
  );
}

/** "67' 凯恩(点)": the latest goal as the live-events poll reported it. */
export function lastGoalText(goal: LastGoal): string {
  const mark = goal.penalty ? '(点)' : goal.ownGoal ? '(乌龙)' : '';
  return `${goal.minute} ${goal.player ?? (goal.side === 1 ? '主队' : '客队')}${mark}`;
}

export function scoreText(match: MatchItem, phase: string): string {
  if (phase === 'upcoming') return 'VS';
  return scoreLine(match.homeScore, match.awayScore);
}

/**
 * One football match: league, kick-off, status with the live minute and ring; teams with rank and
 * cards; score; half-time score and the chosen provider's odds; the follow star. It selects its own
 * match by id, so a live update re-renders only the rows whose match changed.
 */
export const FootballRow = memo(function FootballRow({ id, game }: { id: number; game: number }) {
  const match = useMatch(id);
  const settings = useTabSettings('football', game);
  const goalAt = useGoalAt(id);
  const lastGoal = useLastGoal(id);
  // Only goals after this row appeared flash: scrolling back to a row does not replay its flash.
  const [mountedAt] = useState(() => appNow());
  if (!match) return null;
  const phase = matchPhase('football', match.matchStatus);
  const flashing = goalAt !== undefined && goalAt >= mountedAt - GOAL_FLASH_MS;
  const yellow = (n: number) => (settings.showYcard ? n : null);
  const half =
    phase !== 'upcoming' && match.homeHalfScore !== null && match.awayHalfScore !== null
      ? `半 ${match.homeHalfScore}-${match.awayHalfScore}`
      : '';
  const penalties =
    match.homePenaltyScore != null && match.awayPenaltyScore != null
      ? `点球 ${match.homePenaltyScore}-${match.awayPenaltyScore}`
      : '';
  return (
    <div
      className={`ml-row ml-row--${phase}`}
      data-testid="match-row"
      data-match-id={match.matchId}
      data-phase={phase}
    >
      {flashing && <span key={goalAt} className="ml-row__flash" data-testid="goal-flash" />}
      <Link className="ml-row__body" to={matchPageHref('football', match.matchId)}>
        <div className="ml-row__meta">
          <span className="ml-row__meta-left">
            <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
            <span className="ml-time">{beijingTime(match.matchDate)}</span>
            {match.lotteryNo && <span className="ml-lottery">{match.lotteryNo}</span>}
          </span>
          <FootballStatus match={match} />
          <span className="ml-row__meta-right">
            {match.redStatus === 1 && (
              <RedPacketBadge
                matchId={match.matchId}
                redStatus={match.redStatus}
                matchStatus={match.matchStatus}
                sportType={match.sportType}
              />
            )}
          </span>
        </div>
        <div className="ml-row__teams">
          <span className="ml-team ml-team--home">
            <Cards red={match.homeRed} yellow={yellow(match.homeYellow)} />
            {settings.showRank && <Rank rank={match.homeRank} />}
            <span className="ml-team__name">{match.homeTeamName}</span>
          </span>
          <span className={`ml-score ml-score--${phase}`} data-testid="match-score">
            {scoreText(match, phase)}
          </span>
          <span className="ml-team ml-team--away">
            <span className="ml-team__name">{match.awayTeamName}</span>
            {settings.showRank && <Rank rank={match.awayRank} />}
            <Cards red={match.awayRed} yellow={yellow(match.awayYellow)} />
          </span>
        </div>
        <div className="ml-row__sub">
          <span className="ml-half">
            {[half, penalties].filter(Boolean).join(' ')}
            {lastGoal && phase === 'live' && (
              <span className="ml-scorer" data-testid="last-goal">
                {lastGoalText(lastGoal)}
              </span>
            )}
          </span>
          <OddsLine odds={match.odds} oddsType={settings.oddsType} sportType={1} />
        </div>
      </Link>
      <div className="ml-row__follow">
        <FollowButton matchId={match.matchId} sport={1} />
      </div>
    </div>
  );
});
