import { defineResource } from '@schedulers';
import { fetchIssueDraw } from './api';

/** Asked again on every visit: an issue's matches finish and its draw fills in between visits. */
export const issueDrawResource = defineResource({
  name: 'lotteryIssue',
  key: (issueNo: string) => issueNo,
  fetch: (issueNo, signal) => fetchIssueDraw(issueNo, signal),
});
