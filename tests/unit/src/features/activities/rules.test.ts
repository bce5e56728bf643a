// Pins what an activity's page says of its window and of each step (issue 37 §4).
import { describe, expect, it } from 'vitest';
import {
  claimButtonText,
  spreeCashier,
  stateNotice,
  windowText,
} from '../../../../../src/features/activities/rules';

const start = Date.parse('2026-11-15T00:00:00+08:00');
const end = Date.parse('2027-01-15T23:59:59+08:00');

describe('activity rules', () => {
  it('writes the window in Beijing days', () => {
    expect(windowText({ startTime: start, endTime: end })).toBe('2026.11.15 - 2027.01.15');
  });
  it('tells an ended or upcoming activity, nothing for an open one', () => {
    expect(stateNotice({ state: 'ended', startTime: start })).toBe('活动已结束，感谢参与');
    expect(stateNotice({ state: 'upcoming', startTime: start })).toBe('活动将于11月15日 00:00开始');
    expect(stateNotice({ state: 'open', startTime: start })).toBeNull();
  });
  it('labels each step by its state', () => {
    const step = { step: 2, title: '第二天', reward: '12金币', opensAt: null };
    expect(claimButtonText({ ...step, state: 'claimable' }, false)).toBe('立即领取');
    expect(claimButtonText({ ...step, state: 'claimed' }, true)).toBe('已购买');
    expect(claimButtonText({ ...step, state: 'login' }, false)).toBe('登录领取');
    expect(claimButtonText({ ...step, state: 'login' }, true)).toBe('登录购买');
    expect(
      claimButtonText(
        { ...step, state: 'waiting', opensAt: Date.parse('2026-11-30T00:00:00+08:00') },
        false,
      ),
    ).toBe('11月30日可领');
  });
});

describe('where the spree offers the cashier', () => {
  it('beside coins for pay=1, never for pay=2, when the coins are short otherwise', () => {
    expect(spreeCashier('1')).toBe('beside');
    expect(spreeCashier('2')).toBe('never');
    expect(spreeCashier(null)).toBe('whenShort');
    expect(spreeCashier('')).toBe('whenShort');
    expect(spreeCashier('3')).toBe('whenShort');
  });
});
