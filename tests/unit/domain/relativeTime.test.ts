// Pins issue 33 §3 / docs/decisions/relative-time.md: one way to say how long ago — 刚刚 under a
// minute (or a clock a little ahead), N分钟前 under an hour, N小时前 under a day, then null for the
// caller's own date; N秒前 instead of 刚刚 where seconds are asked for. The tips tab, the message
// centre and the match list's freshness line all say it this way.
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, relativeTime, SECOND_MS } from '@domain/time';
import { agoText } from '@features/matches/list/LiveIndicator';
import { publishTimeText } from '@features/matchDetail/tips/rules';
import { messageTimeText } from '@features/messages/rules';

const NOW = Date.parse('2026-11-24T01:30:00+08:00');

describe('relativeTime', () => {
  it('says 刚刚 under a minute and for a clock a little ahead', () => {
    expect(relativeTime(NOW, NOW)).toBe('刚刚');
    expect(relativeTime(NOW - 59 * SECOND_MS, NOW)).toBe('刚刚');
    expect(relativeTime(NOW + 5 * SECOND_MS, NOW)).toBe('刚刚');
  });

  it('counts whole minutes under an hour and whole hours under a day', () => {
    expect(relativeTime(NOW - MINUTE_MS, NOW)).toBe('1分钟前');
    expect(relativeTime(NOW - HOUR_MS + 1, NOW)).toBe('59分钟前');
    expect(relativeTime(NOW - HOUR_MS, NOW)).toBe('1小时前');
    expect(relativeTime(NOW - DAY_MS + 1, NOW)).toBe('23小时前');
  });

  it('leaves a day and more to the caller', () => {
    expect(relativeTime(NOW - DAY_MS, NOW)).toBeNull();
  });

  it('counts seconds instead of 刚刚 when asked', () => {
    expect(relativeTime(NOW - 5 * SECOND_MS, NOW, { seconds: true })).toBe('5秒前');
    expect(relativeTime(NOW + 5 * SECOND_MS, NOW, { seconds: true })).toBe('0秒前');
    expect(relativeTime(NOW - 2 * MINUTE_MS, NOW, { seconds: true })).toBe('2分钟前');
  });
});

describe('every relative time of the app has the same thresholds', () => {
  it('says the same thing for the same age in tips, messages and the list’s freshness line', () => {
    for (const ago of [30 * SECOND_MS, 5 * MINUTE_MS, 2 * HOUR_MS, 23 * HOUR_MS]) {
      const near = relativeTime(NOW - ago, NOW);
      expect(publishTimeText(NOW - ago, NOW), String(ago)).toBe(near);
      expect(messageTimeText(NOW - ago, NOW), String(ago)).toBe(near);
      if (ago >= MINUTE_MS) expect(agoText(ago / SECOND_MS), String(ago)).toBe(near);
    }
  });

  it('writes a message of yesterday more than a day old as 昨天, then its date', () => {
    expect(messageTimeText(Date.parse('2026-11-23T00:10:00+08:00'), NOW)).toBe('昨天 00:10');
    expect(messageTimeText(Date.parse('2026-11-20T09:00:00+08:00'), NOW)).toBe('11月20日');
  });
});
