import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The coin purchase's confirm step with no coupon or discount card: the demo fans hold coupons, and
 * the step chooses the best one for them (issue 35). A test of coins alone waits for the choice to
 * settle and takes 不使用优惠.
 */
export async function withoutDiscount(page: Page): Promise<void> {
  const summary = page.getByTestId('coupon-pick-summary');
  await expect.poll(() => summary.innerText()).not.toBe('查询中...');
  const toggle = page.getByTestId('coupon-pick-toggle');
  if (await toggle.isDisabled()) return;
  if ((await summary.innerText()).startsWith('不使用')) return;
  await toggle.click();
  await page.getByTestId('coupon-option-none').click();
  await expect.poll(() => summary.innerText()).toMatch(/^不使用/);
}
