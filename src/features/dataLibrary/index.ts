/**
 * 资料库 (data library, issue 36 §1): countries, competitions, their tables, schedules, statistics
 * and players, clubs, players, search. The app's route registry takes the screens from here; all of
 * them are one chunk (screens.ts), loaded on first use.
 */
const screens = () => import('./screens');

export const dataLibraryScreens = {
  /** `data` and `data/bk/index`. */
  home: () => screens().then((m) => ({ default: m.DataHomePage })),
  /** `data/search-page`. */
  search: () => screens().then((m) => ({ default: m.SearchPage })),
  /** `data/country-list`. */
  countries: () => screens().then((m) => ({ default: m.CountryListPage })),
  /** `data/league-list`. */
  leagues: () => screens().then((m) => ({ default: m.LeagueListPage })),
  /** `data/league-data/{leagueId}` and `data/bk/league/{leagueId}`. */
  league: () => screens().then((m) => ({ default: m.LeaguePage })),
  /** `data/team-data` and `data/bk/league/team/{tab}`. */
  team: () => screens().then((m) => ({ default: m.TeamPage })),
  /** `data/player-info`. */
  player: () => screens().then((m) => ({ default: m.PlayerPage })),
  /** `data/players-detail`. */
  playerMatches: () => screens().then((m) => ({ default: m.PlayerMatchesPage })),
  /** `data/statistics-detail`. */
  statistics: () => screens().then((m) => ({ default: m.StatisticsDetailPage })),
} as const;
