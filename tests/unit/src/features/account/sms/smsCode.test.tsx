// Pins the SMS code centres of product-spec §4, §5 and §9 through SmsCodeButton and sendSmsCode:
// one centre per type; sendable at 61; the checks and messages in order (wait, parameters, phone)
// before the captcha opens; the captcha's ticket goes with the call; only success or isSuccess
// counts; then 60, 59, … 1 each second and back to 61. Errors are toasts. Fake timers throughout.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingTimerCount } from '@schedulers';
import { sendSmsCode, SmsCodeButton } from '@features/account';
import { resetSmsCentres, useSmsCentres } from '@features/account/sms/store';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../../kit/fakeClock';
import {
  advance,
  drag,
  failBody,
  fakeServer,
  okBody,
  PUZZLE,
  settle,
  type FakeReply,
} from '../captcha/harness';

let clock: ReturnType<typeof installFakeClock>;
let server: ReturnType<typeof fakeServer>;
let sendReply: FakeReply;

beforeEach(() => {
  clock = installFakeClock();
  resetSmsCentres();
  useOverlayStore.setState({ toast: null });
  sendReply = { body: okBody({ phone: '138****0000' }) };
  server = fakeServer({
    'GET /api/login/img': () => ({ body: okBody(PUZZLE) }),
    'POST /api/login/img/check': () => ({ body: okBody({ ticket: 'T-1' }) }),
    'POST /api/uc/sms/send': () => sendReply,
  });
});
afterEach(async () => {
  // Close a captcha a test left open, then let its unmount run.
  const backdrop = screen.queryByTestId('captcha-backdrop');
  if (backdrop) fireEvent.click(backdrop);
  await settle();
  resetSmsCentres();
  server.restore();
  clock.restore();
});

const button = () => screen.getByTestId<HTMLButtonElement>('sms-send');
const toast = () => useOverlayStore.getState().toast?.message;
const captchaOpen = () => screen.queryByTestId('captcha-popup') !== null;
const sends = () => server.of('POST', '/api/uc/sms/send').map((r) => r.body);

async function tap() {
  act(() => {
    fireEvent.click(button());
  });
  await settle();
}

/** Drags the slider (the fake check passes) and waits out the 600 + 500 ms of success. */
async function solveCaptcha() {
  expect(captchaOpen()).toBe(true);
  await drag([120]);
  await advance(1100);
}

describe('SmsCodeButton', () => {
  it('sends through the captcha and counts down 60 … 1, then is sendable again', async () => {
    render(<SmsCodeButton type={51} phone=" 13800000000 " />);
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
    await tap();
    expect(sends()).toHaveLength(0); // the captcha comes first
    await solveCaptcha();
    expect(sends()).toEqual([{ phone: '13800000000', type: 51, captchaTicket: 'T-1' }]);
    expect(captchaOpen()).toBe(false);
    expect(toast()).toBe('验证码已发送');
    expect(button().textContent).toBe('60s后重发');
    expect(button().disabled).toBe(true);
    await advance(1000);
    expect(button().textContent).toBe('59s后重发');
    await advance(58_000);
    expect(button().textContent).toBe('1s后重发');
    await advance(999);
    expect(button().textContent).toBe('1s后重发');
    await advance(1);
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
    expect(useSmsCentres.getState().wait[51]).toBe(61);
  });

  it('keeps one centre per type', async () => {
    render(
      <>
        <SmsCodeButton type={47} phone="13800000000" />
        <SmsCodeButton type={48} phone="13800000000" />
      </>,
    );
    const [register, reset] = screen.getAllByTestId<HTMLButtonElement>('sms-send');
    act(() => {
      fireEvent.click(register!);
    });
    await settle();
    await solveCaptcha();
    expect(register!.textContent).toBe('60s后重发');
    expect(reset!.textContent).toBe('获取验证码');
    expect(useSmsCentres.getState().wait).toMatchObject({
      47: 60,
      48: 61,
      49: 61,
      50: 61,
      51: 61,
      52: 61,
    });
  });

  it('uses the given send for other endpoints, with the phone and the ticket', async () => {
    const send = vi.fn(() => Promise.resolve({ success: true }));
    render(<SmsCodeButton type={49} phone="" send={send} />);
    await tap();
    await solveCaptcha();
    expect(send).toHaveBeenCalledExactlyOnceWith('', 'T-1');
    expect(sends()).toHaveLength(0);
    expect(button().textContent).toBe('60s后重发');
  });
});

describe('sendSmsCode checks, in order', () => {
  it.each([
    [47, '', '请传入手机号等参数'],
    [51, '1380000', '手机号格式错误'],
  ] as const)('type %i with "%s": %s, and no captcha', async (type, phone, msg) => {
    let result: boolean | undefined;
    await act(async () => {
      result = await sendSmsCode({ type, phone });
    });
    expect(result).toBe(false);
    expect(toast()).toBe(msg);
    expect(captchaOpen()).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('opens the captcha for type 49 without a phone and type 52 with an account', async () => {
    for (const [type, phone] of [
      [49, ''],
      [52, 'demo_fan'],
    ] as const) {
      act(() => {
        void sendSmsCode({ type, phone });
      });
      await settle();
      expect(captchaOpen()).toBe(true);
      fireEvent.click(screen.getByTestId('captcha-backdrop'));
      await settle();
    }
    expect(sends()).toHaveLength(0);
  });

  it('refuses a centre that is counting down with 请等待60秒才可再次发送', async () => {
    render(<SmsCodeButton type={51} phone="13800000000" />);
    await tap();
    await solveCaptcha();
    let again: boolean | undefined;
    await act(async () => {
      again = await sendSmsCode({ type: 51, phone: '13800000000' });
    });
    expect(again).toBe(false);
    expect(toast()).toBe('请等待60秒才可再次发送');
    expect(captchaOpen()).toBe(false);
  });

  it('does nothing when the fan closes the captcha', async () => {
    let result: boolean | undefined;
    act(() => {
      void sendSmsCode({ type: 51, phone: '13800000000' }).then((r) => (result = r));
    });
    await settle();
    fireEvent.click(screen.getByTestId('captcha-backdrop'));
    await settle();
    expect(result).toBe(false);
    expect(sends()).toHaveLength(0);
    expect(toast()).toBeUndefined();
    expect(useSmsCentres.getState().wait[51]).toBe(61);
  });
});

describe('the response', () => {
  it('shows the server message of a refusal and starts no countdown', async () => {
    sendReply = { status: 400, body: failBody('check_error', '滑块校验失败!') };
    render(<SmsCodeButton type={47} phone="13800000000" />);
    await tap();
    await solveCaptcha();
    expect(toast()).toBe('滑块校验失败!');
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);
  });

  it('does not count a response without success or isSuccess', async () => {
    sendReply = { body: { code: '1', data: {} } };
    render(<SmsCodeButton type={47} phone="13800000000" />);
    await tap();
    await solveCaptcha();
    expect(toast()).toBe('验证码发送失败，请稍后重试');
    expect(button().textContent).toBe('获取验证码');
  });

  it('shows a network failure as a toast', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    render(<SmsCodeButton type={50} phone="13800000000" send={send} />);
    await tap();
    await solveCaptcha();
    expect(toast()).toBe('验证码发送失败，请稍后重试');
    expect(button().textContent).toBe('获取验证码');
  });

  it('leaves no timer behind once the countdown is over', async () => {
    render(<SmsCodeButton type={51} phone="13800000000" />);
    await tap();
    await solveCaptcha();
    await advance(60_000);
    await advance(3000); // the toast and its dismissal
    expect(pendingTimerCount()).toBe(0);
  });
});
