// Pins the SMS rules of product-spec §5: the parameter check (all types but 49) before the phone
// format check (all types but 49 and 52) with their exact messages; success only with success or
// isSuccess in the response; and the button text of the countdown.
import { describe, expect, it } from 'vitest';
import { isSmsSendSuccess, smsButtonText, smsSendProblem } from '@features/account/sms/rules';

describe('smsSendProblem', () => {
  it.each([
    [47, '', '请传入手机号等参数'],
    [48, '  ', '请传入手机号等参数'],
    [50, '', '请传入手机号等参数'],
    [51, '', '请传入手机号等参数'],
    [52, '', '请传入手机号等参数'],
    [47, '1380000', '手机号格式错误'],
    [48, '23800000000', '手机号格式错误'],
    [50, 'demo_fan', '手机号格式错误'],
    [51, '138000000001', '手机号格式错误'],
  ] as const)('type %i with "%s": %s', (type, phone, message) => {
    expect(smsSendProblem(type, phone)).toBe(message);
  });

  it.each([
    [49, ''],
    [49, 'anything'],
    [52, 'demo_fan'],
    [52, '13800000000'],
    [47, ' 13800000000 '],
    [51, '19912345678'],
  ] as const)('lets type %i with "%s" through', (type, phone) => {
    expect(smsSendProblem(type, phone)).toBeNull();
  });
});

describe('isSmsSendSuccess', () => {
  it.each([
    [{ isSuccess: true, code: '1', data: {} }, true],
    [{ success: true }, true],
    [{ isSuccess: false, success: true }, true],
    [{ code: '1', data: {} }, false],
    [{ isSuccess: false, code: 'check_error', msg: '滑块校验失败!' }, false],
    [{ data: { phone: '138****0000' } }, false],
    [null, false],
    ['ok', false],
  ])('%j counts as success: %s', (response, expected) => {
    expect(isSmsSendSuccess(response)).toBe(expected);
  });
});

describe('smsButtonText', () => {
  it('reads 获取验证码 at 61 and the seconds left otherwise', () => {
    expect(smsButtonText(61)).toBe('获取验证码');
    expect(smsButtonText(60)).toBe('60s后重发');
    expect(smsButtonText(1)).toBe('1s后重发');
  });
});
