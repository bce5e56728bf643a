import { loadBasketballDetailPage, loadFootballDetailPage } from './firstScreen';

/**
 * The match pages' public face (issue 7): the screens of the match routes, each loaded on first use
 * so every page stays its own chunk and the first load carries none of them. The app's route registry
 * takes its screens from here; nothing else of the feature is for other code (what a match is — the
 * store, the rules, the badge — is `@entities/match`).
 */
export const matchDetailScreens = {
  /** `match-detail` (also `recommend`, `match-detail/ft/fit`). */
  football: loadFootballDetailPage,
  /** `bk-match-detail` (also `bk-match-detail/bk/fit`). */
  basketball: loadBasketballDetailPage,
  bkHandicapDetail: () => import('./odds/BkHandicapDetailPage'),
  bkExplanation: () => import('./explain/BkExplanationPage'),
  oddsDetail: () => import('./odds/OddsDetailPage'),
  /** `home/live`: the matches in play that can be watched. */
  liveHub: () => import('./liveHub/LiveHubPage'),
  longImage: () => import('./share/LongImagePage'),
  footballShare: () => import('./share/FootballSharePage'),
  basketballShare: () => import('./share/BasketballSharePage'),
} as const;
