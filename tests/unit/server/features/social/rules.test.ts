// Pins the circles' pure rules (docs/decisions/social.md): a gag or ban ends forbidDays (default 7,
// product-spec §9) after it is given and says so in Beijing time; a ban outranks a gag; a gag stops
// writing only; nobody moderates themselves or another moderator; the picture rule of §5.
import { describe, expect, it } from 'vitest';
import { FORBID_DEFAULT_DAYS } from '../../../../../contracts/socialActions';
import { pictureUrlsProblem } from '../../../../../contracts/uploads';
import {
  activeForbid,
  forbidMessage,
  forbidStops,
  forbidUntil,
  mayModerate,
  memberStatusOf,
  strongerForbid,
} from '../../../../../server/features/social/rules';

const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const DAY = 24 * 3_600_000;

describe('forbid rules', () => {
  it('ends forbidDays after it is given (7 by default) and tells the end in Beijing time', () => {
    const until = forbidUntil(NOW, FORBID_DEFAULT_DAYS);
    expect(until).toBe(NOW + 7 * DAY);
    expect(forbidMessage({ type: 1, until })).toContain('禁言至 2026-12-06 20:00（北京时间）');
    expect(forbidMessage({ type: 2, until })).toContain('封禁至 2026-12-06 20:00');
  });

  it('a past or lifted forbid is none; a ban outranks a gag; a gag stops writing only', () => {
    expect(activeForbid({ type: 1, until: NOW }, NOW)).toBeNull();
    expect(activeForbid({ type: 0, until: NOW + DAY }, NOW)).toBeNull();
    const gag = { type: 1, until: NOW + 9 * DAY };
    const ban = { type: 2, until: NOW + DAY };
    expect(strongerForbid(gag, ban)).toBe(ban);
    expect(memberStatusOf(ban)).toBe(2);
    expect(memberStatusOf(null)).toBe(0);
    expect(forbidStops(gag, 'write')).toBe(true);
    expect(forbidStops(gag, 'act')).toBe(false);
    expect(forbidStops(ban, 'act')).toBe(true);
  });

  it('only a moderator moderates, never themself or another moderator', () => {
    const mods = new Set([1, 2]);
    expect(mayModerate(1, 3, mods)).toBe(true);
    expect(mayModerate(1, 1, mods)).toBe(false);
    expect(mayModerate(1, 2, mods)).toBe(false);
    expect(mayModerate(3, 4, mods)).toBe(false);
  });
});

describe('picture rule (product-spec §5)', () => {
  it('six at most, none empty', () => {
    const path = '/api/upload/img/12-0123abcd';
    expect(pictureUrlsProblem(Array.from({ length: 6 }, () => path))).toBeNull();
    expect(pictureUrlsProblem(Array.from({ length: 7 }, () => path))).toBe('只能上传6张图片');
    expect(pictureUrlsProblem([path, ''])).toBe('图片url为空');
  });
});
