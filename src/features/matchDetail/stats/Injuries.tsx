import type { BkMatchInjury } from '@contracts/sportdata/bkDetail';

type Team = BkMatchInjury['home'];

function TeamInjuries({ team, side }: { team: Team; side: 'away' | 'home' }) {
  return (
    <div className="bks-injury" data-testid="bk-injury-team" data-side={side}>
      <h3 className={`bks-injury__team bks-injury__team--${side}`}>{team.teamName}</h3>
      {team.players.length === 0 ? (
        <p className="bks-injury__none">暂无伤病</p>
      ) : (
        <ul className="bks-injury__list">
          {team.players.map((player) => (
            <li key={player.playerId} className="bks-injury__item" data-testid="bk-injury">
              <span className="bks-injury__who">
                <span className="bks-box__no">{player.shirtNumber}</span>
                <span className="bks-injury__name">{player.name}</span>
                <span className="bks-box__pos">{player.positionName}</span>
              </span>
              <span className="bks-injury__reason">{player.reason}</span>
              <span className={`bks-tag bks-tag--${player.status}`}>{player.statusName}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 伤病: both teams' injury lists, away first; the section says 暂无伤病信息 when both are empty. */
export function Injuries({ injuries }: { injuries: BkMatchInjury }) {
  return (
    <>
      <TeamInjuries team={injuries.away} side="away" />
      <TeamInjuries team={injuries.home} side="home" />
    </>
  );
}
