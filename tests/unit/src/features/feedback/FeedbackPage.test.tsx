// Pins the feedback form (plan/feedback?id=&type=, tjInterpretation/feedback?id=&jcobMemberId=,
// expert-article/feedback/{id}?jcobMemberId=&expertId=; product-spec §2, §3 "Feedback", §5 "Image
// upload"): with a plan or an interpretation, its title on top, a paid tip's reasons (the query's
// type chosen) and it sent as the subject of its kind; with an article (its id in the path), an
// article's reasons; without one, 意见反馈 with the app's reasons and type 7 by default; the text's rule
// said before sending; 图片url为空 while a picture has no url; one request per tap; a sent feedback
// leads to 我的反馈 in place of the form; a refusal in the server's words; a subject that is gone.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { installFakeClock } from '../../../../kit/fakeClock';
import { renderAt } from './kit';

const api = vi.hoisted(() => ({
  fetchFeedbackPage: vi.fn(),
  sendFeedback: vi.fn(),
  fetchSubjectTitle: vi.fn(),
}));
vi.mock('@features/feedback/api', () => api);
const upload = vi.hoisted(() => ({ sendImage: vi.fn(), UPLOAD_TIMEOUT_MS: 60_000 }));
vi.mock('@shared/ui/imagePicker/upload', () => upload);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), upload.sendImage]) fn.mockReset();
  const titles: Record<string, string> = {
    plan: '英超焦点：主队不败',
    interpretation: '客队爆冷有门',
    article: '梅西谈世界杯',
  };
  api.fetchSubjectTitle.mockImplementation(({ kind }: { kind: string }) =>
    Promise.resolve(titles[kind]),
  );
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

/** 解读反馈 as the route registry loads it (feedbackScreens.interpretationForm). */
async function openInterpretation(at: string) {
  const { feedbackScreens } = await import('@features/feedback');
  const { default: Page } = await feedbackScreens.interpretationForm();
  await renderAt(<Page />, { pattern: '/tjInterpretation/feedback', at }, clock.advance);
}

/** 文章反馈 as the route registry loads it (feedbackScreens.articleForm), its id in the path. */
async function openArticle(at: string) {
  const { feedbackScreens } = await import('@features/feedback');
  const { default: Page } = await feedbackScreens.articleForm();
  await renderAt(<Page />, { pattern: '/expert-article/feedback/:id', at }, clock.advance);
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
    expect(api.fetchSubjectTitle).toHaveBeenCalledWith(
      { kind: 'plan', id: 55 },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('方案反馈');
    expect(screen.getByTestId('feedback-subject').textContent).toBe('反馈方案英超焦点：主队不败');
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
    api.fetchSubjectTitle.mockRejectedValue(
      new ApiError('http', { path: '/api/plan/detail/55', status: 404, code: 'plan_not_found' }),
    );
    await open('/plan/feedback?id=55');
    expect(screen.getByTestId('feedback-subject-gone').textContent).toContain('方案不存在');
    expect(screen.queryByTestId('feedback-content')).toBeNull();
  });
});

