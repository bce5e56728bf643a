export {
  detectLiveTips,
  liveTipText,
  type LiveTip,
  type LiveTipKind,
  type TipSettings,
  type TipSide,
  type TipTeams,
} from './detect';
export {
  clearLiveTips,
  dismissLiveTip,
  LIVE_TIP_QUEUE_MAX,
  showLiveTip,
  useLiveTipStore,
  type LiveTipState,
  type ShownTip,
} from './tipStore';
export { createSpoilerDelay, type SpoilerDelay } from './spoilerDelay';
export {
  alertGoal,
  browserAlertDevice,
  playBeep,
  type AlertDevice,
  type GoalAlertOptions,
  type GoalAlertResult,
} from './alertGoal';
export { announceLiveChange, type AnnounceOptions } from './announce';
export { LiveTipHost } from './LiveTipHost';
