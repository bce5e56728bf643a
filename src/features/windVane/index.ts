/**
 * 风向标 (wind vane, issue 35 §2): members' match data from the books' odds. The app's route
 * registry takes the screens from here, each loaded on first use — and the chart library with them.
 */
export const windVaneScreens = {
  /** `wind-mark-lis`. */
  list: () => import('./WindVaneListPage'),
  /** `wind-mark-lis/vip-exclusive-data/{matchId}`. */
  match: () => import('./WindVaneMatchPage'),
  /** `wind-mark-lis/probability-change/{windMarkId}`. */
  change: () => import('./ProbabilityChangePage'),
} as const;