describe('about an interpretation', () => {
  it('names the reading, offers a paid tip’s reasons and sends it as the subject', async () => {
    await openInterpretation('/tjInterpretation/feedback?id=31&jcobMemberId=7');
    expect(api.fetchSubjectTitle).toHaveBeenCalledWith(
      { kind: 'interpretation', id: 31 },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('解读反馈');
    expect(screen.getByTestId('feedback-subject').textContent).toBe('反馈解读客队爆冷有门');
    expect(typeButtons()).toEqual([
      ['内容与标题不符', 'false'],
      ['赛果判定有误', 'false'],
      ['价格或退款问题', 'false'],
      ['其他', 'true'],
    ]);
    fireEvent.click(screen.getByTestId('feedback-type-2'));
    write('比赛客队赢了，解读却判了黑。');
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith({
      content: '比赛客队赢了，解读却判了黑。',
      type: 2,
      picturePath: '',
      subjectKind: 'interpretation',
      subjectId: 31,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
    });
    expect(where()).toMatchObject({ path: '/user/feedback-list', how: 'REPLACE' });
  });

  it('says 解读不存在 when the reading is not there, and shows no form', async () => {
    api.fetchSubjectTitle.mockRejectedValue(
      new ApiError('http', {
        path: '/api/interpretation/look/31',
        status: 404,
        code: 'interpretation_not_found',
      }),
    );
    await openInterpretation('/tjInterpretation/feedback?id=31');
    expect(screen.getByTestId('feedback-subject-gone').textContent).toContain('解读不存在');
    expect(screen.queryByTestId('feedback-content')).toBeNull();
  });

  it('offers 重新加载 when the title could not be read, then the form', async () => {
    api.fetchSubjectTitle
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/interpretation/look/31' }))
      .mockResolvedValueOnce('客队爆冷有门');
    await openInterpretation('/tjInterpretation/feedback?id=31');
    expect(screen.queryByTestId('feedback-content')).toBeNull();
    fireEvent.click(screen.getByText('重新加载'));
    await act(() => clock.advance(0));
    expect(screen.getByTestId('feedback-subject').textContent).toContain('客队爆冷有门');
    expect(screen.getByTestId('feedback-content')).toBeTruthy();
  });

  it('is 意见反馈 about the app without a proper id', async () => {
    await openInterpretation('/tjInterpretation/feedback?id=abc&jcobMemberId=7');
    expect(api.fetchSubjectTitle).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('意见反馈');
    write('希望增加夜间模式。');
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith(
      expect.not.objectContaining({ subjectKind: expect.anything() as unknown }),
    );
  });
});

describe('about an article', () => {
  it('names the article by its path id, offers an article’s reasons and sends it', async () => {
    await openArticle('/expert-article/feedback/18?jcobMemberId=3&expertId=4');
    expect(api.fetchSubjectTitle).toHaveBeenCalledWith(
      { kind: 'article', id: 18 },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('文章反馈');
    expect(screen.getByTestId('feedback-subject').textContent).toBe('反馈文章梅西谈世界杯');
    expect(typeButtons()).toEqual([
      ['内容与标题不符', 'false'],
      ['页面或数据错误', 'false'],
      ['其他', 'true'],
    ]);
    fireEvent.click(screen.getByTestId('feedback-type-5'));
    write('文中写的比分和实际赛果不一样。');
    await submit();
    expect(api.sendFeedback).toHaveBeenCalledWith({
      content: '文中写的比分和实际赛果不一样。',
      type: 5,
      picturePath: '',
      subjectKind: 'article',
      subjectId: 18,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
    });
    expect(where()).toMatchObject({ path: '/user/feedback-list', how: 'REPLACE' });
  });

  it('chooses the query’s type only when it is an article’s reason', async () => {
    await openArticle('/expert-article/feedback/18?type=1');
    expect(screen.getByTestId('feedback-type-1').getAttribute('aria-checked')).toBe('true');
    cleanup();
    await openArticle('/expert-article/feedback/18?type=3');
    expect(screen.queryByTestId('feedback-type-3')).toBeNull();
    expect(screen.getByTestId('feedback-type-7').getAttribute('aria-checked')).toBe('true');
  });

  it('says 文章不存在或已被删除 when the article is not there, and shows no form', async () => {
    api.fetchSubjectTitle.mockRejectedValue(
      new ApiError('http', {
        path: '/api/expert/article/detail/forShare/18',
        status: 404,
        code: 'sns_not_found',
      }),
    );
    await openArticle('/expert-article/feedback/18');
    expect(screen.getByTestId('feedback-subject-gone').textContent).toContain(
      '文章不存在或已被删除',
    );
    expect(screen.queryByTestId('feedback-content')).toBeNull();
  });

  it('is 意见反馈 about the app without a proper id in the path', async () => {
    await openArticle('/expert-article/feedback/abc?expertId=4');
    expect(api.fetchSubjectTitle).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('意见反馈');
  });
});

describe('about the app', () => {
  it('is 意见反馈 with the app’s reasons, 其他 first chosen', async () => {
    await open('/plan/feedback');
    expect(api.fetchSubjectTitle).not.toHaveBeenCalled();
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
