/**
 * Experts (issue 19): their records, kept by folding settled plans and recomputable from them, the
 * expert cards every list shows, the expert home, rankings and search.
 */
export {
  expertBasicsColumns,
  expertCards,
  tipExpertOf,
  tipExpertsOf,
  type ExpertBasics,
} from './card';
export { foldRecords, rebuildRecords, recomputeRecords, recordsOf } from './records/store';
export {
  foldAll,
  foldRecord,
  percentOf,
  recordOf,
  returnRateOf,
  EMPTY_RECORD,
  type RecordState,
} from './records/fold';
export { expertRoutes } from './routes';
export { runPromotion, monthToJudge } from './promotion/job';
export { judgeMonth, PROMOTION } from './promotion/rule';
export { ExpertRefusals, isFollowing } from './service';
export { pushNewPlan } from './push';
export { followCounts } from './attention/followed';
