// Pins the back-to-back fold (背靠背 / short rest) on a hand-made season: a game counts as short rest
// when the team's previous kick-off in any competition (cup ties included) was at most 72 hours
// (football) or 36 hours (basketball) before; a team's first game is rested; the edges are inclusive.
import { describe, expect, it } from 'vitest';
import {
  backToBackStat,
  type Appearance,
} from '../../../../../server/features/dataLibrary/leagueStats/backToBack';
import type { SeasonMatch } from '../../../../../server/features/dataLibrary/seasons';
import { A, B, C, CLUBS, FOOTBALL_SEASON, HOUR, played, T0, team } from './fixtures';

/** The season's own kick-offs, as the query reads them with the rest. */
const own = (season: readonly SeasonMatch[]): Appearance[] =>
  season.flatMap((m) => [
    { teamId: m.homeTeamId, matchId: m.matchId, matchTime: m.matchTime },
    { teamId: m.awayTeamId, matchId: m.matchId, matchTime: m.matchTime },
  ]);

const at = (teamId: number, matchId: number, hour: number): Appearance => ({
  teamId,
  matchId,
  matchTime: T0 + hour * HOUR,
});

describe('backToBackStat, football', () => {
  // A played a cup tie 30 h before m1; C one 30 h before m4; B's last game was 100 h before m1.
  const kickOffs = [...own(FOOTBALL_SEASON), at(A, 91, -30), at(C, 92, 130), at(B, 93, -100)];
  const stat = backToBackStat(1, FOOTBALL_SEASON, CLUBS, kickOffs);
  const row = (teamId: number) => stat.teams.find((t) => t.team.teamId === teamId)!;

  it('names its window and columns', () => {
    expect(stat).toMatchObject({
      windowHours: 72,
      shortRestLabel: '72小时内再战',
      restedLabel: '休息超过72小时',
    });
  });

  it('splits each team’s games by the hours since its previous kick-off', () => {
    // A: m1 30 h after the cup tie, m4 60 h after m3, m5 50 h after m4 — short; m3 100 h — rested.
    expect(row(A).shortRest).toEqual({
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      winPercent: 33.3,
      goalsFor: 5,
      goalsAgainst: 6,
      averageFor: 1.7,
      averageAgainst: 2,
    });
    expect(row(A).rested).toMatchObject({ played: 1, won: 1, goalsFor: 4, goalsAgainst: 1 });
    // B: m1 100 h after its last game and m5 162 h after m2 — rested; m2 48 h after m1 — short.
    expect(row(B).shortRest).toMatchObject({ played: 1, drawn: 1 });
    expect(row(B).rested).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      goalsFor: 4,
      goalsAgainst: 3,
    });
    // C: m2 its first game — rested; m3 52 h after m2, m4 30 h after its cup tie — short.
    expect(row(C).shortRest).toMatchObject({ played: 2, drawn: 1, lost: 1, goalsFor: 3 });
    expect(row(C).rested).toMatchObject({ played: 1, drawn: 1 });
  });

  it('sums the teams’ games for the league', () => {
    expect(stat.league.shortRest).toMatchObject({ played: 6, won: 1, drawn: 3, lost: 2 });
    expect(stat.league.rested).toMatchObject({ played: 4, won: 2, drawn: 1, lost: 1 });
  });
});

describe('backToBackStat, basketball', () => {
  const [X, Y] = [11, 12];
  // X: tip-offs at 0, 24 (the next night), 60 (36 h later: still short), 97 (37 h later: rested).
  const season = [
    played(1, X, Y, 100, 90, 0),
    played(2, Y, X, 101, 99, 24),
    played(3, X, Y, 110, 100, 60),
    played(4, Y, X, 95, 105, 97),
  ];
  const stat = backToBackStat(2, season, [team(X), team(Y)], own(season));

  it('counts the night before, 36 hours included', () => {
    expect(stat.shortRestLabel).toBe('背靠背');
    expect(stat.teams[0]!.shortRest).toMatchObject({ played: 2, won: 1, lost: 1, drawn: 0 });
    expect(stat.teams[0]!.rested).toMatchObject({ played: 2, won: 2 });
    expect(stat.league.shortRest.played).toBe(4);
  });
});
