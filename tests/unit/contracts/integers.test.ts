// The one place integers of contracts/ get their bounds (issue 30 §3): PostgreSQL `integer` for
// int32, safe integers for bigint columns and times; a number past them is refused with a Chinese
// message, and a contract asking for bounds its kind cannot hold fails when it loads.
import { describe, expect, it } from 'vitest';
import {
  int32,
  INT32_MAX,
  INT32_MIN,
  int32Input,
  IntegerMessages,
  safeInt,
  safeIntInput,
  SAFE_INT_MAX,
} from '../../../contracts/integers';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('int32', () => {
  it('takes what a PostgreSQL integer holds, and nothing past it', () => {
    const schema = int32();
    for (const n of [INT32_MIN, -1, 0, 1, INT32_MAX]) expect(schema.parse(n)).toBe(n);
    for (const n of [INT32_MAX + 1, INT32_MIN - 1, SAFE_INT_MAX + 2, 1e21, -1e21])
      expect(messageOf(schema.safeParse(n)), String(n)).toBe(IntegerMessages.outOfRange);
  });

  it('refuses what is not a whole number, with its own message', () => {
    for (const v of [1.5, Number.NaN, Infinity, '1', null, undefined, true])
      expect(messageOf(int32().safeParse(v)), String(v)).toBe(IntegerMessages.notInteger);
  });

  it('narrows to the bounds given, and says the contract’s own message when it has one', () => {
    const schema = int32({ min: 1, max: 3, error: '密码强度格式错误' });
    expect(schema.parse(3)).toBe(3);
    for (const v of [0, 4, 2_147_483_648, 1.5, 'x'])
      expect(messageOf(schema.safeParse(v)), String(v)).toBe('密码强度格式错误');
  });

  it('refuses bounds an integer column cannot hold when the contract loads', () => {
    expect(() => int32({ max: INT32_MAX + 1 })).toThrow(RangeError);
    expect(() => int32({ min: INT32_MIN - 1 })).toThrow(RangeError);
    expect(() => int32({ min: 1.5 })).toThrow(RangeError);
    expect(() => int32({ min: 3, max: 2 })).toThrow(RangeError);
  });
});

describe('safeInt', () => {
  it('takes bigint columns and times in ms, up to 2^53 − 1', () => {
    const schema = safeInt({ min: 0 });
    for (const n of [0, INT32_MAX + 1, 1_795_365_613_747, SAFE_INT_MAX])
      expect(schema.parse(n)).toBe(n);
    for (const n of [-1, SAFE_INT_MAX + 2, 1e21])
      expect(messageOf(schema.safeParse(n)), String(n)).toBe(IntegerMessages.outOfRange);
    expect(messageOf(schema.safeParse(1.5))).toBe(IntegerMessages.notInteger);
    expect(() => safeInt({ max: SAFE_INT_MAX + 2 })).toThrow(RangeError);
  });
});

describe('int32Input and safeIntInput', () => {
  it('take a number or a plain digit string, as path and query parameters come', () => {
    const schema = int32Input({ min: 1 });
    expect(schema.parse('17')).toBe(17);
    expect(schema.parse(17)).toBe(17);
    expect(schema.parse(String(INT32_MAX))).toBe(INT32_MAX);
    expect(int32Input().parse('-3')).toBe(-3);
  });

  it('refuse digit strings past the column, and text that is not a plain integer', () => {
    const schema = int32Input({ min: 1 });
    for (const v of ['2147483648', '99999999999999999999', '0', '-1'])
      expect(messageOf(schema.safeParse(v)), v).toBe(IntegerMessages.outOfRange);
    for (const v of ['', ' 1', '1.5', '1e3', '+1', '017', '0x10', '-0', 'NaN', '１'])
      expect(messageOf(schema.safeParse(v)), v).toBe(IntegerMessages.notInteger);
  });

  it('go up to 2^53 − 1 for bigserial ids and times', () => {
    const schema = safeIntInput({ min: 1 });
    expect(schema.parse('2147483648')).toBe(2_147_483_648);
    expect(schema.parse(String(SAFE_INT_MAX))).toBe(SAFE_INT_MAX);
    expect(messageOf(schema.safeParse('9007199254740993'))).toBe(IntegerMessages.outOfRange);
  });
});
