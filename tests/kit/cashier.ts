import { expect } from 'vitest';
import { checkPayStatus } from '../../contracts/wallet/charge';
import type { TestApp } from './testApp';

type App = TestApp['app'];

/** The payer's decision on the provider simulator's cashier page, as the page's form posts it. */
export const decideAtCashier = (app: App, key: string, choice: string, plan = '') =>
  app.inject({
    method: 'POST',
    url: key,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ choice, plan }).toString(),
  });

/** An order's pay status as its fan asks for it (GET /api/check/pay/status), read by the contract. */
export async function payStatusOf(app: App, headers: Record<string, string>, id: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/check/pay/status?id=${id}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return checkPayStatus.output.parse(res.json<{ data: unknown }>().data);
}
