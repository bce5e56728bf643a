// Pins one key, one job (issue 17 §3 "Keys"): a second declaration of a live key with another fetch
// or other options is an error where it can be fixed (development, tests), and shared in a fan's app.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyConflictError } from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

describe('scheduler keys', () => {
  let kit: SchedulerKit;
  beforeEach(() => {
    kit = installSchedulerKit();
  });
  afterEach(() => kit.restore());

  const fetchScores = () => Promise.resolve(1);
  const fetchOdds = () => Promise.resolve(2);

  it('shares the job when the same declaration comes twice, a closure made anew included', () => {
    const make = (id: number) =>
      kit.scheduler.poll(`match:${id}`, () => Promise.resolve(id), { intervalMs: 10_000 });
    const first = make(7);
    const again = make(7);
    const sub = first.state$.subscribe();
    expect(again.peek()).toEqual(first.peek());
    sub.unsubscribe();
  });

  it('refuses another fetch under a live key', () => {
    const sub = kit.scheduler.poll('live', fetchScores, { intervalMs: 10_000 }).state$.subscribe();
    expect(() => kit.scheduler.poll('live', fetchOdds, { intervalMs: 10_000 }).peek()).toThrow(
      KeyConflictError,
    );
    sub.unsubscribe();
  });

  it('refuses other options under a live key', () => {
    const sub = kit.scheduler.poll('live', fetchScores, { intervalMs: 10_000 }).state$.subscribe();
    expect(() => kit.scheduler.poll('live', fetchScores, { intervalMs: 60_000 }).peek()).toThrow(
      /declared again with a different options/,
    );
    sub.unsubscribe();
  });

  it('shares quietly once told to (production)', () => {
    kit.scheduler.setKeyConflicts('share');
    const sub = kit.scheduler.poll('live', fetchScores, { intervalMs: 10_000 }).state$.subscribe();
    expect(kit.scheduler.poll('live', fetchOdds, { staleMs: 1 }).peek().intervalMs).toBe(10_000);
    sub.unsubscribe();
    kit.scheduler.setKeyConflicts('throw');
  });
});
