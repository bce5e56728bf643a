// Pins 我的反馈 (user/feedback-list): the fan's feedback newest first — reason, time, the plan,
// interpretation or article it is about (a link to it), the text as text, pictures of our own
// uploads only, the reply or 等待客服回复 — paged by the one footer; an empty list says so; a failed load says why with 重新加载; 写反馈 leads to
// the form.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { installFakeClock } from '../../../../kit/fakeClock';
import { item, renderAt } from './kit';

const api = vi.hoisted(() => ({
  fetchFeedbackPage: vi.fn(),
  sendFeedback: vi.fn(),
  fetchSubjectTitle: vi.fn(),
}));
vi.mock('@features/feedback/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => clock.restore());

async function open() {
  const { default: FeedbackListPage } = await import('@features/feedback/FeedbackListPage');
  await renderAt(
    <FeedbackListPage />,
    { pattern: '/user/feedback-list', at: '/user/feedback-list' },
    clock.advance,
  );
}

const page = (list: ReturnType<typeof item>[], hasMore = false, pageNo = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  hasMore,
});

describe('我的反馈', () => {
  it('shows each feedback with its plan, reading or article, pictures and reply, as text', async () => {
    api.fetchFeedbackPage.mockResolvedValue(
      page([
        item({
          id: 2,
          type: 2,
          typeName: '赛果判定有误',
          content: '<b>比分</b>判错了',
          subject: { kind: 'plan', id: 55, title: '英超焦点：主队不败' },
          pictures: ['/api/upload/img/3-0a1b2c3d', 'https://evil.example/x.png'],
          reply: '已核实并更正，感谢！',
        }),
        item({
          id: 1,
          type: 1,
          typeName: '内容与标题不符',
          subject: { kind: 'interpretation', id: 31, title: '客队爆冷有门' },
        }),
        item({ id: 0 }),
        item({
          id: 5,
          type: 5,
          typeName: '页面或数据错误',
          subject: { kind: 'article', id: 18, title: '梅西谈世界杯' },
        }),
      ]),
    );
    await open();
    const [first, second, third] = screen.getAllByTestId('feedback-item');
    expect(first?.textContent).toContain('赛果判定有误');
    expect(first?.textContent).toContain('2026-11-22 10:05');
    expect(first?.textContent).toContain('<b>比分</b>判错了');
    expect(first?.querySelector('b')).toBeNull();
    const [plan, reading, article] = screen.getAllByTestId('feedback-item-subject');
    expect(plan?.getAttribute('href')).toBe('/plan/55');
    expect(plan?.textContent).toBe('方案：英超焦点：主队不败');
    expect(reading?.getAttribute('href')).toBe('/tjInterpretation/31');
    expect(reading?.textContent).toBe('解读：客队爆冷有门');
    expect(article?.getAttribute('href')).toBe('/expert-article/18');
    expect(article?.textContent).toBe('文章：梅西谈世界杯');
    expect(second?.textContent).toContain('内容与标题不符');
    expect(third?.querySelector('[data-testid="feedback-item-subject"]')).toBeNull();
    const images = [...(first?.querySelectorAll('img') ?? [])].map((i) => i.getAttribute('src'));
    expect(images).toEqual(['/api/upload/img/3-0a1b2c3d']);
    expect(screen.getByTestId('feedback-reply').textContent).toContain('已核实并更正，感谢！');
    expect(third?.textContent).toContain('等待客服回复');
    expect(screen.getByTestId('page-footer').dataset.state).toBe('end');
    expect(screen.getByTestId('feedback-write').getAttribute('href')).toBe('/plan/feedback');
  });

  it('pages on by the footer', async () => {
    api.fetchFeedbackPage
      .mockResolvedValueOnce(page([item({ id: 3 })], true))
      .mockResolvedValueOnce(page([item({ id: 2 }), item({ id: 1 })], false, 2));
    await open();
    fireEvent.click(screen.getByTestId('page-footer'));
    await act(() => clock.advance(0));
    expect(api.fetchFeedbackPage.mock.calls.map((c) => c[0] as number)).toEqual([1, 2]);
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(3);
  });

  it('says when there is none yet', async () => {
    api.fetchFeedbackPage.mockResolvedValue(page([]));
    await open();
    expect(screen.getByTestId('feedback-empty').textContent).toContain('还没有反馈');
  });

  it('says why a load failed, and loads again on 重新加载', async () => {
    api.fetchFeedbackPage
      .mockRejectedValueOnce(new ApiError('network', { path: '/api/uc/feedbackRecored/1' }))
      .mockResolvedValueOnce(page([item()]));
    await open();
    const error = screen.getByTestId('feedback-error-state');
    expect(error.textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByText('重新加载'));
    await act(() => clock.advance(0));
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(1);
  });
});
