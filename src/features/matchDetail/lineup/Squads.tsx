import type { LineupPlayer, TeamLineup } from '@contracts/sportdata/analysis';
import { shirtText } from './rules';

/** The two teams' lists side by side: bench (and, without a pitch, the starters), then the coaches. */

export function SquadLists({
  title,
  home,
  away,
  testId,
}: {
  title: string;
  home: readonly LineupPlayer[];
  away: readonly LineupPlayer[];
  testId: string;
}) {
  return (
    <section className="md-section mdl-lists" data-testid={testId}>
      <h3 className="md-section__title">{title}</h3>
      <div className="mdl-columns">
        <PlayerList players={home} side="home" />
        <PlayerList players={away} side="away" />
      </div>
    </section>
  );
}

function PlayerList({
  players,
  side,
}: {
  players: readonly LineupPlayer[];
  side: 'home' | 'away';
}) {
  if (players.length === 0) return <p className="mdl-none">暂无</p>;
  return (
    <ul className={`mdl-list mdl-list--${side}`}>
      {players.map((p) => (
        <li key={p.playerId} className="mdl-list__item" data-testid="lineup-list-player">
          <span className={`mdl-list__no mdl-list__no--${side}`}>{shirtText(p.shirtNumber)}</span>
          <span className="mdl-list__name">{p.name}</span>
          <span className="mdl-list__pos">{p.positionName}</span>
        </li>
      ))}
    </ul>
  );
}

export function Coaches({ home, away }: { home: TeamLineup; away: TeamLineup }) {
  return (
    <section className="md-section mdl-lists" data-testid="lineup-coaches">
      <h3 className="md-section__title">主教练</h3>
      <div className="mdl-columns">
        <p className="mdl-coach">{home.coach ?? '暂无'}</p>
        <p className="mdl-coach">{away.coach ?? '暂无'}</p>
      </div>
    </section>
  );
}
