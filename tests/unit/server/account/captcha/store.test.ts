// Pins the captcha store: the ±5 px tolerance at its edges, 5 tries per puzzle (the 5th wrong one
// spends it), one-time tickets, the 5-minute puzzle and 2-minute ticket lifetimes on an injected
// clock, and the size caps that evict expired entries first and the oldest after.
import { describe, expect, it } from 'vitest';
import { CaptchaStore } from '../../../../../server/features/account/captcha/store';

function storeAt(start = 1_000_000, options: ConstructorParameters<typeof CaptchaStore>[0] = {}) {
  let now = start;
  let serial = 0;
  const store = new CaptchaStore({ now: () => now, newId: () => `id${++serial}`, ...options });
  return { store, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;

describe('check', () => {
  it.each([
    [95, true],
    [100, true],
    [105, true],
    [94, false],
    [106, false],
  ])('passes x=%i for a hole at 100: %s', (x, passes) => {
    const { store } = storeAt();
    const token = store.add({ x: 100, y: 40 });
    expect(store.check(token, x).kind).toBe(passes ? 'pass' : 'wrong');
  });

  it('spends the puzzle on a pass: the same token then needs a refresh', () => {
    const { store } = storeAt();
    const token = store.add({ x: 120, y: 40 });
    expect(store.check(token, 120)).toEqual({ kind: 'pass', ticket: 'id2' });
    expect(store.check(token, 120)).toEqual({ kind: 'expired' });
  });

  it('allows 4 wrong tries, spends the puzzle on the 5th, even against the right answer next', () => {
    const { store } = storeAt();
    const token = store.add({ x: 150, y: 40 });
    for (let left = 4; left >= 1; left--)
      expect(store.check(token, 10)).toEqual({ kind: 'wrong', triesLeft: left });
    expect(store.check(token, 10)).toEqual({ kind: 'too_many' });
    expect(store.check(token, 150)).toEqual({ kind: 'expired' });
    expect(store.size.puzzles).toBe(0);
  });

  it('a right answer after wrong ones still passes', () => {
    const { store } = storeAt();
    const token = store.add({ x: 150, y: 40 });
    store.check(token, 10);
    store.check(token, 200);
    expect(store.check(token, 151).kind).toBe('pass');
  });

  it('forgets an unknown token and a puzzle older than 5 minutes', () => {
    const { store, advance } = storeAt();
    expect(store.check('nope', 100)).toEqual({ kind: 'expired' });
    const token = store.add({ x: 100, y: 40 });
    advance(5 * MINUTE - 1);
    expect(store.answerOf(token)).toEqual({ x: 100, y: 40 });
    advance(1);
    expect(store.answerOf(token)).toBeNull();
    expect(store.check(token, 100)).toEqual({ kind: 'expired' });
  });
});

describe('tickets', () => {
  it('are good once', () => {
    const { store } = storeAt();
    const pass = store.check(store.add({ x: 100, y: 40 }), 100);
    if (pass.kind !== 'pass') throw new Error('expected a pass');
    expect(store.spendTicket(pass.ticket)).toBe(true);
    expect(store.spendTicket(pass.ticket)).toBe(false);
    expect(store.spendTicket('made-up')).toBe(false);
  });

  it('last 2 minutes', () => {
    const { store, advance } = storeAt();
    const first = store.check(store.add({ x: 100, y: 40 }), 100);
    const second = store.check(store.add({ x: 100, y: 40 }), 100);
    if (first.kind !== 'pass' || second.kind !== 'pass') throw new Error('expected passes');
    advance(2 * MINUTE - 1);
    expect(store.spendTicket(first.ticket)).toBe(true);
    advance(1);
    expect(store.spendTicket(second.ticket)).toBe(false);
  });
});

describe('size caps', () => {
  it('drop expired puzzles first, then the oldest live one', () => {
    const { store, advance } = storeAt(0, { maxPuzzles: 3 });
    const a = store.add({ x: 100, y: 0 });
    advance(5 * MINUTE); // a has expired
    const b = store.add({ x: 100, y: 0 });
    expect(store.size.puzzles).toBe(1);
    const c = store.add({ x: 100, y: 0 });
    const d = store.add({ x: 100, y: 0 });
    const e = store.add({ x: 100, y: 0 }); // full: b, the oldest, goes
    expect(store.size.puzzles).toBe(3);
    expect(store.answerOf(a)).toBeNull();
    expect(store.answerOf(b)).toBeNull();
    for (const token of [c, d, e]) expect(store.answerOf(token)).not.toBeNull();
  });

  it('hold the tickets too', () => {
    const { store } = storeAt(0, { maxTickets: 2 });
    const tickets = [1, 2, 3].map(() => {
      const pass = store.check(store.add({ x: 100, y: 0 }), 100);
      return pass.kind === 'pass' ? pass.ticket : '';
    });
    expect(store.size.tickets).toBe(2);
    expect(tickets.map((t) => store.spendTicket(t))).toEqual([false, true, true]);
  });
});
