// Pins the withdrawal screens' pure rules (issue 18 §3): the amount as typed (two decimals, six whole
// digits, no leading zeros), fen without floating point, the balance and the daily count, the code
// as the contract takes it, and a requestId that fits the contract with or without randomUUID.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberDrawMoneyInput } from '@contracts/wallet/withdraw';
import {
  amountInputText,
  amountProblem,
  dailyCountUsed,
  isCodeText,
  typedAmountFen,
  wholeBalanceText,
} from '@features/wallet/withdraw/rules';
import { newRequestId } from '@shared/http';

describe('the amount as typed', () => {
  it.each([
    ['100', '100'],
    ['100.567', '100.56'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['¥ 1,000', '1000'],
    ['12345678', '123456'],
    ['abc', ''],
  ])('%s → %s', (typed, kept) => {
    expect(amountInputText(typed)).toBe(kept);
  });

  it('reads fen without floating point', () => {
    expect(typedAmountFen('')).toBeNull();
    expect(typedAmountFen('0.')).toBe(0);
    expect(typedAmountFen('10.')).toBe(1000);
    expect(typedAmountFen('0.29')).toBe(29);
    expect(typedAmountFen('1.1')).toBe(110);
    expect(typedAmountFen('120.50')).toBe(12050);
    expect(typedAmountFen('4.35')).toBe(435);
  });
});

describe('what may be withdrawn', () => {
  it('puts the contract’s rules before the balance', () => {
    expect(amountProblem(500, 100)).toBe('单笔提现不能少于10元');
    expect(amountProblem(5_000, 4_999)).toBe('可提现余额不足');
    expect(amountProblem(5_000, 5_000)).toBeNull();
  });

  it('fills the whole balance up to one withdrawal’s limit', () => {
    expect(wholeBalanceText(12_050)).toBe('120.50');
    expect(wholeBalanceText(6_000_000)).toBe('50000.00');
    expect(wholeBalanceText(0)).toBe('0.00');
  });

  it('allows three a day', () => {
    expect(dailyCountUsed(2)).toBe(false);
    expect(dailyCountUsed(3)).toBe(true);
  });

  it('takes the code as the contract does', () => {
    expect(isCodeText('123456')).toBe(true);
    expect(isCodeText('1234')).toBe(false);
    expect(isCodeText('123')).toBe(false);
    expect(isCodeText('12a456')).toBe(false);
  });
});

describe('the requestId', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fits = (id: string) => memberDrawMoneyInput.shape.requestId.safeParse(id).success;

  it('is new each time and fits the contract', () => {
    const a = newRequestId();
    expect(fits(a)).toBe(true);
    expect(newRequestId()).not.toBe(a);
  });

  it('still works where randomUUID is missing (a page over plain http)', () => {
    const host = crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => host.getRandomValues(bytes),
    });
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(fits(a)).toBe(true);
    expect(newRequestId()).not.toBe(a);
  });
});
