import { Link, useSearchParams } from 'react-router-dom';
import type { PlayerDetail } from '@contracts/sportdata/players';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { leagueHref, teamHref } from './links';
import { PlayerCareer } from './PlayerCareer';
import { playerDetailResource } from './playerResources';
import { PlayerContributionSummary, PlayerSeason } from './PlayerSeason';
import { PlayerTransfers } from './PlayerTransfers';
import { idOf, type Sport } from './rules';
import './dataLibrary.css';

function Profile({ data, sport }: { data: PlayerDetail; sport: Sport }) {
  const facts: [string, string][] = [
    ['号码', `${data.shirtNumber}号`],
    ['位置', data.positionName],
    ['年龄', `${data.age}岁`],
    ['生日', data.birthDate],
    ['身高', `${data.heightCm}cm`],
    ['体重', `${data.weightKg}kg`],
    ['国籍', data.nationality],
    ...(data.preferredFoot ? [['惯用脚', data.preferredFoot] as [string, string]] : []),
    ['加盟', `${data.joinedDate} ${data.onLoan ? '租借' : data.joinedKind}`],
  ];
  return (
    <>
      <header className="dl-head" data-testid="player-head">
        <span className="dl-player__number" aria-hidden="true">
          {data.shirtNumber}
        </span>
        <div className="dl-head__text">
          <h1>{data.name}</h1>
          <p>
            <Link to={teamHref(sport, data.team.teamId)} data-testid="player-team">
              {data.team.name}
            </Link>
            {' · '}
            <Link to={leagueHref(sport, data.league.leagueId)}>{data.league.shortName}</Link>
            {' · '}
            {data.isStarter ? '主力' : '替补'}
          </p>
        </div>
      </header>
      <dl className="dl-facts" data-testid="player-profile">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** His profile, then the parts of his page that load on their own. */
function PlayerSections({ data, playerId }: { data: PlayerDetail; playerId: number }) {
  const sport: Sport = data.sport === 2 ? 2 : 1;
  return (
    <>
      <Profile data={data} sport={sport} />
      <PlayerSeason playerId={playerId} season={data.season} />
      <PlayerContributionSummary playerId={playerId} season={data.season} />
      <PlayerCareer playerId={playerId} sport={sport} />
      <PlayerTransfers playerId={playerId} sport={sport} />
    </>
  );
}

/**
 * 球员 (`data/player-info` playerId; issue 36 §1): his profile, this season's figures and his share
 * of his club's, his career season by season and his moves.
 */
export default function PlayerPage() {
  const [query] = useSearchParams();
  const playerId = idOf(query.get('playerId'));
  const view = useResource(playerDetailResource, playerId, { enabled: playerId > 0 });
  return (
    <div className="page dl-page" data-testid="player-page">
      <PageHeader title={view.data?.name ?? '球员'} />
      {playerId === 0 ? (
        <EmptyState text="未找到该球员" testId="player-missing" />
      ) : (
        <Loaded view={view} testId="player">
          {(data) => <PlayerSections data={data} playerId={playerId} />}
        </Loaded>
      )}
    </div>
  );
}
