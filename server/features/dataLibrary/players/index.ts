/**
 * The data library's players (issue 36 §1): profiles and transfers as world data, season figures,
 * careers, contributions and rank lists counted from the matches the world holds.
 */
export { playerApis } from './apis';
export { warmBasketballSeasons } from './warmBoxScores';
