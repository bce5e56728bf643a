// Pins 申请专家 (expert-apply; product-spec §3 "Expert application"): asked on each visit, it shows
// why a fan cannot apply yet (实名认证 first, with the way there; the desk closed; already an expert),
// the form otherwise — ball type, reason, record images, the id card's sides, a type-50 code to the
// bound phone — checked before sending (图片url为空 as a toast), one request per tap; then the
// application's status: 审核中, 已通过, 未通过 with the reason and 重新申请 back to the form.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application, ApplyStatus } from '@contracts/expertApply';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({ fetchApplyStatus: vi.fn(), submitApplication: vi.fn() }));
vi.mock('@features/expertApply/api', () => api);
const upload = vi.hoisted(() => ({ sendImage: vi.fn(), UPLOAD_TIMEOUT_MS: 60_000 }));
vi.mock('@shared/ui/imagePicker/upload', () => upload);
const user = vi.hoisted(() => ({ flagUserInfo: vi.fn() }));
vi.mock('@shared/session/currentUser', () => user);

const status = (over: Partial<ApplyStatus> = {}): ApplyStatus => ({
  progress: 0,
  gate: null,
  phone: '13800138000',
  application: null,
  ...over,
});
const application = (over: Partial<Application> = {}): Application => ({
  id: 3,
  status: 1,
  pickedId: 1,
  applyReason: '十年英超分析经验，近三月命中六成。',
  reviewReason: null,
  createdAt: Date.parse('2026-11-22T10:05:00+08:00'),
  reviewedAt: null,
  ...over,
});

