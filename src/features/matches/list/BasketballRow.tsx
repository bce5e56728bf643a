import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchItem } from '@contracts/sportdata/matches';
import { isBasketballPeriod } from '@domain/sport';
import { beijingTime } from '@domain/time';
import {
  basketballRingFraction,
  LeagueTag,
  matchPageHref,
  matchPhase,
  ProgressRing,
  statusLabel,
  useMatch,
} from '@entities/match';
import { FollowButton } from '../follow';
import { useTabSettings } from '../settings';
import { OddsLine, Rank } from './rowParts';

const PERIOD_NAMES = ['一', '二', '三', '四'];

export function periodName(index: number): string {
  return index < 4 ? PERIOD_NAMES[index]! : `加${index - 3}`;
}

export function BasketballStatus({ match }: { match: MatchItem }) {
  const phase = matchPhase('basketball', match.matchStatus);
  const inPeriod = isBasketballPeriod(match.matchStatus);
  return (
    <span className={`ml-status ml-status--${phase}`}>
      <span data-testid="match-status">
        {statusLabel('basketball', match.matchStatus)}
        {inPeriod && match.matchStartedMinutes ? ` ${match.matchStartedMinutes}` : ''}
      </span>
      {inPeriod && (
        <ProgressRing
          fraction={basketballRingFraction(
            match.leagueId,
            match.matchStatus,
            match.matchStartedMinutes,
          )}
        />
      )}
    </span>
  );
}

/** Quarter scores, away above home as basketball lists read (客队在前). */
export function PeriodTable({ match }: { match: MatchItem }) {
  if (match.periodScores.length === 0) return <p className="ml-periods__none">暂无节比分</p>;
  return (
    <table className="ml-periods" data-testid="period-scores">
      <thead>
        <tr>
          <th scope="col">球队</th>
          {match.periodScores.map((_, i) => (
            <th scope="col" key={i}>
              {periodName(i)}
            </th>
          ))}
          <th scope="col">总分</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{match.awayTeamName}</th>
          {match.periodScores.map(([, away], i) => (
            <td key={i}>{away}</td>
          ))}
          <td>{match.awayScore}</td>
        </tr>
        <tr>
          <th scope="row">{match.homeTeamName}</th>
          {match.periodScores.map(([home], i) => (
            <td key={i}>{home}</td>
          ))}
          <td>{match.homeScore}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * One basketball match: league, tip-off, quarter and clock with the ring, away then home (主) with
 * ranks and scores, the chosen provider's odds; a tap opens the quarter scores.
 */
export const BasketballRow = memo(function BasketballRow({
  id,
  game,
}: {
  id: number;
  game: number;
}) {
  const match = useMatch(id);
  const settings = useTabSettings('basketball', game);
  const [open, setOpen] = useState(false);
  if (!match) return null;
  const phase = matchPhase('basketball', match.matchStatus);
  const score = (n: number) => (phase === 'upcoming' ? '-' : String(n));
  return (
    <div
      className={`ml-row ml-row--bk ml-row--${phase}`}
      data-testid="match-row"
      data-match-id={match.matchId}
      data-phase={phase}
    >
      <button
        type="button"
        className="ml-row__body"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="ml-row__meta">
          <span className="ml-row__meta-left">
            <LeagueTag name={match.leagueShortName || match.leagueName} color={match.leagueColor} />
            <span className="ml-time">{beijingTime(match.matchDate)}</span>
            {match.backToBack > 1 && (
              <span className="ml-b2b">{match.backToBack === 3 ? '三连赛' : '背靠背'}</span>
            )}
          </span>
          <BasketballStatus match={match} />
          <span className="ml-row__meta-right" />
        </span>
        <span className="ml-bk">
          <span className="ml-bk__team">
            <span className="ml-team__name">{match.awayTeamName}</span>
            {settings.showRank && <Rank rank={match.awayRank} />}
          </span>
          <span className="ml-bk__team">
            <span className="ml-team__name">{match.homeTeamName}</span>
            <span className="ml-home-tag">主</span>
            {settings.showRank && <Rank rank={match.homeRank} />}
          </span>
          <span className={`ml-bk__score ml-score--${phase}`} data-testid="match-score">
            <span>{score(match.awayScore)}</span>
            <span>{score(match.homeScore)}</span>
          </span>
        </span>
        <span className="ml-row__sub">
          <span />
          <OddsLine odds={match.odds} oddsType={settings.oddsType} sportType={2} />
        </span>
      </button>
      <div className="ml-row__follow">
        <FollowButton matchId={match.matchId} sport={2} />
      </div>
      {open && (
        <div className="ml-row__more">
          <PeriodTable match={match} />
          <Link className="ml-row__detail" to={matchPageHref('basketball', match.matchId)}>
            比赛详情 ›
          </Link>
        </div>
      )}
    </div>
  );
});
