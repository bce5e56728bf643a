import type { DrawOutcome, IssueStatus, LotteryMatch } from '@contracts/lottery';
import { FOOTBALL_STATUS, NOT_STARTED } from '@domain/sport';

/** Where the issue stands, as the slip's head says it. */
export const ISSUE_STATUS_TEXT: Record<IssueStatus, string> = {
  onSale: '销售中',
  closed: '已停售 待开奖',
  drawn: '已开奖',
};

/** A match's outcome as the lottery writes it: 3 胜, 1 平, 0 负, * 延期/取消 (any pick wins). */
export const OUTCOME_TEXT: Record<DrawOutcome, string> = {
  '3': '胜',
  '1': '平',
  '0': '负',
  '*': '取消',
};

/** 01–14: the slip's numbering. */
export const slipNo = (no: number) => String(no).padStart(2, '0');

/** The score once the match kicked off; VS before, and for a match postponed before it began. */
export function scoreText(match: Pick<LotteryMatch, 'matchStatus' | 'homeScore' | 'awayScore'>) {
  const unplayed =
    match.matchStatus === NOT_STARTED || match.matchStatus === FOOTBALL_STATUS.postponed;
  return unplayed ? 'VS' : `${match.homeScore}:${match.awayScore}`;
}
