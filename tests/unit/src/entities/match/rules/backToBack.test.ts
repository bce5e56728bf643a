// Pins product-spec §4 "Back-to-back (NBA and WNBA only)".
import { describe, expect, it } from 'vitest';
import { backToBackFlags, backToBackLabel, type BackToBackGame } from '@entities/match/rules';

const H = 3_600_000;
const T0 = Date.parse('2026-11-20T08:00:00+08:00');
let id = 0;
function game(at: number, home: number, away: number, leagueId = 1): BackToBackGame {
  id += 1;
  return { matchId: id, leagueId, matchDate: T0 + at * H, homeTeamId: home, awayTeamId: away };
}

describe('backToBackFlags', () => {
  it('three games with the first and third exactly 48 h apart are a three-in-a-row', () => {
    const games = [game(0, 10, 20), game(24, 30, 10), game(48, 10, 40)];
    const flags = backToBackFlags(games);
    expect(flags.get(games[2]!.matchId)).toBe(3);
  });

  it('otherwise consecutive games exactly 24 h apart are a two-game back-to-back', () => {
    const games = [game(0, 10, 20), game(24, 10, 30)];
    expect(backToBackFlags(games).get(games[1]!.matchId)).toBe(2);
    expect(backToBackFlags(games).has(games[0]!.matchId)).toBe(false);
  });

  it('in a three-in-a-row the middle game is a back-to-back and the third stays three', () => {
    const games = [game(0, 10, 20), game(24, 10, 30), game(48, 10, 40)];
    const flags = backToBackFlags(games);
    expect(flags.get(games[1]!.matchId)).toBe(2);
    expect(flags.get(games[2]!.matchId)).toBe(3);
  });

  it('a game already flagged (three by one team) is not lowered to two by the other team', () => {
    // Team 10 plays at 0, 24, 48; team 40 played at 24 too, so game 3 is 24 h after its previous.
    const games = [game(0, 10, 20), game(24, 10, 30), game(24, 40, 50), game(48, 10, 40)];
    expect(backToBackFlags(games).get(games[3]!.matchId)).toBe(3);
  });

  it('gaps other than exactly 24 h or 48 h are not flagged', () => {
    const games = [game(0, 10, 20), game(25, 10, 30), game(47, 10, 40)];
    expect(backToBackFlags(games).size).toBe(0);
  });

  it('only NBA and WNBA (leagues 1 and 2) are flagged', () => {
    expect(backToBackFlags([game(0, 10, 20, 2), game(24, 10, 30, 2)]).size).toBe(1);
    expect(backToBackFlags([game(0, 10, 20, 3), game(24, 10, 30, 3)]).size).toBe(0);
  });

  it('the order the games come in does not matter', () => {
    const games = [game(48, 10, 40), game(0, 10, 20), game(24, 30, 10)];
    expect(backToBackFlags(games).get(games[0]!.matchId)).toBe(3);
  });

  it('backToBackLabel names the flags', () => {
    expect(backToBackLabel(2)).toBe('背靠背');
    expect(backToBackLabel(3)).toBe('三连战');
    expect(backToBackLabel(0)).toBe('');
  });
});
