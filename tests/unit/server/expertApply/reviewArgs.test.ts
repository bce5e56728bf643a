// Pins the arguments of `npm run expert:review -- <applicationId> approve|refuse [reason…]`.
import { describe, expect, it } from 'vitest';
import { parseReviewArgs } from '../../../../server/features/expertApply/review';

describe('parseReviewArgs', () => {
  it('reads an id, a decision and the reason in words', () => {
    expect(parseReviewArgs(['12', 'approve'])).toEqual({ applicationId: 12, decision: 'approve' });
    expect(parseReviewArgs(['7', 'refuse', '战绩截图', '不清晰'])).toEqual({
      applicationId: 7,
      decision: 'refuse',
      reason: '战绩截图 不清晰',
    });
  });

  it('says what is wrong, with the usage', () => {
    for (const args of [[], ['x', 'approve'], ['0', 'approve'], ['2147483648', 'approve'], ['-1']])
      expect(parseReviewArgs(args)).toMatch(/application id[\s\S]*usage: npm run expert:review/);
    expect(parseReviewArgs(['3', 'accept'])).toMatch(/approve or refuse/);
  });
});
