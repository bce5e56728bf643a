import { useState } from 'react';
import type { BkLineupPlayer, BkMatchLineup, BkTeamLineup } from '@contracts/sportdata/bkDetail';
import { BOX_COLUMNS, boxCells, playerRow, starterFirst } from './rules';

type Side = 'away' | 'home';
const SIDES: ReadonlyArray<[Side, string]> = [
  ['away', '客队'],
  ['home', '主队'],
];

/** Number, name, position (G/F/C in the narrow table column), 首发 and a doubtful player's mark. */
function PlayerName({ player, short }: { player: BkLineupPlayer; short: boolean }) {
  return (
    <>
      <span className="bks-box__no">{player.shirtNumber}</span>
      <span className="bks-box__player">{player.name}</span>
      <span className="bks-box__pos">{short ? player.position : player.positionName}</span>
      {player.isStarter && <span className="bks-tag bks-tag--starter">首发</span>}
      {player.injury === 'doubtful' && (
        <span className="bks-tag bks-tag--doubtful" title="出战成疑">
          {short ? '伤' : '出战成疑'}
        </span>
      )}
    </>
  );
}

/** The box score of one team: starters, then the bench, then the totals; scrolls sideways. */
function StatTable({ team }: { team: BkTeamLineup }) {
  const players = starterFirst(team.players);
  const firstBench = players.findIndex((p) => !p.isStarter);
  return (
    // Scrolls sideways: a keyboard reaches it (Tab, then the arrows) and it says whose table it is.
    <div
      className="bks-box__scroll"
      tabIndex={0}
      role="region"
      aria-label={`${team.teamName}技术统计`}
    >
      <table className="md-table bks-box__table">
        <thead>
          <tr>
            <th scope="col" className="bks-box__name">
              球员
            </th>
            {BOX_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player, i) => {
            const row = playerRow(player);
            return (
              <tr
                key={player.playerId}
                data-testid="bk-box-player"
                className={i === firstBench && i > 0 ? 'bks-box__bench-start' : undefined}
              >
                <th scope="row" className="bks-box__name">
                  <PlayerName player={player} short />
                </th>
                {'stats' in row ? (
                  boxCells(row.stats).map((cell, c) => (
                    <td key={BOX_COLUMNS[c]} className={c === 1 ? 'bks-box__points' : undefined}>
                      {cell}
                    </td>
                  ))
                ) : (
                  <td colSpan={BOX_COLUMNS.length} className="bks-box__note">
                    {row.note}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        {team.totals && (
          <tfoot>
            <tr data-testid="bk-box-totals" className="bks-box__totals">
              <th scope="row" className="bks-box__name">
                总计
              </th>
              {boxCells(team.totals).map((cell, c) => (
                <td key={BOX_COLUMNS[c]}>{cell}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** Before tip-off: the roster, the expected starters marked, without numbers to show. */
function Roster({ team }: { team: BkTeamLineup }) {
  return (
    <ul className="bks-roster">
      {starterFirst(team.players).map((player) => (
        <li key={player.playerId} className="bks-roster__item" data-testid="bk-box-player">
          <PlayerName player={player} short={false} />
          {player.injury === 'out' && <span className="bks-tag bks-tag--out">缺阵</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * 球员统计: one team at a time (客队 first, as the page reads), a switch between the two; the box
 * score once the match is under way, the roster before.
 */
export function BoxScore({ lineup }: { lineup: BkMatchLineup }) {
  const [side, setSide] = useState<Side>('away');
  const team = lineup[side];
  return (
    <div className="bks-box">
      <div className="bks-switch" role="group" aria-label="球队">
        {SIDES.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="bks-switch__btn"
            aria-pressed={side === key}
            data-testid="bk-box-team"
            onClick={() => setSide(key)}
          >
            <span className="bks-switch__side">{label}</span>
            {lineup[key].teamName}
          </button>
        ))}
      </div>
      {lineup.hasStats ? <StatTable team={team} /> : <Roster team={team} />}
      {!lineup.hasStats && <p className="bks-box__hint">比赛开始后显示球员数据</p>}
      {team.coach && <p className="bks-box__coach">主教练：{team.coach}</p>}
    </div>
  );
}
