// Pins the circles' pure rules: ids from the address, the feed's times and counts, which pictures
// are shown, a poll's shares, the gagged fan's notice, and the channels that hide the circles.
import { describe, expect, it } from 'vitest';
import {
  countText,
  idParam,
  pictureSrc,
  pollShares,
  postTimeText,
  snsVisibleOn,
  writeBlockText,
} from '@features/social/rules';

const at = (s: string) => Date.parse(`${s}+08:00`);
const status = {
  status: 0,
  until: null,
  untilText: null,
  message: '',
  moderatorOf: [],
  chatAdmin: false,
};

describe('social rules', () => {
  it('reads ids 1…2^31−1 only', () => {
    expect([
      idParam('7'),
      idParam('2147483647'),
      idParam('2147483648'),
      idParam('0'),
      idParam('1e3'),
      idParam(null),
    ]).toEqual([7, 2147483647, null, null, null, null]);
  });

  it('writes times as community apps do', () => {
    const now = at('2026-11-22T12:00:00');
    expect(postTimeText(now - 30_000, now)).toBe('刚刚');
    expect(postTimeText(now - 3 * 3_600_000, now)).toBe('3小时前');
    expect(postTimeText(at('2026-11-20T09:30:00'), now)).toBe('11-20 09:30');
    expect(postTimeText(at('2025-12-31T23:00:00'), now)).toBe('2025-12-31');
  });

  it('shows only the server’s own pictures and http(s) ones', () => {
    expect(pictureSrc('/api/sns/img/2/0', 'https://api.example/')).toBe(
      'https://api.example/api/sns/img/2/0',
    );
    expect(pictureSrc('https://img.example/a.png', '')).toBe('https://img.example/a.png');
    expect(pictureSrc('javascript:alert(1)', '')).toBeNull();
    expect(pictureSrc('data:image/png;base64,xx', '')).toBeNull();
  });

  it('counts in 万 from ten thousand', () => {
    expect([countText(9999), countText(10_000), countText(12_345)]).toEqual([
      '9999',
      '1万',
      '1.2万',
    ]);
  });

  it('gives each option its share, 0 when nobody voted', () => {
    const options = [
      { id: 1, text: 'a', votes: 2 },
      { id: 2, text: 'b', votes: 1 },
    ];
    expect([...pollShares({ options, totalVotes: 3, myOptionId: 1 })]).toEqual([
      [1, 67],
      [2, 33],
    ]);
    expect([
      ...pollShares({
        options: options.map((o) => ({ ...o, votes: 0 })),
        totalVotes: 0,
        myOptionId: null,
      }),
    ]).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it('tells a gagged or banned fan until when', () => {
    expect(writeBlockText(undefined)).toBeNull();
    expect(writeBlockText(status)).toBeNull();
    expect(writeBlockText({ ...status, status: 2, untilText: '2026-11-29 12:00' })).toBe(
      '你已被封禁至 2026-11-29 12:00',
    );
    expect(writeBlockText({ ...status, status: 1, message: '你已被禁言至 2026-11-29 12:00' })).toBe(
      '你已被禁言至 2026-11-29 12:00',
    );
  });

  it('hides the circles on the shopping app, the football info site and the push-ball platform', () => {
    expect((['main', 'jd', 'footballInfo', 'tq', 'weibo'] as const).map(snsVisibleOn)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
