import type { BkTextLive } from '@contracts/sportdata/bkDetail';
import { getBkMatchTextLive } from '@contracts/sportdata/bkDetailCalls';
import { sportdata } from '@shared/http';
import { BK_TEXT_PAGE_SIZE } from './rules';

/** getBkMatchTextLive: a page of text live, newest first; `beforeId` pages back. */
export function fetchBkTextLive(
  matchId: number,
  beforeId?: number,
  signal?: AbortSignal,
): Promise<BkTextLive> {
  return sportdata(
    getBkMatchTextLive,
    { matchId, beforeId, pageSize: BK_TEXT_PAGE_SIZE },
    { signal },
  );
}
