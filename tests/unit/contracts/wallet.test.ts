// Pins contracts/wallet/balance.ts: amounts in fen as the spec's 2-decimal strings, the balance error's code
// (leading space kept, calls-errors-spec §8) and its dialog text, and the details' input limits.
import { describe, expect, it } from 'vitest';
import {
  fenToText,
  fenToYuan,
  queryHuoyanWalletList,
  WALLET_DETAIL_MAX_DAYS,
  WALLET_NOT_ENOUGH,
  walletNotEnoughText,
} from '../../../contracts/wallet/balance';

describe('amounts', () => {
  it.each([
    [0, '0.00', '0'],
    [5, '0.05', '0.05'],
    [1_800, '18.00', '18'],
    [12_345, '123.45', '123.45'],
    [-300, '-3.00', '-3'],
  ])('%d fen reads %s on the wire and %s to a fan', (fen, wire, text) => {
    expect(fenToYuan(fen)).toBe(wire);
    expect(fenToText(fen)).toBe(text);
  });
});

describe('the balance error', () => {
  it('keeps the spec’s code with its leading space and says how many coins the order needs', () => {
    expect(WALLET_NOT_ENOUGH).toBe(' wallet.not.enough');
    expect(walletNotEnoughText(1_800)).toBe('订单需要18金币，余额不足，请先购买金币');
    expect(walletNotEnoughText(1_850)).toBe('订单需要18.50金币，余额不足，请先购买金币');
  });
});

describe('the details’ input', () => {
  it('takes a range of 1 to 366 days and a page number, from the path as text', () => {
    const parse = (day: unknown, pageNo: unknown) =>
      queryHuoyanWalletList.input.safeParse({ day, pageNo }).success;
    expect(parse('7', '1')).toBe(true);
    expect(parse(WALLET_DETAIL_MAX_DAYS, 2)).toBe(true);
    expect(parse('0', '1')).toBe(false);
    expect(parse(WALLET_DETAIL_MAX_DAYS + 1, 1)).toBe(false);
    expect(parse('7', '0')).toBe(false);
    expect(parse('7x', '1')).toBe(false);
  });
});
