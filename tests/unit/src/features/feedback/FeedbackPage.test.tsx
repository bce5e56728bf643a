// Pins the feedback form (plan/feedback?id=&type=; product-spec §3 "Feedback", §5 "Image upload"):
// with a plan, its title on top, the plan's reasons (the query's type chosen) and the plan sent as
// the subject; without one, 意见反馈 with the app's reasons and type 7 by default; the text's rule
// said before sending; 图片url为空 while a picture has no url; one request per tap; a sent feedback
// leads to 我的反馈 in place of the form; a refusal in the server's words; a plan that is gone.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../kit/fakeClock';
import { renderAt } from './kit';

const api = vi.hoisted(() => ({
  fetchFeedbackPage: vi.fn(),
  sendFeedback: vi.fn(),
  fetchPlanTitle: vi.fn(),
}));
vi.mock('@features/feedback/api', () => api);
const upload = vi.hoisted(() => ({ sendImage: vi.fn(), UPLOAD_TIMEOUT_MS: 60_000 }));
vi.mock('@shared/ui/imagePicker/upload', () => upload);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), upload.sendImage]) fn.mockReset();
  api.fetchPlanTitle.mockResolvedValue('英超焦点：主队不败');
  api.sendFeedback.mockResolvedValue({ id: 9, createdAt: 0, repeated: false });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  useOverlayStore.setState({ toast: null });
});
afterEach(() => clock.restore());

async function open(at: string) {
  const { default: FeedbackPage } = await import('@features/feedback/FeedbackPage');
  await renderAt(<FeedbackPage />, { pattern: '/plan/feedback', at }, clock.advance);
}

const write = (text: string) =>
  fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: text } });
const submit = async () => {
  fireEvent.click(screen.getByTestId('feedback-submit'));
  await act(() => clock.advance(0));
};
const where = () => screen.getByTestId('where').dataset;
const typeButtons = () =>
  screen.getAllByRole('radio').map((b) => [b.textContent, b.getAttribute('aria-checked')]);

describe('about a plan', () => {
  it('names the plan, offers its reasons and sends it as the subject', async () => {
    await open('/plan/feedback?id=55&type=2');
    expect(api.fetchPlanTitle).toHaveBeenCalledWith(55, expect.any(AbortSignal));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('方案反馈');
    expect(screen.getByTestId('feedback-plan').textContent).toContain('英超焦点：主队不败');
    expect(typeButtons()).toEqual([
      ['内容与标题不符', 'false'],
      ['赛果判定有误', 'true'],
      ['价格或退款问题', 'false'],
      ['其他', 'false'],
    ]);
    fireEvent.click(screen.getByTestId('feedback-type-1'));
    write('  标题说主胜，内容却推荐平局。 ');
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith({
      content: '标题说主胜，内容却推荐平局。',
      type: 1,
      picturePath: '',
      subjectKind: 'plan',
      subjectId: 55,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
    });
    expect(where()).toMatchObject({ path: '/user/feedback-list', how: 'REPLACE' });
    expect(useOverlayStore.getState().toast?.message).toBe('提交成功，感谢您的反馈');
  });

  it('says when the plan is gone, and shows no form', async () => {
    api.fetchPlanTitle.mockRejectedValue(
      new ApiError('http', { path: '/api/plan/detail/55', status: 404, code: 'plan_not_found' }),
    );
    await open('/plan/feedback?id=55');
    expect(screen.getByTestId('feedback-plan-gone').textContent).toContain('方案不存在');
    expect(screen.queryByTestId('feedback-content')).toBeNull();
  });
});

describe('about the app', () => {
  it('is 意见反馈 with the app’s reasons, 其他 first chosen', async () => {
    await open('/plan/feedback');
    expect(api.fetchPlanTitle).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('意见反馈');
    expect(typeButtons()).toEqual([
      ['功能建议', 'false'],
      ['页面或数据错误', 'false'],
      ['其他', 'true'],
    ]);
    write('希望增加夜间模式。');
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith({
      content: '希望增加夜间模式。',
      type: 7,
      picturePath: '',
      requestId: expect.any(String) as unknown,
    });
  });

  it('says what is wrong with the text before sending anything', async () => {
    await open('/plan/feedback');
    write('太慢');
    await submit();
    expect(screen.getByTestId('feedback-error').textContent).toBe('反馈内容须为5-500个字');
    write('<a href="x">看这里</a>很卡');
    await submit();
    expect(screen.getByTestId('feedback-error').textContent).toContain('不能包含 HTML 标签');
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it('sends the uploaded pictures, and says 图片url为空 while one has no url', async () => {
    let finish: (path: string) => void = () => undefined;
    upload.sendImage.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = (path) =>
            resolve({ path, prefix: '', mime: 'image/png', size: 1, repeated: false });
        }),
    );
    await open('/plan/feedback');
    write('截图里的比分不对。');
    fireEvent.change(screen.getByTestId('feedback-images-input'), {
      target: { files: [new File(['x'], 'shot.png', { type: 'image/png' })] },
    });
    await act(() => clock.advance(0));
    await submit();
    expect(useOverlayStore.getState().toast?.message).toBe('图片url为空');
    expect(api.sendFeedback).not.toHaveBeenCalled();
    finish('/api/upload/img/4-0a1b2c3d');
    await act(() => clock.advance(0));
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith(
      expect.objectContaining({ picturePath: '/api/upload/img/4-0a1b2c3d' }),
    );
  });

  it('retries with the same requestId after no answer, and a new one after a refusal', async () => {
    api.sendFeedback
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/uc/feedback/create' }))
      .mockRejectedValueOnce(
        new ApiError('http', {
          path: '/api/uc/feedback/create',
          status: 404,
          code: 'plan_not_found',
        }),
      )
      .mockResolvedValueOnce({ id: 9, createdAt: 0, repeated: false });
    await open('/plan/feedback');
    write('希望增加夜间模式。');
    await submit();
    expect(screen.getByTestId('feedback-error').textContent).toContain('网络连接失败');
    await submit();
    await submit();
    const ids = api.sendFeedback.mock.calls.map((c) => (c[0] as { requestId: string }).requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(where().path).toBe('/user/feedback-list');
  });

  it('sends once per tap, and shows a refusal in the server’s words', async () => {
    let refuse: (e: unknown) => void = () => undefined;
    api.sendFeedback.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    await open('/plan/feedback');
    write('希望增加夜间模式。');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await act(() => clock.advance(0));
    expect(api.sendFeedback).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('feedback-submit').textContent).toBe('提交中...');
    refuse(
      new ApiError('http', {
        path: '/api/uc/feedback/create',
        status: 429,
        code: 'feedback_limit',
        message: '24小时内最多提交10条反馈，请稍后再试',
      }),
    );
    await act(() => clock.advance(0));
    expect(screen.getByTestId('feedback-error').textContent).toBe(
      '24小时内最多提交10条反馈，请稍后再试',
    );
    expect(where().path).toBe('/plan/feedback');
  });
});
