import { defineResource } from '@schedulers';
import { fetchHotExperts, fetchPlanPage } from './api';
import type { BallFlag } from './rules';

/** The home tab's newest plans on sale: the first page of every kind of one ball type. */
export const latestPlansResource = defineResource({
  name: 'plans-latest',
  key: (qiuFlag: BallFlag) => qiuFlag,
  fetch: (qiuFlag, signal) => fetchPlanPage(qiuFlag, 'all', 1, signal),
});

/** 热门专家 of a ball type, asked on each visit (its parent remounts it to refresh). */
export const hotExpertsResource = defineResource({
  name: 'plans-hot-experts',
  key: (qiuFlag: BallFlag) => qiuFlag,
  fetch: (qiuFlag, signal) => fetchHotExperts(qiuFlag, signal),
});
