// An old-lottery reading's 胜负彩 issue (issue 34 §1): the 14 matches in slip order with the
// reading's own marked, each score once kicked off and outcome once final, the draw so far.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryMatch } from '@contracts/lottery';
import { IssueSlip } from '@features/interpretations/lottery/IssueSlip';
import { scoreText, slipNo } from '@features/interpretations/lottery/rules';
import { installFakeClock } from '../../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchIssueDraw: vi.fn() }));
vi.mock('@features/interpretations/lottery/api', () => api);

const KICK_OFF = Date.parse('2026-11-29T19:30:00+08:00');
const match = (no: number, over: Partial<LotteryMatch> = {}): LotteryMatch => ({
  no,
  matchId: 100 + no,
  leagueName: '西甲',
  homeTeamName: `主队${no}`,
  awayTeamName: `客队${no}`,
  matchTime: KICK_OFF,
  matchStatus: 0,
  homeScore: 0,
  awayScore: 0,
  outcome: null,
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  api.fetchIssueDraw.mockReset();
});
afterEach(() => clock.restore());

describe('the slip’s rules', () => {
  it('numbers 01–14 and shows VS until kick-off (or for a match postponed before it)', () => {
    expect(slipNo(3)).toBe('03');
    expect(slipNo(14)).toBe('14');
    expect(scoreText({ matchStatus: 0, homeScore: 0, awayScore: 0 })).toBe('VS');
    expect(scoreText({ matchStatus: 8, homeScore: 0, awayScore: 0 })).toBe('VS');
    expect(scoreText({ matchStatus: 12, homeScore: 2, awayScore: 1 })).toBe('2:1');
    expect(scoreText({ matchStatus: 7, homeScore: 1, awayScore: 0 })).toBe('1:0');
  });
});

describe('IssueSlip', () => {
  it('lists the issue’s 14 matches, marks the reading’s, and shows the draw so far', async () => {
    const matches = Array.from({ length: 14 }, (_, i) => match(i + 1));
    matches[0] = match(1, { matchStatus: 2, homeScore: 2, awayScore: 1, outcome: '3' });
    matches[1] = match(2, { matchStatus: 8, outcome: '*' });
    api.fetchIssueDraw.mockResolvedValue({
      issueNo: '26167',
      gameId: 401,
      status: 'closed',
      saleEnd: KICK_OFF,
      result: '3*------------',
      drawn: false,
      matches,
    });
    render(<IssueSlip issueNo="26167" matchId={108} />);
    await act(() => clock.advance(0));
    expect(api.fetchIssueDraw).toHaveBeenCalledWith('26167', expect.anything());
    expect(screen.getByText('胜负彩 第26167期')).toBeTruthy();
    expect(screen.getByTestId('issue-status').textContent).toBe('已停售 待开奖');
    const rows = screen.getAllByTestId('issue-match');
    expect(rows).toHaveLength(14);
    expect(within(rows[0]!).getByText('2:1')).toBeTruthy();
    expect(within(rows[0]!).getByText('胜')).toBeTruthy();
    expect(within(rows[1]!).getByText('取消')).toBeTruthy();
    expect(within(rows[2]!).getByText('19:30')).toBeTruthy();
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toEqual([rows[7]]);
    // The chips are for the eye; a screen reader reads the label and the result as words.
    const draw = screen.getByTestId('issue-draw');
    expect(within(draw).getByText('开奖结果')).toBeTruthy();
    expect(within(draw).getByText('3*------------').className).toBe('visually-hidden');
  });

  it('offers a retry when the issue cannot be read', async () => {
    api.fetchIssueDraw.mockRejectedValue(new Error('offline'));
    render(<IssueSlip issueNo="26167" matchId={108} />);
    await act(() => clock.advance(0));
    expect(screen.getByTestId('issue-error')).toBeTruthy();
  });
});
