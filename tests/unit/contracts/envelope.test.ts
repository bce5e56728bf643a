// Pins contracts/envelope.ts (docs/api.md): which envelopes count as success, and the shapes envelopeSchema/envelopeOf accept.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  envelopeOf,
  envelopeSchema,
  isEnvelopeSuccess,
  SUCCESS_CODE,
  type Envelope,
} from '@contracts';

describe('isEnvelopeSuccess', () => {
  it.each<[string, Envelope, boolean]>([
    ['isSuccess true', { isSuccess: true }, true],
    ['isSuccess false', { isSuccess: false }, false],
    ['isSuccess true beats code 0', { isSuccess: true, code: '0' }, true],
    ['isSuccess false beats code 1', { isSuccess: false, code: '1' }, false],
    ['isSuccess false beats success true', { isSuccess: false, success: true }, false],
    ['isSuccess true beats success false', { isSuccess: true, success: false }, true],
    ['success true', { success: true }, true],
    ['success false', { success: false }, false],
    ['success true beats code x', { success: true, code: 'x' }, true],
    ['success false beats code 1', { success: false, code: '1' }, false],
    ["code '1'", { code: '1' }, true],
    ['code 1 (number)', { code: 1 }, true],
    ["code '0'", { code: '0' }, false],
    ['code 0 (number)', { code: 0 }, false],
    ["code '01'", { code: '01' }, false],
    ["code ' 1'", { code: ' 1' }, false],
    ['an error code', { code: 'no_login' }, false],
    ['errorCode 1 alone', { errorCode: '1' }, false],
    ['nothing at all', {}, false],
    ['only data', { data: { ok: true } }, false],
  ])('%s → %s', (_label, envelope, expected) => {
    expect(isEnvelopeSuccess(envelope)).toBe(expected);
  });

  it("calls '1' the success code", () => {
    expect(SUCCESS_CODE).toBe('1');
  });
});

describe('envelopeSchema', () => {
  it.each([
    [
      'a full success envelope',
      { isSuccess: true, code: '1', msg: '', data: { a: 1 }, serverTime: 1795365613747 },
    ],
    [
      'a full failure envelope',
      {
        isSuccess: false,
        code: 'no_login',
        errorCode: 'no_login',
        msg: '请先登录',
        errorMsg: '请先登录',
      },
    ],
    ['an empty object', {}],
    ['null messages', { msg: null, errorMsg: null, data: 1 }],
    ['numeric codes', { code: 1, errorCode: 500 }],
    ['any data', { success: true, data: [1, 'x', null] }],
  ])('accepts %s', (_label, body) => {
    expect(envelopeSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a string', 'text'],
    ['an array', [1, 2]],
    ['null', null],
    ['undefined', undefined],
    ['a number', 1],
    ['a string flag', { isSuccess: 'true' }],
    ['a numeric success flag', { success: 1 }],
    ['a boolean code', { code: true }],
    ['a numeric message', { msg: 5 }],
    ['a string server time', { serverTime: '1795365613747' }],
  ])('rejects %s', (_label, body) => {
    expect(envelopeSchema.safeParse(body).success).toBe(false);
  });

  it('keeps the known fields and drops unknown ones', () => {
    const parsed = envelopeSchema.safeParse({ isSuccess: true, code: '1', data: 3, extra: 'x' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ isSuccess: true, code: '1', data: 3 });
  });
});

describe('envelopeOf', () => {
  const typed = envelopeOf(z.object({ n: z.number() }));

  it('checks data with the given schema', () => {
    const ok = typed.safeParse({ isSuccess: true, data: { n: 1 } });
    expect(ok.success).toBe(true);
    expect(ok.data).toEqual({ isSuccess: true, data: { n: 1 } });
    expect(typed.safeParse({ isSuccess: true, data: { n: '1' } }).success).toBe(false);
    expect(typed.safeParse({ isSuccess: true, data: null }).success).toBe(false);
  });

  it('requires data when the schema does', () => {
    expect(typed.safeParse({ isSuccess: true }).success).toBe(false);
    expect(envelopeOf(z.optional(z.number())).safeParse({ isSuccess: true }).success).toBe(true);
  });

  it('still checks the envelope fields', () => {
    expect(typed.safeParse({ isSuccess: 'yes', data: { n: 1 } }).success).toBe(false);
    expect(typed.safeParse({ code: 1, msg: null, serverTime: 5, data: { n: 1 } }).success).toBe(
      true,
    );
    expect(typed.safeParse([{ n: 1 }]).success).toBe(false);
  });

  it('gives data the schema’s output', () => {
    const list = envelopeOf(z.array(z.string()));
    const parsed = list.safeParse({ code: '1', data: ['a', 'b'] });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.data).toEqual(['a', 'b']);
    expect(isEnvelopeSuccess(parsed.data ?? {})).toBe(true);
  });
});