let clock: ReturnType<typeof installFakeClock>;
let images = 0;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), upload.sendImage, user.flagUserInfo]) fn.mockReset();
  upload.sendImage.mockImplementation(() =>
    Promise.resolve({
      path: `/api/upload/img/${++images}-0a1b2c3d`,
      prefix: '',
      mime: 'image/png',
      size: 1,
      repeated: false,
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  useOverlayStore.setState({ toast: null });
});
afterEach(() => clock.restore());

async function open() {
  const { default: ExpertApplyPage } = await import('@features/expertApply/ExpertApplyPage');
  render(
    <MemoryRouter initialEntries={['/expert-apply']}>
      <ExpertApplyPage />
    </MemoryRouter>,
  );
  await act(() => clock.advance(0));
}

const settle = () => act(() => clock.advance(0));
const pickInto = async (testId: string, count = 1) => {
  const files = Array.from(
    { length: count },
    (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' }),
  );
  fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { files } });
  await settle();
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function fillForm() {
  fireEvent.click(screen.getByTestId('apply-ball-2'));
  type('apply-reason', '十年篮球分析经验，擅长NBA与CBA。');
  await pickInto('apply-images', 2);
  await pickInto('apply-front');
  await pickInto('apply-back');
  type('apply-code', '123456');
}

describe('before the form', () => {
  it('sends a fan without a verified name to 实名认证', async () => {
    api.fetchApplyStatus.mockResolvedValue(status({ gate: 'identity' }));
    await open();
    const gate = screen.getByTestId('apply-gate-identity');
    expect(gate.textContent).toContain('申请专家需先完成实名认证');
    expect(gate.querySelector('a')?.getAttribute('href')).toBe('/user/user-info-complete');
    expect(screen.queryByTestId('apply-submit')).toBeNull();
  });

  it.each([
    ['identityConfirm', '/change/userInfoRecomplete'],
    ['phone', '/user/phone-operation'],
    ['closed', null],
    ['expert', null],
  ] as const)('explains the %s gate', async (gate, href) => {
    api.fetchApplyStatus.mockResolvedValue(status({ gate }));
    await open();
    const shown = screen.getByTestId(`apply-gate-${gate}`);
    expect(shown.querySelector('a')?.getAttribute('href') ?? null).toBe(href);
  });

  it('says why the status could not be read, and reads it again', async () => {
    api.fetchApplyStatus
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/uc/expertApply/applyStatus' }))
      .mockResolvedValueOnce(status());
    await open();
    fireEvent.click(screen.getByText('重新加载'));
    await settle();
    expect(screen.getByTestId('apply-submit')).toBeTruthy();
  });
});

describe('the form', () => {
  it('sends a filled form once, then shows the application under review', async () => {
    api.fetchApplyStatus
      .mockResolvedValueOnce(status())
      .mockResolvedValueOnce(
        status({ gate: 'reviewing', progress: 1, application: application({ pickedId: 2 }) }),
      );
    let accept: (a: Application) => void = () => undefined;
    api.submitApplication.mockImplementation(
      () =>
        new Promise((resolve) => {
          accept = resolve;
        }),
    );
    await open();
    expect(screen.getByTestId('expert-apply-page').textContent).toContain(
      '验证码将发送至 138****8000',
    );
    await fillForm();
    fireEvent.click(screen.getByTestId('apply-submit'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await settle();
    expect(api.submitApplication).toHaveBeenCalledTimes(1);
    expect(api.submitApplication).toHaveBeenCalledWith({
      applyReason: '十年篮球分析经验，擅长NBA与CBA。',
      pickedId: 2,
      applyImageUrl: '/api/upload/img/1-0a1b2c3d,/api/upload/img/2-0a1b2c3d',
      frontImgPath: '/api/upload/img/3-0a1b2c3d',
      backImgPath: '/api/upload/img/4-0a1b2c3d',
      code: '123456',
    });
    accept(application({ pickedId: 2 }));
    await settle();
    expect(user.flagUserInfo).toHaveBeenCalled();
    const card = screen.getByTestId('apply-status');
    expect(card.dataset.status).toBe('1');
    expect(card.textContent).toContain('审核中');
    expect(card.textContent).toContain('篮球专家申请 · 提交于 2026-11-22 10:05');
  });

  it('says what is missing before sending: reason, id card, code, 图片url为空', async () => {
    api.fetchApplyStatus.mockResolvedValue(status());
    await open();
    const submit = async () => {
      fireEvent.click(screen.getByTestId('apply-submit'));
      await settle();
    };
    const error = () => screen.getByTestId('apply-error').textContent;
    await submit();
    expect(error()).toBe('请填写申请理由');
    type('apply-reason', '十年篮球分析经验，擅长NBA与CBA。');
    await submit();
    expect(error()).toBe('请上传身份证正面照片');
    await pickInto('apply-front');
    await pickInto('apply-back');
    await submit();
    expect(error()).toBe('请输入6位数字验证码');
    type('apply-code', '123456');
    upload.sendImage.mockImplementationOnce(() => new Promise(() => undefined));
    await pickInto('apply-images');
    await submit();
    expect(useOverlayStore.getState().toast?.message).toBe('图片url为空');
    expect(api.submitApplication).not.toHaveBeenCalled();
  });

  it('shows a refusal in the server’s words', async () => {
    api.fetchApplyStatus.mockResolvedValue(status());
    api.submitApplication.mockRejectedValue(
      new ApiError('http', {
        path: '/api/uc/formalExpertApply',
        status: 400,
        code: 'code_error',
        message: '验证码错误',
      }),
    );
    await open();
    await fillForm();
    fireEvent.click(screen.getByTestId('apply-submit'));
    await settle();
    expect(screen.getByTestId('apply-error').textContent).toBe('验证码错误');
  });
});

describe('after applying', () => {
  it('shows a pass with the way to publish', async () => {
    api.fetchApplyStatus.mockResolvedValue(
      status({
        gate: 'expert',
        progress: 2,
        application: application({
          status: 2,
          reviewedAt: Date.parse('2026-11-23T09:00:00+08:00'),
        }),
      }),
    );
    await open();
    const card = screen.getByTestId('apply-status');
    expect(card.textContent).toContain('已通过');
    expect(card.textContent).toContain('审核于 2026-11-23 09:00');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(
      '/publish/zqtj/new?matchType=1&tab=0',
    );
  });

  it('shows a refusal with its reason, and 重新申请 opens the form', async () => {
    api.fetchApplyStatus.mockResolvedValue(
      status({
        progress: 3,
        application: application({ status: 3, reviewReason: '<i>战绩截图不清晰</i>' }),
      }),
    );
    await open();
    const card = screen.getByTestId('apply-status');
    expect(card.textContent).toContain('未通过');
    expect(screen.getByTestId('apply-review-reason').textContent).toBe(
      '审核意见：<i>战绩截图不清晰</i>',
    );
    fireEvent.click(screen.getByTestId('apply-again'));
    expect(screen.getByTestId('apply-submit')).toBeTruthy();
  });

  it('offers no 重新申请 while the fan cannot apply', async () => {
    api.fetchApplyStatus.mockResolvedValue(
      status({ gate: 'closed', progress: 3, application: application({ status: 3 }) }),
    );
    await open();
    expect(screen.queryByTestId('apply-again')).toBeNull();
  });
});
