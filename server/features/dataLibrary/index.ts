/**
 * The data library on the server (issue 36 §1; docs/decisions/data-library.md): countries, leagues,
 * seasons, tables, schedules and clubs, every figure counted from the matches the world holds.
 */
export { dataLibraryApis } from './apis';
export { dataLibraryRoutes } from './routes';
export { leagueStatsApis } from './leagueStats';
export { playerApis, warmBasketballSeasons } from './players';
export { leagueSeason, seasonMatches, leagueClubs, finishedCode } from './seasons';
export type { LeagueSeason, SeasonMatch } from './seasons';
