import type { RankingRow } from '@contracts/experts';
import { fetchRankingPage } from './api';
import { LAB_USER_LEVEL, type BallFlag, type RankingType } from './rules';

/** What the paged list takes: the rows of one page and the server page to read next (null: done). */
export interface RankingSlice {
  items: RankingRow[];
  next: number | null;
}

/**
 * One page of a ranking, as the server cut it (8 a page); `lab`, of the laboratory experts only,
 * ranked and paged by the server after its level filter.
 */
export async function rankingSlice(
  qiuFlag: BallFlag,
  type: RankingType,
  pageNo: number,
  signal: AbortSignal,
  lab = false,
): Promise<RankingSlice> {
  const page = await fetchRankingPage(qiuFlag, type, pageNo, {
    signal,
    userLevel: lab ? LAB_USER_LEVEL : undefined,
  });
  return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
}
