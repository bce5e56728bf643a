/**
 * The data library's league statistics (issue 36 §1): odd-even, handicap, score difference and
 * back-to-back for both sports, basketball's per-game averages and season records.
 */
export { leagueStatsApis } from './apis';
export { seasonBoxScores } from './seasonBoxScores';
export type { GameBox, PlayerGameLine } from './gameBox';
