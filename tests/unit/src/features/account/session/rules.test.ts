// Pins the account forms' checks (messages shared with the server through contracts/account/session.ts)
// and the password-strength rule sent as passwordStrength.
import { describe, expect, it } from 'vitest';
import {
  checkAccountOrPhone,
  checkCode,
  checkNewAccount,
  checkNewPassword,
  checkPhone,
  firstProblem,
  passwordStrength,
} from '@features/account/session';

describe('form checks', () => {
  it.each([
    ['', '请输入手机号'],
    ['  ', '请输入手机号'],
    ['1380000000', '手机号格式错误'],
    ['12800000000', '手机号格式错误'],
    ['138000000001', '手机号格式错误'],
    ['13800000000', null],
    [' 19900000001 ', null],
  ])('phone %j → %j', (phone, message) => expect(checkPhone(phone)).toBe(message));

  it.each([
    ['', '请输入验证码'],
    ['12345', '请输入6位数字验证码'],
    ['12345a', '请输入6位数字验证码'],
    ['123456', null],
  ])('code %j → %j', (code, message) => expect(checkCode(code)).toBe(message));

  it.each([
    ['fan', '账号须为4-20位字母、数字或下划线，且以字母开头'],
    ['1fan', '账号须为4-20位字母、数字或下划线，且以字母开头'],
    ['fan-12', '账号须为4-20位字母、数字或下划线，且以字母开头'],
    ['fan_12', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), '账号须为4-20位字母、数字或下划线，且以字母开头'],
  ])('new account %j → %j', (account, message) => expect(checkNewAccount(account)).toBe(message));

  it('asks for an account or phone', () => {
    expect(checkAccountOrPhone(' ')).toBe('请输入账号或手机号');
    expect(checkAccountOrPhone('demo_fan')).toBeNull();
  });

  it.each([
    ['', '', '请输入密码'],
    ['12345', '12345', '密码长度须为6-20位'],
    ['a'.repeat(21), 'a'.repeat(21), '密码长度须为6-20位'],
    ['secret1', 'secret2', '两次输入的密码不一致'],
    ['secret1', 'secret1', null],
  ])('new password %j / %j → %j', (password, confirm, message) =>
    expect(checkNewPassword(password, confirm)).toBe(message),
  );

  it('reports the first problem in field order', () => {
    expect(firstProblem(null, 'b', 'c')).toBe('b');
    expect(firstProblem(null, null)).toBeNull();
  });
});

describe('passwordStrength', () => {
  it.each([
    ['123456', 1],
    ['abcdefgh', 1],
    ['abc123', 2],
    ['abcdefghij', 2],
    ['abc123XYZ', 3],
    ['abc123!', 3],
    ['abcdef1234', 3],
  ])('%s → %i', (password, strength) => expect(passwordStrength(password)).toBe(strength));
});
