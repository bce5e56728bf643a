/**
 * How a basketball league scores, for everything that makes up its games: the simulator's scripts
 * (finished matches in the seed and live ones alike) and the bookmakers' total lines. Each league of
 * the catalogue carries its own (catalogue.ts), taken from its recent seasons: the NBA about 114
 * points a side, the CBA about 102 at a slower pace, the WNBA and the EuroLeague about 82 over 40
 * minutes (docs/decisions/believable-world.md).
 */
export interface BasketballScoring {
  /** Minutes of a quarter: 12 in the NBA and the CBA (product-spec §4), 10 under FIBA rules. */
  quarterMinutes: number;
  /** Mean points a side scores over the four quarters against an equal opponent. */
  pointsPerTeam: number;
  /**
   * Standard deviations, from game to game between equal sides, of the final margin and of the
   * total. The total varies more than two independent sides would make it: both play at one pace.
   * NBA: a margin of about 12, a total of about 18.
   */
  marginSpread: number;
  totalSpread: number;
}

/** A league of NBA rules, for a match whose league has no profile of its own. */
export const NBA_RULES_SCORING: BasketballScoring = {
  quarterMinutes: 12,
  pointsPerTeam: 114,
  marginSpread: 11,
  totalSpread: 18,
};

/** A league of FIBA rules (4 × 10 minutes), for a match whose league has no profile of its own. */
export const FIBA_RULES_SCORING: BasketballScoring = {
  quarterMinutes: 10,
  pointsPerTeam: 81,
  marginSpread: 11,
  totalSpread: 15,
};

/** The typical scoring of a league of this quarter length: all a feed's row may tell. */
export function scoringOfQuarter(quarterMinutes: number): BasketballScoring {
  return quarterMinutes === 12 ? NBA_RULES_SCORING : { ...FIBA_RULES_SCORING, quarterMinutes };
}

/** Mean points a side scores per game minute in this league. */
export function pointsPerMinute(scoring: BasketballScoring): number {
  return scoring.pointsPerTeam / (4 * scoring.quarterMinutes);
}

/** The mean total of a game between equal sides, overtime aside: what a total line centres on. */
export function meanTotal(scoring: BasketballScoring): number {
  return 2 * scoring.pointsPerTeam;
}
