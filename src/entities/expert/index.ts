/** The expert entity: how an expert's record reads wherever an expert is shown. */
export { EXPERT_INITIAL, hitRateText, recordText } from './record';
