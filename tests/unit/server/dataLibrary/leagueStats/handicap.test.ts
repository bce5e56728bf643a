// Pins the handicap fold (让球盘路) on a hand-made season with opening lines written by hand: a
// quarter line's 赢半 and 输半, a whole line's 走, favourites, underdogs and level lines from each
// team's side, a match without a line counted apart, and the league's home sides and favourites.
import { describe, expect, it } from 'vitest';
import { handicapStat } from '../../../../../server/features/dataLibrary/leagueStats/handicap';
import { handicapResultOf } from '../../../../../server/features/dataLibrary/leagueStats/handicapSettle';
import { A, B, C, CLUBS, D, FOOTBALL_SEASON, played, team } from './fixtures';

/** Home lines: m1 A gives half/one, m2 B gives level/half, m3 C receives half/one, m4 level, m5 none. */
const LINES = new Map([
  [1, -0.75],
  [2, -0.25],
  [3, 0.75],
  [4, 0],
]);

const none = { games: 0, win: 0, halfWin: 0, push: 0, halfLose: 0, lose: 0, winPercent: 0, net: 0 };

describe('handicapResultOf', () => {
  it('settles whole, half and quarter lines the standard way', () => {
    // A 2–1 B on -0.75: half the stake wins at -0.5, half pushes at -1.
    expect(handicapResultOf(1, -0.75, 2, 1, 'home')).toBe('halfWin');
    expect(handicapResultOf(1, -0.75, 2, 1, 'away')).toBe('halfLose');
    // 0–0 on -0.25: half loses at -0.5, half pushes at 0.
    expect(handicapResultOf(1, -0.25, 0, 0, 'home')).toBe('halfLose');
    expect(handicapResultOf(1, -1, 2, 1, 'home')).toBe('push');
    expect(handicapResultOf(1, -1.5, 2, 1, 'home')).toBe('lose');
    expect(handicapResultOf(1, 0.5, 1, 1, 'home')).toBe('win');
    // Basketball: half points, and whole points that push.
    expect(handicapResultOf(2, -5.5, 100, 95, 'home')).toBe('lose');
    expect(handicapResultOf(2, -5, 100, 95, 'away')).toBe('push');
    expect(handicapResultOf(2, 3.5, 100, 102, 'home')).toBe('win');
  });
});

describe('handicapStat', () => {
  const stat = handicapStat(1, FOOTBALL_SEASON, CLUBS, LINES);
  const row = (teamId: number) => stat.teams.find((t) => t.team.teamId === teamId)!;

  it('settles each team’s matches from its side of the line', () => {
    // A: m1 赢半 as favourite at home, m3 赢 as favourite away, m4 走 level at home; m5 no line.
    expect(row(A)).toEqual({
      team: team(A),
      total: {
        games: 3,
        win: 1,
        halfWin: 1,
        push: 1,
        halfLose: 0,
        lose: 0,
        winPercent: 66.7,
        net: 2,
      },
      home: { games: 2, win: 0, halfWin: 1, push: 1, halfLose: 0, lose: 0, winPercent: 50, net: 1 },
      away: {
        games: 1,
        win: 1,
        halfWin: 0,
        push: 0,
        halfLose: 0,
        lose: 0,
        winPercent: 100,
        net: 1,
      },
      favourite: {
        games: 2,
        win: 1,
        halfWin: 1,
        push: 0,
        halfLose: 0,
        lose: 0,
        winPercent: 100,
        net: 2,
      },
      underdog: none,
      level: { games: 1, win: 0, halfWin: 0, push: 1, halfLose: 0, lose: 0, winPercent: 0, net: 0 },
      withoutLine: 1,
    });
    // B: m1 输半 as underdog away, m2 输半 as favourite at home.
    expect(row(B)).toMatchObject({
      total: { games: 2, halfLose: 2, winPercent: 0, net: -2 },
      favourite: { games: 1, halfLose: 1 },
      underdog: { games: 1, halfLose: 1 },
      withoutLine: 1,
    });
    // C: m2 赢半 as underdog away, m3 输 as underdog at home, m4 走 level away.
    expect(row(C)).toMatchObject({
      total: {
        games: 3,
        win: 0,
        halfWin: 1,
        push: 1,
        halfLose: 0,
        lose: 1,
        winPercent: 33.3,
        net: 0,
      },
      home: { games: 1, lose: 1 },
      away: { games: 2, halfWin: 1, push: 1 },
      underdog: { games: 2, halfWin: 1, lose: 1, winPercent: 50 },
      level: { games: 1, push: 1 },
      withoutLine: 0,
    });
    expect(row(D)).toMatchObject({ total: none, withoutLine: 0 });
  });

  it('counts the league’s home sides and favourites over the matches with a line', () => {
    expect(stat.league).toEqual({
      games: 4,
      withoutLine: 1,
      // m1 赢半, m2 输半, m3 输, m4 走.
      home: {
        games: 4,
        win: 0,
        halfWin: 1,
        push: 1,
        halfLose: 1,
        lose: 1,
        winPercent: 25,
        net: -1,
      },
      // m1 A 赢半, m2 B 输半, m3 A (away) 赢.
      favourite: {
        games: 3,
        win: 1,
        halfWin: 1,
        push: 0,
        halfLose: 1,
        lose: 0,
        winPercent: 66.7,
        net: 1,
      },
      levelGames: 1,
    });
  });

  it('settles basketball on half and whole points', () => {
    const [X, Y] = [11, 12];
    const bk = handicapStat(
      2,
      [played(1, X, Y, 100, 95), played(2, Y, X, 99, 104)],
      [team(X), team(Y)],
      new Map([
        [1, -5],
        [2, 2.5],
      ]),
    );
    // Game 1: X by 5 on -5 pushes; game 2: X (away) by 5 with Y receiving 2.5 — X covers.
    expect(bk.teams[0]!.total).toMatchObject({ games: 2, win: 1, push: 1 });
    expect(bk.teams[0]!.favourite).toMatchObject({ games: 2, win: 1, push: 1 });
    expect(bk.teams[1]!.total).toMatchObject({ games: 2, lose: 1, push: 1 });
  });
});
