// Pins the red-packet rules of product-spec §4: the shake window's edges (a goal 59 s old does not
// shake, 60 s does, 5 min does, 5 min + 1 s does not) with the goal count as the value, the next
// moment the shake changes, the 60-second gap between rains (60 s is not enough, over it is), the
// lock and the mark, and the codes that cache a round as joined.
import { describe, expect, it } from 'vitest';
import {
  isMatchOver,
  latestGoal,
  meansJoined,
  rainMayShow,
  roundKey,
  shakeOf,
} from '@features/redPacket/rules';

const GOAL_AT = 1_800_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the shake', () => {
  it.each([
    [59 * SECOND, null],
    [60 * SECOND, 2],
    [3 * MINUTE, 2],
    [5 * MINUTE, 2],
    [5 * MINUTE + SECOND, null],
  ])('of a goal %d ms old is %s', (age, value) => {
    expect(shakeOf({ '1': GOAL_AT - 30 * MINUTE, '2': GOAL_AT }, GOAL_AT + age).value).toBe(value);
  });

  it('shows the newest goal in its window, and says when it changes next', () => {
    const both = { '1': GOAL_AT, '2': GOAL_AT + 2 * MINUTE };
    expect(shakeOf(both, GOAL_AT + 3 * MINUTE)).toEqual({
      value: 2,
      nextChangeAt: GOAL_AT + 5 * MINUTE + 1,
    });
    expect(shakeOf(both, GOAL_AT + 30 * SECOND).nextChangeAt).toBe(GOAL_AT + MINUTE);
    expect(shakeOf(both, GOAL_AT + 8 * MINUTE)).toEqual({ value: null, nextChangeAt: null });
    expect(shakeOf({}, GOAL_AT)).toEqual({ value: null, nextChangeAt: null });
  });

  it('ignores keys that are not goal counts', () => {
    expect(latestGoal({ x: GOAL_AT, '2': GOAL_AT, '3': Number.NaN })).toEqual({
      goalCount: 2,
      at: GOAL_AT,
    });
    expect(latestGoal({})).toBeNull();
  });
});

describe('the rain', () => {
  const base = { marked: true, lastJoinAt: null, locked: false, now: GOAL_AT };
  it('shows on a marked page, never joined or joined over 60 s ago, when not locked', () => {
    expect(rainMayShow(base)).toBe(true);
    expect(rainMayShow({ ...base, lastJoinAt: GOAL_AT - 60 * SECOND })).toBe(false);
    expect(rainMayShow({ ...base, lastJoinAt: GOAL_AT - 60 * SECOND - 1 })).toBe(true);
    expect(rainMayShow({ ...base, locked: true })).toBe(false);
    expect(rainMayShow({ ...base, marked: false })).toBe(false);
  });

  it('caches a round as joined on codes 101, 1007 and 1008 only', () => {
    for (const code of ['101', 1007, '1008']) expect(meansJoined(code)).toBe(true);
    for (const code of ['no_round', 'no_login', '100', undefined, null])
      expect(meansJoined(code)).toBe(false);
    expect(roundKey(7, 2)).toBe('7:2');
  });
});

// Issue 16 item 7: no packet on a match that is over.
describe('isMatchOver', () => {
  it.each([
    [0, false],
    [1, false],
    [11, false],
    [12, false],
    [13, false],
    [14, false],
    [2, true],
    [3, true],
    [7, true],
    [8, true],
  ])('football status %d is over: %s', (status, over) => {
    expect(isMatchOver(status)).toBe(over);
    expect(isMatchOver(status, 1)).toBe(over);
  });

  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, false],
    [50, false],
    [-1, true],
    [-2, true],
    [-3, true],
    [-4, true],
    [-5, true],
  ])('basketball status %d is over: %s', (status, over) => {
    expect(isMatchOver(status, 2)).toBe(over);
  });
});
