import { Link, useSearchParams } from 'react-router-dom';
import { NO_FIGURES_TEXT, type PlayerContribution } from '@contracts/sportdata/players';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { matchHref, playerHref } from './links';
import { playerContributionResource } from './playerResources';
import { idOf, seasonOf } from './rules';
import './dataLibrary.css';

interface Row {
  matchId: number;
  matchTime: number;
  isHome: boolean;
  opponent: string;
  score: string;
  started: boolean;
  figures: string;
}

/** Each match he played, newest first, told in one line of figures. */
function rowsOf(data: PlayerContribution): Row[] {
  if (data.football)
    return data.football.matches.map((m) => ({
      matchId: m.matchId,
      matchTime: m.matchTime,
      isHome: m.isHome,
      opponent: m.opponent.shortName || m.opponent.name,
      score: `${m.teamScore}-${m.opponentScore}`,
      started: m.started,
      figures: [
        `${m.figures.minutes}'`,
        m.figures.goals > 0 && `进${m.figures.goals}`,
        m.figures.assists > 0 && `助${m.figures.assists}`,
        m.figures.yellow > 0 && `黄${m.figures.yellow}`,
        m.figures.red > 0 && `红${m.figures.red}`,
      ]
        .filter(Boolean)
        .join(' '),
    }));
  if (data.basketball)
    return data.basketball.matches.map((m) => ({
      matchId: m.matchId,
      matchTime: m.matchTime,
      isHome: m.isHome,
      opponent: m.opponent.shortName || m.opponent.name,
      score: `${m.teamScore}-${m.opponentScore}`,
      started: m.started,
      figures: `${m.line.points}分 ${m.line.rebounds}板 ${m.line.assists}助 效率${m.efficiency}`,
    }));
  return [];
}

/** His season's line and each match he played, or why there is none. */
function Matches({ data, playerId }: { data: PlayerContribution; playerId: number }) {
  const sport = data.sport === 2 ? 2 : 1;
  const rows = rowsOf(data);
  return (
    <section className="dl-section">
      <h2 className="dl-section__title">
        {data.team ? `${data.team.name} · ` : ''}
        {data.matches}场
        <Link className="dl-section__more" to={playerHref(playerId)}>
          球员资料 ›
        </Link>
      </h2>
      {data.noFigures ? (
        <EmptyState text={NO_FIGURES_TEXT[data.noFigures]} testId="player-matches-empty" />
      ) : rows.length === 0 ? (
        <EmptyState text="本赛季暂未出场" testId="player-matches-empty" />
      ) : (
        <ul className="dl-played">
          {rows.map((m) => (
            <li key={m.matchId}>
              <Link
                className="dl-played__row"
                to={matchHref(sport, m.matchId)}
                data-testid="player-match"
              >
                <span className="dl-played__time">{date2(m.matchTime, 'MM-dd')}</span>
                <span className="dl-played__vs">
                  {m.isHome ? '主' : '客'} {m.opponent}
                  <small>{m.started ? '首发' : '替补'}</small>
                </span>
                <b>{m.score}</b>
                <span className="dl-played__figures">{m.figures}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 球员详情 (`data/players-detail` playerId, seasonId; issue 36 §1): his season match by match —
 * his share of his club's goals (points) and each match he played with his figures.
 */
export default function PlayerMatchesPage() {
  const [query] = useSearchParams();
  const playerId = idOf(query.get('playerId'));
  const season = seasonOf(query.get('seasonId'));
  const view = useResource(
    playerContributionResource,
    { playerId, season },
    { enabled: playerId > 0 },
  );
  const shown = view.data;
  return (
    <div className="page dl-page" data-testid="player-matches-page">
      <PageHeader title={shown ? `${shown.player.name} ${shown.season}赛季` : '球员详情'} />
      {playerId === 0 ? (
        <EmptyState text="未找到该球员" testId="player-missing" />
      ) : (
        <Loaded view={view} testId="player">
          {(data) => <Matches data={data} playerId={playerId} />}
        </Loaded>
      )}
    </div>
  );
}
