/**
 * Every screen of the data library in one chunk, loaded with the first of them a fan opens: one
 * lazy import in the route registry instead of one per screen keeps the home tab's first load under
 * its budget (bench/bundle-size.ts), and a fan in the data pages moves between them without waiting.
 */
export { default as DataHomePage } from './DataHomePage';
export { default as SearchPage } from './SearchPage';
export { default as CountryListPage } from './CountryListPage';
export { default as LeagueListPage } from './LeagueListPage';
export { default as LeaguePage } from './LeaguePage';
export { default as TeamPage } from './TeamPage';
export { default as PlayerPage } from './PlayerPage';
export { default as PlayerMatchesPage } from './PlayerMatchesPage';
export { default as StatisticsDetailPage } from './StatisticsDetailPage';
