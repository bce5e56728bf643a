import type { IssueWithMatches } from '@contracts/lottery';
import { getLotteryDraw } from '@contracts/sportdata/lotteryCalls';
import { sportdata } from '@shared/http';

export type IssueDraw = IssueWithMatches & { drawn: boolean };

/** getLotteryDraw (calls-errors-spec §7.1): an issue's 14 matches and its draw so far. */
export function fetchIssueDraw(issueNo: string, signal?: AbortSignal): Promise<IssueDraw> {
  return sportdata(getLotteryDraw, { issueNo }, { signal });
}
