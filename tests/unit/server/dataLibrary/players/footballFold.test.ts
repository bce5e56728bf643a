// Pins the football fold (server/features/dataLibrary/players/footballFold.ts) on a hand-written
// match: starters start, substitutes come on, goals, penalties, assists, own goals (credited to the
// other side, scored by one of ours), cards and a sending-off, minutes to the whistle (120 after
// extra time), a match without events left out, and the season's sum.
import { describe, expect, it } from 'vitest';
import {
  emptyFootballFigures,
  footballMatchLines,
  sumFootballFigures,
  type FootballEvent,
  type FootballMatchRecord,
  type SquadPlayer,
} from '../../../../../server/features/dataLibrary/players/footballFold';

const HOME = 101;
const AWAY = 202;
const squad = (teamId: number, names: string[], starters: number): SquadPlayer[] =>
  names.map((name, i) => ({ playerId: teamId * 100 + i + 1, teamId, name, starter: i < starters }));
// Two starters and two substitutes a side are enough to tell every rule.
const squads = new Map([
  [HOME, squad(HOME, ['甲', '乙', '丙', '丁'], 2)],
  [AWAY, squad(AWAY, ['甲', '戊', '己', '庚'], 2)],
]);
const [homeA, homeB, homeC, homeD] = squads.get(HOME)!.map((p) => p.playerId);
const [awayA, awayB, awayC] = squads.get(AWAY)!.map((p) => p.playerId);

const ev = (
  kind: string,
  side: 1 | 2,
  minute: number,
  player: string,
  detail: Record<string, unknown> | null = null,
): FootballEvent => ({ kind, side, minute, player, detail });

const match = (events: FootballEvent[], shootout = false): FootballMatchRecord => ({
  matchId: 1,
  season: '2026',
  matchTime: 0,
  homeTeamId: HOME,
  awayTeamId: AWAY,
  homeScore: 3,
  awayScore: 1,
  shootout,
  events,
});

const played = match([
  ev('goal', 1, 12, '甲', { assist: '乙' }),
  ev('penalty', 1, 30, '甲'),
  // An own goal credited to the home side, scored by the away side's 甲 (same name as ours).
  ev('own_goal', 1, 40, '甲'),
  ev('goal', 2, 50, '戊', { assist: '甲' }),
  ev('yellow', 2, 55, '甲'),
  ev('substitution', 1, 60, '丙', { off: '乙' }),
  ev('red', 2, 70, '甲'),
  ev('substitution', 2, 75, '己', { off: '戊' }),
  ev('penalty_missed', 1, 80, '丙'),
  ev('substitution', 1, 90, '丁', { off: '甲' }),
]);

describe('one match', () => {
  const lines = footballMatchLines(played, squads)!;

  it('credits goals, penalties and assists to the side’s players by name', () => {
    expect(lines.get(homeA!)).toMatchObject({ goals: 2, penalties: 1, assists: 0, ownGoals: 0 });
    expect(lines.get(homeB!)).toMatchObject({ goals: 0, assists: 1 });
    expect(lines.get(awayB!)).toMatchObject({ goals: 1, assists: 0 });
    expect(lines.get(awayA!)).toMatchObject({ goals: 0, assists: 1, ownGoals: 1 });
    expect(lines.get(homeC!)).toMatchObject({ penaltiesMissed: 1 });
  });

  it('counts cards, and a red card ends his match', () => {
    expect(lines.get(awayA!)).toMatchObject({ yellow: 1, red: 1, minutes: 70 });
  });

  it('plays starters from the kick-off and substitutes from when they come on', () => {
    expect(lines.get(homeA!)).toMatchObject({ appearances: 1, starts: 1, subIn: 0, minutes: 90 });
    expect(lines.get(homeB!)).toMatchObject({ starts: 1, minutes: 60 });
    expect(lines.get(homeC!)).toMatchObject({ starts: 0, subIn: 1, minutes: 30 });
    // On at the 90th minute: at least one minute played.
    expect(lines.get(homeD!)).toMatchObject({ subIn: 1, minutes: 1 });
    expect(lines.get(awayB!)).toMatchObject({ minutes: 75 });
    expect(lines.get(awayC!)).toMatchObject({ subIn: 1, minutes: 15 });
  });

  it('leaves out who did not play', () => {
    expect(lines.has(AWAY * 100 + 4)).toBe(false);
    expect(lines.size).toBe(7);
  });

  it('runs to 120 minutes after extra time', () => {
    const extra = footballMatchLines(match([ev('goal', 1, 105, '甲')]), squads)!;
    expect(extra.get(homeB!)?.minutes).toBe(120);
    const shootout = footballMatchLines(match([ev('yellow', 1, 20, '乙')], true), squads)!;
    expect(shootout.get(homeA!)?.minutes).toBe(120);
  });

  it('leaves a match without events out rather than counting it as nobody’s', () => {
    expect(footballMatchLines(match([]), squads)).toBeNull();
  });

  it('folds with the players of one club only', () => {
    const home = footballMatchLines(played, new Map([[HOME, squads.get(HOME)!]]))!;
    expect([...home.keys()].sort()).toEqual([homeA, homeB, homeC, homeD]);
  });
});

describe('a season', () => {
  it('is the sum of its matches', () => {
    const again = footballMatchLines(played, squads)!;
    const season = sumFootballFigures([again.get(homeA!)!, again.get(homeA!)!]);
    expect(season).toMatchObject({ appearances: 2, starts: 2, minutes: 180, goals: 4 });
    expect(sumFootballFigures([])).toEqual(emptyFootballFigures());
  });
});
