import type { Sport } from '@entities/match';

/** The header call's job key (useDetailMatch; the seed from the server's render fills the same job). */
export const detailMatchKey = (sport: Sport, matchId: number) => `match:${sport}:${matchId}`;
