import type { TeamBrief } from '../../../../../contracts/sportdata/dataLibrary';
import type { SeasonMatch } from '../../../../../server/features/dataLibrary/seasons';

/** Hand-made seasons for the league statistics' folds: teams by id, matches by score and hour. */

export const T0 = Date.UTC(2026, 8, 1, 12, 0);
export const HOUR = 3_600_000;

export const team = (teamId: number): TeamBrief => ({
  teamId,
  name: `球队${teamId}`,
  shortName: `队${teamId}`,
  logo: null,
});

/** A finished match `home` v `away` ending `homeScore`–`awayScore`, `hour` hours after T0. */
export function played(
  matchId: number,
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
  hour = matchId * 24,
): SeasonMatch {
  return {
    matchId,
    matchTime: T0 + hour * HOUR,
    round: '1',
    status: 2,
    minute: null,
    homeTeamId: home,
    homeName: team(home).name,
    homeShortName: team(home).shortName,
    homeLogo: null,
    awayTeamId: away,
    awayName: team(away).name,
    awayShortName: team(away).shortName,
    awayLogo: null,
    homeScore,
    awayScore,
    homeHalfScore: null,
    awayHalfScore: null,
    backToBack: 0,
    scriptSeed: matchId,
  };
}

/** Clubs 1 to 4: A, B, C play; D has no finished match yet. */
export const [A, B, C, D] = [1, 2, 3, 4] as const;
export const CLUBS = [A, B, C, D].map(team);

/**
 * A football season of five matches (hours after T0 in brackets):
 * m1 A 2–1 B (0), m2 B 0–0 C (48), m3 C 1–4 A (100), m4 A 2–2 C (160), m5 B 3–1 A (210).
 */
export const FOOTBALL_SEASON: readonly SeasonMatch[] = [
  played(1, A, B, 2, 1, 0),
  played(2, B, C, 0, 0, 48),
  played(3, C, A, 1, 4, 100),
  played(4, A, C, 2, 2, 160),
  played(5, B, A, 3, 1, 210),
];
