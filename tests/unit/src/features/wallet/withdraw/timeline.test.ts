// Pins the detail's timeline for a status the server may add later: the submission only, so the
// page never claims a step it does not know (the status text above still says the server's words).
import { describe, expect, it } from 'vitest';
import { timelineOf } from '@features/wallet/withdraw/timeline';
import { isFinalStatus } from '@features/wallet/withdraw/rules';
import { withdrawal } from './kit';

describe('the timeline', () => {
  it('shows only the submission for a status it does not know, and keeps asking about it', () => {
    expect(timelineOf(withdrawal({ status: 9 })).map((s) => s.key)).toEqual(['submit']);
    expect(isFinalStatus(9)).toBe(false);
  });

  it('says where the money went even without a reason', () => {
    const [, review] = timelineOf(withdrawal({ status: 4, reason: '' }));
    expect(review?.note).toBe('金额已退回可提现余额');
  });
});
