import { describe, expect, it } from 'vitest';
import { judgeMonth, monthToJudge, PROMOTION } from '../../../../server/features/experts';

// The promotion rule of product-spec §4: 30 plans, 15 active days, monthly return ≥ 0%, top 20 by
// monthly return; and the demotion of a forecaster whose month lost money.

const stats = (over: Partial<Parameters<typeof judgeMonth>[0][number]> = {}) => ({
  expertId: 1,
  userLevel: 1,
  plans: 30,
  activeDays: 15,
  settled: 30,
  stakeMilli: 30_000,
  payoutMilli: 30_000,
  ...over,
});

describe('promotion from laboratory to popular forecaster', () => {
  it('promotes at exactly the thresholds, with the figures in the reason', () => {
    expect(judgeMonth([stats()], '2026年10月')).toEqual([
      {
        expertId: 1,
        from: 1,
        to: 2,
        reason: '2026年10月推荐30场、活跃15天、月回报率0%，排名第1，晋升人气预测家',
      },
    ]);
  });
  it.each([
    ['29 plans', { plans: 29 }],
    ['14 active days', { activeDays: 14 }],
    ['a losing month', { payoutMilli: 29_900 }],
  ])('does not promote with %s', (_name, over) => {
    expect(judgeMonth([stats(over)], '2026年10月')).toEqual([]);
  });
  it('needs a top-20 rank by monthly return', () => {
    // 20 others return more; the candidate ranks 21st.
    const others = Array.from({ length: PROMOTION.topRank }, (_, i) =>
      stats({ expertId: 100 + i, userLevel: 2, payoutMilli: 40_000 }),
    );
    const candidate = stats({ expertId: 1, payoutMilli: 33_000 });
    expect(judgeMonth([...others, candidate], 'M').filter((d) => d.expertId === 1)).toEqual([]);
    expect(
      judgeMonth([...others.slice(1), candidate], 'M').filter((d) => d.expertId === 1),
    ).toHaveLength(1);
  });
});

describe('demotion', () => {
  it('demotes a forecaster whose month lost money over enough plans, saying why', () => {
    expect(
      judgeMonth(
        [stats({ userLevel: 2, settled: 12, stakeMilli: 12_000, payoutMilli: 9_000 })],
        '2026年10月',
      ),
    ).toEqual([
      {
        expertId: 1,
        from: 2,
        to: 1,
        reason: '2026年10月月回报率-25%（12场已结算），低于0%，降为实验室专家',
      },
    ]);
  });
  it('keeps a forecaster with too few settled plans to judge', () => {
    expect(
      judgeMonth([stats({ userLevel: 2, settled: 9, stakeMilli: 9_000, payoutMilli: 0 })], 'M'),
    ).toEqual([]);
  });
});

describe('the month judged', () => {
  it('is the previous Beijing month, from its next month’s 2nd day', () => {
    expect(monthToJudge(Date.parse('2026-11-01T12:00:00+08:00'))).toBeNull();
    expect(monthToJudge(Date.parse('2026-11-02T00:00:00+08:00'))).toMatchObject({
      key: '2026-10',
      label: '2026年10月',
      from: Date.parse('2026-10-01T00:00:00+08:00'),
      to: Date.parse('2026-11-01T00:00:00+08:00'),
    });
    expect(monthToJudge(Date.parse('2027-01-15T09:00:00+08:00'))?.key).toBe('2026-12');
  });
});
