/**
 * 专项数据 (special data, issue 36 §2): Kelly, dispersion, the exchange, the bet proportions and same
 * odds. The app's route registry takes the screens from here, loaded on first use: the screens
 * without a chart as one chunk (screens.ts), the two chart screens each with the chart library.
 */
const screens = () => import('./screens');

/** The match page's strip of links to the special pages its match has data for. */
export { MatchSpecialLinks } from './MatchSpecialLinks';

export const specialDataScreens = {
  /** `special-data-index`. */
  index: () => screens().then((m) => ({ default: m.SpecialIndexPage })),
  /** `special-data-list?type=`, `special/kelly`, `special/betfair`, `special/proportion`, `bk-kelly/list`, `bk-dispersed/list`. */
  list: () => screens().then((m) => ({ default: m.SpecialListPage })),
  /** `special/dispersed`: the list, or a match's dispersion with `?matchId=`. */
  dispersed: () => screens().then((m) => ({ default: m.DispersedPage })),
  /** `special/dispersed-change?matchId=`. */
  dispersedChange: () => import('./DispersedChangePage'),
  /** `special/kelly-detail?matchId=` and `bk-kelly/detail/{matchId}`. */
  kellyDetail: () => screens().then((m) => ({ default: m.KellyDetailPage })),
  /** `special/kelly-change?matchId=&providerId=`. */
  kellyChange: () => import('./KellyChangePage'),
  /** `special/betfair-detail?matchId=` (its volumes charted over time: a chunk of its own). */
  betfairDetail: () => import('./BetfairDetailPage'),
  /** `special/proportion-detail?matchId=`. */
  proportionDetail: () => screens().then((m) => ({ default: m.ProportionDetailPage })),
  /** `special/same-odds-detail?matchId=`. */
  sameOddsDetail: () => screens().then((m) => ({ default: m.SameOddsDetailPage })),
  /** `same-odds-introduce`, `bk-kelly/introduce/{raceType}`, `bk-dispersed/introduce/{raceType}`. */
  introduce: () => screens().then((m) => ({ default: m.IntroducePage })),
} as const;
