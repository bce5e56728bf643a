import { Link } from 'react-router-dom';
import type { BkTheMostOfLeague } from '@contracts/sportdata/leagueStats';
import { date2 } from '@shared/format';
import { EmptyState } from '@shared/ui';
import { matchHref, playerHref, teamHref } from '../links';

/** 赛季之最: the season's team and player bests in one game, each with who and the game. */
export function RecordsStat({ data }: { data: BkTheMostOfLeague }) {
  if (data.records.length === 0)
    return <EmptyState text="本赛季暂无纪录" testId="data-stat-empty" />;
  return (
    <ul className="dl-records" data-testid="data-stat-records">
      {data.records.map((r) => (
        <li key={r.key} className="dl-record" data-testid="data-stat-record">
          <span className="dl-record__label">{r.label}</span>
          <b className="dl-record__value">{r.value}</b>
          <span className="dl-record__who">
            {r.player ? (
              <Link to={playerHref(r.player.playerId)}>{r.player.name}</Link>
            ) : r.team ? (
              <Link to={teamHref(2, r.team.teamId)}>{r.team.shortName || r.team.name}</Link>
            ) : null}
            {r.equalled > 0 && <small>（{r.equalled}次追平）</small>}
          </span>
          <Link className="dl-record__match" to={matchHref(2, r.match.matchId)}>
            {date2(r.match.matchTime, 'MM-dd')} {r.match.home.shortName || r.match.home.name}{' '}
            {r.match.homeScore}-{r.match.awayScore} {r.match.away.shortName || r.match.away.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
