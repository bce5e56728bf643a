// Pins getBkLeagueStat's fold on two hand-made box scores: each team's totals and per-game averages,
// shooting rates as made ÷ attempted over the season, the league's per team-game, a club without a
// game at zero, and a finished game without a box score left out.
import { describe, expect, it } from 'vitest';
import type { BkStatLine } from '../../../../../contracts/sportdata/bkDetail';
import { emptyLine } from '../../../../../server/features/bkDetail';
import { bkLeagueStat } from '../../../../../server/features/dataLibrary/leagueStats/bkAverages';
import type { GameBox } from '../../../../../server/features/dataLibrary/leagueStats/gameBox';
import { played, team } from './fixtures';

const [X, Y, Z] = [11, 12, 13];

/** points = 2 × field goals + threes + free throws, as a box score adds up. */
function line(
  [reb, oreb, ast, stl, blk, tov, pf]: number[],
  [fgm, fga, tpm, tpa, ftm, fta]: number[],
): BkStatLine {
  return {
    ...emptyLine(),
    points: 2 * fgm! + tpm! + ftm!,
    rebounds: reb!,
    offensiveRebounds: oreb!,
    defensiveRebounds: reb! - oreb!,
    assists: ast!,
    steals: stl!,
    blocks: blk!,
    turnovers: tov!,
    fouls: pf!,
    fieldGoalsMade: fgm!,
    fieldGoalsAttempted: fga!,
    threePointsMade: tpm!,
    threePointsAttempted: tpa!,
    freeThrowsMade: ftm!,
    freeThrowsAttempted: fta!,
  };
}

// Game 1: X 100–90 Y. Game 2: Y 105–99 X. Game 3 finished, but no box score was told for it.
const season = [played(1, X, Y, 100, 90), played(2, Y, X, 105, 99), played(3, X, Y, 80, 70)];
const boxes = new Map<number, GameBox>([
  [
    1,
    {
      matchId: 1,
      home: line([40, 10, 20, 5, 3, 12, 18], [38, 80, 10, 30, 14, 20]),
      away: line([35, 8, 18, 6, 2, 14, 20], [33, 85, 8, 28, 16, 20]),
      players: [],
    },
  ],
  [
    2,
    {
      matchId: 2,
      home: line([44, 12, 25, 7, 5, 10, 17], [40, 82, 12, 30, 13, 16]),
      away: line([38, 9, 21, 4, 6, 15, 21], [36, 84, 9, 33, 18, 22]),
      players: [],
    },
  ],
]);

describe('bkLeagueStat', () => {
  const stat = bkLeagueStat(season, [team(X), team(Y), team(Z)], boxes);
  const row = (teamId: number) => stat.teams.find((t) => t.team.teamId === teamId)!;

  it('adds each team’s games up and averages them', () => {
    expect(row(X).totals.points).toBe(199);
    expect(row(X)).toMatchObject({ won: 1, lost: 1, pointsAgainst: 195 });
    expect(row(X).averages).toEqual({
      games: 2,
      pointsFor: 99.5,
      pointsAgainst: 97.5,
      rebounds: 39,
      offensiveRebounds: 9.5,
      defensiveRebounds: 29.5,
      assists: 20.5,
      steals: 4.5,
      blocks: 4.5,
      turnovers: 13.5,
      fouls: 19.5,
      // 74/164, 19/63, 32/42 — not the mean of the two games' rates.
      fieldGoalPercent: 45.1,
      threePointPercent: 30.2,
      freeThrowPercent: 76.2,
    });
    expect(row(Y).averages).toMatchObject({
      pointsFor: 97.5,
      rebounds: 39.5,
      fieldGoalPercent: 43.7,
      threePointPercent: 34.5,
      freeThrowPercent: 80.6,
    });
  });

  it('gives a club without a game zeros', () => {
    expect(row(Z)).toMatchObject({ won: 0, lost: 0, pointsAgainst: 0, totals: emptyLine() });
    expect(row(Z).averages.pointsFor).toBe(0);
  });

  it('averages the league per team and game', () => {
    expect(stat.league).toMatchObject({
      games: 4,
      pointsFor: 98.5,
      pointsAgainst: 98.5,
      rebounds: 39.3,
      assists: 21,
      fieldGoalPercent: 44.4,
      threePointPercent: 32.2,
      freeThrowPercent: 78.2,
    });
  });
});
