import type { BkStatLine } from '../../../../contracts/sportdata/bkDetail';

/**
 * A finished basketball game's box score as the league statistics keep it: both teams' lines and
 * every player's, the same the match page shows (bkDetail's boxScoreOf: told from the score, so a
 * team's points are its score).
 */
export interface PlayerGameLine {
  playerId: number;
  name: string;
  teamId: number;
  line: BkStatLine;
}

export interface GameBox {
  matchId: number;
  home: BkStatLine;
  away: BkStatLine;
  /** Players who had a line (not out injured), home then away, in depth order. */
  players: PlayerGameLine[];
}
