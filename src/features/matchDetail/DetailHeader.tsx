import type { MatchItem } from '@contracts/sportdata/matches';
import { beijingDateTime } from '@domain/time';
import { matchPhase, StatusBadge, type Sport, scoreLine } from '@entities/match';
import { FollowButton } from '@features/matches';
import { MatchPacketLink, RedPacketBadge } from '@features/redPacket';
import { ShareButton } from '@features/share';
import { TeamLogo } from './TeamLogo';
import { SPORT } from '@domain/sport';

function scoreText(match: MatchItem, sport: Sport): string {
  const phase = matchPhase(sport, match.matchStatus);
  if (phase === 'upcoming') return 'VS';
  return scoreLine(match.homeScore, match.awayScore);
}

/** Football: 半场 1-0, and the shoot-out when there was one; basketball: nothing here (quarters tab). */
function subScore(match: MatchItem, sport: Sport): string | null {
  if (sport !== 'football') return null;
  const parts: string[] = [];
  if (match.homeHalfScore !== null && match.awayHalfScore !== null)
    parts.push(`半场 ${match.homeHalfScore}-${match.awayHalfScore}`);
  if (match.homePenaltyScore != null && match.awayPenaltyScore != null)
    parts.push(`点球 ${match.homePenaltyScore}-${match.awayPenaltyScore}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "11" → 第11轮; a named round (小组赛, 1/8决赛, 11轮) as it is. */
export function roundText(round: string): string {
  return /^\d+$/.test(round) ? `第${round}轮` : round;
}

/** A team's red cards as one small red card with the count (FotMob, 懂球帝); nothing without any. */
function RedCards({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="md-header__red"
      data-testid="red-cards"
      role="img"
      aria-label={`红牌${count}张`}
    >
      {count}
    </span>
  );
}

interface TeamView {
  name: string;
  logo: string | null;
  rank: number | null;
  red: number;
}

function Team({ name, logo, rank, red, side }: TeamView & { side: 'left' | 'right' }) {
  return (
    <div className={`md-header__team md-header__team--${side}`}>
      <TeamLogo name={name} logo={logo} />
      <span className="md-header__name-line">
        <span className="md-header__team-name">{name}</span>
        <RedCards count={red} />
      </span>
      {rank !== null && <span className="md-header__rank">排名 {rank}</span>}
    </div>
  );
}

/**
 * League, kick-off, the two teams with logos, ranks and red cards, the score (live from the store),
 * half-time, status with the minute or quarter and its ring, and the follow star. Basketball reads
 * away team first, as Chinese basketball pages do (客队在前).
 */
export function DetailHeader({
  match,
  sport,
  followable = true,
}: {
  match: MatchItem;
  sport: Sport;
  /** Off on the share pages: they are read outside the app, where following means nothing. */
  followable?: boolean;
}) {
  const phase = matchPhase(sport, match.matchStatus);
  const home: TeamView = {
    name: match.homeTeamName,
    logo: match.homeTeamLogo,
    rank: match.homeRank,
    red: match.homeRed,
  };
  const away: TeamView = {
    name: match.awayTeamName,
    logo: match.awayTeamLogo,
    rank: match.awayRank,
    red: match.awayRed,
  };
  const [left, right] = sport === 'basketball' ? [away, home] : [home, away];
  const sub = subScore(match, sport);
  return (
    <section className={`md-header md-header--${phase}`} aria-label="比赛信息">
      <div className="md-header__meta">
        <span className="md-header__league">{match.leagueShortName || match.leagueName}</span>
        {match.round && <span>{roundText(match.round)}</span>}
        <span>{beijingDateTime(match.matchDate)}</span>
        {followable && (
          <span className="md-header__follow">
            {match.redStatus === 1 && (
              <RedPacketBadge
                matchId={match.matchId}
                redStatus={match.redStatus}
                matchStatus={match.matchStatus}
                sportType={match.sportType}
              />
            )}
            {match.redStatus === 1 && <MatchPacketLink matchId={match.matchId} />}
            <FollowButton
              matchId={match.matchId}
              sport={match.sportType === SPORT.basketball ? SPORT.basketball : SPORT.football}
            />
            <ShareButton
              target={{
                kind: 'match',
                sport,
                matchId: match.matchId,
                title: `${left.name} VS ${right.name}`,
              }}
            />
          </span>
        )}
      </div>
      <div className="md-header__main">
        <Team {...left} side="left" />
        <div className="md-header__centre">
          <span className="md-header__score" data-testid="match-score">
            {sport === 'basketball' && phase !== 'upcoming'
              ? scoreLine(match.awayScore, match.homeScore)
              : scoreText(match, sport)}
          </span>
          <StatusBadge match={match} />
          {sub && <span className="md-header__sub">{sub}</span>}
        </div>
        <Team {...right} side="right" />
      </div>
    </section>
  );
}
