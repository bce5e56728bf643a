// Pins a match page tab's calls on the scheduler: asked on mount; polled every DETAIL_LIVE_POLL_MS
// while the match is live and paused while hidden; a cache otherwise (a reopened tab asks nothing
// within DETAIL_STALE_MS); an error with a retry; and nothing left running after unmount.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_GRACE_MS } from '@schedulers';
import { ApiError } from '@shared/http';
import { useDetailJob } from '@features/matchDetail/useDetailJob';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';
import {
  DETAIL_LIVE_POLL_MS,
  DETAIL_STALE_MS,
} from '../../../../../src/features/matchDetail/timings';

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit();
});
afterEach(() => kit.restore());

function mount(fetch: () => Promise<string>, live: boolean, key = 'events:9') {
  return renderHook(() => useDetailJob(key, fetch, { live, scheduler: kit.scheduler }));
}

const settle = () => act(() => kit.flush());
const advance = (ms: number) => act(() => kit.advance(ms));

describe('useDetailJob', () => {
  it('asks once on mount and every 15 s while live; hidden pauses it', async () => {
    const fetch = vi.fn(() => Promise.resolve('事件'));
    const { result, unmount } = mount(fetch, true);
    expect(result.current.loading).toBe(true);
    await settle();
    expect(result.current).toMatchObject({ data: '事件', loading: false, error: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(DETAIL_LIVE_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    kit.hide();
    await advance(DETAIL_LIVE_POLL_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('is a cache when the match is not live: no timer, and a reopened tab asks nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve('阵容'));
    const first = mount(fetch, false, 'lineup:9');
    await settle();
    await advance(DETAIL_STALE_MS - 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    first.unmount();
    const again = mount(fetch, false, 'lineup:9');
    await settle();
    expect(again.result.current.data).toBe('阵容');
    expect(fetch).toHaveBeenCalledTimes(1);
    again.unmount();
    // Older than DETAIL_STALE_MS, the next opening asks again.
    await advance(DETAIL_STALE_MS);
    const later = mount(fetch, false, 'lineup:9');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    later.unmount();
  });

  it('shows the server message on failure and asks again on refresh', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiError('server', { path: '/sportdata/f', message: '比赛不存在' }),
      )
      .mockResolvedValueOnce('好了');
    const { result, unmount } = mount(fetch, false, 'h2h:9');
    await settle();
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: '比赛不存在' });
    act(() => result.current.refresh());
    await settle();
    expect(result.current).toMatchObject({ data: '好了', error: null });
    unmount();
  });

  it('leaves no job running and no timer behind after 50 opens and closes', async () => {
    const fetch = vi.fn(() => Promise.resolve('文字'));
    for (let i = 0; i < 50; i += 1) {
      const { unmount } = mount(fetch, true, 'text:9');
      await settle();
      unmount();
    }
    await advance(POLL_GRACE_MS);
    expect(kit.jobs().filter((job) => job.active || job.subscribers > 0)).toEqual([]);
    expect(kit.timers()).toBe(0);
  });
});
