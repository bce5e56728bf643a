/** The expert entity: how an expert's record reads wherever an expert is shown. */
export {
  currentStreakText,
  EXPERT_INITIAL,
  hitRateText,
  percentText,
  recentResultText,
  recordText,
  returnRateText,
} from './record';
