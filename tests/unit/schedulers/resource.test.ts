// Pins the resource layer (issue 33 §3, schedulers/resource.ts): one declaration per resource — its
// name, the key of its arguments, its call, its freshness, the events that make it stale — read
// through the scheduler: one request for every screen that wants it at once, the last answer shown
// on a return while a stale one is asked again, a fresh one served without asking, events and
// logins that make answers stale or drop them, and names that cannot be declared twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defineResource,
  forgetResources,
  invalidateResources,
  POLL_GRACE_MS,
  type JobState,
  type Resource,
} from '../../../schedulers';
import { installSchedulerKit, type SchedulerKit } from '../../kit/schedulerKit';

let kit: SchedulerKit;
let serial = 0;
beforeEach(() => {
  kit = installSchedulerKit();
});
afterEach(() => kit.restore());

/** A resource of its own per test (names are unique for the life of the module). */
function resource(options: { staleMs?: number; invalidatedBy?: string[] } = {}) {
  const fetch = vi.fn((id: number) => Promise.resolve({ id, asked: fetch.mock.calls.length }));
  const declared = defineResource({
    name: `test-resource-${++serial}`,
    key: (id: number) => String(id),
    fetch: (id) => fetch(id),
    ...options,
  });
  return { declared, fetch };
}

/** Holds the resource for `id` like a mounted screen; answers the states it saw and the release. */
function show<T>(declared: Resource<number, T>, id: number) {
  const states: JobState<T>[] = [];
  const subscription = declared.handle(kit.scheduler, id).state$.subscribe((s) => states.push(s));
  return { states, last: () => states.at(-1)!, leave: () => subscription.unsubscribe() };
}

describe('a resource', () => {
  it('asks once for every screen that shows it at once, and keys its arguments apart', async () => {
    const { declared, fetch } = resource();
    const a = show(declared, 1);
    const b = show(declared, 1);
    const other = show(declared, 2);
    await kit.flush();
    expect(fetch.mock.calls).toEqual([[1], [2]]);
    expect(a.last().data).toEqual({ id: 1, asked: 1 });
    expect(b.last().data).toEqual({ id: 1, asked: 1 });
    expect(other.last().data).toEqual({ id: 2, asked: 2 });
    expect(declared.keyOf(1)).toBe(`${declared.name}:1`);
    [a, b, other].forEach((s) => s.leave());
  });

  it('by default asks again on every visit, showing the last answer while it does', async () => {
    const { declared, fetch } = resource();
    const first = show(declared, 1);
    await kit.flush();
    first.leave();
    await kit.advance(60_000);
    const again = show(declared, 1);
    // The last answer at once, and a request for a new one.
    expect(again.states[0]?.data).toEqual({ id: 1, asked: 1 });
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again.last().data).toEqual({ id: 1, asked: 2 });
    again.leave();
  });

  it('serves an answer younger than its stale time without asking', async () => {
    const { declared, fetch } = resource({ staleMs: 30_000 });
    const first = show(declared, 1);
    await kit.flush();
    first.leave();
    await kit.advance(10_000);
    const again = show(declared, 1);
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    again.leave();
    await kit.advance(30_000);
    const late = show(declared, 1);
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    late.leave();
  });

  it('goes stale on the events it names: a shown one asks at once, a kept one on its visit', async () => {
    const wallet = resource({ staleMs: 60_000, invalidatedBy: ['coins'] });
    const other = resource({ staleMs: 60_000 });
    const shown = show(wallet.declared, 1);
    const kept = show(wallet.declared, 2);
    const unrelated = show(other.declared, 1);
    await kit.flush();
    kept.leave();
    // Past its grace: no screen holds it any more.
    await kit.advance(POLL_GRACE_MS);
    expect(invalidateResources(kit.scheduler, 'coins')).toBe(2);
    await kit.flush();
    expect(wallet.fetch.mock.calls).toEqual([[1], [2], [1]]);
    expect(other.fetch).toHaveBeenCalledTimes(1);
    const back = show(wallet.declared, 2);
    await kit.flush();
    expect(wallet.fetch.mock.calls).toEqual([[1], [2], [1], [2]]);
    expect(invalidateResources(kit.scheduler, 'nothing-listens')).toBe(0);
    [shown, unrelated, back].forEach((s) => s.leave());
  });

  it('invalidates one argument, or all of itself', async () => {
    const { declared, fetch } = resource({ staleMs: 60_000 });
    const one = show(declared, 1);
    const two = show(declared, 2);
    await kit.flush();
    declared.invalidate(kit.scheduler, 2);
    await kit.flush();
    expect(fetch.mock.calls).toEqual([[1], [2], [2]]);
    declared.invalidate(kit.scheduler);
    await kit.flush();
    expect(fetch.mock.calls).toEqual([[1], [2], [2], [1], [2]]);
    [one, two].forEach((s) => s.leave());
  });

  it('drops every answer on a login or logout: a shown one empties and asks, a kept one is gone', async () => {
    const { declared, fetch } = resource({ staleMs: 60_000 });
    const shown = show(declared, 1);
    const kept = show(declared, 2);
    await kit.flush();
    kept.leave();
    await kit.advance(POLL_GRACE_MS);
    expect(forgetResources(kit.scheduler)).toBeGreaterThanOrEqual(2);
    // The shown one holds nothing of the last fan while it asks for this one.
    expect(shown.states.some((s, i) => i > 0 && s.data === undefined)).toBe(true);
    await kit.flush();
    expect(shown.last().data).toEqual({ id: 1, asked: 3 });
    const back = show(declared, 2);
    expect(back.states[0]?.data).toBeUndefined();
    await kit.flush();
    expect(fetch).toHaveBeenCalledTimes(4);
    [shown, back].forEach((s) => s.leave());
  });

  it('cannot be declared twice under one name with another call', () => {
    const { declared } = resource();
    expect(() =>
      defineResource({ name: declared.name, key: String, fetch: () => Promise.resolve('other') }),
    ).toThrow(/declared twice/);
  });
});
