// Pins the home tab's rules: the detail route per sport, the swiper defaults of the spec, which
// matches are still polled, and how a cached home answer merges into the shared store without
// turning back a fresher live score or wiping the lists' odds.
import { describe, expect, it } from 'vitest';
import { canStillChange, mergeCachedMatch } from '@entities/match';
import { ApiError } from '@shared/http';
import { detailHref, homeErrorText, idsOfSport, LIVE_STRIP_SWIPER } from '@features/home/rules';
import { matchItem } from '../../entities/match/fixtures';

describe('detailHref', () => {
  it('opens football on match-detail and basketball on bk-match-detail', () => {
    expect(detailHref(1, 42)).toBe('/match-detail?matchId=42');
    expect(detailHref(2, 7)).toBe('/bk-match-detail?matchId=7');
  });
});

describe('LIVE_STRIP_SWIPER', () => {
  it('is horizontal with automatic slides per view (product-spec §9)', () => {
    expect(LIVE_STRIP_SWIPER).toMatchObject({ direction: 'horizontal', slidesPerView: 'auto' });
  });
});

describe('canStillChange and idsOfSport', () => {
  it('polls live and upcoming matches only, per sport', () => {
    const byId = {
      1: matchItem({ matchId: 1, sportType: 1, matchStatus: 12 }),
      2: matchItem({ matchId: 2, sportType: 1, matchStatus: 0 }),
      3: matchItem({ matchId: 3, sportType: 1, matchStatus: 2 }),
      4: matchItem({ matchId: 4, sportType: 2, matchStatus: 3 }),
      5: matchItem({ matchId: 5, sportType: 2, matchStatus: -1 }),
    };
    expect(idsOfSport([1, 2, 3, 4, 5, 6], byId, 'football')).toEqual([1, 2, 3]);
    expect(idsOfSport([1, 2, 3, 4, 5, 6], byId, 'basketball')).toEqual([4, 5]);
    expect([1, 2, 3, 4, 5].filter((id) => canStillChange(byId[id as 1]))).toEqual([1, 2, 4]);
  });
});

describe('mergeCachedMatch', () => {
  const odds = {
    oddsCompany: 0,
    europe: [1.5, 3.2, 5.1] as [number, number, number],
    asia: null,
    bigsmall: null,
  };

  it('takes a new match as it is', () => {
    const incoming = matchItem({ matchId: 9 });
    expect(mergeCachedMatch(undefined, incoming)).toBe(incoming);
  });

  it('keeps a fresher live score the store already holds, and the odds of the lists', () => {
    const held = matchItem({ matchId: 9, homeScore: 2, version: 2000, odds });
    const incoming = matchItem({
      matchId: 9,
      homeScore: 1,
      version: 1000,
      odds: null,
      round: '第9轮',
    });
    const merged = mergeCachedMatch(held, incoming);
    expect(merged.homeScore).toBe(2);
    expect(merged.version).toBe(2000);
    expect(merged.odds).toEqual(odds);
    expect(merged.round).toBe('第9轮');
  });

  it('takes the answer when it is the fresher one', () => {
    const held = matchItem({ matchId: 9, homeScore: 1, version: 1000 });
    const incoming = matchItem({ matchId: 9, homeScore: 3, version: 3000 });
    expect(mergeCachedMatch(held, incoming).homeScore).toBe(3);
  });
});

describe('homeErrorText', () => {
  it('shows the server message, a timeout plainly, and a fallback otherwise', () => {
    expect(homeErrorText(new ApiError('network', { path: '/x' }))).toBe(
      '网络连接失败，请检查网络后重试',
    );
    const timeout = new Error('poll timed out');
    timeout.name = 'PollTimeoutError';
    expect(homeErrorText(timeout)).toBe('请求超时，请稍后重试');
    expect(homeErrorText('boom')).toBe('加载失败，请稍后重试');
  });
});
