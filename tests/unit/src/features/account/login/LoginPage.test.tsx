// Pins the login page as a fan meets it in the real route table: sent from a protected page, logging
// in by password or by SMS code (type 51) returns them there with the token stored; empty fields and
// server refusals show clear Chinese messages; the button shows its loading state and a second tap
// sends nothing; register and retrieve are one tap away and keep the remembered target.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEV_PASSWORD_TRANSPORT_KEY,
  decryptPasswordFromTransport,
} from '@contracts/account/passwordTransport';
import { getToken } from '@shared/session';
import { fakeServer, loginAnswer, refusal, type Answer } from '../session/fakeServer';
import { deferred, startAt } from './renderAccountPage';

// The SMS button (captcha, countdown) is another part's work and has its own tests; here it only
// has to be there with the right type and phone.
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
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));
const errorText = () => screen.getByTestId('auth-error').textContent;

describe('password login', () => {
  it('takes a fan sent from a protected page back there, token stored', async () => {
    server = fakeServer({ 'POST /api/uc/login': () => loginAnswer('tok-page') });
    const { at } = startAt('/message/center');
    await screen.findByTestId('login-page');
    expect(at()).toBe('/login?backUrl=%2Fmessage%2Fcenter');

    type('login-account', 'demo_fan');
    type('login-password', 'matchday2026');
    submit();

    await waitFor(() => expect(at()).toBe('/message/center'));
    expect(getToken()).toBe('tok-page');
    const sent = server.calls('POST', '/api/uc/login')[0];
    expect(sent?.body.account).toBe('demo_fan');
    expect(
      decryptPasswordFromTransport(String(sent?.body.password), DEV_PASSWORD_TRANSPORT_KEY),
    ).toBe('matchday2026');
  });

  it('goes to /home (and on to the home tab) when login was opened directly', async () => {
    server = fakeServer({ 'POST /api/uc/login': () => loginAnswer() });
    const { at } = startAt('/login');
    await screen.findByTestId('login-page');
    type('login-account', 'demo_fan');
    type('login-password', 'matchday2026');
    submit();
    await waitFor(() => expect(at()).toBe('/tabs/home'));
  });

  it('asks for the missing field and sends nothing', async () => {
    server = fakeServer({});
    startAt('/login');
    await screen.findByTestId('login-page');
    submit();
    expect(errorText()).toBe('请输入账号或手机号');
    type('login-account', 'demo_fan');
    expect(errorText()).toBe('');
    submit();
    expect(errorText()).toBe('请输入密码');
    expect(server.seen).toEqual([]);
  });

  it('shows the server’s message for a wrong password and lets the fan try again', async () => {
    server = fakeServer({
      'POST /api/uc/login': () => refusal(400, 'login_error', '账号或密码错误'),
    });
    const { at } = startAt('/login');
    await screen.findByTestId('login-page');
    type('login-account', 'demo_fan');
    type('login-password', 'wrong-one');
    submit();
    await waitFor(() => expect(errorText()).toBe('账号或密码错误'));
    expect(screen.getByRole('alert').textContent).toBe('账号或密码错误');
    expect(screen.getByTestId<HTMLButtonElement>('login-submit').disabled).toBe(false);
    expect(at()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('shows a lock-out message as the server words it', async () => {
    server = fakeServer({
      'POST /api/uc/login': () =>
        refusal(429, 'account_locked', '密码错误次数过多，请15分钟后再试'),
    });
    startAt('/login');
    await screen.findByTestId('login-page');
    type('login-account', 'demo_fan');
    type('login-password', 'x');
    submit();
    await waitFor(() => expect(errorText()).toBe('密码错误次数过多，请15分钟后再试'));
  });

  it('says so plainly when the network is down', async () => {
    server = fakeServer({ 'POST /api/uc/login': () => 'network-error' });
    startAt('/login');
    await screen.findByTestId('login-page');
    type('login-account', 'demo_fan');
    type('login-password', 'x');
    submit();
    await waitFor(() => expect(errorText()).toBe('网络连接失败，请检查网络后重试'));
  });

  it('shows the loading state and sends once however often the fan taps', async () => {
    const held = deferred<Answer>();
    server = fakeServer({ 'POST /api/uc/login': () => held.promise });
    startAt('/login');
    await screen.findByTestId('login-page');
    type('login-account', 'demo_fan');
    type('login-password', 'matchday2026');
    submit();
    submit();
    fireEvent.submit(screen.getByTestId('login-submit').closest('form') as HTMLFormElement);
    const button = screen.getByTestId<HTMLButtonElement>('login-submit');
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('登录中…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      held.resolve(loginAnswer());
      await Promise.resolve();
    });
    expect(server.calls('POST', '/api/uc/login')).toHaveLength(1);
  });

  it('fills in the account handed over by password retrieval', async () => {
    const router = startAt('/tabs/home');
    await act(() => router.navigate('/login', { state: { account: 'demo_fan' } }));
    await screen.findByTestId('login-page');
    expect(screen.getByTestId<HTMLInputElement>('login-account').value).toBe('demo_fan');
  });
});

describe('SMS login', () => {
  it('logs in (or registers) by phone and code with an SMS button of type 51', async () => {
    server = fakeServer({ 'POST /api/uc/login/sms': () => loginAnswer('tok-sms') });
    const { at } = startAt('/message/center');
    await screen.findByTestId('login-page');
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    type('login-phone', '13800001111');
    type('login-code', '123456');
    const sms = screen.getByTestId('sms-send');
    expect(sms.dataset.type).toBe('51');
    expect(sms.dataset.phone).toBe('13800001111');
    submit();
    await waitFor(() => expect(at()).toBe('/message/center'));
    expect(server.calls('POST', '/api/uc/login/sms')[0]?.body).toMatchObject({
      phone: '13800001111',
      code: '123456',
    });
    expect(getToken()).toBe('tok-sms');
  });

  it.each([
    ['', '123456', '请输入手机号'],
    ['1380000111', '123456', '手机号格式错误'],
    ['13800001111', '', '请输入验证码'],
    ['13800001111', '12345', '请输入6位数字验证码'],
  ])('phone %j code %j → %s', async (phone, code, message) => {
    server = fakeServer({});
    startAt('/login');
    await screen.findByTestId('login-page');
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    type('login-phone', phone);
    type('login-code', code);
    submit();
    expect(errorText()).toBe(message);
    expect(server.seen).toEqual([]);
  });

  it('shows a wrong or expired code as the server words it', async () => {
    server = fakeServer({
      'POST /api/uc/login/sms': () => refusal(400, 'code_expired', '验证码已失效，请重新获取'),
    });
    startAt('/login');
    await screen.findByTestId('login-page');
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    type('login-phone', '13800001111');
    type('login-code', '000000');
    submit();
    await waitFor(() => expect(errorText()).toBe('验证码已失效，请重新获取'));
  });
});

describe('links', () => {
  it('opens register and retrieve, and register leads back to login with the same target', async () => {
    const router = startAt('/message/center');
    const { at } = router;
    await screen.findByTestId('login-page');
    fireEvent.click(screen.getByTestId('login-to-retrieve'));
    await screen.findByTestId('retrieve-page');
    expect(at()).toBe('/retrieve');
    await act(() => router.navigate(-1));
    await screen.findByTestId('login-page');
    fireEvent.click(screen.getByTestId('login-to-register'));
    await screen.findByTestId('register-page');
    fireEvent.click(screen.getByTestId('register-to-login'));
    await screen.findByTestId('login-page');
    expect(at()).toBe('/login?backUrl=%2Fmessage%2Fcenter');
  });

  it('sends a logged-in fan away from login to the target', async () => {
    localStorage.setItem('jcob_token', 'already');
    const { at } = startAt('/login?backUrl=%2Fmessage%2Fcenter');
    await waitFor(() => expect(at()).toBe('/message/center'));
  });
});
