// Pins contracts/userText.ts's free-text rule (issue 33 §3: the publish form reads it instead of a
// copy): too short, too long, markup or a control character (line breaks only where lines are
// allowed), in that order; and the publish form says the same as the server decides.
import { describe, expect, it } from 'vitest';
import { PLAN_SUMMARY_CHARS, PLAN_TITLE_CHARS } from '@contracts/plans';
import { breaksTextRule, textRuleProblem } from '@contracts/userText';
import { summaryProblem, titleProblem } from '@features/plans/publish/rules';

const chars = { min: 2, max: 4 } as const;

describe('textRuleProblem', () => {
  it('names what is wrong, shortest first', () => {
    expect(textRuleProblem('球', chars, false)).toBe('short');
    expect(textRuleProblem('⚽⚽⚽⚽⚽', chars, false)).toBe('long');
    expect(textRuleProblem('<b>', chars, false)).toBe('markup');
    expect(textRuleProblem('a\nb', chars, false)).toBe('markup');
    expect(textRuleProblem('a\nb', chars, true)).toBeNull();
    expect(textRuleProblem('a\u0007b', chars, true)).toBe('markup');
    expect(textRuleProblem('⚽⚽⚽⚽', chars, false)).toBeNull();
  });

  it('is what breaksTextRule says yes or no to', () => {
    for (const text of ['球', '⚽⚽⚽⚽⚽', '<b>', 'a\nb', '球球'])
      expect(breaksTextRule(text, chars, false)).toBe(textRuleProblem(text, chars, false) !== null);
  });
});

describe('the publish form', () => {
  const samples = [
    '主队稳',
    '主队必胜',
    '球'.repeat(31),
    '<b>主队必胜</b>',
    '主队\n必胜',
    '  主队必胜  ',
  ];
  it('refuses a title or an analysis exactly when the server would', () => {
    for (const text of [...samples, `${'析'.repeat(20)}\n第二段`, '析'.repeat(19)]) {
      expect(titleProblem(text) !== null, text).toBe(
        breaksTextRule(text.trim(), PLAN_TITLE_CHARS, false),
      );
      expect(summaryProblem(text) !== null, text).toBe(
        breaksTextRule(text.trim(), PLAN_SUMMARY_CHARS, true),
      );
    }
  });
});
