// Pins structural sharing: identical payloads give back the old object, a change replaces only its path.
import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from '../../../schedulers';

describe('replaceEqualDeep', () => {
  const list = () => [
    { matchId: 1, score: [0, 0], minute: '12' },
    { matchId: 2, score: [1, 0], minute: '40' },
  ];

  it('returns the previous object for an identical payload', () => {
    const prev = { list: list(), serverTime: 1 };
    expect(replaceEqualDeep(prev, { list: list(), serverTime: 1 })).toBe(prev);
  });

  it('replaces only the changed row and its parents', () => {
    const prev = { list: list() };
    const nextList = list();
    nextList[1] = { matchId: 2, score: [2, 0], minute: '41' };
    const next = replaceEqualDeep(prev, { list: nextList });
    expect(next).not.toBe(prev);
    expect(next.list).not.toBe(prev.list);
    expect(next.list[0]).toBe(prev.list[0]);
    expect(next.list[1]).toEqual({ matchId: 2, score: [2, 0], minute: '41' });
  });

  it('notices added and removed keys and changed lengths', () => {
    const prev: Record<string, unknown> = { a: 1, b: undefined };
    expect(replaceEqualDeep(prev, { a: 1, c: undefined })).not.toBe(prev);
    expect(replaceEqualDeep([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(replaceEqualDeep([1, 2, 3], [1, 2])).toEqual([1, 2]);
  });

  it('compares non-plain objects by reference and NaN as equal', () => {
    const map = new Map([[1, 1]]);
    expect(replaceEqualDeep(new Map([[1, 1]]), map)).toBe(map);
    const prev = { n: NaN };
    expect(replaceEqualDeep(prev, { n: NaN })).toBe(prev);
  });
});
