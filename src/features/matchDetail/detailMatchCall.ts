import type { Sport } from '@entities/match';

/** The header call's job key (useDetailMatch; the seed from the server's render fills the same job). */
export const detailMatchKey = (sport: Sport, matchId: number) => `match:${sport}:${matchId}`;

/**
 * The header call's arguments (getMatchInfoById, getBkMatchDetail): one definition for the page's
 * call (api.ts), the call the first-screen script sends early and the server's render, whose
 * answers the page takes only while the three agree.
 */
export const detailMatchArgs = {
  football: (matchId: number) => ({ leagueMatchId: matchId }),
  basketball: (matchId: number) => ({ matchId }),
} as const;
