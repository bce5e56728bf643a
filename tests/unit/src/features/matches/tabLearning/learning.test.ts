// @vitest-environment jsdom
// Pins product-spec §4 "Default tab learning": 5 s click window, 1 h of records, 3 clicks → default.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_TAB_LEARNING,
  TAB_LOCATIONS,
  enterTabPage,
  isLearningClick,
  learntDefaultTab,
  readTabLearning,
  recordTabClick,
  savedDefaultTab,
  type TabLearningState,
} from '@features/matches/tabLearning';
import { installFakeClock } from '../../../../../kit/fakeClock';
import {
  TAB_LEARNING_CLICK_WINDOW_MS,
  TAB_LEARNING_KEEP_MS,
} from '../../../../../../src/features/matches/tabLearning/timings';

const LOC = TAB_LOCATIONS.fbGameType;
const T0 = 1_800_000_000_000;

function click(state: TabLearningState, tab: number, now: number, enteredAt = now - 1000) {
  return recordTabClick(state, { location: LOC, tab, enteredAt, now });
}

describe('default-tab learning rules', () => {
  it('uses the spec constants: 5 s window, 1 h kept', () => {
    expect(TAB_LEARNING_CLICK_WINDOW_MS).toBe(5000);
    expect(TAB_LEARNING_KEEP_MS).toBe(3_600_000);
  });

  it('a tab click within 5 s of page entry is recorded', () => {
    expect(isLearningClick(T0, T0 + 5000)).toBe(true);
    const s = click(EMPTY_TAB_LEARNING, 407, T0 + 5000, T0);
    expect(s.clicks[String(LOC)]).toEqual([{ tab: 407, at: T0 + 5000 }]);
  });

  it('a click later than 5 s after entry is not recorded', () => {
    expect(isLearningClick(T0, T0 + 5001)).toBe(false);
    const s = click(EMPTY_TAB_LEARNING, 407, T0 + 5001, T0);
    expect(s.clicks[String(LOC)]).toEqual([]);
  });

  it('at three clicks that tab becomes the saved default for that location', () => {
    let s = click(EMPTY_TAB_LEARNING, 407, T0);
    s = click(s, 407, T0 + 60_000);
    expect(learntDefaultTab(s, LOC, 0)).toBe(0);
    s = click(s, 407, T0 + 120_000);
    expect(learntDefaultTab(s, LOC, 0)).toBe(407);
    expect(learntDefaultTab(s, TAB_LOCATIONS.bkGameType, 0)).toBe(0);
  });

  it('only clicks within the last hour are kept and counted', () => {
    let s = click(EMPTY_TAB_LEARNING, 407, T0);
    s = click(s, 407, T0 + 30 * 60_000);
    s = click(s, 407, T0 + TAB_LEARNING_KEEP_MS + 1);
    expect(learntDefaultTab(s, LOC, 0)).toBe(0);
    expect(s.clicks[String(LOC)]).toHaveLength(2);
  });

  it('when a tab becomes the default, the records of other tabs are cleared', () => {
    let s = click(EMPTY_TAB_LEARNING, 401, T0);
    s = click(s, 405, T0 + 1);
    s = click(s, 407, T0 + 2);
    s = click(s, 407, T0 + 3);
    s = click(s, 401, T0 + 4);
    s = click(s, 407, T0 + 5);
    expect(learntDefaultTab(s, LOC, 0)).toBe(407);
    expect(s.clicks[String(LOC)]!.every((c) => c.tab === 407)).toBe(true);
  });

  it('a later tab learnt the same way replaces the default', () => {
    let s = EMPTY_TAB_LEARNING;
    for (let i = 0; i < 3; i += 1) s = click(s, 407, T0 + i);
    for (let i = 0; i < 3; i += 1) s = click(s, 401, T0 + 10 + i);
    expect(learntDefaultTab(s, LOC, 0)).toBe(401);
  });

  it('locations learn independently', () => {
    let s = EMPTY_TAB_LEARNING;
    for (let i = 0; i < 3; i += 1) s = click(s, 407, T0 + i);
    s = recordTabClick(s, { location: TAB_LOCATIONS.bkGameType, tab: 406, enteredAt: T0, now: T0 });
    expect(learntDefaultTab(s, TAB_LOCATIONS.bkGameType, 0)).toBe(0);
    expect(s.clicks[String(LOC)]).toHaveLength(3);
  });
});

describe('enterTabPage (stored per user, fake clock)', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    clock = installFakeClock();
  });
  afterEach(() => clock.restore());

  it('learns across visits within the hour and stores the default', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      const page = enterTabPage(LOC, Date.now, 'guest');
      await clock.advance(2000);
      page.onTabClick(407);
      await clock.advance(10 * 60_000);
    }
    expect(savedDefaultTab(LOC, 0, 'guest')).toBe(407);
    expect(savedDefaultTab(LOC, 0, '42')).toBe(0);
  });

  it('clicks more than 5 s after entry do not count', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      const page = enterTabPage(LOC, Date.now, 'guest');
      await clock.advance(6000);
      page.onTabClick(407);
    }
    expect(savedDefaultTab(LOC, 0, 'guest')).toBe(0);
  });

  it('a corrupt stored value reads as empty', () => {
    localStorage.setItem('tabLearning:guest', '{"clicks":5}');
    expect(readTabLearning('guest')).toEqual(EMPTY_TAB_LEARNING);
    expect(enterTabPage(LOC, Date.now, 'guest').onTabClick(401)).toBeUndefined();
  });
});
