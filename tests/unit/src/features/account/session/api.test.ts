// @vitest-environment jsdom
// Pins the account calls as sent: passwords leave only encrypted with the transport key (and decrypt
// back with the server's default key), the share id travels along, values are trimmed, and answers
// are checked against their contract (a malformed login answer is an ApiError, not a crash).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_PASSWORD_TRANSPORT_KEY,
  decryptPasswordFromTransport,
} from '@contracts/account/passwordTransport';
import { initChannel } from '@shared/channels';
import { ApiError } from '@shared/http';
import {
  encryptPassword,
  loginByPassword,
  loginBySms,
  passwordTransportKey,
  registerByAccount,
  registerByPhone,
  retrievePassword,
} from '@features/account/session';
import { fakeServer, loginAnswer, ok, refusal } from './fakeServer';

let server: ReturnType<typeof fakeServer> | undefined;
beforeEach(() => {
  history.replaceState(null, '', '/');
  initChannel();
});
afterEach(() => {
  server?.restore();
  server = undefined;
});

const plain = (cipher: unknown) =>
  decryptPasswordFromTransport(String(cipher), DEV_PASSWORD_TRANSPORT_KEY);

describe('password transport', () => {
  it('uses the development key by default, the same as the server', () => {
    expect(passwordTransportKey()).toBe(DEV_PASSWORD_TRANSPORT_KEY);
  });

  it('never sends the same ciphertext twice, and never the plaintext', () => {
    const a = encryptPassword('secret123');
    const b = encryptPassword('secret123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret123');
    expect(plain(a)).toBe('secret123');
  });
});

describe('account calls', () => {
  it('logs in by password with the password encrypted and the account trimmed', async () => {
    server = fakeServer({ 'POST /api/uc/login': () => loginAnswer('tok-P', 9) });
    await expect(loginByPassword(' demo_fan ', 'matchday2026')).resolves.toEqual({
      token: 'tok-P',
      uuid: '9',
      userId: 9,
    });
    const [sent] = server.seen;
    expect(sent?.body.account).toBe('demo_fan');
    expect(sent?.body.password).not.toBe('matchday2026');
    expect(plain(sent?.body.password)).toBe('matchday2026');
  });

  it('logs in by SMS with the share id of the fan who brought this one', async () => {
    localStorage.setItem('register_share_id', 'share-42');
    server = fakeServer({ 'POST /api/uc/login/sms': () => loginAnswer() });
    await loginBySms('13800000001', '123456');
    expect(server.seen[0]?.body).toEqual({
      phone: '13800000001',
      code: '123456',
      share: 'share-42',
    });
  });

  it('registers by phone with code, encrypted password and strength; by account likewise', async () => {
    server = fakeServer({ 'POST /api/uc/register': () => loginAnswer() });
    await registerByPhone('13800000002', '654321', 'abc123XYZ', 3);
    await registerByAccount('new_fan', 'abc123', 2, 'ticket-1');
    const [byPhone, byAccount] = server.seen;
    expect(byPhone?.body).toMatchObject({
      phone: '13800000002',
      code: '654321',
      passwordStrength: 3,
    });
    expect(plain(byPhone?.body.password)).toBe('abc123XYZ');
    expect(byAccount?.body).toMatchObject({
      account: 'new_fan',
      passwordStrength: 2,
      captchaTicket: 'ticket-1',
    });
    expect(byAccount?.body).not.toHaveProperty('share');
    expect(plain(byAccount?.body.password)).toBe('abc123');
  });

  it('retrieves a password by account with an encrypted new password', async () => {
    server = fakeServer({ 'POST /api/uc/password/retrieve': () => ok(null) });
    await expect(retrievePassword('demo_fan', '111111', 'newpass1', 2)).resolves.toBeNull();
    expect(server.seen[0]?.body).toMatchObject({ phone: 'demo_fan', code: '111111' });
    expect(plain(server.seen[0]?.body.password)).toBe('newpass1');
  });

  it('passes the server’s Chinese message on', async () => {
    server = fakeServer({
      'POST /api/uc/login': () => refusal(400, 'login_error', '账号或密码错误'),
    });
    const error = await loginByPassword('demo_fan', 'wrong1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', code: 'login_error', message: '账号或密码错误' });
  });

  it('refuses an answer that breaks the contract', async () => {
    server = fakeServer({ 'POST /api/uc/login': () => ok({ token: 5 }) });
    const error = await loginByPassword('demo_fan', 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed', message: '数据异常，请稍后重试' });
  });
});
