// Pins what one plan card says (issue 19 §2): the expert with 近N中M and the running streak, the
// title as text, the match, the publish time and readers, 免费 or the price in the channel's unit,
// the 不中退款 tag, the result badge once settled (红 / 黑 / 走水), and that it opens plan/{id}.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PlanCard as PlanCardData } from '@contracts/plans';
import { PlanCard } from '@features/plans/cards/PlanCard';
import { card, expert } from './kit';

function show(plan: PlanCardData) {
  render(
    <MemoryRouter>
      <PlanCard plan={plan} />
    </MemoryRouter>,
  );
}
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('a plan card', () => {
  it('shows the expert, the title, the match, when it was published and the price, and opens the plan', () => {
    show(card(5));
    expect(text('plan-card-expert')).toBe('老王看球');
    expect(text('plan-card-avatar')).toBe('老');
    expect(text('plan-card')).toContain('大师');
    expect(text('plan-card-record')).toBe('近10中73连红');
    expect(text('plan-card-title')).toBe('方案5：主队不败');
    expect(text('plan-card-match')).toBe('英超阿森纳 VS 切尔西11-22 20:00');
    expect(text('plan-card')).toContain('11-22 09:25 发布');
    expect(text('plan-card-looks')).toBe('321人已看');
    expect(text('plan-card-price')).toBe('18 金币');
    expect(screen.getByTestId('plan-card').getAttribute('href')).toBe('/plan/5');
  });

  it('says 免费 for a free plan, and keeps cents of a price', () => {
    show(card(1, { price: 0, refundIfLost: false }));
    show(card(2, { price: 18.5 }));
    const prices = screen.getAllByTestId('plan-card-price').map((p) => p.textContent);
    expect(prices).toEqual(['免费', '18.50 金币']);
  });

  it('tags 不中退款 only on a no-win-refund plan', () => {
    show(card(1, { refundIfLost: true }));
    show(card(2, { refundIfLost: false }));
    const [refund, plain] = screen.getAllByTestId('plan-card');
    expect(refund!.querySelector('[data-testid="plan-card-refund"]')?.textContent).toBe('不中退款');
    expect(plain!.querySelector('[data-testid="plan-card-refund"]')).toBeNull();
  });

  it('shows no badge while pending, then 红, 黑 or 走水', () => {
    for (const result of [0, 1, 2, 3]) show(card(result + 1, { result }));
    const badges = screen
      .getAllByTestId('plan-card')
      .map((c) => c.querySelector('[data-testid="plan-card-result"]')?.textContent ?? null);
    expect(badges).toEqual([null, '红', '黑', '走水']);
  });

  it('leaves out a record the expert does not have yet', () => {
    show(card(1, { expert: expert({ recentWins: 0, recentTotal: 0, currentStreak: 1 }) }));
    expect(text('plan-card-record')).toBe('');
  });

  it('shows the expert’s words as text, never as markup', () => {
    show(
      card(1, {
        title: '<img src=x onerror=alert(1)>稳',
        expert: expert({ nickname: '<b>王</b>' }),
      }),
    );
    expect(text('plan-card-title')).toBe('<img src=x onerror=alert(1)>稳');
    expect(screen.getByTestId('plan-card').querySelector('img, b')).toBeNull();
    expect(text('plan-card-expert')).toBe('<b>王</b>');
  });
});
