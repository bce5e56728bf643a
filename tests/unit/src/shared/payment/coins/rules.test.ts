// Pins the coin purchase's pure rules, whatever is bought: amounts read from a pay link, the
// shortfall, and which failure of a purchase leads where.
import { describe, expect, it } from 'vitest';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import { WALLET_NOT_ENOUGH } from '@contracts/wallet/balance';
import { amountFen, missingFen, purchaseFailureOf } from '@shared/payment';
import { ApiError } from '@shared/http';

const path = '/api/plan/pay/5';

describe('amounts', () => {
  it('reads amounts of a link and refuses anything else', () => {
    expect(amountFen('18')).toBe(1800);
    expect(amountFen('5.5')).toBe(550);
    expect(amountFen('-1')).toBeNull();
    expect(amountFen('1e3')).toBeNull();
    expect(amountFen(null)).toBeNull();
  });

  it('never owes less than nothing', () => {
    expect(missingFen(1800, 550)).toBe(1250);
    expect(missingFen(500, 800)).toBe(0);
  });
});

describe('purchaseFailureOf', () => {
  it('sends the spec’s balance code, spelt with its space, to the dialog', () => {
    expect(purchaseFailureOf(new ApiError('server', { code: WALLET_NOT_ENOUGH, path }))).toBe(
      'balance',
    );
    expect(purchaseFailureOf(new ApiError('server', { code: 'wallet.not.enough', path }))).toBe(
      'refused',
    );
  });

  it('sends other answers of the server to pay-error and failures without one to a toast', () => {
    const closed = { code: PLAN_REFUSAL_CODES.closed, path };
    expect(purchaseFailureOf(new ApiError('server', closed))).toBe('refused');
    expect(purchaseFailureOf(new ApiError('http', { ...closed, status: 409 }))).toBe('refused');
    expect(purchaseFailureOf(new ApiError('http', { status: 502, path }))).toBe('unanswered');
    expect(purchaseFailureOf(new ApiError('timeout', { path }))).toBe('unanswered');
    expect(purchaseFailureOf(new Error('boom'))).toBe('unanswered');
  });
});
