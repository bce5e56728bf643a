// Pins password retrieval (type 52, the value may be an account): the code button gets the account as
// it is, the new password leaves encrypted, and success opens login with the account filled in and
// the remembered target kept; a fan logged in here is logged out (the server ended their sessions).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEV_PASSWORD_TRANSPORT_KEY,
  decryptPasswordFromTransport,
} from '@contracts/account/passwordTransport';
import { useOverlayStore } from '@shared/overlays';
import { getToken } from '@shared/session';
import { startAt } from '../login/renderAccountPage';
import { fakeServer, ok, refusal } from '../session/fakeServer';

vi.mock('@features/account/sms/SmsCodeButton', () => ({
  SmsCodeButton: (props: { type: number; phone: string }) => (
    <button type="button" data-testid="sms-send" data-type={props.type} data-phone={props.phone}>
      获取验证码
    </button>
  ),
}));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('retrieve-submit'));
const errorText = () => screen.getByTestId('auth-error').textContent;

function fill(account = 'demo_fan', code = '123456', password = 'newpass1', confirm = password) {
  type('retrieve-account', account);
  type('retrieve-code', code);
  type('retrieve-password', password);
  type('retrieve-password-confirm', confirm);
}

describe('retrieve', () => {
  it('resets by account, then opens login with the account and the same target', async () => {
    server = fakeServer({ 'POST /api/uc/password/retrieve': () => ok(null) });
    localStorage.setItem('loginBackUrl', '/message/center');
    const { at } = startAt('/retrieve');
    await screen.findByTestId('retrieve-page');
    fill();
    expect(screen.getByTestId('sms-send').dataset.type).toBe('52');
    expect(screen.getByTestId('sms-send').dataset.phone).toBe('demo_fan');
    submit();
    await screen.findByTestId('login-page');
    expect(at()).toBe('/login?backUrl=%2Fmessage%2Fcenter');
    expect(screen.getByTestId<HTMLInputElement>('login-account').value).toBe('demo_fan');
    expect(useOverlayStore.getState().toast?.message).toBe('密码已重置，请使用新密码登录');
    const body = server.calls('POST', '/api/uc/password/retrieve')[0]?.body;
    expect(body).toMatchObject({ phone: 'demo_fan', code: '123456' });
    expect(decryptPasswordFromTransport(String(body?.password), DEV_PASSWORD_TRANSPORT_KEY)).toBe(
      'newpass1',
    );
  });

  it('logs out a fan who was logged in, so the new password is the one that counts', async () => {
    localStorage.setItem('jcob_token', 'old-session');
    server = fakeServer({
      'POST /api/uc/password/retrieve': () => ok(null),
      'GET /api/user/loginOut': () => ok(null),
    });
    startAt('/retrieve');
    await screen.findByTestId('retrieve-page');
    fill('13800003333');
    submit();
    await screen.findByTestId('login-page');
    expect(getToken()).toBeNull();
    expect(server.calls('GET', '/api/user/loginOut')).toHaveLength(1);
  });

  it.each([
    ['', '123456', 'newpass1', 'newpass1', '请输入账号或手机号'],
    ['demo_fan', '12', 'newpass1', 'newpass1', '请输入6位数字验证码'],
    ['demo_fan', '123456', 'short', 'short', '密码长度须为6-20位'],
    ['demo_fan', '123456', 'newpass1', 'newpass2', '两次输入的密码不一致'],
  ])('%j / %j / %j / %j → %s', async (account, code, password, confirm, message) => {
    server = fakeServer({});
    startAt('/retrieve');
    await screen.findByTestId('retrieve-page');
    fill(account, code, password, confirm);
    submit();
    expect(errorText()).toBe(message);
    expect(server.seen).toEqual([]);
  });

  it.each([
    [404, 'user_not_found', '账号不存在或未绑定手机号'],
    [400, 'code_error', '验证码错误'],
    [400, 'code_expired', '验证码已失效，请重新获取'],
  ])('shows %i %s as the server words it', async (status, code, message) => {
    server = fakeServer({ 'POST /api/uc/password/retrieve': () => refusal(status, code, message) });
    const { at } = startAt('/retrieve');
    await screen.findByTestId('retrieve-page');
    fill();
    submit();
    await waitFor(() => expect(errorText()).toBe(message));
    expect(at()).toBe('/retrieve');
  });
});
