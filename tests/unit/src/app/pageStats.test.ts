// Pins page statistics: 101 at +100 ms, 102 at +1000 ms, nothing on back navigation or for visitors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePageStats } from '@app/shell/pageStats';
import { installFakeClock } from '../../../kit/fakeClock';

describe('schedulePageStats', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    clock = installFakeClock();
  });
  afterEach(() => clock.restore());

  it('reports 101 at 100 ms and 102 at 1000 ms with the page and its resource id', async () => {
    const sink = vi.fn();
    schedulePageStats(
      { path: '/tabs/match', isBack: false, pageResourceId: 923155608 },
      sink,
      () => true,
    );
    await clock.advance(99);
    expect(sink).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(sink).toHaveBeenLastCalledWith(
      expect.objectContaining({ eventId: 101, path: '/tabs/match', pageResourceId: 923155608 }),
    );
    await clock.advance(899);
    expect(sink).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(sink).toHaveBeenLastCalledWith(expect.objectContaining({ eventId: 102 }));
  });

  it('reports nothing for a back navigation', async () => {
    const sink = vi.fn();
    schedulePageStats({ path: '/a', isBack: true }, sink, () => true);
    await clock.advance(5000);
    expect(sink).not.toHaveBeenCalled();
  });

  it('reports nothing for a visitor', async () => {
    const sink = vi.fn();
    schedulePageStats({ path: '/a', isBack: false }, sink, () => false);
    await clock.advance(5000);
    expect(sink).not.toHaveBeenCalled();
  });

  it('can be cancelled', async () => {
    const sink = vi.fn();
    const cancel = schedulePageStats({ path: '/a', isBack: false }, sink, () => true);
    await clock.advance(100);
    cancel();
    await clock.advance(5000);
    expect(sink).toHaveBeenCalledTimes(1);
  });
});
