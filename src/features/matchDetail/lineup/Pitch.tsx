import type { LineupPlayer, TeamLineup } from '@contracts/sportdata/analysis';
import { lineupRows, pitchRows, shirtText, type PitchEnd } from './rules';

/**
 * Both starting elevens on one upright pitch, the home team attacking down from the top (its
 * goalkeeper at the top edge) and the away team up from the bottom, as every score app draws it: on
 * a 375 px phone a full-width pitch gives each of the up to five players of a line about 70 px,
 * room for a shirt and a short name.
 */
export function Pitch({ home, away }: { home: TeamLineup; away: TeamLineup }) {
  return (
    <div className="mdl-pitch" data-testid="lineup-pitch">
      <div className="mdl-pitch__marks" aria-hidden="true">
        <span className="mdl-mark mdl-mark--half" />
        <span className="mdl-mark mdl-mark--circle" />
        <span className="mdl-mark mdl-mark--box-top" />
        <span className="mdl-mark mdl-mark--box-bottom" />
      </div>
      <Half team={home} side="home" end="top" />
      <Half team={away} side="away" end="bottom" />
    </div>
  );
}

function Half({ team, side, end }: { team: TeamLineup; side: 'home' | 'away'; end: PitchEnd }) {
  const rows = pitchRows(lineupRows(team.starters, team.formation), end);
  return (
    <ol className={`mdl-half mdl-half--${side}`} aria-label={`${team.teamName} 首发`}>
      {rows.map((row, i) => (
        <li className="mdl-row" key={i}>
          {row.map((p) => (
            <PlayerMark key={p.playerId} player={p} side={side} />
          ))}
        </li>
      ))}
    </ol>
  );
}

function PlayerMark({ player, side }: { player: LineupPlayer; side: 'home' | 'away' }) {
  return (
    <span
      className="mdl-player"
      data-testid="lineup-player"
      data-side={side}
      title={`${player.shirtNumber}号 ${player.name} ${player.positionName}`}
    >
      <span className={`mdl-shirt mdl-shirt--${side}`}>{shirtText(player.shirtNumber)}</span>
      <span className="mdl-player__name">{player.name}</span>
    </span>
  );
}
