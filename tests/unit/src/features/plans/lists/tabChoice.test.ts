// Pins the 方案 tab's memory of its choice per history entry: recalled for the same entry only,
// the newest TAB_CHOICES_KEPT kept, a choice made again counted as new.
import { describe, expect, it } from 'vitest';
import { keepTabChoice, recallTabChoice, TAB_CHOICES_KEPT } from '@features/plans/lists/tabChoice';

describe('the tab choice memory', () => {
  it('recalls a choice for its entry only, and forgets the oldest beyond the bound', () => {
    keepTabChoice('a', { qiuFlag: '2', type: 'free' });
    expect(recallTabChoice('a')).toEqual({ qiuFlag: '2', type: 'free' });
    expect(recallTabChoice('b')).toBeUndefined();
    for (let i = 0; i < TAB_CHOICES_KEPT - 1; i += 1)
      keepTabChoice(`e${i}`, { qiuFlag: '1', type: 'all' });
    keepTabChoice('a', { qiuFlag: '2', type: 'paid' });
    keepTabChoice('new', { qiuFlag: '1', type: 'refund' });
    expect(recallTabChoice('a')).toEqual({ qiuFlag: '2', type: 'paid' });
    expect(recallTabChoice('e0')).toBeUndefined();
    expect(recallTabChoice('e1')).toEqual({ qiuFlag: '1', type: 'all' });
  });
});
