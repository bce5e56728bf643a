/** The expert entity: how an expert's record reads wherever an expert is shown. */
export {
  currentStreakText,
  EXPERT_INITIAL,
  hitRateText,
  percentText,
  recentResultText,
  recordText,
  REFUND_IF_LOST_LABEL,
  returnRateText,
} from './record';
