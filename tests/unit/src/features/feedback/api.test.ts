// Pins how the feedback form reads an article's title (expert-article/feedback/{id}): by the
// article's share call, and an id of another kind of item (news shares that call) is refused as an
// article not there — 404 sns_not_found with 文章不存在或已被删除 — so the form says so.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articleForShare } from '@contracts/expertReplays';
import { fetchSubjectTitle } from '@features/feedback/api';
import { ApiError, call } from '@shared/http';

vi.mock(import('@shared/http'), async (original) => ({ ...(await original()), call: vi.fn() }));
const called = vi.mocked(call);

const shared = (kind: number) => ({
  id: 18,
  kind,
  title: '梅西谈世界杯',
  pictures: [],
  content: '正文',
  author: {},
  circleId: 1,
  likeCount: 0,
  replyCount: 0,
  createdAt: 0,
});

beforeEach(() => called.mockReset());

describe('an article’s title', () => {
  it('is the article’s, read by its share call', async () => {
    called.mockResolvedValue(shared(6));
    expect(await fetchSubjectTitle({ kind: 'article', id: 18 })).toBe('梅西谈世界杯');
    expect(called).toHaveBeenCalledWith(articleForShare, { id: 18 }, { signal: undefined });
  });

  it('is refused as not found when the id is a news item', async () => {
    called.mockResolvedValue(shared(10));
    const failure = await fetchSubjectTitle({ kind: 'article', id: 18 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      code: 'sns_not_found',
      message: '文章不存在或已被删除',
    });
  });
});
