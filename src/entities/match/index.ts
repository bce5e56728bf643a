/**
 * The match entity (issue 17 §3 "Entities apart from screens"): what a match is and how it behaves,
 * for every screen that shows one — the lists, the home tab, the match pages, and whatever comes
 * next. The shared match store (normalized by id, live writes at most once a frame), the spec's
 * rules (status codes, progress ring, quarter length, back-to-back, game tabs), the date strip, the
 * merge of cached answers, the link to a match's page and the small pieces every match row shows
 * (status badge with its ring, league tag). No screen lives here; features and the app import only
 * this file.
 */
export {
  applyLiveEvents,
  applyLiveScores,
  EMPTY_LIST,
  readyList,
  flushLiveScores,
  lastGoalOf,
  listOf,
  patchList,
  queueLiveScores,
  resetMatchesStore,
  setFrameScheduler,
  setServerToday,
  upsertMatches,
  useGoalAt,
  useLastGoal,
  useList,
  useMatch,
  useMatchesStore,
  type LastGoal,
  type ListSlice,
  type ListStatus,
  type MatchesState,
} from './store';
export {
  BACK_TO_BACK_LEAGUES,
  backToBackFlags,
  backToBackLabel,
  basketballQuarterMinutes,
  basketballRingFraction,
  basketballStatusLabel,
  BASKETBALL_GAME_TABS,
  BASKETBALL_LOTTERY_COMPANY,
  BASKETBALL_STATUS,
  canStillChange,
  clockSecondsLeft,
  CROWN_COMPANY,
  defaultOddsCompany,
  FOOTBALL_GAME_TABS,
  FOOTBALL_RING_MINUTES,
  FOOTBALL_STATUS,
  footballProgressMinutes,
  footballRingFraction,
  footballStatusLabel,
  GAME_TAB_LABELS,
  gameTabsOf,
  isBasketballAbnormal,
  isBasketballFinished,
  isBasketballInPlay,
  isFootballAbnormal,
  isFootballFinished,
  isFootballInPlay,
  isGameTab,
  JINGCAI_COMPANY,
  matchPhase,
  minuteText,
  showsFootballRing,
  sportOf,
  statusLabel,
  type BackToBackFlag,
  type BackToBackGame,
  type BasketballTabKey,
  type FootballTabKey,
  type GameTabKey,
  type MatchPhase,
  type Sport,
} from './rules';
export { stripDays, type StripDay } from './beijingDays';
export { mergeCachedMatch, upsertCachedMatches } from './mergeCached';
export { matchPageHref } from './links';
export { LeagueTag } from './ui/LeagueTag';
export { ProgressRing } from './ui/ProgressRing';
export { StatusBadge } from './ui/StatusBadge';
export { scoreLine, sidesOf } from './scoreLine';
