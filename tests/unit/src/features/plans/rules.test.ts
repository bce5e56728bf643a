// Pins the plan screens' pure rules: the result and price texts, the picks read from the content,
// the path id, and a missing plan.
import { describe, expect, it } from 'vitest';
import { PLAN_REFUSAL_CODES } from '@contracts/plans';
import {
  isPlanNotFound,
  picksOf,
  planIdOf,
  planPriceText,
  planResultText,
} from '@features/plans/rules';
import { ApiError } from '@shared/http';

const path = '/api/plan/pay/5';

describe('texts', () => {
  it('names a settled result 红, 黑 or 走水 and a pending one nothing', () => {
    expect([0, 1, 2, 3].map(planResultText)).toEqual([null, '红', '黑', '走水']);
  });

  it('prices a plan in whole coins when it can, and 免费 at zero', () => {
    expect(planPriceText('18.00', '金币')).toBe('18 金币');
    expect(planPriceText('18.50', '金币')).toBe('18.50 金币');
    expect(planPriceText('0.00', '金币')).toBe('免费');
  });
});

describe('picksOf', () => {
  it('reads each game with its handicap and the picked odds', () => {
    const picks = picksOf('{4078}[-0.75](19500-0)');
    expect(picks?.[0]?.gameName).toBe('亚盘');
    expect(picks?.[0]?.handicapLabel).toBe('半球/一球');
    expect(picks?.[0]?.options.filter((o) => o.picked)).toEqual([
      { label: '主队', odds: '1.95', picked: true },
    ]);
  });

  it('answers null for no content or content that is not in the format', () => {
    expect(picksOf(null)).toBeNull();
    expect(picksOf('主胜')).toBeNull();
  });
});

describe('ids', () => {
  it('takes a positive integer id only', () => {
    expect(planIdOf('42')).toBe(42);
    expect(planIdOf('0')).toBeNull();
    expect(planIdOf('4x')).toBeNull();
    expect(planIdOf(undefined)).toBeNull();
  });
});

describe('isPlanNotFound', () => {
  it('knows a missing plan by its status or its code', () => {
    expect(isPlanNotFound(new ApiError('http', { status: 404, path }))).toBe(true);
    expect(
      isPlanNotFound(new ApiError('server', { code: PLAN_REFUSAL_CODES.notFound, path })),
    ).toBe(true);
    expect(isPlanNotFound(new ApiError('timeout', { path }))).toBe(false);
  });
});
