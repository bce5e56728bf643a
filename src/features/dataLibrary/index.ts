/**
 * 资料库 (data library, issue 36 §1): countries, competitions, their tables and schedules, clubs.
 * The app's route registry takes the screens from here, each loaded on first use.
 */
export const dataLibraryScreens = {
  /** `data` and `data/bk/index`. */
  home: () => import('./DataHomePage'),
  /** `data/country-list`. */
  countries: () => import('./CountryListPage'),
  /** `data/league-list`. */
  leagues: () => import('./LeagueListPage'),
  /** `data/league-data/{leagueId}` and `data/bk/league/{leagueId}`. */
  league: () => import('./LeaguePage'),
  /** `data/team-data` and `data/bk/league/team/{tab}`. */
  team: () => import('./TeamPage'),
} as const;
