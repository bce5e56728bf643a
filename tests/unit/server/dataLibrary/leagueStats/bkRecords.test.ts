// Pins getBkTheMostOfLeague's fold on a hand-made season: team records from the scores, player
// records from the box scores, the first game to reach a value holding it and later ones counted as
// equalling it, and no record of nothing (nobody stole a ball: no steals record).
import { describe, expect, it } from 'vitest';
import { emptyLine } from '../../../../../server/features/bkDetail';
import { bkSeasonRecords } from '../../../../../server/features/dataLibrary/leagueStats/bkRecords';
import type {
  GameBox,
  PlayerGameLine,
} from '../../../../../server/features/dataLibrary/leagueStats/gameBox';
import { played, team } from './fixtures';

const [X, Y] = [11, 12];

const player = (
  playerId: number,
  teamId: number,
  stats: { points?: number; rebounds?: number; assists?: number },
): PlayerGameLine => ({
  playerId,
  name: `球员${playerId}`,
  teamId,
  line: { ...emptyLine(), ...stats },
});

// g1 X 100–90 Y, g2 Y 105–99 X, g3 X 120–80 Y, g4 Y 120–100 X.
const season = [
  played(1, X, Y, 100, 90),
  played(2, Y, X, 105, 99),
  played(3, X, Y, 120, 80),
  played(4, Y, X, 120, 100),
];
const box = (matchId: number, players: PlayerGameLine[]): GameBox => ({
  matchId,
  home: emptyLine(),
  away: emptyLine(),
  players,
});
const boxes = new Map([
  [
    1,
    box(1, [
      player(1101, X, { points: 30, rebounds: 10, assists: 5 }),
      player(1201, Y, { points: 30, rebounds: 12 }),
    ]),
  ],
  [3, box(3, [player(1101, X, { points: 41 }), player(1202, Y, { assists: 9 })])],
]);

describe('bkSeasonRecords', () => {
  const records = bkSeasonRecords(season, boxes);
  const record = (key: string) => records.find((r) => r.key === key);

  it('holds team records from the scores, the first game to set them', () => {
    expect(record('mostTeamPoints')).toMatchObject({
      label: '球队单场最高得分',
      value: 120,
      match: { matchId: 3, homeScore: 120, awayScore: 80 },
      team: team(X),
      player: null,
      // Y's 120 in g4 equalled it.
      equalled: 1,
    });
    expect(record('fewestTeamPoints')).toMatchObject({ value: 80, team: team(Y), equalled: 0 });
    expect(record('biggestMargin')).toMatchObject({ value: 40, team: team(X) });
    expect(record('highestCombined')).toMatchObject({
      value: 220,
      team: null,
      match: { matchId: 4 },
    });
    expect(record('lowestCombined')).toMatchObject({ value: 190, match: { matchId: 1 } });
  });

  it('holds player records from the box scores', () => {
    // 30 and 30 in g1 (one equalling), beaten by 41 in g3: the count starts again.
    expect(record('mostPlayerPoints')).toMatchObject({
      value: 41,
      player: { playerId: 1101, name: '球员1101', teamId: X },
      team: team(X),
      match: { matchId: 3 },
      equalled: 0,
    });
    expect(record('mostPlayerRebounds')).toMatchObject({ value: 12, player: { playerId: 1201 } });
    expect(record('mostPlayerAssists')).toMatchObject({ value: 9, player: { playerId: 1202 } });
  });

  it('leaves out what nobody has done, and keeps the keys’ order', () => {
    expect(records.map((r) => r.key)).toEqual([
      'mostTeamPoints',
      'fewestTeamPoints',
      'biggestMargin',
      'highestCombined',
      'lowestCombined',
      'mostPlayerPoints',
      'mostPlayerRebounds',
      'mostPlayerAssists',
    ]);
    expect(bkSeasonRecords([], new Map())).toEqual([]);
  });
});
