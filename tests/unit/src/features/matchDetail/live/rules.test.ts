// Pins how the live tab reads events: which kinds the timeline lists, their labels and minutes, the
// score after a goal and the notes (assist, player off), newest-first order, and text pages merged
// without repeats.
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '@contracts/sportdata/matches';
import {
  eventLabel,
  eventMinute,
  eventNote,
  isTimelineEvent,
  mergeTextPages,
  scoreAfter,
  timelineOf,
} from '@features/matchDetail/live/rules';

let nextId = 1;
function ev(over: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id: nextId++,
    matchId: 9,
    kind: 'goal',
    side: 1,
    minute: 10,
    extraMinute: 0,
    second: 0,
    player: '凯恩',
    detail: null,
    happenedAt: 1000,
    ...over,
  };
}

describe('live tab rules', () => {
  it('lists goals, cards and substitutions but not corners or unknown kinds', () => {
    expect(isTimelineEvent(ev({ kind: 'red' }))).toBe(true);
    expect(isTimelineEvent(ev({ kind: 'substitution' }))).toBe(true);
    expect(isTimelineEvent(ev({ kind: 'corner' }))).toBe(false);
    expect(isTimelineEvent(ev({ kind: 'toString' }))).toBe(false);
  });

  it('names each kind in Chinese', () => {
    expect(eventLabel('goal')).toBe('进球');
    expect(eventLabel('own_goal')).toBe('乌龙球');
    expect(eventLabel('penalty')).toBe('点球');
    expect(eventLabel('penalty_missed')).toBe('点球未进');
    expect(eventLabel('yellow')).toBe('黄牌');
    expect(eventLabel('red')).toBe('红牌');
    expect(eventLabel('substitution')).toBe('换人');
  });

  it("writes the minute with stoppage time: 67', 45+2'", () => {
    expect(eventMinute({ minute: 67, extraMinute: 0 })).toBe("67'");
    expect(eventMinute({ minute: 45, extraMinute: 2 })).toBe("45+2'");
  });

  it('reads the score after a goal, and nothing from a malformed detail', () => {
    expect(scoreAfter(ev({ detail: { score: [2, 1] } }))).toBe('2-1');
    expect(scoreAfter(ev({ detail: { score: [2] } }))).toBeNull();
    expect(scoreAfter(ev({ detail: { score: ['2', 1] } }))).toBeNull();
    expect(scoreAfter(ev({ detail: null }))).toBeNull();
  });

  it('notes the assist of a goal and the player going off', () => {
    expect(eventNote(ev({ detail: { assist: '孙兴慜' } }))).toBe('助攻：孙兴慜');
    expect(eventNote(ev({ kind: 'substitution', detail: { off: '里沙利森' } }))).toBe('↓ 里沙利森');
    expect(eventNote(ev({ kind: 'substitution', detail: { off: '  ' } }))).toBeNull();
    expect(eventNote(ev({ kind: 'yellow', detail: { assist: 'x' } }))).toBeNull();
  });

  it('orders the timeline newest first, stoppage time after the minute it follows', () => {
    const a = ev({ minute: 45, extraMinute: 2 });
    const b = ev({ minute: 46 });
    const c = ev({ minute: 45 });
    const corner = ev({ kind: 'corner', minute: 90 });
    expect(timelineOf([c, a, corner, b]).map((e) => e.id)).toEqual([b.id, a.id, c.id]);
  });

  it('merges older text pages under the newest without repeating a line', () => {
    const newest = [{ id: 9 }, { id: 8 }];
    const older = [{ id: 8 }, { id: 7 }];
    expect(mergeTextPages(newest, older).map((l) => l.id)).toEqual([9, 8, 7]);
  });
});
