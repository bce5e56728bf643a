// Pins the football 赛况 tab's two calls drawn without a layout shift: while the events timeline has
// not answered, nothing is drawn under its skeleton (the commentary waits, even when it came first),
// so a late timeline pushes nothing down; once it answers (data, empty or an error) the commentary
// follows under it, each section with its own states, and a retry of the timeline does not take the
// commentary away again.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchEvent } from '@contracts/sportdata/matches';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import LiveTab from '@features/matchDetail/live/LiveTab';
import type { TextLive } from '@features/matchDetail/api';
import { matchItem } from '../../../entities/match/fixtures';

const api = vi.hoisted(() => ({
  fetchMatchEvents: vi.fn<(id: number, signal?: AbortSignal) => Promise<{ list: MatchEvent[] }>>(),
  fetchTextLive:
    vi.fn<(id: number, beforeId?: number, signal?: AbortSignal) => Promise<TextLive>>(),
}));
vi.mock('@features/matchDetail/api', () => api);

const match = matchItem({
  matchId: 7,
  matchStatus: 2,
  homeTeamName: '阿森纳',
  awayTeamName: '切尔西',
});

function goal(id: number, minute: number): MatchEvent {
  return {
    id,
    matchId: 7,
    kind: 'goal',
    side: 1,
    minute,
    extraMinute: 0,
    second: 0,
    player: `球员${id}`,
    detail: { score: [id, 0] },
    happenedAt: minute * 60_000,
  };
}
const commentary: TextLive = {
  list: [
    { id: 2, minute: "30'", content: '阿森纳角球', happenedAt: 2 },
    { id: 1, minute: "12'", content: '比赛开始', happenedAt: 1 },
  ],
  hasMore: false,
};

/** A call that answers when the test says so. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const show = () => render(<LiveTab match={match} sport="football" live />);

/** The commentary's call has answered (its job holds the page). */
const commentaryAnswered = () =>
  waitFor(() =>
    expect(appScheduler.inspect().find((j) => j.key === 'detail:text:7:live')?.data).toBeDefined(),
  );

/** Everything drawn after a skeleton in document order: what a late answer above would push down. */
function drawnBelowSkeletons(container: HTMLElement): Element[] {
  const skeletons = within(container).queryAllByTestId('tab-skeleton');
  return [...container.querySelectorAll('*')].filter((el) =>
    skeletons.some(
      (s) =>
        !s.contains(el) && (s.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ),
  );
}

const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

beforeEach(() => {
  api.fetchMatchEvents.mockReset();
  api.fetchTextLive.mockReset();
});
afterEach(() => appScheduler.reset());

describe('football LiveTab', () => {
  it('draws nothing under the timeline while it is loading, even when the commentary came first', async () => {
    const events = pending<{ list: MatchEvent[] }>();
    api.fetchMatchEvents.mockReturnValue(events.promise);
    api.fetchTextLive.mockResolvedValue(commentary);
    const { container } = show();
    await commentaryAnswered();

    expect(heading('比赛事件')).not.toBeNull();
    expect(screen.getByTestId('tab-skeleton')).toBeTruthy();
    expect(heading('文字直播')).toBeNull();
    expect(drawnBelowSkeletons(container)).toEqual([]);

    events.resolve({ list: [goal(1, 12), goal(2, 40)] });
    expect(await screen.findAllByTestId('timeline-event')).toHaveLength(2);
    expect(screen.getAllByTestId('text-live')).toHaveLength(1);
    expect(screen.queryByTestId('tab-skeleton')).toBeNull();
    // The timeline above, the commentary under it.
    const [timelineSection, textSection] = container.querySelectorAll('section.md-section');
    expect(within(timelineSection as HTMLElement).getByTestId('events-timeline')).toBeTruthy();
    expect(textSection!.textContent).toBe("文字直播30'阿森纳角球12'比赛开始");
  });

  it('draws the commentary’s own skeleton under a timeline that came first', async () => {
    const text = pending<TextLive>();
    api.fetchMatchEvents.mockResolvedValue({ list: [goal(1, 12)] });
    api.fetchTextLive.mockReturnValue(text.promise);
    const { container } = show();
    expect(await screen.findAllByTestId('timeline-event')).toHaveLength(1);
    const textSection = heading('文字直播')!.closest('section')!;
    expect(within(textSection).getByTestId('tab-skeleton')).toBeTruthy();
    expect(drawnBelowSkeletons(container)).toEqual([]);
    text.resolve(commentary);
    expect(await within(textSection).findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an empty timeline and an empty commentary with their own texts', async () => {
    api.fetchMatchEvents.mockResolvedValue({ list: [] });
    api.fetchTextLive.mockResolvedValue({ list: [], hasMore: false });
    show();
    await waitFor(() => expect(screen.getAllByTestId('tab-empty')).toHaveLength(2));
    expect(screen.getAllByTestId('tab-empty').map((e) => e.textContent)).toEqual([
      '暂无进球、红黄牌或换人',
      '比赛开始后这里有文字直播',
    ]);
  });

  it('draws the commentary under a failed timeline, and keeps it while the retry loads', async () => {
    const retried = pending<{ list: MatchEvent[] }>();
    api.fetchMatchEvents
      .mockRejectedValueOnce(new ApiError('timeout', { path: '/sportdata/f' }))
      .mockReturnValueOnce(retried.promise);
    api.fetchTextLive.mockResolvedValue(commentary);
    show();
    const error = await screen.findByTestId('tab-error');
    expect(error.textContent).toContain('请求超时');
    expect(await screen.findByTestId('text-live')).toBeTruthy();

    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(api.fetchMatchEvents).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('text-live')).toBeTruthy();
    retried.resolve({ list: [goal(1, 12)] });
    expect(await screen.findAllByTestId('timeline-event')).toHaveLength(1);
    expect(screen.getByTestId('text-live')).toBeTruthy();
  });

  it('shows the commentary’s error with a retry under the timeline', async () => {
    api.fetchMatchEvents.mockResolvedValue({ list: [goal(1, 12)] });
    api.fetchTextLive
      .mockRejectedValueOnce(
        new ApiError('server', { path: '/sportdata/f', message: '比赛不存在' }),
      )
      .mockResolvedValueOnce(commentary);
    show();
    const error = await screen.findByTestId('tab-error');
    expect(heading('文字直播')!.closest('section')!.contains(error)).toBe(true);
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('text-live')).toBeTruthy();
  });
});
