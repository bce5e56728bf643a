/** Pure rules of the basketball text live (直播). */

/** Lines per page: the newest page is polled every 15 s while live; older ones come on 查看更早. */
export const BK_TEXT_PAGE_SIZE = 50;

export type LineSide = 'home' | 'away' | 'none';

/** The team a line is about: 1 home, 2 away, 0 neither (the start or end of a period). */
export function lineSide(side: 0 | 1 | 2): LineSide {
  return side === 1 ? 'home' : side === 2 ? 'away' : 'none';
}

/** The score after a line, away first as the page reads (客队在前): "78-80". */
export function lineScore(line: { homeScore: number; awayScore: number }): string {
  return `${line.awayScore}-${line.homeScore}`;
}
