// Pins the basketball 直播 tab: lines newest first with period, clock, text (as text) and the score
// after it (away first), the team of a line marked; 查看更早 pages back before the oldest line shown
// without repeats; 比赛开始后这里有文字直播 when there is none; an error with a retry; polled while live.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BkTextLine, BkTextLive } from '@contracts/sportdata/bkDetail';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import BkLiveTab from '@features/matchDetail/bkLive/BkLiveTab';
import { matchItem } from '../../../entities/match/fixtures';
import { DETAIL_LIVE_POLL_MS } from '../../../../../../src/features/matchDetail/timings';

const api = vi.hoisted(() => ({
  fetchBkTextLive:
    vi.fn<(id: number, beforeId?: number, signal?: AbortSignal) => Promise<BkTextLive>>(),
}));
vi.mock('@features/matchDetail/bkLive/api', () => api);

const match = matchItem({
  matchId: 8,
  sportType: 2,
  matchStatus: 2,
  homeTeamName: '湖人',
  awayTeamName: '勇士',
});

function line(id: number, over: Partial<BkTextLine> = {}): BkTextLine {
  return {
    id,
    kind: 'score',
    period: 2,
    periodName: '第2节',
    clock: '05:32',
    side: 1,
    text: `湖人 詹姆斯 上篮得分 #${id}`,
    homeScore: 40 + id,
    awayScore: 38,
    ...over,
  };
}
const page = (list: BkTextLine[], hasMore = false): BkTextLive => ({
  matchId: 8,
  status: 2,
  list,
  hasMore,
});

const show = (live = true) => render(<BkLiveTab match={match} sport="basketball" live={live} />);
const texts = () =>
  screen
    .getAllByTestId('bk-text-line')
    .map((li) => li.querySelector('.bkl-line__text')?.textContent);

beforeEach(() => api.fetchBkTextLive.mockReset());
afterEach(() => appScheduler.reset());

describe('BkLiveTab', () => {
  it('lists lines newest first with period, clock, text and the score after each', async () => {
    api.fetchBkTextLive.mockResolvedValue(
      page([
        line(3, {
          side: 2,
          text: '勇士 库里 三分球命中（格林助攻）<b>',
          homeScore: 42,
          awayScore: 41,
        }),
        line(2),
        line(1, {
          kind: 'period',
          side: 0,
          clock: '12:00',
          text: '第2节开始',
          homeScore: 40,
          awayScore: 38,
        }),
      ]),
    );
    show();
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    const lines = await screen.findAllByTestId('bk-text-line');
    expect(lines.map((l) => l.getAttribute('data-side'))).toEqual(['away', 'home', 'none']);
    expect(lines[0]!.textContent).toBe('第2节05:32勇士 库里 三分球命中（格林助攻）<b>41-42');
    // Commentary is text, never markup.
    expect(lines[0]!.querySelector('b')).toBeNull();
    expect(lines[2]!.textContent).toBe('第2节12:00第2节开始38-40');
    expect(lines[0]!.className).toContain('bkl-line--away');
    const section = screen.getByTestId('bk-text-live');
    expect(section.textContent).toContain('勇士湖人比分 客-主');
    expect(api.fetchBkTextLive).toHaveBeenCalledWith(8, undefined, expect.any(AbortSignal));
    expect(within(section).queryByRole('button', { name: '查看更早' })).toBeNull();
  });

  it('pages back with 查看更早 before the oldest line, without repeats', async () => {
    api.fetchBkTextLive
      .mockResolvedValueOnce(page([line(12), line(11)], true))
      .mockResolvedValueOnce(page([line(11), line(10), line(9)], true))
      .mockResolvedValueOnce(page([line(8)], false));
    show(false);
    await screen.findAllByTestId('bk-text-line');
    fireEvent.click(screen.getByRole('button', { name: '查看更早' }));
    await screen.findByText('湖人 詹姆斯 上篮得分 #9');
    expect(api.fetchBkTextLive).toHaveBeenLastCalledWith(8, 11);
    expect(texts().map((t) => t?.split('#')[1])).toEqual(['12', '11', '10', '9']);
    fireEvent.click(screen.getByRole('button', { name: '查看更早' }));
    await screen.findByText('湖人 詹姆斯 上篮得分 #8');
    expect(api.fetchBkTextLive).toHaveBeenLastCalledWith(8, 9);
    expect(screen.queryByRole('button', { name: '查看更早' })).toBeNull();
  });

  it('says a failed 查看更早 and keeps the lines', async () => {
    api.fetchBkTextLive
      .mockResolvedValueOnce(page([line(12)], true))
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }));
    show(false);
    await screen.findAllByTestId('bk-text-line');
    fireEvent.click(screen.getByRole('button', { name: '查看更早' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请求超时');
    expect(texts()).toHaveLength(1);
    expect(screen.getByRole('button', { name: '查看更早' })).toBeTruthy();
  });

  it('says when there is no commentary yet', async () => {
    api.fetchBkTextLive.mockResolvedValue(page([]));
    show(false);
    expect((await screen.findByTestId('tab-empty')).textContent).toBe('比赛开始后这里有文字直播');
  });

  it('shows an error with a retry that loads', async () => {
    api.fetchBkTextLive
      .mockRejectedValueOnce(
        new ApiError('server', { path: '/sportdata/f', message: '比赛不存在' }),
      )
      .mockResolvedValueOnce(page([line(1)]));
    show(false);
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('比赛不存在');
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByTestId('bk-text-line')).toHaveLength(1);
  });

  it('polls the newest page while live, and only asks once otherwise', async () => {
    api.fetchBkTextLive.mockResolvedValue(page([line(1)]));
    const { unmount } = show(true);
    await screen.findAllByTestId('bk-text-line');
    const jobs = () =>
      appScheduler
        .inspect()
        .filter((j) => j.key.startsWith('detail:bkLive:'))
        .map((j) => [j.key, j.intervalMs]);
    expect(jobs()).toEqual([['detail:bkLive:getBkMatchTextLive:8:live', DETAIL_LIVE_POLL_MS]]);
    unmount();
    appScheduler.reset();
    show(false);
    await screen.findAllByTestId('bk-text-line');
    expect(jobs()).toEqual([['detail:bkLive:getBkMatchTextLive:8', undefined]]);
  });
});
