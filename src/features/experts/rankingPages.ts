import type { RankingRow } from '@contracts/experts';
import { fetchRankingPage } from './api';
import { isLabExpert, LAB_PAGES_PER_LOAD, type BallFlag, type RankingType } from './rules';

/** What the paged list takes: the rows of one load and the server page to read next (null: done). */
export interface RankingSlice {
  items: RankingRow[];
  next: number | null;
}

/** One page of a ranking, as the server cut it (8 a page). */
export async function rankingSlice(
  qiuFlag: BallFlag,
  type: RankingType,
  pageNo: number,
  signal: AbortSignal,
): Promise<RankingSlice> {
  const page = await fetchRankingPage(qiuFlag, type, pageNo, signal);
  return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
}

/**
 * One load of the laboratory: the laboratory experts of the ranking, read on from `pageNo` until a
 * page brings one, the ranking ends, or LAB_PAGES_PER_LOAD pages were read (the footer then offers
 * 加载更多 again) — the server ranks everyone and has no laboratory filter.
 */
export async function labSlice(
  qiuFlag: BallFlag,
  type: RankingType,
  pageNo: number,
  signal: AbortSignal,
): Promise<RankingSlice> {
  const items: RankingRow[] = [];
  let next: number | null = pageNo;
  for (let read = 0; next !== null && read < LAB_PAGES_PER_LOAD && items.length === 0; read++) {
    const slice = await rankingSlice(qiuFlag, type, next, signal);
    items.push(...slice.items.filter((row) => isLabExpert(row.expert)));
    next = slice.next;
  }
  return { items, next };
}
