// Pins issue 31 item 13 on the plan page: a plan of several picks tells the fan how it settles (pick
// by pick, 红 when any pick hit, the return averaged — docs/decisions/multi-pick-settlement.md), and a
// two-pick plan with one pick won and one lost shows 赢 and 输 beside its picks and the return the
// server settled; a single-pick plan needs no such line.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatInterpretation, type InterpretationSegment } from '@contracts/interpretation';
import { PlanPicks } from '@features/plans/PlanPicks';
import { multiPickRuleText } from '@features/plans/multiPickRule';

const handicap: InterpretationSegment = { gameId: 4078, handicap: -0.5, odds: [9_000, 0] };
const overUnder: InterpretationSegment = { gameId: 4079, handicap: 2.5, odds: [9_500, 0] };

describe('the multi-pick rule line', () => {
  it('says how a plan of several picks settles, and nothing for one pick', () => {
    expect(multiPickRuleText(1)).toBeNull();
    const text = multiPickRuleText(2);
    expect(text).toContain('本方案含2项推荐，按单项结算');
    expect(text).toContain('任一项命中（含赢半）即为红单');
    expect(text).toContain('返还为各项返还的平均');
    expect(text).toContain('不中退款');
  });

  it('is shown on a two-pick plan beside each pick’s result and the return', () => {
    render(
      <PlanPicks
        content={formatInterpretation([handicap, overUnder])}
        settlement={{ settledAt: 1, picks: ['win', 'lose'], payout: 0.95 }}
      />,
    );
    expect(screen.getByTestId('plan-multi-pick-rule').textContent).toBe(multiPickRuleText(2));
    expect(screen.getAllByTestId('plan-pick-result').map((e) => e.textContent)).toEqual([
      '赢',
      '输',
    ]);
    expect(screen.getByTestId('plan-payout').textContent).toContain('每投入1单位返还0.95');
  });

  it('is not shown on a single-pick plan', () => {
    render(<PlanPicks content={formatInterpretation([handicap])} settlement={null} />);
    expect(screen.getByTestId('plan-picks')).toBeTruthy();
    expect(screen.queryByTestId('plan-multi-pick-rule')).toBeNull();
  });
});
