import type { BrowserContext, Page } from 'playwright-core';
import { encryptPasswordForTransport } from '../../contracts/account/passwordTransport';
import { DEMO_PASSWORD } from '../../server/seed/demoAccounts';

/**
 * Logs a demo account in through the HTTP API (the login screen has its own e2e test) and returns
 * the token. A made-up token would not do: the app checks it against the server on start and sends
 * the fan back to login when it is unknown.
 */
export async function demoLoginToken(baseUrl: string, account = 'demo_fan'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/uc/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: encryptPasswordForTransport(DEMO_PASSWORD) }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`login of ${account} failed: ${JSON.stringify(body)}`);
  return token;
}

/**
 * Puts the token where the app keeps it after a login: local storage and the host cookie (on start
 * the cookie decides, product-spec §4 "Start and login").
 */
export async function storeToken(context: BrowserContext, baseUrl: string, token: string) {
  await context.addInitScript((t) => localStorage.setItem('jcob_token', t), token);
  await context.addCookies([{ name: 'jcob_token', value: token, url: baseUrl }]);
}

/**
 * A phone logged in as a demo account, opened at `#<hash>`, with the page's uncaught errors
 * collected (a test ends by expecting none).
 */
export async function openPhoneAs(
  browser: { newPhone: () => Promise<{ context: BrowserContext; page: Page }> },
  baseUrl: string,
  account: string,
  hash: string,
) {
  const { context, page } = await browser.newPhone();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await storeToken(context, baseUrl, await demoLoginToken(baseUrl, account));
  await page.goto(`${baseUrl}/#${hash}`);
  return { context, page, errors };
}
