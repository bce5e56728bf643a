import { Link } from 'react-router-dom';
import { NO_FIGURES_TEXT, type PlayerContribution } from '@contracts/sportdata/players';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded } from '@shared/ui';
import { playerMatchesHref } from './links';
import { PlayerFigures } from './PlayerFigures';
import { playerContributionResource, playerStandingResource } from './playerResources';

/** 本赛季数据: his figures of his club's league season, or why there are none. */
export function PlayerSeason({ playerId, season }: { playerId: number; season: string }) {
  const view = useResource(playerStandingResource, { playerId, season: undefined });
  const shown = view.data;
  return (
    <section className="dl-section" data-testid="player-season">
      <h2 className="dl-section__title">
        {shown?.season ?? season}赛季数据
        {shown?.league && <span className="dl-section__more">{shown.league.shortName}</span>}
      </h2>
      <Loaded view={view} testId="player-season">
        {(data) =>
          data.noFigures ? (
            <EmptyState text={NO_FIGURES_TEXT[data.noFigures]} testId="player-season-empty" />
          ) : (
            <PlayerFigures football={data.football} basketball={data.basketball} />
          )
        }
      </Loaded>
    </section>
  );
}

function ShareLines({ data }: { data: PlayerContribution }) {
  if (data.football) {
    const f = data.football;
    return (
      <dl className="dl-figures" data-testid="player-contribution-figures">
        <div>
          <dd>{f.goalShare}%</dd>
          <dt>
            进球占比（{f.goals}/{f.teamGoals}）
          </dt>
        </div>
        <div>
          <dd>{f.involvement}</dd>
          <dt>直接参与进球</dt>
        </div>
        <div>
          <dd>{f.involvementShare}%</dd>
          <dt>参与进球占比</dt>
        </div>
      </dl>
    );
  }
  if (data.basketball) {
    const b = data.basketball;
    return (
      <dl className="dl-figures" data-testid="player-contribution-figures">
        <div>
          <dd>{b.pointShare}%</dd>
          <dt>
            得分占比（{b.points}/{b.teamPoints}）
          </dt>
        </div>
        <div>
          <dd>{b.efficiency.toFixed(1)}</dd>
          <dt>场均效率</dt>
        </div>
      </dl>
    );
  }
  return null;
}

/** 球队贡献: his share of his club's goals (points), and the way to his matches one by one. */
export function PlayerContributionSummary({
  playerId,
  season,
}: {
  playerId: number;
  season: string;
}) {
  const view = useResource(playerContributionResource, { playerId, season: undefined });
  const shown = view.data;
  return (
    <section className="dl-section" data-testid="player-contribution">
      <h2 className="dl-section__title">
        球队贡献
        {shown && !shown.noFigures && (
          <Link
            className="dl-section__more"
            to={playerMatchesHref(playerId, shown.season || season)}
            data-testid="player-matches-link"
          >
            逐场数据 ›
          </Link>
        )}
      </h2>
      <Loaded view={view} testId="player-contribution">
        {(data) =>
          data.noFigures ? (
            <EmptyState text={NO_FIGURES_TEXT[data.noFigures]} />
          ) : (
            <ShareLines data={data} />
          )
        }
      </Loaded>
    </section>
  );
}
