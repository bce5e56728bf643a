// Pins which teams a league statistic lists: a league's clubs (even before their first game) and
// whoever played its matches, in id order — a cup has no clubs of its own, only its entrants.
import { describe, expect, it } from 'vitest';
import {
  statTeams,
  teamGamesOf,
} from '../../../../../server/features/dataLibrary/leagueStats/teamGames';
import { A, B, C, D, played, team } from './fixtures';

describe('statTeams', () => {
  it('lists the clubs and the teams of the matches, by id', () => {
    const cupTie = played(1, C, B, 1, 0);
    expect(statTeams([team(D), team(A)], [cupTie]).map((t) => t.teamId)).toEqual([A, B, C, D]);
    expect(statTeams([], [cupTie]).map((t) => t.teamId)).toEqual([B, C]);
  });
});

describe('teamGamesOf', () => {
  it('sees a match from each side', () => {
    const [home, away] = teamGamesOf(played(1, A, B, 3, 1));
    expect(home).toMatchObject({ teamId: A, isHome: true, scored: 3, conceded: 1 });
    expect(away).toMatchObject({ teamId: B, isHome: false, scored: 1, conceded: 3 });
  });
});
